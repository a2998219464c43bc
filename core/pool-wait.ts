// pg-pool's message for a request that waited its whole connection timeout for a pooled connection: db/database.ts
// marks such an error when the database itself is lost, http/envelope.ts answers the unmarked ones 503 SERVICE_BUSY.
export const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';
