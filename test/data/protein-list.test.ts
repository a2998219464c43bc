// The in-memory protein list (db/proteins/protein-list.ts) answers exactly as list-proteins.sql — the same total, page
// and order — for hundreds of distinct requests drawn from the real proteins: every sort and direction, words of names,
// species, families and accessions in any case as `q`, pages at every depth; only non-ASCII `q` is left to the SQL.
import { describe, expect, it } from 'vitest';
import { createDataVersion } from '../../core/data-version.js';
import type { Db } from '../../db/database.js';
import { createProteinsRepo, type ProteinListParams } from '../../db/proteins/index.js';
import { sql } from '../../db/sql.js';
import { ENUM_VALUES } from '../../generated/operations.js';
import { seededRandom } from '../../tools/bench/stats.js';
import { useTestDatabase } from '../support/service.js';
import { watchQueries } from '../support/watch-queries.js';

const database = useTestDatabase();

describe('protein list from memory', () => {
  it('pages, orders and filters exactly as the SQL for every distinct request drawn from the data', async () => {
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

    const sentAfterBuild = watched.sent();
    let nonEmpty = 0;
    for (const request of requests) {
      const [memory, expected] = await Promise.all([fromMemory.list(request), fromSql.list(request)]);
      expect(memory, JSON.stringify(request)).toEqual(expected);
      if (expected.items.length > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(200);
    // only the non-ASCII q asked the SQL
    expect(watched.sent() - sentAfterBuild).toBe(1);
  });
});
