// The public face of services/identification/: what other folders may import from it.
export * from './service.js';
export * from './prior-source.js';
