// The in-memory genome list (db/genomes/genome-list.ts) answers exactly as the SQL it replaces (list-genomes.sql over
// genome-match.sql) — the same total, page, order and facets — for hundreds of distinct requests drawn from the real
// assemblies: every family under every sort and direction, organism names, words and accessions as `q` in any case,
// the other filters (release dates among them) alone and together, and pages at every depth; what it leaves to the SQL
// is only what it must.
import { describe, expect, it } from 'vitest';
import { createDataVersion } from '../../core/data-version.js';
import { createGenomesRepo, genomeFilterParams, type GenomeListParams } from '../../db/genomes/index.js';
import { sql } from '../../db/sql.js';
import { ENUM_VALUES } from '../../generated/operations.js';
import { seededRandom } from '../../tools/bench/stats.js';
import { useTestDatabase } from '../support/service.js';
import { watchQueries } from '../support/watch-queries.js';

const database = useTestDatabase();

describe('genome list from memory', () => {
  it('filters, sorts, pages and counts facets exactly as the SQL for every distinct request drawn from the data', async () => {
    const db = database();
    // numeric and int8 (the count) as numbers, as the service's connection reads them (db/database.ts)
    db.$config.pgp.pg.types.setTypeParser(1700, (value: string) => Number(value));
    db.$config.pgp.pg.types.setTypeParser(20, (value: string) => Number(value));
    // the list queries the repo sends, so the test knows which answers came from memory
    const watched = watchQueries(db, sql('genomes/list-genomes.sql'));
    const version = createDataVersion(async () => 'test-version');
    const repo = createGenomesRepo(watched.db, version.current);
    expect(await repo.warmList()).toBeGreaterThan(500);

    const rows = await db.any<{
      verbatim_name: string;
      accession: string;
      family: string | null;
      subfamily: string | null;
      source: string;
      busco_complete_pct: number | null;
      scaffold_n50_kb: number | null;
      submission_day: string | null;
    }>(
      `SELECT verbatim_name, accession, family, subfamily, source, busco_complete_pct, scaffold_n50_kb,
              to_char(submission_date, 'YYYY-MM-DD') AS submission_day
       FROM genome_catalog`,
    );
    const random = seededRandom(2626);
    const pickOne = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const distinct = <T>(values: T[]) => [...new Set(values)];
    const families = distinct(rows.map((r) => r.family).filter((f): f is string => f !== null));
    const subfamilies = distinct(rows.map((r) => r.subfamily).filter((f): f is string => f !== null));
    const sources = distinct(rows.map((r) => r.source));
    const sorts = ENUM_VALUES.GenomeSortBy;
    const none: GenomeListParams = {
      ...genomeFilterParams({ sortBy: 'n50Kb', sortDirection: 'desc' }),
      limit: 20,
      offset: 0,
    };
    const requests: GenomeListParams[] = [];
    for (const family of families)
      for (const sortBy of sorts)
        for (const sortDirection of ['asc', 'desc'] as const) requests.push({ ...none, family, sortBy, sortDirection });
    const cases = (text: string) => (random() < 0.3 ? text.toUpperCase() : random() < 0.5 ? text.toLowerCase() : text);
    for (let k = 0; k < 300; k++) {
      const r = pickOne(rows);
      const q = pickOne([
        r.verbatim_name,
        cases(r.verbatim_name),
        pickOne(r.verbatim_name.split(' ')),
        r.accession.slice(0, 4 + Math.floor(random() * 8)),
        `${r.family ?? ''} ${r.verbatim_name.split(' ')[0]}`,
        r.verbatim_name.slice(0, 1 + Math.floor(random() * r.verbatim_name.length)),
      ]);
      requests.push({ ...none, q, sortBy: pickOne(sorts), sortDirection: pickOne(['asc', 'desc'] as const) });
    }
    for (let k = 0; k < 250; k++) {
      const r = pickOne(rows);
      const maybe = <T>(value: T): T | null => (random() < 0.3 ? value : null);
      requests.push({
        ...none,
        q: maybe(pickOne(r.verbatim_name.split(' '))),
        family: maybe(r.family),
        subfamily: maybe(pickOne(subfamilies)),
        source: maybe(pickOne(sources)),
        hasBrowser: maybe(random() < 0.5),
        assemblyLevel: maybe(pickOne(ENUM_VALUES.AssemblyLevel)),
        minBuscoCompletePct: maybe(r.busco_complete_pct ?? 90),
        minN50Kb: maybe(r.scaffold_n50_kb ?? 1000),
        releasedAfter: maybe(r.submission_day ?? '2020-01-01'),
        sortBy: pickOne(sorts),
        sortDirection: pickOne(['asc', 'desc'] as const),
        limit: pickOne([10, 20, 50, 100]),
        offset: Math.floor(random() * (rows.length + 20)),
      });
    }
    for (const q of ['zzzz', '100%', 'a_b', 'x\\y', "o'b", 'Großer', 'é', 'papilio   machaon', ' gca_ ']) requests.push({ ...none, q });
    // release dates: each a day of the data (on it, the day after, the day before), alone and with a sort
    const days = distinct(rows.map((r) => r.submission_day).filter((d): d is string => d !== null));
    const shifted = (day: string, by: number) => {
      const date = new Date(`${day}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + by);
      return date.toISOString().slice(0, 10);
    };
    for (let k = 0; k < 60; k++) {
      const day = shifted(pickOne(days), pickOne([-1, 0, 1]));
      requests.push({ ...none, releasedAfter: day, sortBy: pickOne(sorts), sortDirection: pickOne(['asc', 'desc'] as const) });
    }
    for (const releasedAfter of ['1900-01-01', '2020-01-01', '2099-12-31']) requests.push({ ...none, releasedAfter });

    let nonEmpty = 0;
    let fromSqlCount = 0;
    for (const p of requests) {
      const before = watched.sent();
      const fromMemory = await repo.list(p);
      if (watched.sent() > before) fromSqlCount++;
      const fromSql = await repo.listSql(p);
      expect(fromMemory, JSON.stringify(p)).toEqual(fromSql);
      if (fromSql.items.length > 0) nonEmpty++;
    }
    expect(requests.length).toBeGreaterThan(600);
    expect(nonEmpty).toBeGreaterThan(requests.length * 0.6);
    // the SQL answers only the queries that do not fold to ASCII
    expect(fromSqlCount).toBeGreaterThanOrEqual(2);
    expect(fromSqlCount).toBeLessThanOrEqual(4);
  }, 600_000);
});
