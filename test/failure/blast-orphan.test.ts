// kill -9 of a server holding one running and one queued BLAST job (one BLAST slot), then a restart on the same
// database: each orphan fails with what really happened to it — the running search was cut short, the queued one never
// started (the 202's `running` is the spec's word for both).
import { afterAll, describe, expect, inject, it } from 'vitest';
import pgPromise from 'pg-promise';
import { ORPHANED_MESSAGE, ORPHANED_QUEUED_MESSAGE } from '../../services/blast/jobs.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { requirePart, SYSTEM_PARTS } from '../support/system-parts.js';
import { TEST_DATA_DIR } from '../support/test-config.js';

const withBlast = requirePart(SYSTEM_PARTS.blast, 'BLAST orphan messages');
const pgp = pgPromise();
const db = pgp(inject('databaseUrl'));
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  pgp.end();
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const env = {
  DATABASE_URL: inject('databaseUrl'),
  DATA_DIR: TEST_DATA_DIR,
  BLAST_SYNC_TIMEOUT: '0',
  BLAST_MAX_CONCURRENCY: '1',
  BLAST_RATE_LIMIT: '100000',
};

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  servers.push(server);
  return server;
}

async function json(server: ServerProcess, path: string, init?: RequestInit): Promise<{ status: number; body: any }> {
  const response = await fetch(`${server.url}${path}`, init);
  return { status: response.status, body: await response.json() };
}

describe.skipIf(!withBlast)('BLAST jobs orphaned by kill -9', () => {
  it('fail saying whether they had started', { timeout: 300_000 }, async () => {
    const first = await start();
    const { body: list } = await json(first, '/api/v1/blast/databases');
    const coi = (list.data.databases as { id: string; title: string }[]).find((d) => d.title.includes('COI-5P'))!;
    // tblastx of five concatenated barcodes against every COI barcode runs for many seconds: the first holds the slot
    const rows = await db.any<{ sequence: string }>(
      "SELECT sequence FROM barcode_sequence WHERE marker = 'COI-5P' AND length_bp = 658 ORDER BY id LIMIT 5",
    );
    const search = () =>
      json(first, '/api/v1/blast/search', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sequence: rows.map((r) => r.sequence).join(''), program: 'tblastx', database: coi.id }),
      });
    const running = await search();
    const queued = await search();
    expect([running.status, queued.status]).toEqual([202, 202]);
    // the 202 says `running` for both (the spec's word); the job table knows better
    expect(queued.body.data.status).toBe('running');
    const ids = [running.body.data.jobId as string, queued.body.data.jobId as string];
    for (let i = 0; i < 100; i++) {
      const statuses = await db.map(
        'SELECT status FROM job WHERE id IN ($1, $2) ORDER BY status',
        ids,
        (r) => r.status,
      );
      if (statuses.join() === 'queued,running') break;
      await sleep(100);
    }
    expect((await db.one('SELECT status FROM job WHERE id = $1', [ids[1]])).status).toBe('queued');

    first.signal('SIGKILL');
    await first.exited;
    const second = await start();
    const settled: Record<string, any> = {};
    const started = Date.now();
    while (Object.keys(settled).length < 2 && Date.now() - started < 120_000) {
      for (const id of ids) {
        const { body } = await json(second, `/api/v1/blast/jobs/${id}`);
        if (body.data.status === 'failed') settled[id] = body.data;
      }
      await sleep(500);
    }
    console.info(
      `BLAST orphans after kill -9: running → '${settled[ids[0]]?.error}'; queued → '${settled[ids[1]]?.error}'`,
    );
    expect(settled[ids[0]]).toMatchObject({ status: 'failed', error: ORPHANED_MESSAGE });
    expect(settled[ids[1]]).toMatchObject({ status: 'failed', error: ORPHANED_QUEUED_MESSAGE });
  });
});
