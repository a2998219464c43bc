// Builds the two response envelopes of the API: {success,data,timestamp} and the error body.
import { ApiError, isApiError } from '../core/errors.js';
import { POOL_WAIT_TIMEOUT } from '../core/pool-wait.js';
import { isDescriptorExhaustion } from '../core/descriptor-exhaustion.js';
import { descriptorsExhaustedError } from './descriptor-budget.js';

export interface SuccessBody<T> {
  success: true;
  data: T;
  timestamp: string;
}

export interface ErrorBody {
  success: false;
  error: { code: string; message: string; details?: Record<string, unknown> };
  request_id: string;
  timestamp: string;
}

/** ISO 8601 UTC with milliseconds, as the public deployment documents. */
export function timestamp(now: Date = new Date()): string {
  return now.toISOString();
}

export function successBody<T>(data: T): SuccessBody<T> {
  return { success: true, data, timestamp: timestamp() };
}

export function errorBody(error: ApiError, requestId: string): ErrorBody {
  const body: ErrorBody = {
    success: false,
    error: { code: error.code, message: error.message },
    request_id: requestId,
    timestamp: timestamp(),
  };
  if (error.details !== undefined) body.error.details = error.details;
  return body;
}

/** PostgreSQL/network error codes that mean "the database is not answering", not "the request is bad". */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001',
  '08003',
  '08006',
]);

/**
 * pg-pool's error when every pooled connection stayed busy for the whole connection timeout: overload, answered 503
 * SERVICE_BUSY — unless db/database.ts marked it `databaseUnreachable` (its last connection attempt had failed, or the
 * stall watch's probe has gone unanswered).
 */
function isPoolSaturated(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.message === POOL_WAIT_TIMEOUT &&
    (error as { databaseUnreachable?: boolean }).databaseUnreachable !== true
  );
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

function looksLikeDatabaseDown(error: unknown): boolean {
  const code = errorCode(error);
  if (code && DATABASE_DOWN_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  // a lost connection inside a task or transaction, and a pool closed while the service stops, are the same to a client
  return /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error|Querying against a released or lost connection|Cannot use a pool after calling end on the pool/i.test(
    message,
  );
}

/**
 * Turns anything thrown below the handlers into the one error type. Unknown errors become
 * INTERNAL_ERROR with a generic message: internals and stacks never reach the client.
 */
export function toApiError(error: unknown): { apiError: ApiError; unexpected: boolean } {
  if (isApiError(error)) return { apiError: error, unexpected: false };
  if (isPoolSaturated(error)) {
    return {
      apiError: new ApiError('SERVICE_BUSY', 'Every database connection is busy; retry shortly.', undefined, {
        'Retry-After': '2',
      }),
      unexpected: false,
    };
  }
  // out of file descriptors (a file, a socket or a pipe could not be opened): overload that passes, not a fault
  if (isDescriptorExhaustion(error)) return { apiError: descriptorsExhaustedError(), unexpected: false };
  if (looksLikeDatabaseDown(error)) {
    return {
      apiError: new ApiError('DATABASE_UNAVAILABLE', 'The database is not reachable; try again shortly.', undefined, {
        'Retry-After': '5',
      }),
      unexpected: false,
    };
  }
  if (errorCode(error) === '53300') {
    // too_many_connections: the database server is full, not gone
    return {
      apiError: new ApiError('SERVICE_BUSY', 'The database is at its connection limit; retry shortly.', undefined, {
        'Retry-After': '2',
      }),
      unexpected: false,
    };
  }
  if (errorCode(error) === '57014') {
    // statement_timeout: the query ran past its budget
    return {
      apiError: new ApiError('SERVICE_BUSY', 'The query took too long; try a narrower request.', undefined, {
        'Retry-After': '5',
      }),
      unexpected: false,
    };
  }
  if (/^22[0-9A-Z]{3}$/.test(errorCode(error) ?? '')) {
    // SQLSTATE class 22 (data exception: 22003 out of range, 22P02 invalid text, 22021 NUL…): a value the client sent
    // that the contract let through; the safety net behind the contract's bounds and the transport's text check
    return {
      apiError: new ApiError('INVALID_QUERY', 'A value in the request is out of range or cannot be used.'),
      unexpected: false,
    };
  }
  if (error instanceof URIError) {
    // decodeURIComponent on text the transport's check did not see (the router decodes path parameters itself)
    return {
      apiError: new ApiError('INVALID_QUERY', 'The request path or query is not valid percent-encoded UTF-8.'),
      unexpected: false,
    };
  }
  return { apiError: new ApiError('INTERNAL_ERROR', 'An unexpected error occurred.'), unexpected: true };
}
