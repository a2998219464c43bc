// The distribution overview of a `q` computed from the in-memory record rows (db/distributions/record-overview.ts)
// equals aggregate.sql's on the real records — totals, countries, sources with labels and boxes, heatmap cell size
// and cells, in the same order — for hundreds of distinct `q` drawn from the data (species, genera, families,
// places, collections, odd text), as the long tail of GET /distributions/overview asks them.
import { describe, expect, it } from 'vitest';
import { parseOccurrenceFilter } from '../../db/distributions/index.js';
import { sql } from '../../db/sql.js';
import { seededRandom } from '../../tools/bench/stats.js';
import { useTestDatabase } from '../support/service.js';
import { memoryAndSqlRepos } from '../support/distributions-repos.js';

const database = useTestDatabase();

describe('occurrence overview from memory', () => {
  it('equals the SQL aggregate for every distinct q drawn from the data', async () => {
    const db = database();
    // every query the in-memory repo sends (`sent`), so the test knows the SQL path was not taken
    const { memory, viaSql, sent, records } = await memoryAndSqlRepos(db);
    expect(records).toBeGreaterThan(100_000);

    const random = seededRandom(26);
    const pick = <T>(rows: T[], n: number) => rows.filter(() => random() < n / rows.length);
    const column = async (text: string) => (await db.any<{ v: string }>(text)).map((r) => r.v);
    const species = await column(
      `SELECT DISTINCT t.name AS v FROM occurrence o JOIN taxon t ON t.id = o.taxon_id WHERE t.rank = 'species'`,
    );
    const genera = await column(`SELECT DISTINCT split_part(t.name, ' ', 1) AS v FROM occurrence o
                                 JOIN taxon t ON t.id = o.taxon_id WHERE t.rank = 'species'`);
    const places = await column(`SELECT DISTINCT country AS v FROM occurrence WHERE country IS NOT NULL
                                 UNION SELECT DISTINCT locality FROM occurrence WHERE locality IS NOT NULL`);
    const families = await column(`SELECT DISTINCT f.name AS v FROM occurrence o JOIN taxon t ON t.id = o.taxon_id
                                   JOIN taxon f ON f.id = t.family_id`);
    const collections = await column(`SELECT DISTINCT raw AS v FROM occurrence_search_term WHERE kind = 'collection'`);
    const words = (texts: string[]) => texts.flatMap((t) => t.split(/\s+/)).filter((w) => w.length > 0);
    const queries = new Set<string>([
      ...pick(species, 150),
      ...pick(genera, 80),
      ...pick(families, 20),
      ...pick(places, 40),
      ...pick(words(places), 30),
      ...pick(words(collections), 30),
      ...['zzzzqq', 'ae', 'Pieris', 'Norway', 'Sierra', 'nymphalidae', 'Málaga', 'Pieris  rapae', '  Vanessa '],
    ]);
    expect(queries.size).toBeGreaterThan(250);

    const aggregate = sql('distributions/aggregate.sql');
    let inMemory = 0;
    let withCells = 0;
    for (const q of queries) {
      const filter = parseOccurrenceFilter({ q });
      sent.length = 0;
      const fromMemory = await memory.overview(filter);
      if (!sent.includes(aggregate)) inMemory++;
      const fromSql = await viaSql.overview(filter);
      expect(fromMemory, `q=${JSON.stringify(q)}`).toEqual(fromSql);
      if (fromSql.heatmap.points.length > 1) withCells++;
    }
    // most came from memory (a q selecting very many records takes the SQL), and many drew several cells
    expect(inMemory).toBeGreaterThan(queries.size * 0.9);
    expect(withCells).toBeGreaterThan(50);
  }, 600_000);
});
