// The in-memory occurrence record order (db/distributions/record-order.ts), word index and record rows answer
// /distributions pages exactly as the SQL they replace (count-records.sql + list-records.sql over record-filter.sql,
// then page-records.sql), on the real records, for hundreds of distinct `q` (species, genera, places, collections,
// identifiers, in any case, odd text) and pages at every depth.
import { describe, expect, it } from 'vitest';
import { parseOccurrenceFilter } from '../../db/distributions/index.js';
import { sql } from '../../db/sql.js';
import { seededRandom } from '../../tools/bench/stats.js';
import { useTestDatabase } from '../support/service.js';
import { memoryAndSqlRepos } from '../support/distributions-repos.js';

const database = useTestDatabase();

describe('occurrence record pages from memory', () => {
  it('give the same total, records and cursor as the SQL for every distinct q and page drawn from the data', async () => {
    const db = database();
    // every query the in-memory repo sends (`sent`), so the test knows the SQL path was not taken
    const { memory, viaSql, sent, records } = await memoryAndSqlRepos(db);
    expect(records).toBeGreaterThan(100_000);

    const random = seededRandom(27);
    const pick = <T>(rows: T[], n: number) => rows.filter(() => random() < n / rows.length);
    const column = async (text: string) => (await db.any<{ v: string }>(text)).map((r) => r.v);
    const species = await column(
      `SELECT DISTINCT t.name AS v FROM occurrence o JOIN taxon t ON t.id = o.taxon_id WHERE t.rank = 'species'`,
    );
    const genera = await column(`SELECT name AS v FROM taxon WHERE rank = 'genus'`);
    const places = await column(`SELECT DISTINCT country AS v FROM occurrence WHERE country IS NOT NULL
                                 UNION SELECT DISTINCT locality FROM occurrence WHERE locality IS NOT NULL`);
    const collections = await column(`SELECT DISTINCT raw AS v FROM occurrence_search_term WHERE kind = 'collection'`);
    const identifiers = await column(`SELECT v FROM (SELECT id AS v FROM occurrence UNION SELECT catalog_number
                                      FROM occurrence UNION SELECT source_record_id FROM occurrence) x WHERE v IS NOT NULL`);
    const words = (texts: string[]) => texts.flatMap((t) => t.split(/\s+/)).filter((w) => w.length > 0);
    const cases = (text: string) => (random() < 0.3 ? text.toUpperCase() : random() < 0.5 ? text.toLowerCase() : text);
    const queries = new Set<string>([
      ...pick(species, 120),
      ...pick(genera, 60).map(cases),
      ...pick(words(species), 40).map((w) => w.slice(0, 2 + Math.floor(random() * w.length))),
      ...pick(places, 60).map(cases),
      ...pick(words(places), 40),
      ...pick(collections, 30),
      ...pick(words(collections), 30).map(cases),
      ...pick(identifiers, 80).map(cases),
      ...pick(species, 20).map((s) => `${s} ${pick(places, 1)[0] ?? 'Spain'}`),
      ...['zzzzqq', 'a', 'e', '100%', 'a_b', 'x\\y', "o'b", 'Málaga', 'ÅLAND', 'São', 'gbif', 'Pieris  rapae', '  Vanessa '],
    ]);
    expect(queries.size).toBeGreaterThan(400);

    // a species (printable ASCII words, no identifier): its words, total and page come from memory, no query at all
    sent.length = 0;
    for (const q of pick(species.filter((name) => /^[\x20-\x7e]+$/.test(name)), 50)) await memory.list(parseOccurrenceFilter({ q }), { limit: 20, offset: 0 });
    await memory.list(parseOccurrenceFilter({}), { limit: 100, offset: 123_400 });
    expect(sent).toEqual([]);

    let compared = 0;
    let nonEmpty = 0;
    const compare = async (q: string | null, pageSize: number, page: number) => {
      const filter = parseOccurrenceFilter(q === null ? {} : { q });
      const at = { limit: pageSize, offset: (page - 1) * pageSize };
      const [fromMemory, fromSql] = await Promise.all([memory.list(filter, at), viaSql.list(filter, at)]);
      expect(fromMemory, `q=${JSON.stringify(q)} page=${page} pageSize=${pageSize}`).toEqual(fromSql);
      compared++;
      if (fromSql.items.length > 0) nonEmpty++;
      return fromSql.total;
    };
    for (const q of queries) {
      const pageSize = [10, 20, 50, 100][Math.floor(random() * 4)]!;
      const total = await compare(q, pageSize, 1);
      // a deeper page of the same q, and one past the end
      if (total > pageSize) await compare(q, pageSize, 1 + Math.floor(random() * Math.ceil(total / pageSize)));
      if (random() < 0.1) await compare(q, pageSize, Math.ceil(total / pageSize) + 1);
    }
    // no filter: pages at every depth, the last and one past it
    for (let i = 0; i < 60; i++) {
      const pageSize = [10, 20, 50, 100][Math.floor(random() * 4)]!;
      await compare(null, pageSize, 1 + Math.floor(random() * Math.ceil(records / pageSize)));
    }
    await compare(null, 100, Math.ceil(records / 100));
    await compare(null, 100, Math.ceil(records / 100) + 1);

    expect(compared).toBeGreaterThan(500);
    expect(nonEmpty).toBeGreaterThan(compared / 2);
    // every page above came from memory: the in-memory repo never counted nor walked records in SQL
    expect(sent).not.toContain(sql('distributions/count-records.sql'));
  }, 600_000);
});
