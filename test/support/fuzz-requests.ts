// Malformed requests for every operation of generated/openapi.json, from a seed: hostile parameters, bodies, media types and headers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { PROJECT_ROOT } from '../../config.js';
import { seededRandom } from '../../tools/bench/stats.js';

type Schema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  example?: unknown;
  $ref?: string;
};

interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required: boolean;
  readonly schema: Schema;
  readonly example: unknown;
}

export interface FuzzOperation {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly parameters: readonly Parameter[];
  readonly body: { readonly mediaType: string; readonly schema: Schema; readonly example: unknown } | null;
  /** The statuses the contract documents for the operation. */
  readonly statuses: ReadonlySet<number>;
}

export interface FuzzRequest {
  readonly operationId: string;
  /** What was done to the request, for the failure report. */
  readonly kind: string;
  readonly method: string;
  /** Path and query exactly as sent on the request line. */
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: Buffer;
}

/** Strings no parameter should choke on: long, unicode, NUL and control characters, SQL, traversal, templates, numbers. */
export const HOSTILE_STRINGS: readonly string[] = [
  'x'.repeat(10_000),
  '🦋'.repeat(500),
  'Ünïcödé ß 漢字 العربية ‮',
  '\u202e\u200b\ufeff\u00a0',
  'a\u0000b',
  '\u0000',
  '\u0001\u0002\u001b[31m\u007f',
  'line\r\nX-Injected: 1',
  '\t \n',
  "' OR '1'='1",
  '1; DROP TABLE taxon; --',
  "' UNION SELECT usename, passwd FROM pg_shadow --",
  "1' AND pg_sleep(10) IS NULL --",
  "'; SELECT pg_sleep(10); --",
  '$$; SELECT 1; $$',
  "%' OR 1=1 --",
  '\\',
  "''''''''",
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '/etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  '.',
  '..',
  '~/.ssh/id_rsa',
  '%s%s%s%n',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '',
  ' ',
  'null',
  'true',
  '[]',
  '{}',
  '-1',
  '0',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999999',
  '1e999',
  '-1e999',
  'Infinity',
  '-Infinity',
  'NaN',
  '1.5',
  '0x10',
  '1e3',
  '+1',
  ' 7',
  '1,2',
];

/** Inserted into the URL as they are: broken percent-encoding, encoded NUL and traversal, overlong UTF-8. */
const RAW_URL_VALUES: readonly string[] = [
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%00',
  'a%00b',
  '%C0%AF',
  '%C0%AE%C0%AE%C0%AF',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%252e%252e%252f',
  '%FF%FE',
  '..',
  '../..',
  'a/b',
  '%2F',
];

const HOSTILE_NUMBERS: readonly unknown[] = [
  -1,
  0,
  0.5,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  '1',
  'NaN',
  null,
  true,
  [],
  {},
];

const MALFORMED_JSON: readonly (string | Buffer)[] = [
  '{',
  '{"a":',
  '[',
  '}',
  '{"a" 1}',
  "{'a': 1}",
  '{"a":1,}',
  '{}garbage',
  'null',
  '"text"',
  '1',
  'true',
  '[]',
  '\u0000',
  '{"a":"\u0000"}',
  Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0xc3, 0x28]),
  '{"a":1,"a":2}',
  '['.repeat(20_000) + ']'.repeat(20_000),
  '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '',
  ' ',
];

const WRONG_TYPES: readonly string[] = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-7',
  'application/json; charset=latin1',
  'image/jpeg',
  'application/octet-stream',
  '*/*',
  ';;;',
];

const UNKNOWN_PARAMETER_NAMES: readonly string[] = [
  'x',
  '__proto__',
  'constructor',
  'q[]',
  'page[0]',
  'a.b',
  'toString',
  '',
  'x'.repeat(300),
];

function documentOf(): Record<string, unknown> {
  return JSON.parse(readFileSync(join(PROJECT_ROOT, 'generated', 'openapi.json'), 'utf8')) as Record<string, unknown>;
}

