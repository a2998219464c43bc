// Writes generated/operations.ts: per operation of the bundled document, its tag, route and the request/response types handlers use.
interface Ref {
  $ref: string;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema | Ref;
}
interface Schema {
  type?: string;
  default?: unknown;
  enum?: unknown[];
  maxItems?: number;
  properties?: Record<string, Schema | Ref>;
  items?: Schema | Ref;
  $ref?: string;
}
interface MediaType {
  schema?: Schema | Ref;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  parameters?: (Parameter | Ref)[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> } | Ref>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Follows local `#/components/...` references. */
function resolve<T>(document: Document, node: T | Ref): T {
  let current: unknown = node;
  for (let depth = 0; depth < 20 && current && typeof current === 'object' && '$ref' in current; depth++) {
    const [, , section, name] = (current as Ref).$ref.split('/');
    current = document.components[section]?.[name];
  }
  return current as T;
}

/** True when a JSON response body is the `{success, data, timestamp}` envelope. */
function isEnvelope(document: Document, schema: Schema | Ref | undefined): boolean {
  const resolved = schema ? resolve<Schema>(document, schema) : undefined;
  return Boolean(resolved?.properties && 'success' in resolved.properties && 'data' in resolved.properties);
}

const literal = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function operationEntry(
  document: Document,
  method: string,
  path: string,
  operation: Operation,
  operationId: string,
): string {
  const op = `operations[${literal(operationId)}]`;
  const parameters = (operation.parameters ?? []).map((p) => resolve<Parameter>(document, p));
  const pathParams = parameters.filter((p) => p.in === 'path');
  const query = parameters.filter((p) => p.in === 'query');
  const defaulted = query
    .filter((p) => p.schema && resolve<Schema>(document, p.schema).default !== undefined)
    .map((p) => literal(p.name));

  const queryType =
    query.length === 0
      ? 'Record<string, never>'
      : defaulted.length
        ? `WithDefaults<NonNullable<${op}['parameters']['query']>, ${defaulted.join(' | ')}>`
        : `NonNullable<${op}['parameters']['query']>`;
  const paramsType = pathParams.length === 0 ? 'Record<string, never>' : `${op}['parameters']['path']`;

  const bodyTypes = Object.keys(operation.requestBody?.content ?? {}).map((mediaType) => {
    if (mediaType === 'application/octet-stream') return 'Buffer';
    return `NonNullable<${op}['requestBody']>['content'][${literal(mediaType)}]`;
  });
  const bodyType = bodyTypes.length ? bodyTypes.join(' | ') : 'undefined';

  const data: string[] = [];
  const rawStatuses: string[] = [];
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!/^(2\d\d|30[0-9])$/.test(status)) continue;
    const content = resolve<{ content?: Record<string, MediaType> }>(document, response).content ?? {};
    const json = content['application/json'];
    const enveloped = json !== undefined && isEnvelope(document, json.schema);
    if (enveloped) data.push(`${status}: ${op}['responses'][${status}]['content']['application/json']['data']`);
    // a status may also come in other media types (a `format` parameter): those answers are raw
    if (!enveloped || Object.keys(content).some((type) => type !== 'application/json')) rawStatuses.push(status);
  }
  return [
    `  /** ${method.toUpperCase()} ${path} */`,
    `  ${operationId}: {`,
    `    tag: ${literal(operation.tags?.[0] ?? '')};`,
    `    method: ${literal(method)};`,
    `    path: ${literal(path)};`,
    `    params: ${paramsType};`,
    `    query: ${queryType};`,
    `    body: ${bodyType};`,
    `    data: ${data.length ? `{ ${data.join('; ')} }` : 'Record<never, never>'};`,
    `    rawStatus: ${rawStatuses.length ? rawStatuses.join(' | ') : 'never'};`,
    '  };',
  ].join('\n');
}

