// The public face of db/proteins/: what other folders may import from it.
export * from './load.js';
export * from './repo.js';
