// Clients that pipeline large answers and never read, against a real server process: the answers waiting for them are
// bounded in bytes in all (HTTP_HELD_BYTES_MAX), not only per connection — the largest holders are closed, other
// clients are served, and what was held is freed when they go. Figures are printed; the assertions are bounds.
import { afterAll, describe, expect, it } from 'vitest';
import { pipeliner, type PipeliningClient } from '../support/raw-http.js';
import { startTestServerProcess, type ServerProcess } from '../support/server-process.js';

const BUDGET = 8 * 1024 * 1024;
const CONNECTIONS = 24;
/** Per connection: more than the kernel takes on loopback (a client's receive buffer grows to 32 MB here). */
const PIPELINED = 600;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Reads what `client` was sent until the server closes it (then: the answers it got) or it idles 3 s (then: null). */
async function drain(client: PipeliningClient): Promise<number | null> {
  let answers = 0;
  let idle: NodeJS.Timeout | undefined;
  const idled = new Promise<null>((done) => {
    const restart = () => {
      clearTimeout(idle);
      idle = setTimeout(() => done(null), 3000);
    };
    client.socket.on('data', (chunk: Buffer) => {
      answers += chunk.toString('latin1').match(/HTTP\/1\.1 200 /g)?.length ?? 0;
      restart();
    });
    restart();
  });
  client.socket.resume();
  const outcome = await Promise.race([client.closed.then(() => answers), idled]);
  clearTimeout(idle);
  return outcome;
}

/** A gauge of the service's /metrics. */
async function gauge(url: string, name: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(10_000) })).text();
  const value = new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1];
  if (value === undefined) throw new Error(`no ${name} in /metrics`);
  return Number(value);
}

describe('answers held for clients that do not read', () => {
  let server: ServerProcess | undefined;
  const clients: PipeliningClient[] = [];
  afterAll(async () => {
    for (const { socket } of clients) socket.destroy();
    await server?.stop();
  });

  it(
    'keeps the bytes waiting for them within HTTP_HELD_BYTES_MAX, closing the largest holders, and frees them',
    { timeout: 180_000 },
    async () => {
      server = await startTestServerProcess({
        HTTP_HELD_BYTES_MAX: String(BUDGET),
        METRICS_ENABLED: 'true',
        // the write timeout would cut them too: long here, so only the budget does; deep pipelining allowed, so each
        // connection asks for more than the kernel's buffers take and the rest waits in the service
        HTTP_WRITE_TIMEOUT_MS: '600000',
        HTTP_MAX_PIPELINED: String(PIPELINED),
      });
      // a large answer (100 occurrence records, up to 1,000 values of two facets), kept by the answer cache after its
      // second request: thousands of them cost the service little time, so what is tested is what waits for clients
      const large = `/api/v1/distributions?pageSize=100&facet=taxonId&facet=year&facetLimit=1000`;
      await (await fetch(`${server.url}${large}`)).arrayBuffer();
      const sample = await fetch(`${server.url}${large}`);
      expect(sample.status).toBe(200);
      const answerBytes = (await sample.arrayBuffer()).byteLength;
      const rssBefore = server.rss();

      for (let c = 0; c < CONNECTIONS; c++) {
        clients.push(await pipeliner(server.url, Array<string>(PIPELINED).fill(large)));
      }
      // while they are answered: the held bytes never pass the budget, and another client is served
      let mostHeld = 0;
      let rssPeak = rssBefore;
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline) {
        mostHeld = Math.max(mostHeld, await gauge(server.url, 'http_answers_held_bytes'));
        rssPeak = Math.max(rssPeak, server.rss());
        await sleep(100);
      }
      const started = Date.now();
      const other = await fetch(`${server.url}/api/v1/taxonomy/typeahead?q=Papilio`, {
        signal: AbortSignal.timeout(10_000),
      });
      expect(other.status).toBe(200);
      const otherMs = Date.now() - started;
      const cut = await gauge(server.url, 'http_connections_cut_held_bytes');

      // what each client gets when it reads at last: what the kernel took, then the close (a cut connection), not all
      const received = await Promise.all(clients.map((client) => drain(client)));
      for (const { socket } of clients) socket.destroy();
      await Promise.all(clients.map(({ closed }) => closed));
      await sleep(1000);
      const heldAfter = await gauge(server.url, 'http_answers_held_bytes');
      const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
      console.log(
        `${CONNECTIONS} connections × ${PIPELINED} pipelined answers of ~${mb(answerBytes)} MB (${mb(CONNECTIONS * PIPELINED * answerBytes)} MB asked), never read, ` +
          `budget ${mb(BUDGET)} MB: held at most ${mb(mostHeld)} MB (sampled), ${cut} connections cut, ` +
          `RSS ${mb(rssBefore)} → ${mb(rssPeak)} MB peak; answers each client got before its close: ${received.join(' ')}; another client answered in ${otherMs} ms; held after they left ${heldAfter} B`,
      );
      expect(mostHeld).toBeLessThanOrEqual(BUDGET);
      expect(cut).toBeGreaterThan(0);
      // every connection was closed before all its answers were sent: each had more waiting than the budget allows
      for (const answers of received) expect(answers).not.toBeNull();
      for (const answers of received) expect(answers!).toBeLessThan(PIPELINED);
      expect(heldAfter).toBe(0);
      // the service keeps answering, and stops cleanly
      expect((await fetch(`${server.url}/api/v1/version`)).status).toBe(200);
      expect(await server.stop()).toBe(0);
      expect(server.output()).not.toMatch(/"level":50/);
    },
  );
});
