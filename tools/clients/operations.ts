// The contract's operations as the client wrappers need them: names, parameters with types and defaults, body, result.
/** A node of the OpenAPI document, read loosely: the contract test validates the document itself. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export type Doc = {
  info: { version: string };
  paths: Record<string, Record<string, Json>>;
  components: Record<string, Record<string, Json>>;
};

export interface ParamType {
  /** string | integer | number | boolean | array | object */
  readonly type: string;
  readonly enum?: readonly (string | number | null)[];
  readonly items?: ParamType;
  readonly binary?: boolean;
}

export interface Param {
  /** The name in the contract (`pageSize`, `If-None-Match`). */
  readonly name: string;
  /** The name in both clients' generated code (`page_size`, `if_none_match`). */
  readonly snake: string;
  readonly in: 'path' | 'query' | 'header' | 'form';
  readonly required: boolean;
  readonly schema: ParamType;
  readonly default?: unknown;
  readonly description: string;
}

export interface Operation {
  readonly operationId: string;
  readonly snake: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  /** The generated API class of the operation's tag (`GenomesApi`, `BLASTApi`). */
  readonly apiClass: string;
  readonly params: readonly Param[];
  /** JSON: a model of the generated package; form: multipart fields (in params); raw: bytes. */
  readonly body: { kind: 'json'; schema: string; snake: string } | { kind: 'form' } | { kind: 'raw' } | null;
  /** The models of the JSON success answers; empty when the answer is raw content (a file, a tile, HTML, text). */
  readonly results: readonly string[];
  /** The answer is JSON with `format=json` (or none) and raw content with another `format` (tsv, fasta…). */
  readonly formatChoice: boolean;
  /** A paginated list: `page` parameter and `data.items` + `data.pagination`. */
  readonly paginated: boolean;
  readonly deprecated: boolean;
}

/** `pageSize` → `page_size`, `If-None-Match` → `if_none_match`, `top_k` stays (as openapi-generator names them). */
export const snakeCase = (name: string) =>
  name
    .replace(/[-\s.]+/g, '_')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

/** openapi-generator's API class name of a tag: `NicheBarcoding` → `NicheBarcodingApi`, `BLAST` → `BLASTApi`. */
const apiClassOf = (tag: string) =>
  `${tag
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}Api`;

export function contractOperations(doc: Doc): Operation[] {
  const resolve = (value: Json): Json => {
    if (!value?.$ref) return value;
    const [, section, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(value.$ref as string)!;
    return resolve(doc.components[section!]![name!]);
  };
  const refName = (value: Json): string | null => (value?.$ref ? (value.$ref as string).split('/').pop()! : null);
  const typeOf = (schema: Json): ParamType => {
    const s = resolve(schema);
    return {
      type: s.type ?? 'object',
      ...(s.enum ? { enum: s.enum } : {}),
      ...(s.items ? { items: typeOf(s.items) } : {}),
      ...(s.format === 'binary' ? { binary: true } : {}),
    };
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op?.operationId) continue;
      const params: Param[] = (op.parameters ?? []).map((raw: Json) => {
        const p = resolve(raw);
        const schema = resolve(p.schema);
        return {
          name: p.name,
          snake: snakeCase(p.name),
          in: p.in,
          required: Boolean(p.required),
          schema: typeOf(p.schema),
          ...(schema.default !== undefined ? { default: schema.default } : {}),
          description: String(p.description ?? '').split('\n')[0]!,
        };
      });
      let body: Operation['body'] = null;
      if (op.requestBody) {
        const content = resolve(op.requestBody).content as Record<string, Json>;
        const [type, media] = Object.entries(content)[0]!;
        if (type === 'application/json') {
          const schema = refName(media.schema)!;
          body = { kind: 'json', schema, snake: snakeCase(schema) };
        } else if (type === 'multipart/form-data') {
          body = { kind: 'form' };
          const form = resolve(media.schema);
          for (const [name, property] of Object.entries(form.properties as Record<string, Json>)) {
            const p = resolve(property);
            params.push({
              name,
              snake: snakeCase(name),
              in: 'form',
              required: (form.required ?? []).includes(name),
              schema: typeOf(p),
              ...(p.default !== undefined ? { default: p.default } : {}),
              description: String(p.description ?? '').split('\n')[0]!,
            });
          }
        } else body = { kind: 'raw' };
      }
      const results: string[] = [];
      let rawResult = false;
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        if (!/^2\d\d$/.test(status)) continue;
        for (const [type, media] of Object.entries((resolve(response).content ?? {}) as Record<string, Json>)) {
          const name = refName(media.schema);
          if (type === 'application/json' && name && name !== 'OpenApiDocument') results.push(name);
          else rawResult = true;
        }
      }
      const formatChoice =
        rawResult && results.length > 0 && params.some((p) => p.name === 'format' && p.in === 'query');
      operations.push({
        operationId: op.operationId,
        snake: snakeCase(op.operationId),
        method: method.toUpperCase(),
        path,
        summary: String(op.summary ?? op.operationId),
        apiClass: apiClassOf(op.tags[0]),
        params,
        body,
        // a JSON answer and other media types chosen by `format` (tsv, fasta…): the wrappers pick by the argument
        results: rawResult && !formatChoice ? [] : [...new Set(results)],
        formatChoice,
        paginated: params.some((p) => p.name === 'page' && p.in === 'query'),
        deprecated: Boolean(op.deprecated),
      });
    }
  }
  return operations;
}
