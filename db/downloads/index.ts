// The public face of db/downloads/: what other folders may import from it.
export * from './repo.js';
