// Maps openapi-backend's request validation failures to INVALID_QUERY / INVALID_BODY / MISSING_PARENT_ID (and the
// identification form's INVALID_IMAGE / INVALID_BARCODE).
import type { ErrorObject } from 'ajv';
import { ApiError, type ErrorCode } from '../core/errors.js';

/** Required parameters whose absence has its own documented error code. */
const MISSING_PARAMETER_CODES: Record<string, { code: ErrorCode; message: string }> = {
  parentId: { code: 'MISSING_PARENT_ID', message: "Query parameter 'parentId' is required." },
};

/** Request body fields whose problems have their own documented error code (the identification form). */
const BODY_FIELD_CODES: Record<string, ErrorCode> = {
  image: 'INVALID_IMAGE',
  barcode: 'INVALID_BARCODE',
};

type Location = 'query' | 'path' | 'header' | 'requestBody' | 'other';

interface Problem {
  location: Location;
  field: string;
  message: string;
}

function describe(error: ErrorObject): Problem {
  const segments = error.instancePath.split('/').filter(Boolean);
  const head = segments[0];
  const location: Location =
    head === 'query' || head === 'path' || head === 'header' || head === 'requestBody' ? head : 'other';
  const rest = segments.slice(1);
  const missing =
    error.keyword === 'required' ? String((error.params as { missingProperty?: string }).missingProperty) : null;
  if (missing === 'requestBody') return { location: 'requestBody', field: 'body', message: 'is required' };
  if (missing) rest.push(missing);
  const field = rest.join('.') || (location === 'requestBody' ? 'body' : location);
  let message = error.message ?? 'is invalid';
  if (missing) message = 'is required';
  else if (error.keyword === 'enum') {
    message = `must be one of: ${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
  } else if (error.keyword === 'additionalProperties') {
    message = `unknown field '${String((error.params as { additionalProperty?: string }).additionalProperty)}'`;
  } else if (error.keyword === 'parse') {
    message = 'is not valid JSON';
  }
  return { location, field, message };
}

/** One ApiError naming every offending parameter or body field in `details`. */
export function validationError(errors: ErrorObject[]): ApiError {
  const problems = errors.map(describe);
  for (const problem of problems) {
    const special = MISSING_PARAMETER_CODES[problem.field];
    if (special && problem.location === 'query' && problem.message === 'is required') {
      return new ApiError(special.code, special.message, { [problem.field]: problem.message });
    }
  }
  for (const problem of problems) {
    const code = problem.location === 'requestBody' ? BODY_FIELD_CODES[problem.field] : undefined;
    if (code)
      return new ApiError(code, `Invalid '${problem.field}': ${problem.message}.`, {
        [problem.field]: problem.message,
      });
  }
  const details: Record<string, string> = {};
  for (const problem of problems) {
    // keep the first message per field: later ones are usually consequences of the first
    if (!(problem.field in details)) details[problem.field] = problem.message;
  }
  const bodyOnly = problems.every((p) => p.location === 'requestBody');
  const fields = Object.keys(details);
  if (bodyOnly) {
    return new ApiError(
      'INVALID_BODY',
      `Invalid request body: ${fields.map((f) => `'${f}' ${details[f]}`).join('; ')}.`,
      details,
    );
  }
  return new ApiError(
    'INVALID_QUERY',
    `Invalid parameter${fields.length > 1 ? 's' : ''}: ${fields.map((f) => `'${f}' ${details[f]}`).join('; ')}.`,
    details,
  );
}
