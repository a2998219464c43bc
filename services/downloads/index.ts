// The public face of services/downloads/: what other folders may import from it.
export * from './assets.js';