/** Every operation of the contract with its parameters, body and documented statuses, $refs resolved. */
export function fuzzOperations(): FuzzOperation[] {
  const document = documentOf();
  const deref = <T>(value: T): T => {
    let current = value as { $ref?: string };
    while (current && typeof current === 'object' && typeof current.$ref === 'string') {
      let target: unknown = document;
      for (const key of current.$ref.replace(/^#\//, '').split('/'))
        target = (target as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')];
      current = target as { $ref?: string };
    }
    return current as T;
  };
  const resolveSchema = (schema: Schema | undefined, depth = 0): Schema => {
    const s = deref(schema ?? {});
    if (depth > 6) return s;
    const resolved: Schema = { ...s };
    if (s.properties)
      resolved.properties = Object.fromEntries(
        Object.entries(s.properties).map(([k, v]) => [k, resolveSchema(v, depth + 1)]),
      );
    if (s.items) resolved.items = resolveSchema(s.items, depth + 1);
    return resolved;
  };
  const operations: FuzzOperation[] = [];
  const paths = document.paths as Record<string, Record<string, unknown>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method] as
        | {
            operationId: string;
            parameters?: unknown[];
            requestBody?: unknown;
            responses: Record<string, unknown>;
          }
        | undefined;
      if (!op) continue;
      const parameters = [...((item.parameters as unknown[]) ?? []), ...(op.parameters ?? [])].map((p) => {
        const parameter = deref(p) as {
          name: string;
          in: Parameter['in'];
          required?: boolean;
          schema?: Schema;
          example?: unknown;
        };
        return {
          name: parameter.name,
          in: parameter.in,
          required: Boolean(parameter.required),
          schema: resolveSchema(parameter.schema),
          example: parameter.example,
        };
      });
      let body: FuzzOperation['body'] = null;
      if (op.requestBody) {
        const content = (deref(op.requestBody) as { content: Record<string, { schema?: Schema; example?: unknown }> })
          .content;
        const [mediaType, media] = Object.entries(content)[0]!;
        const schema = resolveSchema(media.schema);
        body = { mediaType, schema, example: media.example ?? schema.example ?? null };
      }
      operations.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        parameters,
        body,
        statuses: new Set(Object.keys(op.responses).map(Number)),
      });
    }
  }
  return operations;
}

export interface FuzzOptions {
  /** A small real JPEG: a valid identification (rare) and the file part of many malformed ones. */
  readonly jpeg: Buffer;
  /** A real BLAST database id: the few valid (expensive) searches of a run; null leaves them out. */
  readonly blastDatabase: string | null;
  /** One valid search in this many requests (BLAST is expensive). */
  readonly blastEvery: number;
}

