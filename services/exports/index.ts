// The public face of services/exports/: what other folders may import from it.
export * from './datasets.js';
export * from './service.js';
