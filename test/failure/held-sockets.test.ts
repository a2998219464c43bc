// Issue 24, row 6, against a real server process: 2,000 clients that ask for an answer and never read it — 1,000 on a
// file stream, 1,000 on JSON — cannot hold descriptors or memory: the write timeout cuts them, the descriptor count
// and RSS come back, and other clients are served meanwhile. Figures are printed; the assertions are bounds.
import { readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServerProcess, type ServerProcess } from '../support/server-process.js';

const WRITE_TIMEOUT_MS = 3000;
const CLIENTS_PER_KIND = 1000;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const descriptors = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

/** A client that sends its request and never reads a byte of the answer. */
function nonReader(url: string, path: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.pause();
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
      resolve(socket);
    });
    socket.on('error', () => resolve(socket));
  });
}

describe('clients that stop reading (issue 24, row 6)', () => {
  let server: ServerProcess | undefined;
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await server?.stop();
  });

  it(
    'cuts 2,000 non-reading clients at the write timeout: descriptors and RSS bounded, others served',
    { timeout: 240_000 },
    async () => {
      server = await startTestServerProcess({ HTTP_WRITE_TIMEOUT_MS: String(WRITE_TIMEOUT_MS) });
      const file = '/api/v1/downloads/1/stream';
      const json = '/api/v1/taxonomy/tree/roots?pageSize=200';
      // both answers exist before the clients come (the file is built on its first request)
      const size = (await (await fetch(`${server.url}${file}`)).arrayBuffer()).byteLength;
      expect((await fetch(`${server.url}${json}`)).status).toBe(200);
      await sleep(6000); // the keep-alive sockets of those requests close
      const before = { fds: descriptors(server.pid), rss: server.rss() };

      for (let i = 0; i < CLIENTS_PER_KIND; i++) {
        sockets.push(await nonReader(server.url, file), await nonReader(server.url, json));
      }
      await sleep(500);
      const held = { fds: descriptors(server.pid), rss: server.rss() };
      // another client is served while they hold on
      const other = await fetch(`${server.url}/api/v1/version`, { signal: AbortSignal.timeout(30_000) });
      expect(other.status).toBe(200);

      // the write timeout (and, for answers the kernel took whole, the keep-alive timeout) cuts them
      let after = { fds: descriptors(server.pid), rss: server.rss() };
      const deadline = Date.now() + 60_000;
      while (after.fds > before.fds + 20 && Date.now() < deadline) {
        await sleep(1000);
        after = { fds: descriptors(server.pid), rss: server.rss() };
      }
      const closedByServer = sockets.filter((s) => s.readableEnded || s.destroyed || s.closed).length;
      const mb = (bytes: number) => Math.round(bytes / 1e6);
      console.log(
        `2,000 non-reading clients (${CLIENTS_PER_KIND} on a ${size} B file stream, ${CLIENTS_PER_KIND} on JSON), write timeout ${WRITE_TIMEOUT_MS} ms: ` +
          `descriptors ${before.fds} → ${held.fds} held → ${after.fds} after; RSS ${mb(before.rss)} → ${mb(held.rss)} → ${mb(after.rss)} MB; ` +
          `${closedByServer} client sockets seen closed`,
      );
      expect(after.fds).toBeLessThanOrEqual(before.fds + 20);
      expect(after.rss).toBeLessThan(before.rss + 150e6);
      // and the server still answers
      expect((await fetch(`${server.url}/api/v1/version`)).status).toBe(200);
    },
  );
});
