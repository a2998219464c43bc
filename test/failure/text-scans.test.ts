// A flood of requests whose `q` no in-memory index answers (CJK: it does not fold to printable ASCII), each a scan in
// the database (the name search's, the occurrence words', the genome and catalogue lists'). The scanned table is held
// locked while they come, so every scan that reached PostgreSQL waits there and is counted (pg_stat_activity) — the
// scans are too short to be caught running. At most DB_TEXT_SCANS of them reach it; the rest wait in the service and
// get the same answers once the lock is gone, and past the queue they are refused with 503 SERVICE_BUSY.
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
    Array.from({ length: 100 }, (_, j) => String.fromCharCode(0x4e00 + i * 100 + j)).join(''),
  );

/** `text`, checked to be how `file` opens as pg_stat_activity shows it (minified, up to its first parameter). */
function opening(file: string, text: string): string {
  if (!pgPromise.as.format(sql(file), {}, { partial: true }).startsWith(text)) throw new Error(`${file}: not ${text}`);
  return text;
}

/** Each scan: how its statement opens (as pg_stat_activity shows it) and a table it reads. */
const SCANS = {
  search: { opens: opening('taxonomy/search-names.sql', 'WITH names AS ( SELECT t.id AS taxon_id'), table: 'taxon' },
  occurrenceWords: {
    opens: opening('distributions/search-terms.sql', 'SELECT w.i::int AS word, s.kind, array_agg(s.id'),
    table: 'occurrence_search_term',
  },
  genomeList: {
    opens: `WITH tagged AS ( ${opening('genomes/genome-match.sql', 'SELECT id, verbatim_name, common_name')}`,
    table: 'genome_catalog',
  },
  barcodes: {
    opens: opening('barcodes/list-barcodes.sql', 'WITH search AS ( SELECT search_text('),
    table: 'barcode_species_stats',
  },
  proteins: { opens: opening('proteins/list-proteins.sql', 'WITH matched AS ( SELECT p.id, p.name'), table: 'protein' },
  literature: {
    opens: opening('literature/list-literature.sql', 'WITH matched AS ( SELECT id, title'),
    table: 'literature',
  },
};

/**
 * Starts `work` while the scan's table is locked, and waits until the number of its statements waiting on the lock
 * has stayed the same for 300 ms: how many reached the database. Then the lock is released and `work` goes on.
 */
async function scansReachingDatabase(scan: { opens: string; table: string }, work: () => Promise<unknown>) {
  const db = database();
  let started: Promise<unknown> = Promise.resolve();
  const waiting = await db.tx(async (t) => {
    await t.none('LOCK TABLE $1:name IN ACCESS EXCLUSIVE MODE', [scan.table]);
    started = work();
    started.catch(() => undefined);
    let count = -1;
    let sameSince = performance.now();
    for (const deadline = performance.now() + 20_000; performance.now() < deadline;) {
      const { n } = await db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND starts_with(query, $1)`,
        [scan.opens],
      );
      if (n !== count) [count, sameSince] = [n, performance.now()];
      else if (n > 0 && performance.now() - sameSince > 300) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return count;
  });
  return { waiting, work: started };
}

describe('text scans the in-memory indexes cannot answer', () => {
  it('without a bound all reach PostgreSQL at once (the fault: what the bound is measured against)', async () => {
    const repo = createTaxonomyRepo(database() as never);
    const burst = await scansReachingDatabase(SCANS.search, () =>
      Promise.all(queries(8).map((q) => repo.search(q, 20))),
    );
    expect(burst.waiting).toBe(8);
    await burst.work;
  });

  it('at most `limit` reach it, the waiting ones are answered the same; past the queue, 503 SERVICE_BUSY', async () => {
    const unbounded = createTaxonomyRepo(database() as never);
    const bounded = createTaxonomyRepo(database() as never, { textScans: boundedTextScans(2, 3) });
    const asked = queries(10);
    const burst = await scansReachingDatabase(SCANS.search, () =>
      Promise.allSettled(asked.map((q) => bounded.search(q, 20))),
    );
    expect(burst.waiting).toBe(2);
    const settled = (await burst.work) as PromiseSettledResult<unknown>[];
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
      ['barcodes', 'pageSize', SCANS.barcodes],
      ['proteins', 'pageSize', SCANS.proteins],
      ['literature', 'pageSize', SCANS.literature],
    ])(
      'twenty /%s?q= at once reach PostgreSQL one at a time, each answered 200 as when asked alone',
      async (path, size, scan) => {
        const asked = queries(20);
        const ask = (q: string) => service.fetch(`/api/v1/${path}?q=${encodeURIComponent(q)}&${size}=5`);
        const burst = await scansReachingDatabase(scan, () =>
          Promise.all(asked.map(async (q) => ({ q, response: await ask(q) }))),
        );
        expect(burst.waiting).toBe(1);
        for (const { q, response } of (await burst.work) as { q: string; response: Response }[]) {
          expect(response.status).toBe(200);
          const data = ((await response.json()) as { data: unknown }).data;
          const alone = ((await (await ask(q)).json()) as { data: unknown }).data;
          expect(data).toEqual(alone);
        }
      },
    );
  });
});
