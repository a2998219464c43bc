// The public face of services/blast/: what other folders may import from it.
export * from './service.js';
export { CONTENT_TYPES, type ResultFormat } from './formats.js';
