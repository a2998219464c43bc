// The public face of services/distributions/: what other folders may import from it.
export * from './tile-service.js';
export * from './basemap.js';
