// The error table and the envelope builders.
import { describe, expect, it } from 'vitest';
import { ApiError, ERROR_STATUS, isApiError } from '../../core/errors.js';
import { errorBody, successBody, timestamp, toApiError } from '../../http/envelope.js';

const ISO_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('error table', () => {
  it('maps every code to an HTTP error status', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(code, code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
  });

  it('keeps the statuses the spec and the public deployment document', () => {
    expect(ERROR_STATUS.MISSING_PARENT_ID).toBe(400);
    expect(ERROR_STATUS.INVALID_QUERY).toBe(400);
    expect(ERROR_STATUS.TYPEAHEAD_UNAVAILABLE).toBe(503);
    expect(ERROR_STATUS.FILE_NOT_FOUND).toBe(404);
    expect(ERROR_STATUS.PROTEIN_NOT_FOUND).toBe(404);
    expect(ERROR_STATUS.BLAST_NOT_CONFIGURED).toBe(503);
    expect(ERROR_STATUS.CONCURRENT_LIMIT_REACHED).toBe(429);
    expect(ERROR_STATUS.JOB_NOT_FINISHED).toBe(409);
    expect(ERROR_STATUS.METHOD_NOT_ALLOWED).toBe(405);
  });

  it('gives ApiError its status, details and headers', () => {
    const error = new ApiError('RATE_LIMITED', 'slow down', { limit: 10 }, { 'Retry-After': '3' });
    expect(error.status).toBe(429);
    expect(error.details).toEqual({ limit: 10 });
    expect(error.headers).toEqual({ 'Retry-After': '3' });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});

describe('envelope', () => {
  it('wraps data with success and a millisecond UTC timestamp', () => {
    const body = successBody({ a: 1 });
    expect(body).toEqual({ success: true, data: { a: 1 }, timestamp: expect.stringMatching(ISO_MS) });
    expect(timestamp(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
  });

  it('builds the error body with request_id and optional details', () => {
    const withDetails = errorBody(new ApiError('INVALID_QUERY', 'bad', { page: 'must be >= 1' }), 'req-1');
    expect(withDetails).toEqual({
      success: false,
      error: { code: 'INVALID_QUERY', message: 'bad', details: { page: 'must be >= 1' } },
      request_id: 'req-1',
      timestamp: expect.stringMatching(ISO_MS),
    });
    const without = errorBody(new ApiError('NOT_FOUND', 'nothing'), 'req-2');
    expect(without.error).not.toHaveProperty('details');
  });

  it('turns database outages into 503 and hides unknown errors behind INTERNAL_ERROR', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(toApiError(refused)).toMatchObject({
      apiError: { code: 'DATABASE_UNAVAILABLE', status: 503 },
      unexpected: false,
    });
    expect(toApiError(new Error('Connection terminated unexpectedly')).apiError.code).toBe('DATABASE_UNAVAILABLE');
    expect(toApiError(Object.assign(new Error('canceling statement'), { code: '57014' })).apiError.code).toBe(
      'SERVICE_BUSY',
    );
    const unknown = toApiError(new TypeError('secret internals at line 3'));
    expect(unknown.unexpected).toBe(true);
    expect(unknown.apiError.code).toBe('INTERNAL_ERROR');
    expect(unknown.apiError.message).not.toContain('secret');
  });

  it('tells a full connection pool (503 SERVICE_BUSY, Retry-After) from a lost database', () => {
    const busy = toApiError(new Error('timeout exceeded when trying to connect')).apiError;
    expect(busy).toMatchObject({ code: 'SERVICE_BUSY', status: 503, headers: { 'Retry-After': '2' } });
    // db/database.ts marks the wait when the pool's last connection attempt had failed: then the database is gone
    const lost = Object.assign(new Error('timeout exceeded when trying to connect'), { databaseUnreachable: true });
    expect(toApiError(lost).apiError.code).toBe('DATABASE_UNAVAILABLE');
    expect(toApiError(new Error('Connection terminated due to connection timeout')).apiError.code).toBe(
      'DATABASE_UNAVAILABLE',
    );
    expect(toApiError(Object.assign(new Error('sorry, too many clients'), { code: '53300' })).apiError.code).toBe(
      'SERVICE_BUSY',
    );
  });
});
