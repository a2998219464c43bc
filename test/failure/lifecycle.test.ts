// The real entry point as a process: JSON request logs, a clean drain-and-exit on SIGTERM/SIGINT, and a first start that fails without breaking the next.
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { launchServerProcess } from '../support/server-process.js';
import { TEST_DATA_DIR } from '../support/test-config.js';

async function listenAnywhere(): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return server;
}

async function runUntilSignal(signal: NodeJS.Signals) {
  const server = await launchServerProcess({ DATABASE_URL: inject('databaseUrl'), WORKER_THREADS: '0' });
  await server.listening();
  const response = await fetch(`${server.url}/api/v1/health`, {
    headers: { 'X-Request-Id': 'lifecycle-1' },
  });
  expect(response.status).toBe(200);
  server.signal(signal);
  const code = await server.exited;
  return { code, lines: server.output().trim().split('\n') };
}

describe('server process', () => {
  it('logs one JSON line per request and exits 0 after draining on SIGTERM', async () => {
    const { code, lines } = await runUntilSignal('SIGTERM');
    expect(code).toBe(0);
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = records.filter((r) => r.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      requestId: 'lifecycle-1',
      operationId: 'getHealth',
      status: 200,
      method: 'GET',
    });
    expect(records.some((r) => r.msg === 'stopped')).toBe(true);
  });

  it('stops the same way on SIGINT', async () => {
    const { code, lines } = await runUntilSignal('SIGINT');
    expect(code).toBe(0);
    expect(lines.some((line) => line.includes('"signal":"SIGINT"'))).toBe(true);
  });
});

describe('a first start of the embedded database that fails', () => {
  it('says why in one plain line, and the retry succeeds on the half-made cluster', { timeout: 120_000 }, async () => {
    const dataDir = join(TEST_DATA_DIR, `first-start-${process.pid}`);
    rmSync(dataDir, { recursive: true, force: true });
    // another program holds the embedded PostgreSQL's port, as a second cluster would
    const holder = await listenAnywhere();
    const pgPort = String((holder.address() as { port: number }).port);
    const env = {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: pgPort,
      BLAST_BIN_DIR: '/nonexistent/blast/bin',
    };
    try {
      const failed = await launchServerProcess(env);
      expect(await failed.exited).toBe(1);
      const plain = failed
        .output()
        .split('\n')
        .filter((line) => line.startsWith('The service failed to start'));
      expect(plain).toHaveLength(1);
      expect(plain[0]).toMatch(
        new RegExp(`did not start on port ${pgPort} .*EMBEDDED_PG_PORT.*Address already in use`),
      );

      await new Promise((resolve) => holder.close(resolve));
      const retry = await launchServerProcess(env);
      await retry.listening();
      expect(retry.output()).toContain('creating database lepidoptera in the embedded cluster');
      // BLAST+ missing is said once at start-up, not only as a 503 later
      expect(retry.output().match(/BLAST\+ binaries .* were not found/g)).toHaveLength(1);
      expect((await fetch(`${retry.url}/api/v1/version`)).status).toBe(200);
      retry.signal('SIGTERM');
      expect(await retry.exited).toBe(0);
    } finally {
      holder.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
