// The public face of services/tools/: what other folders may import from it.
export * from './catalog.js';
