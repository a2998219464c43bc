// The public face of db/barcodes/: what other folders may import from it.
export * from './load.js';
export * from './repo.js';
export * from './specimens-repo.js';
