// The public face of services/exports/: what other folders may import from it.
export * from './datasets.js';
export * from './service.js';
export * from './barcodes.js';
export * from './citation.js';
export * from './genomes.js';
export * from './hostplants.js';
