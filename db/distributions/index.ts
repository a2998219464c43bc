// The public face of db/distributions/: what other folders may import from it.
export * from './load.js';
export * from './repo.js';
export * from './cursor.js';
export * from './occurrence-filter.js';
