// Issue 24, the soak's finding: while the server is busy, 2,000 connections opened at once must not make a new client
// wait. libuv accepts one connection per descriptor and event-loop turn, and a loaded turn takes tens of ms, so with
// one accepting descriptor the flood sat in the kernel's accept queue for half a minute and every new client queued
// behind it; http/accept-fanout.ts accepts on HTTP_ACCEPTORS descriptors. A real process, a real flood.
import { fork } from 'node:child_process';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServerProcess, type ServerProcess } from '../support/server-process.js';

const FLOOD = 2000;
const FRESH_CLIENTS = 5;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A socket that connects (the kernel completes the handshake before the server accepts), asks once and keeps reading. */
function floodSocket(port: number): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('GET /api/v1/version HTTP/1.1\r\nHost: flood\r\n\r\n');
      resolve(socket);
    });
    socket.on('error', () => resolve(socket));
    socket.resume();
  });
}

/** Milliseconds until a request on a connection of its own is answered (60 s when it is not). */
function freshClient(url: string): Promise<number> {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = request(`${url}/api/v1/version`, { agent: false, timeout: 60_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - start));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(60_000));
    req.end();
  });
}

interface Run {
  readonly worstFreshMs: number;
  readonly busyRequests: number;
}

describe('a flood of new connections on a busy server (issue 24)', () => {
  let server: ServerProcess | undefined;
  const cleanups: (() => void)[] = [];
  afterEach(async () => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    await server?.stop();
  });

  async function floodWhileBusy(acceptors: number): Promise<Run> {
    server = await startTestServerProcess({ HTTP_ACCEPTORS: String(acceptors) });
    const busy = fork(join(import.meta.dirname, '../support/busy-clients.mjs'), [server.url, '100']);
    cleanups.push(() => busy.kill());
    await sleep(3000); // the load is on
    const sockets: Socket[] = [];
    cleanups.push(() => sockets.forEach((s) => s.destroy()));
    for (let i = 0; i < FLOOD; i += 200)
      sockets.push(...(await Promise.all(Array.from({ length: 200 }, () => floodSocket(server!.port)))));
    const waits = await Promise.all(Array.from({ length: FRESH_CLIENTS }, () => freshClient(server!.url)));
    busy.send('count');
    const { sent } = await new Promise<{ sent: number }>((resolve) => busy.once('message', resolve as never));
    return { worstFreshMs: Math.max(...waits), busyRequests: sent };
  }

  // With one accepting descriptor this waited 25–48 s when the fan-out landed; since requests are born with express's
  // prototypes (http/app.ts), a loaded turn is short enough that one descriptor drains the flood in 3–4 s, within the
  // noise of the fanned-out runs (0.8–5.2 s on CI machines): the comparison no longer tells the settings apart, so the
  // test holds the bound a user sees.
  it('answers a new client within 10 s with the default acceptors', { timeout: 300_000 }, async () => {
    const fanned = await floodWhileBusy(64);
    console.log(
      `${FLOOD} connections opened at once on a server busy with 100 clients: a new client waited ` +
        `${Math.round(fanned.worstFreshMs)} ms with 64 accepting descriptors`,
    );
    // the soak's bound for any request during a fault; the flood's own 2,000 requests take seconds to serve
    expect(fanned.worstFreshMs).toBeLessThan(10_000);
    expect(fanned.busyRequests).toBeGreaterThan(0);
  });
});
