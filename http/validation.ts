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

/** A problem with one body field, under the field's own code where it has one (the identification form's image and barcode). */
export function bodyFieldError(field: string, message: string): ApiError {
  // own properties only: a field named `constructor` must not find Object.prototype's
  const code = Object.hasOwn(BODY_FIELD_CODES, field) ? BODY_FIELD_CODES[field]! : 'INVALID_BODY';
  return new ApiError(code, `Invalid '${field}': ${message}.`, { [field]: message });
}

/** One ApiError naming every offending parameter or body field in `details`. */
export function validationError(errors: ErrorObject[]): ApiError {
  const problems = errors.map(describe);
  for (const problem of problems) {
    const special = Object.hasOwn(MISSING_PARAMETER_CODES, problem.field)
      ? MISSING_PARAMETER_CODES[problem.field]
      : undefined;
    if (special && problem.location === 'query' && problem.message === 'is required') {
      return new ApiError(special.code, special.message, { [problem.field]: problem.message });
    }
  }
  for (const problem of problems) {
    if (problem.location === 'requestBody' && Object.hasOwn(BODY_FIELD_CODES, problem.field))
      return bodyFieldError(problem.field, problem.message);
  }
  // keep the first message per field: later ones are usually consequences of the first
  // (a Map, so fields named `__proto__` or `constructor` are fields like any other)
  const firsts = new Map<string, string>();
  for (const problem of problems) if (!firsts.has(problem.field)) firsts.set(problem.field, problem.message);
  const details: Record<string, string> = Object.fromEntries(firsts);
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
