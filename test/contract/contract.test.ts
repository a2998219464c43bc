// The contract itself: lints clean, generated artefacts are up to date, every operation is registered.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createHandlers, type HandlerDeps } from '../../handlers/index.js';
import { ERROR_STATUS } from '../../core/errors.js';
import {
  GENERATED_JSON,
  GENERATED_OPERATIONS,
  GENERATED_TYPES,
  bundleDocument,
  generateOperations,
  generateTypes,
  lintDocument,
} from '../../tools/contract.js';
import { testConfig } from '../support/test-config.js';

interface ErrorResponseComponent {
  content?: Record<string, { examples?: Record<string, { value?: { error?: { code?: string } } }> }>;
}

const bundled = bundleDocument();
const document = JSON.parse(bundled) as {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; tags?: string[]; responses?: Record<string, unknown> }>>;
};
const operations = Object.values(document.paths).flatMap((item) =>
  Object.values(item).filter(
    (op): op is { operationId: string; tags: string[]; responses: Record<string, unknown> } =>
      typeof op === 'object' && op !== null && 'operationId' in op,
  ),
);

describe('OpenAPI document', () => {
  it('is OpenAPI 3.0.x (openapi-backend and Dredd need 3.0)', () => {
    expect(document.openapi).toMatch(/^3\.0\.\d$/);
  });

  it('lints clean with redocly', () => {
    const result = lintDocument();
    expect(result.ok, result.output).toBe(true);
  }, 60_000);

  it('matches the committed generated/openapi.json, api.ts and operations.ts (run `npm run generate`)', async () => {
    expect(readFileSync(GENERATED_JSON, 'utf8')).toBe(bundled);
    expect(readFileSync(GENERATED_TYPES, 'utf8')).toBe(await generateTypes(bundled));
    expect(readFileSync(GENERATED_OPERATIONS, 'utf8')).toBe(generateOperations(bundled));
  }, 60_000);

  it('gives every operation one tag and a camelCase verb-noun operationId', () => {
    for (const op of operations) {
      expect(op.operationId).toMatch(
        /^(get|list|search|run|identify|validate|create|upload|confirm|cancel|download|stream)[A-Z][A-Za-z]+$/,
      );
      expect(op.tags, op.operationId).toHaveLength(1);
    }
  });

  it('documents only error codes the server knows, each under its own HTTP status', () => {
    const responses = (JSON.parse(bundled) as { components: { responses: Record<string, ErrorResponseComponent> } })
      .components.responses;
    const documented = new Map<string, Set<number>>();
    for (const op of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        const ref = (response as { $ref?: string }).$ref;
        const resolved = ref ? responses[ref.split('/').pop()!] : (response as ErrorResponseComponent);
        for (const example of Object.values(resolved?.content?.['application/json']?.examples ?? {})) {
          const code = example.value?.error?.code;
          if (code) documented.set(code, (documented.get(code) ?? new Set()).add(Number(status)));
        }
      }
    }
    expect(documented.size).toBeGreaterThan(20);
    for (const [code, statuses] of documented) {
      expect(Object.keys(ERROR_STATUS), code).toContain(code);
      expect([...statuses], code).toEqual([ERROR_STATUS[code as keyof typeof ERROR_STATUS]]);
    }
  });

  it('has a handler for every operation, and nothing else', () => {
    // Handler factories only capture their dependencies; empty stand-ins are enough to list them.
    const deps = new Proxy({ config: testConfig(), document } as Record<string, unknown>, {
      get: (target, key: string) => target[key] ?? {},
    }) as unknown as HandlerDeps;
    const handlers = createHandlers(deps);
    expect(Object.keys(handlers).sort()).toEqual(operations.map((op) => op.operationId).sort());
  });
});
