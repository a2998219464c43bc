// Operations the contract marks `deprecated` answer with Deprecation (and Sunset when the contract dates it): a fixture contract.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { createLogger } from '../../core/logger.js';
import { createApp } from '../../http/app.js';
import type { HandlerMap } from '../../http/operation.js';
import { json } from '../../http/reply.js';

const document = JSON.parse(
  readFileSync(join(PROJECT_ROOT, 'test', 'contract', 'fixtures', 'deprecated-operation.json'), 'utf8'),
);
let server: import('node:http').Server;
let base = '';

beforeAll(async () => {
  const handlers = {
    getOldThing: () => json({ old: true }),
    listOlderThings: () => json({ older: true }),
    listThings: () => json({ current: true }),
  } as unknown as HandlerMap;
  const { app } = await createApp({
    document,
    handlers,
    logger: createLogger('silent'),
    metrics: null,
    trustProxy: false,
  });
  server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('deprecated operations', () => {
  it('send Deprecation with the date the contract gives (x-deprecated-at) and Sunset (x-sunset)', async () => {
    const res = await fetch(`${base}/api/v1/old-things/7`);
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toBe(`@${Date.UTC(2026, 6, 1) / 1000}`);
    expect(res.headers.get('sunset')).toBe('Fri, 01 Jan 2027 00:00:00 GMT');
  });

  it('send them on the error answers of the operation too', async () => {
    const res = await fetch(`${base}/api/v1/old-things/not-a-number`);
    expect(res.status).toBe(400);
    expect(res.headers.get('deprecation')).toMatch(/^@\d+$/);
  });

  it('send `Deprecation: true` and no Sunset when the contract gives no dates', async () => {
    const res = await fetch(`${base}/api/v1/older-things`);
    expect(res.headers.get('deprecation')).toBe('true');
    expect(res.headers.get('sunset')).toBeNull();
  });

  it('leave operations that are not deprecated alone', async () => {
    const res = await fetch(`${base}/api/v1/things`);
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toBeNull();
    expect(res.headers.get('sunset')).toBeNull();
  });
});
