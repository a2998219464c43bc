// Error behaviour of the whole stack: every failure is the envelope, with the right status and code.
import { createServer, Socket, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorOf, startTestService, useTestService, type TestService } from '../support/service.js';

const ISO_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const service = useTestService();

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const body = await errorOf(response);
  expect(body).toMatchObject({ success: false, error: { code, message: expect.any(String) } });
  expect(body.request_id).toBe(response.headers.get('x-request-id'));
  expect(body.timestamp).toMatch(ISO_MS);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/); // never a stack trace
  return body;
}

describe('routing errors', () => {
  it('answers an unknown path with 404 NOT_FOUND in the envelope', async () => {
    await expectError(await service().fetch('/api/v1/no-such-thing'), 404, 'NOT_FOUND');
    await expectError(await service().fetch('/totally/elsewhere'), 404, 'NOT_FOUND');
  });

  it('answers a wrong method with 405 and an Allow header', async () => {
    const response = await service().fetch('/api/v1/health', { method: 'DELETE' });
    await expectError(response, 405, 'METHOD_NOT_ALLOWED');
    expect(response.headers.get('allow')).toBe('GET');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await service().fetch('/api/v1/health', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('request validation', () => {
  it('rejects malformed JSON with 400 MALFORMED_JSON', async () => {
    const response = await service().fetch('/api/v1/blast/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"sequence": "ACGT",',
    });
    await expectError(response, 400, 'MALFORMED_JSON');
  });

  it('rejects an oversized JSON body with 413', async () => {
    const response = await service().fetch('/api/v1/niche-barcoding/validate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ workflow: 'NBSI', model: 'RF', files: {}, padding: 'x'.repeat(2_000_000) }),
    });
    await expectError(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('names the invalid parameter in details (INVALID_QUERY)', async () => {
    const body = await expectError(
      await service().fetch('/api/v1/taxonomy/tree/roots?pageSize=500'),
      400,
      'INVALID_QUERY',
    );
    expect(body.error.details).toHaveProperty('pageSize');
    const typed = await expectError(
      await service().fetch('/api/v1/taxonomy/tree/roots?page=abc'),
      400,
      'INVALID_QUERY',
    );
    expect(typed.error.details).toHaveProperty('page');
    const enumBody = await expectError(
      await service().fetch('/api/v1/genomes?sortDirection=sideways'),
      400,
      'INVALID_QUERY',
    );
    expect(enumBody.error.details).toHaveProperty('sortDirection');
  });

  it('answers a missing parentId with 400 MISSING_PARENT_ID', async () => {
    const body = await expectError(await service().fetch('/api/v1/taxonomy/tree/children'), 400, 'MISSING_PARENT_ID');
    expect(body.error.message).toBe("Query parameter 'parentId' is required.");
  });

  it('validates request bodies field by field (INVALID_BODY)', async () => {
    const response = await service().fetch('/api/v1/blast/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sequence: 'ACGT', program: 'blastz' }),
    });
    const body = await expectError(response, 400, 'INVALID_BODY');
    expect(body.error.details).toHaveProperty('program');
    expect(body.error.details).toHaveProperty('database');
  });
});

describe('request ids', () => {
  it('honours and echoes a client X-Request-Id', async () => {
    const response = await service().fetch('/api/v1/nowhere', { headers: { 'X-Request-Id': 'client-trace-42' } });
    expect(response.headers.get('x-request-id')).toBe('client-trace-42');
    expect((await errorOf(response)).request_id).toBe('client-trace-42');
  });

  it('replaces an unusable X-Request-Id with a generated one', async () => {
    const response = await service().fetch('/api/v1/health', {
      headers: { 'X-Request-Id': 'bad id with spaces <script>' },
    });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('database unreachable', () => {
  // The service talks to PostgreSQL through a TCP relay the test can cut, like a network partition.
  let relay: Server;
  const sockets = new Set<Socket>();
  let relayed: TestService;

  beforeAll(async () => {
    const target = new URL(inject('databaseUrl'));
    const upstreamPort = Number(target.port);
    relay = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(upstreamPort, target.hostname);
      client.pipe(upstream).pipe(client);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => sockets.delete(s));
      }
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', () => resolve()));
    const port = (relay.address() as { port: number }).port;
    target.port = String(port);
    relayed = await startTestService({ DATABASE_URL: target.toString() });
  });

  afterAll(async () => {
    await relayed.close();
  });

  it('answers 503 DATABASE_UNAVAILABLE (health included) instead of hanging or 500', async () => {
    expect((await relayed.fetch('/api/v1/health')).status).toBe(200);
    relay.close();
    for (const socket of sockets) socket.destroy();
    const health = await expectError(await relayed.fetch('/api/v1/health'), 503, 'DATABASE_UNAVAILABLE');
    expect(health.error.details?.subsystems.database.status).not.toBe('ok');
    const summary = await relayed.fetch('/api/v1/meta/summary');
    await expectError(summary, 503, 'DATABASE_UNAVAILABLE');
    expect(summary.headers.get('retry-after')).toBe('5');
  });
});
