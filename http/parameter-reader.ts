// An operation's query parameters read from a JSON object instead of a query string (an export's `filters`): checked
// and coerced by the contract's own parameter schemas, with its defaults, failing as a body does (INVALID_BODY naming
// `filters.<name>`), so a list's filters mean the same in its query and in an export request.
import { Ajv, type ErrorObject } from 'ajv';
import { customizeAjv } from './ajv.js';
import { validationError } from './validation.js';

export interface ParameterReader {
  /** The parameters read (the operation's query parameters less those left out). */
  readonly names: readonly string[];
  /** The values checked and coerced, defaults filled in; a null value is a parameter not given. */
  read(values: Record<string, unknown>): Record<string, unknown>;
}

type Json = Record<string, unknown>;

/** `value` with every local `$ref` of the document replaced by what it points at (parameters hold no cycles). */
function resolved(document: Json, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => resolved(document, item));
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
    return resolved(document, target);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolved(document, item)]));
}

function operationOf(document: Json, operationId: string): Json {
  for (const item of Object.values(document.paths as Json))
    for (const operation of Object.values(item as Json))
      if ((operation as Json | null)?.operationId === operationId) return operation as Json;
  throw new Error(`the contract has no operation ${operationId}`);
}

/** A reader of `operationId`'s query parameters but `omitted` (paging, format, cursor: not filters). */
export function parameterReader(document: object, operationId: string, omitted: readonly string[]): ParameterReader {
  const operation = resolved(document as Json, operationOf(document as Json, operationId)) as Json;
  const parameters = ((operation.parameters ?? []) as { name: string; in: string; schema: Json }[]).filter(
    (p) => p.in === 'query' && !omitted.includes(p.name),
  );
  // as the request validation (http/api.ts) has it; 'array' also takes one value for a repeatable parameter
  const ajv = customizeAjv(new Ajv({ coerceTypes: 'array', useDefaults: true, strict: false, allErrors: true }));
  const validate = ajv.compile({
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
  });
  return {
    names: parameters.map((p) => p.name),
    read(values) {
      const copy = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
      if (validate(copy)) return copy;
      const errors = (validate.errors ?? []).map((error): ErrorObject => ({
        ...error,
        instancePath: `/requestBody/filters${error.instancePath}`,
      }));
      throw validationError(errors);
    },
  };
}
