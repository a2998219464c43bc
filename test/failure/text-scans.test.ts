// A flood of requests whose `q` no in-memory index answers (CJK: it does not fold to printable ASCII), each a scan in
// the database (the name search's, the occurrence words', the genome list's): at most DB_TEXT_SCANS of them run in
// PostgreSQL at once (pg_stat_activity, watched while they run), the rest wait and get the same answers, and past the
// queue they are refused with 503 SERVICE_BUSY.
import pgPromise from 'pg-promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors.js';
import { sql } from '../../db/sql.js';
import { createTaxonomyRepo } from '../../db/taxonomy/index.js';
import { boundedTextScans } from '../../db/text-scans.js';
import { derivedDataReady, startTestService, useTestDatabase, type TestService } from '../support/service.js';

const database = useTestDatabase();

/** Distinct queries of CJK characters: no name holds them, so each is answered by search-names.sql. */
const queries = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    Array.from({ length: 12 }, (_, j) => String.fromCharCode(0x4e00 + i * 40 + j)).join(''),
  );

/** `text`, checked to be how `file` opens as pg_stat_activity shows it (minified, up to its first parameter). */
function opening(file: string, text: string): string {
  if (!pgPromise.as.format(sql(file), {}, { partial: true }).startsWith(text)) throw new Error(`${file}: not ${text}`);
  return text;
}

/** The openings of the scans: the name search's; the occurrence words' (search-terms.sql first); the genome list's. */
const SCANS = {
  search: opening('taxonomy/search-names.sql', 'WITH names AS ( SELECT t.id AS taxon_id, t.name AS text'),
  occurrenceWords: opening('distributions/search-terms.sql', 'SELECT w.i::int AS word, s.kind, array_agg(s.id'),
  genomeList: `WITH tagged AS ( ${opening('genomes/genome-match.sql', 'SELECT id, verbatim_name, common_name')}`,
};

/** The most statements opening with `scan` PostgreSQL ran at once while `work` ran (polled from another connection). */
async function mostScansAtOnce(scan: string, work: Promise<unknown>): Promise<number> {
  const db = database();
  let done = false;
  void work.finally(() => (done = true)).catch(() => undefined);
  let most = 0;
  while (!done) {
    const { n } = await db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND starts_with(query, $1)`,
      [scan],
    );
    most = Math.max(most, n);
  }
  return most;
}

describe('text scans the in-memory indexes cannot answer', () => {
  it('without a bound run all at once in PostgreSQL (the fault: what the bound is measured against)', async () => {
    const repo = createTaxonomyRepo(database() as never);
    const burst = Promise.all(queries(8).map((q) => repo.search(q, 20)));
    expect(await mostScansAtOnce(SCANS.search, burst)).toBeGreaterThan(2);
  });

  it('run at most `limit` at once, the waiting ones answered the same; past the queue, 503 SERVICE_BUSY', async () => {
    const unbounded = createTaxonomyRepo(database() as never);
    const bounded = createTaxonomyRepo(database() as never, { textScans: boundedTextScans(2, 3) });
    const asked = queries(10);
    const burst = Promise.allSettled(asked.map((q) => bounded.search(q, 20)));
    const most = await mostScansAtOnce(SCANS.search, burst);
    expect(most).toBeGreaterThanOrEqual(1);
    expect(most).toBeLessThanOrEqual(2);
    const settled = await burst;
    // two ran, three waited: answered as without the bound; the other five were refused at once
    const answered = settled.flatMap((s, i) => (s.status === 'fulfilled' ? [{ q: asked[i]!, answer: s.value }] : []));
    expect(answered.map((a) => a.q)).toEqual(asked.slice(0, 5));
    for (const { q, answer } of answered) expect(answer).toEqual(await unbounded.search(q, 20));
    const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
    expect(refused).toHaveLength(5);
    for (const error of refused) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'SERVICE_BUSY', status: 503, headers: { 'Retry-After': '1' } });
    }
    // the bound is free again: the next search runs
    await expect(bounded.search(asked[9]!, 20)).resolves.toEqual(await unbounded.search(asked[9]!, 20));
  });

  describe('in the service (DB_TEXT_SCANS=1)', () => {
    let service: TestService;
    beforeAll(async () => {
      // warmed first: the name search's build would otherwise run beside the burst (and slow the watching)
      service = await startTestService({ DB_TEXT_SCANS: '1', WARM_UP: 'true' });
      await derivedDataReady(service);
    });
    afterAll(() => service?.close());

    it.each([
      ['taxonomy/search', 'limit', SCANS.search],
      ['distributions', 'pageSize', SCANS.occurrenceWords],
      ['genomes', 'pageSize', SCANS.genomeList],
    ])(
      'twenty /%s?q= at once run one at a time in PostgreSQL, each answered 200 as when asked alone',
      async (path, size, scan) => {
        const asked = queries(20);
        const ask = (q: string) => service.fetch(`/api/v1/${path}?q=${encodeURIComponent(q)}&${size}=5`);
        const burst = Promise.all(asked.map(async (q) => ({ q, response: await ask(q) })));
        expect(await mostScansAtOnce(scan, burst)).toBe(1);
        for (const { q, response } of await burst) {
          expect(response.status).toBe(200);
          const data = ((await response.json()) as { data: unknown }).data;
          const alone = ((await (await ask(q)).json()) as { data: unknown }).data;
          expect(data).toEqual(alone);
        }
      },
    );
  });
});
