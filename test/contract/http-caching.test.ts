// HTTP caching clients can use: answers that depend only on the request and the data carry an ETag (data version +
// canonical request) and Cache-Control public; If-None-Match answers 304 without building the body; every answer
// carries X-Data-Version; live state (health, jobs) is no-store. A fixture contract for the transport, then the service.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../core/logger.js';
import type { OperationId } from '../../generated/operations.js';
import { createApp } from '../../http/app.js';
import type { HandlerMap } from '../../http/operation.js';
import { json } from '../../http/reply.js';
import { createResponseCache } from '../../http/response-cache.js';
import { startTestService, type TestService } from '../support/service.js';

const document = {
  openapi: '3.0.3',
  info: { title: 'caching fixture', version: '1.0.0' },
  paths: {
    '/api/v1/things': {
      get: {
        operationId: 'listThings',
        parameters: [
          { name: 'a', in: 'query', schema: { type: 'string' } },
          { name: 'b', in: 'query', schema: { type: 'string' } },
        ],
        responses: { '200': { description: 'the things' } },
      },
    },
    '/api/v1/health': { get: { operationId: 'getHealth', responses: { '200': { description: 'live' } } } },
  },
};

describe('the transport (fixture contract, a response cache that keeps nothing)', () => {
  let server: import('node:http').Server;
  let base = '';
  let built = 0;
  let version = 'data-1';

  beforeAll(async () => {
    const handlers = {
      listThings: () => {
        built += 1;
        return json({ built });
      },
      getHealth: () => json({ status: 'ok' }),
    } as unknown as HandlerMap;
    // maxBytes 0: no answer is kept, so a 304 proves the body was not built again
    const responseCache = createResponseCache({
      operations: new Set(['listThings'] as unknown as OperationId[]),
      version: async () => version,
      maxBytes: 0,
      maxEntryBytes: 0,
    });
    const { app } = await createApp({
      document: document as never,
      handlers,
      logger: createLogger('silent'),
      metrics: null,
      trustProxy: false,
      responseCache,
      dataVersion: async () => version,
    });
    server = createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('gives a kept-kind answer an ETag of the data version and the canonical request, and Cache-Control public', async () => {
    const first = await fetch(`${base}/api/v1/things?a=1&b=2`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    expect(first.headers.get('x-data-version')).toBe('data-1');
    // the same request written otherwise is the same request
    expect((await fetch(`${base}/api/v1/things?b=2&a=1`)).headers.get('etag')).toBe(etag);
    expect((await fetch(`${base}/api/v1/things?a=1&b=3`)).headers.get('etag')).not.toBe(etag);
  });

  it('answers If-None-Match with 304 without calling the handler', async () => {
    const etag = (await fetch(`${base}/api/v1/things?a=x`)).headers.get('etag')!;
    const before = built;
    const again = await fetch(`${base}/api/v1/things?a=x`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=300');
    expect(built).toBe(before);
  });

  it('changes the ETag with the data version, so a reload is never answered 304 from an old copy', async () => {
    const etag = (await fetch(`${base}/api/v1/things?a=y`)).headers.get('etag')!;
    version = 'data-2';
    try {
      const after = await fetch(`${base}/api/v1/things?a=y`, { headers: { 'If-None-Match': etag } });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(etag);
      expect(after.headers.get('x-data-version')).toBe('data-2');
    } finally {
      version = 'data-1';
    }
  });

  it('keeps live state out of caches (no-store), and sends X-Data-Version on errors and unknown paths too', async () => {
    const health = await fetch(`${base}/api/v1/health`);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(health.headers.get('etag')).toBeNull();
    expect(health.headers.get('x-data-version')).toBe('data-1');
    const bad = await fetch(`${base}/api/v1/things?c=1`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-data-version')).toBe('data-1');
    expect(bad.headers.get('etag')).toBeNull();
    expect((await fetch(`${base}/api/v1/nothing`)).headers.get('x-data-version')).toBe('data-1');
  });
});

describe('the service', () => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService();
  }, 120_000);
  afterAll(() => t?.close());

  it('sends the loaded data version, ETag and Cache-Control on catalog answers, and 304 for a current copy', async () => {
    const version = ((await (await t.fetch('/api/v1/version')).json()) as { data: { dataVersion: string } }).data
      .dataVersion;
    for (const path of [
      '/api/v1/genomes?family=Nymphalidae',
      '/api/v1/taxonomy/tree/roots',
      '/api/v1/literature?q=Maniola',
    ]) {
      const first = await t.fetch(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('x-data-version'), path).toBe(version);
      expect(first.headers.get('cache-control'), path).toBe('public, max-age=300');
      const etag = first.headers.get('etag')!;
      expect(etag, path).toMatch(/^W\//);
      const again = await t.fetch(path, { headers: { 'If-None-Match': etag } });
      expect(again.status, path).toBe(304);
    }
  });

  it('keeps health and jobs no-store, with X-Data-Version', async () => {
    for (const path of ['/api/v1/health', '/api/v1/niche-barcoding/jobs/00000000-0000-4000-8000-000000000000']) {
      const answer = await t.fetch(path);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      expect(answer.headers.get('x-data-version'), path).toMatch(/^[0-9a-f]+$/);
    }
  });
});
