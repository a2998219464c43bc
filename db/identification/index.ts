// The public face of db/identification/: what other folders may import from it.
export * from './repo.js';