/** A request generator: round-robin over the operations, a seeded mutation each time. */
export function createFuzzer(seed: number, options: FuzzOptions) {
  const random = seededRandom(seed);
  const operations = fuzzOperations();
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const chance = (p: number) => random() < p;
  let count = 0;

  function exampleValue(parameter: Parameter): string {
    const value = parameter.example ?? parameter.schema.default ?? parameter.schema.enum?.[0];
    if (value !== undefined) return String(value);
    return parameter.schema.type === 'integer' || parameter.schema.type === 'number' ? '1' : 'a';
  }

  function hostileValue(): { text: string; raw: boolean } {
    if (chance(0.15)) return { text: pick(RAW_URL_VALUES), raw: true };
    return { text: pick(HOSTILE_STRINGS), raw: false };
  }

  const encode = (value: { text: string; raw: boolean }) => (value.raw ? value.text : encodeURIComponent(value.text));

  function build(
    op: FuzzOperation,
    mutate: { path?: Record<string, string>; query?: [string, string][]; dropRequired?: boolean },
  ) {
    let path = op.path;
    for (const p of op.parameters.filter((p) => p.in === 'path'))
      path = path.replace(`{${p.name}}`, mutate.path?.[p.name] ?? encodeURIComponent(exampleValue(p)));
    const query: [string, string][] = [];
    for (const p of op.parameters.filter((p) => p.in === 'query')) {
      if (mutate.dropRequired && p.required) continue;
      if (mutate.query?.some(([name]) => name === encodeURIComponent(p.name))) continue;
      if (p.required || chance(0.3)) query.push([encodeURIComponent(p.name), encodeURIComponent(exampleValue(p))]);
    }
    query.push(...(mutate.query ?? []));
    return query.length ? `${path}?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : path;
  }

  function mutatedJson(example: unknown): unknown {
    const body = structuredClone(example ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || body === null) return body;
    // a nested object (niche `options`, `files`) is mutated as often as the top level
    let target: Record<string, unknown> = body;
    const nested = Object.values(body).filter((v) => v && typeof v === 'object' && !Array.isArray(v));
    if (nested.length && chance(0.4)) target = pick(nested) as Record<string, unknown>;
    const keys = Object.keys(target);
    const key = keys.length ? pick(keys) : 'field';
    switch (Math.floor(random() * 6)) {
      case 0:
        delete target[key];
        break;
      case 1:
        target[key] = pick(HOSTILE_NUMBERS);
        break;
      case 2:
        target[key] = pick(HOSTILE_STRINGS);
        break;
      case 3:
        target[pick(['unknown', '__proto__', 'constructor', 'x'.repeat(1000)])] = pick(HOSTILE_STRINGS);
        break;
      case 4:
        target[key] = { nested: [pick(HOSTILE_STRINGS)] };
        break;
      default:
        for (const k of keys) target[k] = pick([...HOSTILE_STRINGS, ...HOSTILE_NUMBERS]);
    }
    return body;
  }

  function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
    const boundary = `----fuzz${Math.floor(random() * 1e9)}`;
    const chunks: Buffer[] = [];
    for (const part of parts) {
      const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
        ),
        Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
        Buffer.from('\r\n'),
      );
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
  }

  function multipartRequest(op: FuzzOperation, path: string): FuzzRequest {
    const image = { name: 'image', value: options.jpeg, filename: 'moth.jpg', type: 'image/jpeg' };
    const kinds = [
      'multipart-many-parts',
      'multipart-many-files',
      'multipart-no-file',
      'multipart-unknown-file',
      'multipart-truncated',
      'multipart-bad-boundary',
      'multipart-empty',
      'multipart-hostile-fields',
      'multipart-huge-field',
      'multipart-garbage-image',
      'multipart-valid',
    ] as const;
    const kind = pick(kinds);
    let form: { body: Buffer; type: string };
    switch (kind) {
      case 'multipart-many-parts':
        form = multipart(Array.from({ length: 60 }, (_, i) => ({ name: `field${i}`, value: 'x' })));
        break;
      case 'multipart-many-files':
        form = multipart(Array.from({ length: 12 }, () => image));
        break;
      case 'multipart-no-file':
        form = multipart([
          { name: 'mode', value: 'multimodal_fusion' },
          { name: 'top_k', value: '5' },
        ]);
        break;
      case 'multipart-unknown-file':
        form = multipart([image, { ...image, name: pick(['photo', 'file', '__proto__', 'x'.repeat(200)]) }]);
        break;
      case 'multipart-truncated': {
        const whole = multipart([image]);
        form = { ...whole, body: whole.body.subarray(0, Math.floor(whole.body.length * random())) };
        break;
      }
      case 'multipart-bad-boundary':
        form = { ...multipart([image]), type: 'multipart/form-data; boundary=not-the-boundary' };
        break;
      case 'multipart-empty':
        form = { body: Buffer.alloc(0), type: `multipart/form-data; boundary=x` };
        break;
      case 'multipart-hostile-fields':
        form = multipart([
          image,
          { name: pick(['top_k', 'mode', 'barcode']), value: pick(HOSTILE_STRINGS) },
          ...(chance(0.5) ? [{ name: pick(HOSTILE_STRINGS.slice(9, 30)), value: 'x' }] : []),
        ]);
        break;
      case 'multipart-huge-field':
        form = multipart([image, { name: 'barcode', value: 'ACGT'.repeat(80_000) }]);
        break;
      case 'multipart-garbage-image':
        form = multipart([
          {
            name: 'image',
            value: Buffer.from(Array.from({ length: 2000 }, () => Math.floor(random() * 256))),
            filename: 'x.jpg',
            type: 'image/jpeg',
          },
        ]);
        break;
      default:
        form = multipart([image, { name: 'top_k', value: '3' }]);
    }
    return {
      operationId: op.id,
      kind,
      method: op.method,
      path,
      headers: { 'content-type': form.type },
      body: form.body,
    };
  }

  function bodyRequest(op: FuzzOperation, path: string): FuzzRequest {
    const body = op.body!;
    if (body.mediaType === 'multipart/form-data' && chance(0.7)) return multipartRequest(op, path);
    const headers: Record<string, string> = { 'content-type': body.mediaType };
    const jsonBody = body.mediaType === 'application/json';
    const base = { operationId: op.id, method: op.method, path, headers };
    switch (Math.floor(random() * 6)) {
      case 0:
        return { ...base, kind: 'body-malformed', body: Buffer.from(pick(MALFORMED_JSON)) };
      case 1:
        return {
          ...base,
          kind: 'body-oversized',
          body: Buffer.from(JSON.stringify({ ...(body.example as object), padding: 'x'.repeat(1_100_000) })),
        };
      case 2:
        return {
          ...base,
          kind: 'body-content-type',
          headers: chance(0.2) ? {} : { 'content-type': pick(WRONG_TYPES) },
          body: Buffer.from(JSON.stringify(body.example ?? {})),
        };
      case 3: {
        const encoding = pick(['gzip', 'deflate', 'br', 'compress', 'gzip, br', 'identity']);
        const payload = Buffer.from(JSON.stringify(body.example ?? {}));
        const garbage = chance(0.5);
        const encoded = garbage
          ? Buffer.from(Array.from({ length: 64 }, () => Math.floor(random() * 256)))
          : encoding === 'gzip'
            ? gzipSync(payload)
            : encoding === 'deflate'
              ? deflateSync(payload)
              : encoding === 'br'
                ? brotliCompressSync(payload)
                : payload;
        return {
          ...base,
          kind: `body-encoding-${encoding}${garbage ? '-garbage' : ''}`,
          headers: { ...headers, 'content-encoding': encoding },
          body: encoded,
        };
      }
      default:
        if (!jsonBody) {
          // a raw upload: random bytes, empty, or text
          const bytes = pick([
            Buffer.alloc(0),
            Buffer.from(Array.from({ length: 512 }, () => Math.floor(random() * 256))),
            Buffer.from('>seq\nACGT\n'),
          ]);
          return { ...base, kind: 'body-raw', body: bytes };
        }
        return { ...base, kind: 'body-field', body: Buffer.from(JSON.stringify(mutatedJson(body.example))) };
    }
  }

  /** The next request: the next operation in turn, mutated one way. */
  function next(): FuzzRequest {
    const op = operations[count % operations.length]!;
    count++;
    // the rare valid, expensive search
    if (op.id === 'runBlastSearch' && options.blastDatabase && count % options.blastEvery < operations.length) {
      const example = op.body!.example as Record<string, unknown>;
      return {
        operationId: op.id,
        kind: 'blast-valid',
        method: 'POST',
        path: op.path,
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify({ ...example, database: options.blastDatabase, maxHits: 5 })),
      };
    }
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    const kinds: string[] = ['unknown-param', 'unknown-param', 'hostile-header', 'hostile-header', 'wrong-method'];
    if (pathParams.length) kinds.push('path-param', 'path-param', 'path-param');
    if (queryParams.length) kinds.push('query-param', 'query-param', 'query-param', 'query-many', 'repeat-param');
    if (queryParams.some((p) => p.required)) kinds.push('missing-required');
    if (op.body) kinds.push('body', 'body', 'body', 'body', 'body', 'body');
    const kind = pick(kinds);
    const request = (path: string, extra: Partial<FuzzRequest> = {}): FuzzRequest => ({
      operationId: op.id,
      kind,
      method: op.method,
      path,
      headers: {},
      ...extra,
    });
    switch (kind) {
      case 'path-param': {
        const p = pick(pathParams);
        const value = hostileValue();
        // a trailing slash routes the same: it must be checked the same
        const path = build(op, { path: { [p.name]: encode(value) } }).replace(/^[^?]*/, (head) =>
          chance(0.2) ? `${head}/` : head,
        );
        return request(path, { kind: `path-param:${p.name}` });
      }
      case 'query-param': {
        const p = pick(queryParams);
        const value =
          chance(0.3) && p.schema.type === 'integer'
            ? encodeURIComponent(JSON.stringify(pick(HOSTILE_NUMBERS)))
            : encode(hostileValue());
        return request(build(op, { query: [[encodeURIComponent(p.name), value]] }), { kind: `query-param:${p.name}` });
      }
      case 'query-many':
        return request(
          build(op, { query: queryParams.map((p) => [encodeURIComponent(p.name), encode(hostileValue())]) }),
        );
      case 'repeat-param': {
        const p = pick(queryParams);
        const name = encodeURIComponent(p.name);
        return request(
          build(op, {
            query: [
              [name, encodeURIComponent(exampleValue(p))],
              [name, encode(hostileValue())],
            ],
          }),
        );
      }
      case 'missing-required':
        return request(build(op, { dropRequired: true }));
      case 'unknown-param':
        return request(
          build(op, { query: [[encodeURIComponent(pick(UNKNOWN_PARAMETER_NAMES)), encode(hostileValue())]] }),
        );
      case 'hostile-header': {
        const header = pick([
          ['if-none-match', pick(['x'.repeat(6000), '*', '"', 'W/"', '"a", "b", '.repeat(200)])],
          [
            'range',
            pick([
              'bytes=999999999999-',
              'bytes=-0',
              'bytes=a-b',
              'bytes=5-1',
              `bytes=${'0-1,'.repeat(500)}0-1`,
              'lines=1-2',
            ]),
          ],
          ['x-request-id', pick(['x'.repeat(200), '../../etc', 'a b', 'ok-id'])],
          ['accept', pick(['application/xml', 'text/html', '*/*;q=0', 'x'.repeat(2000)])],
          ['x-forwarded-for', pick(["1.2.3.4'; DROP TABLE blast_job; --", 'not-an-ip', '999.999.999.999', '::1, ::2'])],
          ['content-type', pick(WRONG_TYPES)],
        ] as const);
        return request(build(op, {}), { kind: `header:${header[0]}`, headers: { [header[0]]: header[1] } });
      }
      case 'wrong-method':
        return request(build(op, {}), {
          method: pick(['PATCH', 'DELETE', 'PUT', 'POST', 'GET'].filter((m) => m !== op.method)),
        });
      default:
        return bodyRequest(op, build(op, {}));
    }
  }

  return { operations, next };
}
