// The public face of db/genomes/: what other folders may import from it.
export * from './load.js';
export * from './load-features.js';
export * from './repo.js';
