// The public face of services/taxonomy/: what other folders may import from it.
export * from './node-detail.js';
export * from './typeahead.js';
