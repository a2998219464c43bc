// The public face of db/literature/: what other folders may import from it.
export * from './load.js';
export * from './repo.js';
