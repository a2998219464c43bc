// The real entry point as a process: JSON request logs, and a clean drain-and-exit on SIGTERM/SIGINT.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, inject, it } from 'vitest';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function runUntilSignal(signal: NodeJS.Signals) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    env: { ...process.env, DATABASE_URL: inject('databaseUrl'), PORT: String(port), HOST: '127.0.0.1', AUTO_LOAD: 'false', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  while (!output.includes('"msg":"listening"')) {
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`, { headers: { 'X-Request-Id': 'lifecycle-1' } });
  expect(response.status).toBe(200);
  child.kill(signal);
  const code = await exited;
  return { code, lines: output.trim().split('\n') };
}

describe('server process', () => {
  it('logs one JSON line per request and exits 0 after draining on SIGTERM', async () => {
    const { code, lines } = await runUntilSignal('SIGTERM');
    expect(code).toBe(0);
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = records.filter((r) => r.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ requestId: 'lifecycle-1', operationId: 'getHealth', status: 200, method: 'GET' });
    expect(records.some((r) => r.msg === 'stopped')).toBe(true);
  });

  it('stops the same way on SIGINT', async () => {
    const { code, lines } = await runUntilSignal('SIGINT');
    expect(code).toBe(0);
    expect(lines.some((line) => line.includes('"signal":"SIGINT"'))).toBe(true);
  });
});
