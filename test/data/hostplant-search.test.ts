// A host-plant search answered from the in-memory names and sort positions (db/hostplants/sort-positions.ts) equals the
// one its queries give (count-matches.sql, then a page of matches or a walk of the sort index) — the same total, page
// and order — for hundreds of distinct `q` drawn from the real associations: insect and plant families and scientific
// names, their prefixes in any case, under every sort field and direction and at every page depth; and the whole list's
// pages from the in-memory items, field for field as the SQL reads them, with no query once built.
import { describe, expect, it } from 'vitest';
import { createDataVersion } from '../../core/data-version.js';
import { createHostplantsRepo, HOSTPLANT_SORT_FIELDS } from '../../db/hostplants/index.js';
import { sql } from '../../db/sql.js';
import { seededRandom } from '../../tools/bench/stats.js';
import { useTestDatabase } from '../support/service.js';
import { watchQueries } from '../support/watch-queries.js';
import { watchedDb } from '../support/watched-db.js';
import type { Db } from '../../db/database.js';

const database = useTestDatabase();

describe('host-plant search from memory', () => {
  it('counts, orders and pages exactly as its queries for every distinct q drawn from the data', async () => {
    const db = database();
    const watched = watchQueries(db, sql('hostplants/count-matches.sql'));
    const version = createDataVersion(async () => 'test-version');
    const repo = createHostplantsRepo(watched.db, version.current);
    await repo.warm();

    const rows = await db.any<{ names: (string | null)[] }>(
      `SELECT ARRAY[insect_family, insect_scientific_name, hostplant_family, hostplant_scientific_name] AS names
       FROM hostplant_association ORDER BY md5(id) LIMIT 3000`,
    );
    const random = seededRandom(2626);
    const pickOne = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const names = rows.flatMap((r) => r.names.filter((n): n is string => n !== null));
    const queries = new Set<string>();
    for (let k = 0; k < 500; k++) {
      const name = pickOne(names);
      const cut = name.slice(0, 1 + Math.floor(random() * name.length));
      queries.add(pickOne([name, cut, cut.toUpperCase(), cut.toLowerCase(), ` ${cut}  `]));
    }
    for (const odd of ['zzzz', 'a', '100%', 'a_b', 'x\\y', "o'b", 'Großer', 'é', 'Pa', '-']) queries.add(odd);

    let nonEmpty = 0;
    let fromSqlCount = 0;
    for (const q of queries) {
      const params = {
        q,
        sortBy: pickOne(HOSTPLANT_SORT_FIELDS),
        sortDirection: pickOne(['asc', 'desc'] as const),
        limit: pickOne([10, 20, 50]),
        offset: random() < 0.5 ? 0 : Math.floor(random() * 400),
      };
      const before = watched.sent();
      const fromMemory = await repo.list(params);
      if (watched.sent() > before) fromSqlCount++;
      const fromSql = await repo.listSql(params);
      expect(fromMemory, JSON.stringify(params)).toEqual(fromSql);
      if (fromSql.items.length > 0) nonEmpty++;
    }
    expect(queries.size).toBeGreaterThan(400);
    expect(nonEmpty).toBeGreaterThan(queries.size * 0.5);
    // only the queries that do not fold to ASCII were counted by the SQL
    expect(fromSqlCount).toBeLessThanOrEqual(2);
  }, 600_000);

  it('pages the whole list from memory item for item as the SQL, at every depth, with no query once built', async () => {
    const db = database();
    const { db: watched, sent } = watchedDb(db);
    const repo = createHostplantsRepo(watched, createDataVersion(async () => 'test-version').current);
    await repo.warm();
    // no data version: no positions are built, every page is page-in-order.sql
    const viaSql = createHostplantsRepo(db as unknown as Db, async () => null);
    const random = seededRandom(2627);
    const pickOne = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const { total } = await repo.list({ sortBy: 'insectFamily', sortDirection: 'asc', limit: 1, offset: 0 });
    expect(total).toBeGreaterThan(100_000);
    sent.length = 0;
    for (let k = 0; k < 40; k++) {
      const params = {
        sortBy: pickOne(HOSTPLANT_SORT_FIELDS),
        sortDirection: pickOne(['asc', 'desc'] as const),
        limit: pickOne([10, 20, 50, 100]),
        offset: k < 5 ? k * 10 : Math.floor(random() * total),
      };
      const fromMemory = await repo.list(params);
      expect(fromMemory, JSON.stringify(params)).toEqual(await viaSql.list(params));
      expect(fromMemory.items.length).toBeGreaterThan(0);
    }
    expect(sent).toEqual([]);
  }, 600_000);
});
