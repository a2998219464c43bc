// The public face of db/exports/: what other folders may import from it.
export * from './repo.js';
