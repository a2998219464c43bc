// The public face of db/niche/: what other folders may import from it.
export * from './jobs-repo.js';
export * from './load-environment.js';
