// File downloads nobody reads, against a real server process: one client gets at most its share of file streams (the
// rest 429), all clients together at most the server's (the rest 503 with Retry-After), another client is served, and
// the slots come back when the sockets go. The soak found why: unread file answers filled the kernel's TCP memory.
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServerProcess, type ServerProcess } from '../support/server-process.js';

const PER_CLIENT = 8;
const TOTAL = 12;
const FILE = '/api/v1/downloads/1/stream';
const tcpPages = () => Number(/TCP:.* mem (\d+)/.exec(readFileSync('/proc/net/sockstat', 'utf8'))?.[1] ?? 0);

interface Held {
  readonly request: ClientRequest;
  readonly response: IncomingMessage;
  readonly body: Promise<string>;
}

/** A download from `localAddress` whose answer is not read past its head (an error answer's body is read). */
function download(url: string, localAddress: string): Promise<Held> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: FILE, localAddress, agent: false }, (response) => {
      if (response.statusCode === 200) {
        response.pause();
        resolve({ request: req, response, body: Promise.resolve('') });
        return;
      }
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      resolve({ request: req, response, body: new Promise((done) => response.on('end', () => done(text))) });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('file streams held by clients that do not read', () => {
  let server: ServerProcess | undefined;
  const held: Held[] = [];
  afterAll(async () => {
    for (const h of held) h.request.destroy();
    await server?.stop();
  });

  it(
    'give one client its share (then 429), all clients the total (then 503), and come back when the sockets go',
    { timeout: 180_000 },
    async () => {
      server = await startTestServerProcess({
        HTTP_FILE_STREAMS_PER_CLIENT: String(PER_CLIENT),
        HTTP_FILE_STREAMS_MAX: String(TOTAL),
      });
      // the file exists before the clients come (it is built on its first request)
      const size = (await (await fetch(`${server.url}${FILE}`)).arrayBuffer()).byteLength;
      expect(size).toBeGreaterThan(10e6);
      const pagesBefore = tcpPages();

      // one client (127.0.0.1) asks for 200 downloads and reads none: 8 are sent, the rest are refused as its own limit
      const first = await Promise.all(Array.from({ length: 200 }, () => download(server!.url, '127.0.0.1')));
      held.push(...first);
      const statuses = first.map((h) => h.response.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(PER_CLIENT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(200 - PER_CLIENT);
      const refused = first.find((h) => h.response.statusCode === 429)!;
      expect(JSON.parse(await refused.body).error.code).toBe('CONCURRENT_LIMIT_REACHED');
      expect(refused.response.headers['retry-after']).toBe('2');

      // another client is sent the whole file meanwhile
      const other = await download(server.url, '127.0.0.2');
      expect(other.response.statusCode).toBe(200);
      other.response.resume();
      let received = 0;
      other.response.on('data', (chunk: Buffer) => (received += chunk.length));
      await new Promise((done) => other.response.on('end', done));
      expect(received).toBe(size);

      // two more clients take the rest of the server's slots; beyond them, 503 SERVICE_BUSY with Retry-After
      held.push(...(await Promise.all(Array.from({ length: 4 }, () => download(server!.url, '127.0.0.3')))));
      const busy = await download(server.url, '127.0.0.4');
      held.push(busy);
      expect(busy.response.statusCode).toBe(503);
      expect(JSON.parse(await busy.body).error.code).toBe('SERVICE_BUSY');
      expect(busy.response.headers['retry-after']).toBe('2');
      const pagesHeld = tcpPages();

      // the sockets go: the slots come back
      for (const h of held.splice(0)) h.request.destroy();
      let again: Held | null = null;
      for (let attempt = 0; attempt < 50; attempt++) {
        again = await download(server.url, '127.0.0.1');
        held.push(again);
        if (again.response.statusCode === 200) break;
        await new Promise((done) => setTimeout(done, 100));
      }
      expect(again!.response.statusCode).toBe(200);
      console.log(
        `file streams: ${PER_CLIENT} of 200 sent to one client (the rest 429), ${TOTAL} in all (then 503); another client received all ${size} B; kernel TCP memory ${pagesBefore} → ${pagesHeld} pages while held`,
      );
    },
  );
});
