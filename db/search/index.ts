// The public face of db/search/: what other folders may import from it.
export * from './repo.js';
