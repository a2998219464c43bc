// The occurrence filters answered from the in-memory record columns (db/distributions/record-filters.ts) give
// /distributions pages, overviews, facets and the tiles' located records exactly as the SQL over record-filter.sql,
// on the real records, for hundreds of random combinations of every filter but the polygons — values drawn from the
// data, unknown ones, open ranges, boxes across the antimeridian, with and without `q`.
import { describe, expect, it } from 'vitest';
import { parseOccurrenceFilter } from '../../db/distributions/index.js';
import type { OccurrenceFilterInput } from '../../db/distributions/index.js';
import { sql } from '../../db/sql.js';
import { seededRandom } from '../../tools/bench/stats.js';
import { useTestDatabase } from '../support/service.js';
import { memoryAndSqlRepos } from '../support/distributions-repos.js';

const database = useTestDatabase();

describe('occurrence filters from memory', () => {
  it('give the same total, records, cursor, overview, facets and located records as the SQL for random filters drawn from the data', async () => {
    const db = database();
    // every query the in-memory repo sends (`sent`), so the test knows the SQL path was not taken
    const { memory, viaSql, sent, records } = await memoryAndSqlRepos(db);
    expect(records).toBeGreaterThan(100_000);

    const random = seededRandom(31);
    const pickOne = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const between = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
    const column = async (text: string) => (await db.any<{ v: string }>(text)).map((r) => r.v);
    const countries = [...(await column(`SELECT DISTINCT country_code AS v FROM occurrence WHERE country_code IS NOT NULL`)), 'AQ', 'Norway'];
    const families = [
      ...(await column(`SELECT DISTINCT f.name AS v FROM occurrence o JOIN taxon t ON t.id = o.taxon_id
                        JOIN taxon f ON f.id = t.family_id`)),
      ...(await column(`SELECT DISTINCT verbatim_family AS v FROM occurrence WHERE verbatim_family IS NOT NULL`)),
      'Noctuidae',
      'Nosuchidae',
    ];
    // nodes at every depth that hold records, and some that hold none (or do not exist)
    const nodes = [
      ...(await column(`SELECT DISTINCT unnest(t.path)::text AS v FROM occurrence o JOIN taxon t ON t.id = o.taxon_id`)),
      ...(await column(`SELECT id::text AS v FROM taxon ORDER BY md5(id::text) LIMIT 200`)),
      '99999999',
    ].map(Number);
    const points = await db.any<{ x: number; y: number }>(
      `SELECT longitude AS x, latitude AS y FROM occurrence WHERE latitude IS NOT NULL ORDER BY md5(id) LIMIT 500`,
    );
    const species = await column(
      `SELECT DISTINCT t.name AS v FROM occurrence o JOIN taxon t ON t.id = o.taxon_id WHERE t.rank = 'species'`,
    );
    const sources = ['iodatabase', 'gbif', 'sierra-nevada-monitoring', 'nichebarcoding', 'nef-norway', 'larsen-shirey'];
    const basis = ['PRESERVED_SPECIMEN', 'HUMAN_OBSERVATION', 'OCCURRENCE', 'MATERIAL_SAMPLE', 'OBSERVATION', 'UNKNOWN'];
    const range = (low: number, high: number, span: number) => {
      const from = between(low, high);
      const to = Math.min(high, from + between(0, span));
      return pickOne([`${from},${to}`, `${from}`, `*,${to}`, `${from},*`]);
    };
    const draw: Record<string, () => unknown> = {
      taxonId: () => (random() < 0.2 ? [pickOne(nodes), pickOne(nodes)] : pickOne(nodes)),
      country: () => (random() < 0.2 ? [pickOne(countries), pickOne(countries)] : pickOne(countries)),
      family: () => (random() < 0.2 ? [pickOne(families), pickOne(families)] : pickOne(families)),
      year: () => range(1840, 2025, 40),
      month: () => range(1, 12, 4),
      dayOfYear: () => range(1, 366, 60),
      coordinateUncertaintyInMeters: () => range(0, 20_000, 5000),
      basisOfRecord: () => (random() < 0.2 ? [pickOne(basis), pickOne(basis)] : pickOne(basis)),
      hasCoordinate: () => pickOne(['true', 'false']),
      source: () => pickOne(sources),
      bbox: () => {
        const { x, y } = pickOne(points);
        const half = 0.1 + random() * 15;
        const wrap = (v: number) => ((((v + 180) % 360) + 360) % 360) - 180;
        return [wrap(x - half), Math.max(-90, y - half), wrap(x + half), Math.min(90, y + half)].map((v) => v.toFixed(4)).join(',');
      },
      q: () => pickOne(species).split(' ')[0],
    };
    const names = Object.keys(draw);
    const facetNames = ['country', 'year', 'month', 'source', 'family', 'basisOfRecord', 'taxonId'] as const;
    const filters: OccurrenceFilterInput[] = [];
    for (let i = 0; i < 450; i++) {
      const input: OccurrenceFilterInput = {};
      for (const name of names.filter(() => random() < 0.5).slice(0, between(1, 4))) input[name as 'q'] = draw[name]!();
      if (Object.keys(input).length === 0) input.year = draw.year!();
      filters.push(input);
    }
    // one per filter alone, and an antimeridian box
    for (const name of names) filters.push({ [name]: draw[name]!() });
    filters.push({ bbox: '170,-60,-170,0' }, { bbox: '-180,-90,180,90', hasCoordinate: 'false' });
    // a node with one of its descendants (their subtrees overlap), at several depths
    // (from high in the tree, where the records are many, to a record's taxon and its grandparent, where they are few)
    const nested = await db.any<{ a: number; b: number }>(
      `(SELECT t.path[3] AS a, t.path[5] AS b FROM occurrence o JOIN taxon t ON t.id = o.taxon_id
        WHERE array_length(t.path, 1) >= 5 ORDER BY md5(o.id) LIMIT 3)
       UNION ALL (SELECT t.path[array_length(t.path, 1) - 2], t.id FROM occurrence o JOIN taxon t ON t.id = o.taxon_id
        WHERE array_length(t.path, 1) >= 3 ORDER BY md5(o.id) LIMIT 9)`,
    );
    for (const { a, b } of nested) filters.push({ taxonId: [a, b] }, { taxonId: [b, a], year: draw.year!() });

    let compared = 0;
    let nonEmpty = 0;
    for (const input of filters) {
      const filter = parseOccurrenceFilter(input);
      const pageSize = pickOne([10, 20, 50, 100]);
      const first = { limit: pageSize, offset: 0 };
      const [fromMemory, fromSql] = await Promise.all([memory.list(filter, first), viaSql.list(filter, first)]);
      expect(fromMemory, JSON.stringify(input)).toEqual(fromSql);
      compared++;
      if (fromSql.total > 0) nonEmpty++;
      if (fromSql.total > pageSize) {
        const deeper = { limit: pageSize, offset: pageSize * between(1, Math.ceil(fromSql.total / pageSize) - 1) };
        expect(await memory.list(filter, deeper), `${JSON.stringify(input)} ${deeper.offset}`).toEqual(
          await viaSql.list(filter, deeper),
        );
      }
      if (compared % 3 === 0)
        expect(await memory.overview(filter), `overview ${JSON.stringify(input)}`).toEqual(await viaSql.overview(filter));
      if (compared % 3 === 2) {
        const seqs = (list: Int32Array) => [...list].sort((a, b) => a - b);
        expect(seqs(await memory.locatedSeqs(filter)), `located ${JSON.stringify(input)}`).toEqual(
          seqs(await viaSql.locatedSeqs(filter)),
        );
      }
      if (compared % 3 === 1) {
        const facets = {
          names: facetNames.filter(() => random() < 0.4),
          limit: between(1, 40),
          rank: pickOne(['species', 'genus', 'family', 'subfamily', 'tribe']),
        };
        expect(await memory.facets(filter, facets), `facets ${JSON.stringify([input, facets])}`).toEqual(
          await viaSql.facets(filter, facets),
        );
      }
    }
    const all = (list: Int32Array) => [...list].sort((a, b) => a - b);
    const none = parseOccurrenceFilter({});
    expect(all(await memory.locatedSeqs(none))).toEqual(all(await viaSql.locatedSeqs(none)));
    for (const rank of ['species', 'genus', 'family']) {
      const every = { names: [...facetNames], limit: 1000, rank };
      expect(await memory.facets(none, every), `every record's facets at ${rank}`).toEqual(
        await viaSql.facets(none, every),
      );
    }
    expect(compared).toBeGreaterThan(450);
    expect(nonEmpty).toBeGreaterThan(compared / 4);

    // every page came from memory: no count, no walk of the records in SQL (the families' dictionary is read once)
    expect(sent).not.toContain(sql('distributions/count-records.sql'));
    sent.length = 0;
    for (const input of filters.slice(0, 50)) await memory.list(parseOccurrenceFilter(input), { limit: 20, offset: 0 });
    expect(sent).toEqual([]);
    // nor a facet, the taxa at a rank included
    for (const input of filters.slice(0, 20))
      await memory.facets(parseOccurrenceFilter(input), { names: [...facetNames], limit: 10, rank: 'genus' });
    expect(sent).toEqual([]);

    // every facet over every record is counted a slice at a time: what waits meanwhile (here an immediate queued
    // after the request began) is served before the count ends, not after it
    const everyFacet = { names: [...facetNames], limit: 10, rank: 'species' };
    await memory.facets(none, everyFacet);
    let servedMeanwhile = false;
    const counting = memory.facets(none, everyFacet);
    setImmediate(() => (servedMeanwhile = true));
    await counting;
    expect(servedMeanwhile).toBe(true);
  }, 600_000);
});
