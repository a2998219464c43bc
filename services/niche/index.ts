// The public face of services/niche/: what other folders may import from it.
export * from './service.js';
