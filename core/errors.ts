// The one error type of the service and the one table from error code to HTTP status.

/** Every error code the API can answer with, and the HTTP status it maps to. */
export const ERROR_STATUS = {
  // 400 — the client sent something we cannot use
  INVALID_QUERY: 400,
  INVALID_BODY: 400,
  MALFORMED_JSON: 400,
  MISSING_PARENT_ID: 400,
  ROOT_NODE_UNSUPPORTED: 400,
  INVALID_TILE: 400,
  INVALID_SEQUENCE: 400,
  PROGRAM_DATABASE_MISMATCH: 400,
  INVALID_IMAGE: 400,
  INVALID_BARCODE: 400,
  INVALID_FILE_NAME: 400,
  INVALID_FILE_CONTENT: 400,
  INVALID_RANGE: 416,
  // answered by the HTTP parser before a request reaches an operation (the connection is closed after them)
  BAD_REQUEST: 400,
  REQUEST_TIMEOUT: 408,
  HEADERS_TOO_LARGE: 431,
  // 403 — known, but not for this client (restricted monitoring)
  FORBIDDEN: 403,
  // 404 — nothing there
  NOT_FOUND: 404,
  NODE_NOT_FOUND: 404,
  GENOME_NOT_FOUND: 404,
  PROTEIN_NOT_FOUND: 404,
  STRUCTURE_NOT_FOUND: 404,
  LITERATURE_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  SPECIES_NOT_FOUND: 404,
  BARCODE_NOT_FOUND: 404,
  JOB_NOT_FOUND: 404,
  RESULT_FILE_NOT_FOUND: 404,
  // other client-side conditions
  METHOD_NOT_ALLOWED: 405,
  JOB_NOT_FINISHED: 409,
  UPLOADS_INCOMPLETE: 409,
  JOB_STATE_CONFLICT: 409,
  AMBIGUOUS_SAMPLE_ID: 409,
  CURSOR_EXPIRED: 410,
  EXPECTATION_FAILED: 417,
  PAYLOAD_TOO_LARGE: 413,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  CONCURRENT_LIMIT_REACHED: 429,
  // server-side conditions
  INTERNAL_ERROR: 500,
  DATABASE_UNAVAILABLE: 503,
  SERVICE_BUSY: 503,
  INSUFFICIENT_STORAGE: 507,
  TYPEAHEAD_UNAVAILABLE: 503,
  BLAST_NOT_CONFIGURED: 503,
  BLAST_FAILED: 502,
  MODEL_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Field-specific problems, keyed by the field or parameter they concern. */
export type ErrorDetails = Record<string, unknown>;

/** The only error type handlers and services throw; the envelope layer turns it into a response. */
export class ApiError extends Error {
  readonly status: number;
  /** Extra response headers the error implies (Retry-After, Allow, X-RateLimit-*). */
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERROR_STATUS[code];
    this.headers = headers;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
