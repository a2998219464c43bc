// A start that fails late (the HTTP port is taken) stops every part it had started: no worker thread, timer or pool keeps running.
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startService } from '../../app/start.js';
import { silentLogger, testConfig } from '../support/test-config.js';

/** Open handles of this process by kind (timers, sockets, worker threads' ports…). */
function activeResources(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const kind of process.getActiveResourcesInfo()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
}

/** Requests that come and go on their own (a pending file read, a queued setImmediate). */
const TRANSIENT = new Set(['FSReqPromise', 'FSReqCallback', 'Immediate']);

let holder: Server;
beforeAll(async () => {
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', () => resolve()));
});
afterAll(() => new Promise((resolve) => holder.close(resolve)));

describe('a start that fails at listen', () => {
  it('rejects with the cause and leaves nothing running', { timeout: 60_000 }, async () => {
    const port = String((holder.address() as { port: number }).port);
    const config = testConfig({ DATABASE_URL: inject('databaseUrl'), PORT: port });
    // a first, successful start and stop, so lazily created process-wide handles exist in both counts
    await (await startService(testConfig({ DATABASE_URL: inject('databaseUrl') }), silentLogger)).close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = activeResources();

    await expect(startService(config, silentLogger)).rejects.toThrow(/EADDRINUSE/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = activeResources();
    // pool connections (TCPSocketWrap), worker threads (MessagePort) and timers (Timeout) are what a half-started service leaks
    const leaked = [...after].filter(([kind, count]) => !TRANSIENT.has(kind) && count > (before.get(kind) ?? 0));
    expect(leaked).toEqual([]);
  });
});
