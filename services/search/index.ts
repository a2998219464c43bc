// The public face of services/search/: what other folders may import from it.
export * from './suggestions.js';
export * from './genome-index.js';
