// The public face of db/jobs/ (shared machinery: the job platform's bookkeeping, leases, advisory-lock ids).
export * from './jobs-repo.js';
export * from './leases.js';
export * from './lock-ids.js';
