// The in-memory catalog lists (db/catalog-memory.ts: proteins, literature, barcodes) answer exactly as their SQL — the
// same total, page and order — for hundreds of distinct requests drawn from the real records: every sort and direction,
// words of their texts in any case as `q`, pages at every depth; only non-ASCII `q` is left to the SQL.
import { describe, expect, it } from 'vitest';
import { createDataVersion } from '../../core/data-version.js';
import type { Db } from '../../db/database.js';
import { createBarcodesRepo } from '../../db/barcodes/index.js';
import { createLiteratureRepo } from '../../db/literature/index.js';
import { createProteinsRepo, type ProteinListParams } from '../../db/proteins/index.js';
import { sql } from '../../db/sql.js';
import { ENUM_VALUES } from '../../generated/operations.js';
import { seededRandom } from '../../tools/bench/stats.js';
import { useTestDatabase } from '../support/service.js';
import { watchQueries } from '../support/watch-queries.js';

const database = useTestDatabase();

interface Lister<Request> {
  list(request: Request): Promise<{ items: unknown[] }>;
}

/** Asks both every request and expects the same answer; how many had items, and how many the memory left to the SQL. */
async function compareWithSql<Request>(
  requests: readonly Request[],
  fromMemory: Lister<Request>,
  fromSql: Lister<Request>,
  sqlSent: () => number,
): Promise<{ nonEmpty: number; askedSql: number }> {
  const sentBefore = sqlSent();
  let nonEmpty = 0;
  for (const request of requests) {
    const [memory, expected] = await Promise.all([fromMemory.list(request), fromSql.list(request)]);
    expect(memory, JSON.stringify(request)).toEqual(expected);
    if (expected.items.length > 0) nonEmpty++;
  }
  return { nonEmpty, askedSql: sqlSent() - sentBefore };
}

describe('catalog lists from memory', () => {
  it('proteins: pages, orders and filters exactly as the SQL for every distinct request drawn from the data', async () => {
    const db = database();
    // int8 (the count) as a number, as the service's connection reads it (db/database.ts)
    db.$config.pgp.pg.types.setTypeParser(20, (value: string) => Number(value));
    const fromSql = createProteinsRepo(db as unknown as Db);
    const watched = watchQueries(db, sql('proteins/list-proteins.sql'));
    const fromMemory = createProteinsRepo(watched.db, createDataVersion(async () => 'test-version').current);
    const total = await fromMemory.warmList();
    expect(total).toBeGreaterThan(1000);

    const rows = await db.any<{ name: string; accession: string; verbatim_name: string | null }>(
      'SELECT name, accession, verbatim_name FROM protein',
    );
    const random = seededRandom(2628);
    const pickOne = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const cases = (text: string) => (random() < 0.3 ? text.toUpperCase() : random() < 0.5 ? text.toLowerCase() : text);
    const requests: ProteinListParams[] = [];
    for (let k = 0; k < 400; k++) {
      const row = pickOne(rows);
      const text = pickOne([row.name, row.accession, row.verbatim_name ?? row.name]);
      const words = text.split(/\s+/);
      const q =
        k % 4 === 0
          ? null
          : pickOne([cases(text), cases(pickOne(words)), `${pickOne(words).slice(0, 3)}  ${pickOne(words)}`, 'zzqx']);
      const pageSize = pickOne([10, 20, 50, 100]);
      requests.push({
        q,
        sortBy: pickOne(ENUM_VALUES.ProteinSortBy),
        sortDirection: pickOne(['asc', 'desc'] as const),
        limit: pageSize,
        offset: pageSize * Math.floor(random() * (q === null ? total / pageSize + 2 : 3)),
      });
    }
    // what the memory must leave to the SQL, and a word with LIKE's metacharacters
    requests.push({ ...requests[1]!, q: 'Opsiné' }, { ...requests[1]!, q: '100%_\\' });

    const { nonEmpty, askedSql } = await compareWithSql(requests, fromMemory, fromSql, watched.sent);
    expect(nonEmpty).toBeGreaterThan(200);
    // only the non-ASCII q asked the SQL
    expect(askedSql).toBe(1);
  });

  // literature (every word of q in its document) and barcodes (the whole q in one of its fields): one order each
  for (const [name, create, textsQuery, match] of [
    ['literature', createLiteratureRepo, 'SELECT title, authors, journal FROM literature', 'literature/list-literature.sql'],
    [
      'barcodes',
      createBarcodesRepo,
      'SELECT organism AS title, genus AS authors, family AS journal FROM barcode_species_stats',
      'barcodes/list-barcodes.sql',
    ],
  ] as const)
    it(`${name}: pages and filters exactly as the SQL for every distinct request drawn from the data`, async () => {
      const db = database();
      db.$config.pgp.pg.types.setTypeParser(20, (value: string) => Number(value));
      const fromSql = create(db as unknown as Db);
      const watched = watchQueries(db, sql(match));
      const fromMemory = create(watched.db, createDataVersion(async () => 'test-version').current);
      const total = await fromMemory.warmList();
      expect(total).toBeGreaterThan(500);
      const rows = await db.any<{ title: string | null; authors: string | null; journal: string | null }>(textsQuery);
      const random = seededRandom(2629);
      const pickOne = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
      const cases = (text: string) => (random() < 0.3 ? text.toUpperCase() : random() < 0.5 ? text.toLowerCase() : text);
      const requests: { q?: string; limit: number; offset: number }[] = [];
      for (let k = 0; k < 300; k++) {
        const row = pickOne(rows);
        const text = pickOne([row.title, row.authors, row.journal].filter((t): t is string => t !== null)) ?? 'x';
        const words = text.split(/\s+/);
        const word = pickOne(words);
        const q =
          k % 4 === 0
            ? undefined
            : pickOne([cases(text), cases(word), ` ${word.slice(0, 4)} `, `${word.slice(1, 3)}  ${pickOne(words)}`, 'zzqx']);
        const limit = pickOne([10, 20, 50, 100]);
        const offset = limit * Math.floor(random() * (q === undefined ? total / limit + 2 : 3));
        requests.push({ q, limit, offset });
      }
      requests.push({ q: 'Noctuidaé', limit: 10, offset: 0 }, { q: '100%_\\', limit: 10, offset: 0 }, { q: '  ', limit: 10, offset: 0 });
      const { nonEmpty, askedSql } = await compareWithSql(requests, fromMemory, fromSql, watched.sent);
      expect(nonEmpty).toBeGreaterThan(100);
      // only the non-ASCII q asked the SQL (titles and names drawn from the data may have accents)
      const nonAscii = requests.filter((r) => r.q !== undefined && !/^[\x20-\x7e]*$/.test(r.q)).length;
      expect(nonAscii).toBeGreaterThan(0);
      expect(askedSql).toBe(nonAscii);
    });
});
