// The public face of db/omics/: what other folders may import from it.
export * from './load.js';
export * from './repo.js';