/** The named string enumerations of the contract's component schemas (`DistributionSource: ['gbif', …]`), in its order. */
function enumValues(document: Document): string[] {
  const schemas = (document.components.schemas ?? {}) as Record<string, Schema>;
  return Object.entries(schemas)
    .filter(([, schema]) => schema.type === 'string' && Array.isArray(schema.enum))
    .map(
      ([name, schema]) =>
        // a nullable enum lists null among its values: not one of the strings
        `  ${name}: [${(schema.enum as unknown[])
          .filter((value) => value !== null)
          .map((value) => literal(String(value)))
          .join(', ')}],`,
    );
}

/**
 * Every array bound (`maxItems`) of the component schemas, keyed by the schema and the property path to the array
 * (`DistributionByNodeData.points`); references are not followed (a bound belongs to the schema that states it).
 */
function maxItems(document: Document): string[] {
  const bounds: string[] = [];
  const visit = (schema: Schema | Ref | undefined, path: string) => {
    if (!schema || '$ref' in schema) return;
    if (schema.maxItems !== undefined) bounds.push(`  ${literal(path)}: ${schema.maxItems},`);
    for (const [name, property] of Object.entries(schema.properties ?? {})) visit(property, `${path}.${name}`);
  };
  for (const [name, schema] of Object.entries((document.components.schemas ?? {}) as Record<string, Schema>))
    visit(schema, name);
  return bounds;
}

/** The TypeScript source of generated/operations.ts for the bundled document. */
export function generateOperations(bundledJson: string): string {
  const document = JSON.parse(bundledJson) as Document;
  const ids: string[] = [];
  const entries: string[] = [];
  const table: string[] = [];
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      ids.push(operation.operationId);
      entries.push(operationEntry(document, method, path, operation, operation.operationId));
      const tag = operation.tags?.[0] ?? '';
      tags.add(tag);
      const mediaTypes = Object.keys(operation.requestBody?.content ?? {}).map(literal);
      table.push(
        `  ${operation.operationId}: { tag: ${literal(tag)}, method: ${literal(method)}, path: ${literal(path)}, bodyMediaTypes: [${mediaTypes.join(', ')}] },`,
      );
    }
  }
  return `// Generated by tools/generate-contract.ts from openapi/: every operation of the contract with its request and response types, and the contract's enums and array bounds as values. Do not edit.
import type { components, operations } from './api.js';

/** A component schema of the contract, e.g. \`Schema<'GenomeListItem'>\`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** Parameters as handlers receive them: the contract's defaults are applied (openapi-backend's useDefaults), so those are present. */
type WithDefaults<Query, Key extends keyof Query> = Omit<Query, Key> & { [P in Key]-?: Exclude<Query[P], undefined> };

export type OperationId = ${ids.map(literal).join(' | ')};

export type Tag = ${[...tags].map(literal).join(' | ')};

/**
 * Per operation: path params, query (defaults applied), body (Buffer for a raw upload), the \`data\` of the JSON
 * envelope per success status, and the success statuses answered without the envelope (files, tiles, 304…).
 */
export interface OperationTypes {
${entries.join('\n')}
}

/** The operations of one tag (one handler module each). */
export type OperationsOfTag<T extends Tag> = { [K in OperationId]: OperationTypes[K]['tag'] extends T ? K : never }[OperationId];

/** What the transport needs at run time: tag, route and the request body media types of each operation. */
export const OPERATIONS: { readonly [K in OperationId]: { readonly tag: OperationTypes[K]['tag']; readonly method: OperationTypes[K]['method']; readonly path: OperationTypes[K]['path']; readonly bodyMediaTypes: readonly string[] } } = {
${table.join('\n')}
};

/** The contract's string enumerations (named component schemas) as values, in the contract's order. */
export const ENUM_VALUES = {
${enumValues(document).join('\n')}
} as const satisfies { readonly [Name in keyof components['schemas']]?: readonly components['schemas'][Name][] };

/** The contract's array bounds (\`maxItems\`) by schema and property path: code that cuts a list cuts it here. */
export const MAX_ITEMS = {
${maxItems(document).join('\n')}
} as const;
`;
}
