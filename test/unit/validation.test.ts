// Mapping of request validation failures to the API's error codes.
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { validationError } from '../../http/validation.js';

function ajvError(
  instancePath: string,
  keyword: string,
  params: Record<string, unknown>,
  message: string,
): ErrorObject {
  return { instancePath, keyword, params, message, schemaPath: '#' } as ErrorObject;
}

describe('validationError', () => {
  it('names the offending query parameter in details', () => {
    const error = validationError([ajvError('/query/pageSize', 'maximum', { limit: 200 }, 'must be <= 200')]);
    expect(error.code).toBe('INVALID_QUERY');
    expect(error.status).toBe(400);
    expect(error.details).toEqual({ pageSize: 'must be <= 200' });
    expect(error.message).toContain('pageSize');
  });

  it('uses MISSING_PARENT_ID when parentId is absent', () => {
    const error = validationError([
      ajvError('/query', 'required', { missingProperty: 'parentId' }, "must have required property 'parentId'"),
    ]);
    expect(error.code).toBe('MISSING_PARENT_ID');
    expect(error.message).toBe("Query parameter 'parentId' is required.");
  });

  it('reports body problems as INVALID_BODY with field paths', () => {
    const error = validationError([
      ajvError('/requestBody', 'required', { missingProperty: 'sequence' }, 'x'),
      ajvError('/requestBody/program', 'enum', { allowedValues: ['blastn', 'blastp'] }, 'x'),
    ]);
    expect(error.code).toBe('INVALID_BODY');
    expect(error.details).toEqual({ sequence: 'is required', program: 'must be one of: blastn, blastp' });
  });

  it('lists every parameter when several are wrong, first message per field', () => {
    const error = validationError([
      ajvError('/query/page', 'minimum', {}, 'must be >= 1'),
      ajvError('/query/page', 'type', {}, 'must be integer'),
      ajvError('/path/nodeId', 'type', {}, 'must be integer'),
    ]);
    expect(error.details).toEqual({ page: 'must be >= 1', nodeId: 'must be integer' });
  });
});
