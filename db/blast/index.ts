// The public face of db/blast/: what other folders may import from it.
export * from './jobs-repo.js';
export * from './sequences-repo.js';
