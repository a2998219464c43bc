// Hostile HTTP/1.1 pipelining against a real server process: a client that sends many requests at once on one
// connection and goes away. node emits 'close' only on the answer being written when a connection closes, so the
// answers queued behind it would never free what they hold (file-stream slots, a client's slots, a shutdown's count);
// and every pipelined request would run at once (a thousand queries from one socket).
import { afterAll, describe, expect, it } from 'vitest';
import { pipeliner } from '../support/raw-http.js';
import { startTestServerProcess, type ServerProcess } from '../support/server-process.js';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('hostile pipelining', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it(
    'frees the slots of answers queued behind one a client left, closes a connection pipelining too deep, and still stops',
    { timeout: 120_000 },
    async () => {
      server = await startTestServerProcess({ HTTP_FILE_STREAMS_MAX: '4', HTTP_FILE_STREAMS_PER_CLIENT: '4' });
      const file = '/api/v1/downloads/1/stream';
      const built = await fetch(`${server.url}${file}`); // built before the clients come
      expect(built.status).toBe(200);
      await built.arrayBuffer();

      // three rounds of four file answers pipelined on one connection, left after the first started
      for (let round = 0; round < 3; round++) {
        const { socket, closed } = await pipeliner(server.url, [file, file, file, file]);
        await sleep(500);
        socket.destroy();
        await closed;
      }
      await sleep(500);
      // every slot is free again: four clients at once each get the whole file
      const answers = await Promise.all(
        [1, 2, 3, 4].map(async () => {
          const response = await fetch(`${server!.url}${file}`, { signal: AbortSignal.timeout(30_000) });
          await response.arrayBuffer();
          return response.status;
        }),
      );
      expect(answers).toEqual([200, 200, 200, 200]);

      // a thousand requests pipelined at once: the connection is closed after the first few, not a thousand queries run
      const deep = await pipeliner(
        server.url,
        Array.from({ length: 1000 }, (_, i) => `/api/v1/taxonomy/nodes/${i + 1}`),
      );
      await sleep(1000);
      let received = '';
      deep.socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      deep.socket.resume(); // reads what was answered, then the close
      const cut = await Promise.race([deep.closed.then(() => true), sleep(5000).then(() => false)]);
      deep.socket.destroy();
      expect(cut).toBe(true);
      expect(received.match(/^HTTP\/1\.1 /gm)?.length ?? 0).toBeLessThan(100);
      const other = await fetch(`${server.url}/api/v1/taxonomy/tree/roots`, { signal: AbortSignal.timeout(10_000) });
      expect(other.status).toBe(200);

      // and the service still stops when told: nothing it waits for is left behind by those connections
      const started = Date.now();
      const code = await server.stop();
      expect(code).toBe(0);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(server.output()).not.toMatch(/"level":50/);
    },
  );
});
