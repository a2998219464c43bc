// The database's stall watch in a process that has run out of file descriptors (its open-file limit lowered under it
// with prlimit): the probe it sends for a long-held connection cannot open a socket, and that is not a stalled server —
// the connections are kept, and the server is still taken for answering. (The wrong verdict answers every request 503
// DATABASE_UNAVAILABLE; CI met such a 503 while a test held the service at its limit.)
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { watchForStalls } from '../../db/stall-watch.js';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** The highest descriptor number open: RLIMIT_NOFILE bounds descriptor numbers, not their count. */
const highestDescriptor = () => Math.max(...readdirSync('/proc/self/fd').map(Number));
const softLimit = (limit: number, hard: number) =>
  execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${limit}:${hard}`]);

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
    const hard = Number(/^Max open files\s+\S+\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))![1]);
    const held = await pool.connect(); // held past suspectAfterMs: the watch probes the server
    try {
      // Restoring the limit spawns prlimit, and spawnSync needs about 14 free descriptors of its own (pipes, its loop):
      // measured, 12 freed numbers gave EMFILE. The fillers alone free only the holes this process happened to have (CI's
      // had fewer than 14), so a reserve opened first is closed with them.
      const reserve = Array.from({ length: 32 }, () => openSync('/dev/null', 'r'));
      const fillers: number[] = [];
      try {
        // no descriptor left for this process: the limit at its highest descriptor, and every free number below it taken
        softLimit(highestDescriptor() + 1, hard);
        try {
          for (;;) fillers.push(openSync('/dev/null', 'r'));
        } catch (error) {
          expect((error as NodeJS.ErrnoException).code).toBe('EMFILE');
        }
        await sleep(1500); // several checks (every 250 ms), each a probe
        expect(watch.stalled()).toBe(false);
        expect(warnings).toEqual([]);
        // the held connection was not cut: it still answers over its open socket
        expect((await held.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      } finally {
        for (const fd of [...fillers, ...reserve]) closeSync(fd);
        softLimit(hard, hard);
      }
      // descriptors back: a new connection opens and the pool serves
      expect((await pool.query<{ two: number }>('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
      expect(watch.stalled()).toBe(false);
    } finally {
      held.release();
    }
  });
});
