// The database's stall watch in a process that has run out of file descriptors (its open-file limit lowered under it
// with prlimit): the probe it sends for a long-held connection cannot open a socket, and that is not a stalled server —
// the connections are kept, and the server is still taken for answering. (The wrong verdict answers every request 503
// DATABASE_UNAVAILABLE; CI met such a 503 while a test held the service at its limit.)
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { watchForStalls } from '../../db/stall-watch.js';
import { withNoDescriptorLeft } from '../support/no-descriptors.js';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('the stall watch without a descriptor to probe with', () => {
  const url = inject('databaseUrl');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const warnings: string[] = [];
  const watch = watchForStalls({
    pools: [pool],
    Client: pg.Client,
    connectionString: url,
    suspectAfterMs: 100,
    probeTimeoutMs: 1000,
    log: { warn: (message) => warnings.push(message), info: () => undefined },
  });
  afterAll(async () => {
    watch.stop();
    await pool.end();
  });

  it('keeps the connections and does not take the server for stalled', { timeout: 30_000 }, async () => {
    const held = await pool.connect(); // held past suspectAfterMs: the watch probes the server
    try {
      await withNoDescriptorLeft(async () => {
        await sleep(1500); // several checks (every 250 ms), each a probe
        expect(watch.stalled()).toBe(false);
        expect(warnings).toEqual([]);
        // the held connection was not cut: it still answers over its open socket
        expect((await held.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      });
      // descriptors back: a new connection opens and the pool serves
      expect((await pool.query<{ two: number }>('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
      expect(watch.stalled()).toBe(false);
    } finally {
      held.release();
    }
  });
});
