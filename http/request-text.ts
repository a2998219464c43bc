// One check of the text a request carries before validation: path and query (percent-encoding, characters PostgreSQL
// text cannot hold, numbers that are not written as numbers) and the strings of a parsed body.
import type { Request } from 'express';
import { ApiError } from '../core/errors.js';
import { bodyFieldError } from './validation.js';

/** The parts of a routed operation this check reads (openapi-backend's dereferenced operation). */
export interface RoutedOperation {
  readonly operationId?: string;
  readonly path: string;
  readonly parameters?: readonly unknown[];
}

interface ParameterSpec {
  name: string;
  in: string;
  schema?: { type?: string };
}

/**
 * PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate is not text at all; no name, accession or filter
 * value of the service contains either, so a parameter carrying one is a bad request, answered before any query.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is refused
const NOT_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface PathPattern {
  readonly regex: RegExp;
  readonly names: readonly string[];
}

const pathPatterns = new Map<string, PathPattern>();

/** The operation's path template as a regex whose groups are the raw (still encoded) parameter values. */
function pathPattern(template: string): PathPattern {
  let pattern = pathPatterns.get(template);
  if (!pattern) {
    const names: string[] = [];
    const source = template
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const name = /^\{([^}]+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
        names.push(name);
        return '([^/]*)';
      })
      .join('');
    pattern = { regex: new RegExp(`^${source}$`), names };
    pathPatterns.set(template, pattern);
  }
  return pattern;
}

const numericOf = new WeakMap<RoutedOperation, Map<string, 'integer' | 'number'>>();

/** `in:name` of each numeric parameter → its type (`integer` or `number`), worked out once per operation. */
function numericParameters(operation: RoutedOperation): Map<string, 'integer' | 'number'> {
  let numeric = numericOf.get(operation);
  if (!numeric) {
    numeric = new Map();
    for (const parameter of (operation.parameters ?? []) as ParameterSpec[]) {
      const type = parameter.schema?.type;
      if (type === 'integer' || type === 'number') numeric.set(`${parameter.in}:${parameter.name}`, type);
    }
    numericOf.set(operation, numeric);
  }
  return numeric;
}

/**
 * Ajv's coercion reads numbers as JavaScript's Number() does: `0x10` is 16, `1e3` 1000, `' 1'` and `'1\n'` 1, and a
 * blank value 0. An integer parameter is written in decimal digits (a minus sign at most, so that a negative value
 * meets its bound's own message); a number parameter in plain decimal notation. Nothing else reads as a number.
 */
const INTEGER_TEXT = /^-?[0-9]+$/;
const NUMBER_TEXT = /^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;

/**
 * Ajv coerces "Infinity" and "1e999" to Infinity, which passes an integer check without bounds and fails in
 * PostgreSQL; a number parameter must read as a finite number.
 */
function notFinite(value: string): boolean {
  const trimmed = value.trim();
  return trimmed !== '' && !Number.isFinite(Number(trimmed)) && /^[+-]?(\d|\.\d|Infinity)/i.test(trimmed);
}

/** What is wrong with the text of a numeric parameter, or null when it reads as its type. */
function numberProblem(value: string, type: 'integer' | 'number' | undefined): string | null {
  if (type === undefined) return null;
  if (notFinite(value)) return 'must be finite';
  if (type === 'integer') return INTEGER_TEXT.test(value) ? null : 'must be an integer in decimal digits';
  return NUMBER_TEXT.test(value) ? null : 'must be a decimal number';
}

function textProblem(value: string): string | null {
  return NOT_TEXT.test(value) ? 'contains a character that is not allowed (NUL or a lone surrogate)' : null;
}

/** Throws 400 INVALID_QUERY naming each path or query parameter whose text cannot be used. */
export function checkParameterText(operation: RoutedOperation, req: Request): void {
  // a Map, so a parameter named `__proto__` is a parameter like any other
  const problems = new Map<string, string>();
  const numeric = numericParameters(operation);
  const { regex, names } = pathPattern(operation.path);
  // openapi-backend routes a path with trailing slashes as the path without them: so does this check
  const match = regex.exec(req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path);
  names.forEach((name, i) => {
    const raw = match?.[i + 1];
    if (raw === undefined) return;
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      problems.set(name, 'is not valid percent-encoded UTF-8');
      return;
    }
    const problem = textProblem(value) ?? numberProblem(value, numeric.get(`path:${name}`));
    if (problem) problems.set(name, problem);
  });
  for (const [name, raw] of Object.entries(req.query as Record<string, unknown>)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (typeof value !== 'string') continue;
      const problem = textProblem(name) ?? textProblem(value) ?? numberProblem(value, numeric.get(`query:${name}`));
      if (problem) {
        problems.set(name, problem);
        break;
      }
    }
  }
  if (problems.size === 0) return;
  const list = [...problems].map(([f, problem]) => `'${JSON.stringify(f).slice(1, -1)}' ${problem}`);
  throw new ApiError(
    'INVALID_QUERY',
    `Invalid parameter${problems.size > 1 ? 's' : ''}: ${list.join('; ')}.`,
    Object.fromEntries(problems),
  );
}

/** Deeper than any body of the contract; a body nested further is refused rather than walked. */
const MAX_BODY_DEPTH = 64;

/**
 * Throws 400 INVALID_BODY naming the first field (as a dotted path) whose name or string value holds a character
 * PostgreSQL text cannot hold: such a string must not reach a query, where it breaks the protocol message itself.
 * Walked without recursion, so a hostile nesting depth costs no stack.
 */
export function checkBodyText(body: unknown): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) throw bodyTextError(path || 'body', problem);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH)
      throw new ApiError('INVALID_BODY', `The request body is nested deeper than ${MAX_BODY_DEPTH} levels.`, {
        [path || 'body']: 'nested too deep',
      });
    for (const [key, item] of Object.entries(value)) {
      const child = path ? `${path}.${key}` : key;
      const problem = textProblem(key);
      if (problem) throw bodyTextError(child, `name ${problem}`);
      stack.push({ value: item, path: child, depth: depth + 1 });
    }
  }
}

/** Under the field's own code where it has one (the identification form's image and barcode). */
function bodyTextError(field: string, problem: string): ApiError {
  return bodyFieldError(JSON.stringify(field).slice(1, -1), problem);
}
