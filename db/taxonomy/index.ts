// The public face of db/taxonomy/: what other folders may import from it.
export * from './load.js';
export * from './load-traits.js';
export * from './repo.js';
