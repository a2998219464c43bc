// The public face of db/limits/ (shared machinery: the per-client limits every instance counts in PostgreSQL).
export * from './repo.js';
