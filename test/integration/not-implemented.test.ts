// Operations whose issue has not landed answer 501 NOT_IMPLEMENTED; this prints the list so it only shrinks.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PENDING_OPERATIONS } from '../../handlers/index.js';
import { readDocument } from '../../app/document.js';
import { errorOf, useTestService } from '../support/service.js';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: { type?: string; format?: string; example?: unknown; default?: unknown; enum?: unknown[] };
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: { example?: unknown }; example?: unknown }> } | { $ref: string };
}

/** Follows a local `$ref` of the bundled document. */
function deref<T>(value: T | { $ref: string }): T {
  if (value && typeof value === 'object' && '$ref' in value) {
    return value.$ref
      .slice(2)
      .split('/')
      .reduce((node: any, key) => node[key], document) as T;
  }
  return value as T;
}

/** A request the contract accepts for an operation, built from its parameter examples. */
function validRequest(path: string, method: string, operation: Operation): { url: string; init: RequestInit } {
  const sample = (p: Parameter): string => {
    const value = p.example ?? p.schema?.example ?? p.schema?.default ?? p.schema?.enum?.[0];
    if (value !== undefined) return String(value);
    if (p.schema?.format === 'uuid') return randomUUID();
    return p.schema?.type === 'integer' || p.schema?.type === 'number' ? '1' : 'ab';
  };
  let url = path;
  const query = new URLSearchParams();
  for (const p of (operation.parameters ?? []).map((param) => deref<Parameter>(param))) {
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(sample(p)));
    if (p.in === 'query' && p.required) query.set(p.name, sample(p));
  }
  const init: RequestInit = { method: method.toUpperCase() };
  const content = operation.requestBody ? deref(operation.requestBody).content : {};
  const json = content['application/json'];
  if (json) {
    const schema = json.schema ? deref(json.schema) : undefined;
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(json.example ?? schema?.example ?? {});
  } else if (content['multipart/form-data']) {
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'specimen.jpg');
    init.body = form;
  } else if (operation.requestBody) {
    init.headers = { 'content-type': 'application/octet-stream' };
    init.body = 'x';
  }
  return { url: `${url}${query.size ? `?${query}` : ''}`, init };
}

const document = readDocument() as unknown as { paths: Record<string, Record<string, Operation>> };
const byId = new Map<string, { path: string; method: string; operation: Operation }>();
for (const [path, item] of Object.entries(document.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    if (operation && typeof operation === 'object' && 'operationId' in operation)
      byId.set(operation.operationId, { path, method, operation });
  }
}

const service = useTestService();

describe('operations not built yet', () => {
  const pending = Object.entries(PENDING_OPERATIONS);
  const count = pending.reduce((n, [, ops]) => n + ops.length, 0);

  it(`are listed (${count} operations pending)`, () => {
    const lines = pending.map(([issue, ops]) => `  ${issue}: ${ops.join(', ')}`);
    console.log(`Operations answering 501 NOT_IMPLEMENTED (${count}):\n${lines.join('\n')}`);
    for (const operationId of pending.flatMap(([, ops]) => ops)) expect(byId.has(operationId), operationId).toBe(true);
  });

  for (const operationId of pending.flatMap(([, ops]) => ops)) {
    it(`${operationId} answers 501 NOT_IMPLEMENTED to a valid request`, async () => {
      const entry = byId.get(operationId)!;
      const { url, init } = validRequest(entry.path, entry.method, entry.operation);
      const response = await service().fetch(url, init);
      const body = await errorOf(response);
      expect(body.error?.code, `${init.method} ${url}: ${JSON.stringify(body)}`).toBe('NOT_IMPLEMENTED');
      expect(response.status).toBe(501);
    });
  }
});
