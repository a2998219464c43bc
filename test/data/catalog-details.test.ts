// Every assembly's, protein's and publication's detail from memory (db/genomes, db/proteins, db/literature, built per data
// version by the warm-up) answers exactly as the queries it replaces (an assembly by slug and by accession), sends none
// of them once built, and says null where they say null.
import { describe, expect, it } from 'vitest';
import { createDataVersion } from '../../core/data-version.js';
import type { Db } from '../../db/database.js';
import { createGenomesRepo } from '../../db/genomes/index.js';
import { createLiteratureRepo } from '../../db/literature/index.js';
import { createProteinsRepo } from '../../db/proteins/index.js';
import { sql } from '../../db/sql.js';
import { seededRandom } from '../../tools/bench/stats.js';
import { useTestDatabase } from '../support/service.js';
import { watchQueries } from '../support/watch-queries.js';

const database = useTestDatabase();

/** Two repos of one data version: one asking the SQL, one whose sending of `watchedSql` is counted. */
function sqlAndMemory<R>(create: (db: Db, version: () => Promise<string | null>) => R, watchedSql: string) {
  const db = database();
  // numeric and int8 as numbers, as the service's connection reads them (db/database.ts)
  db.$config.pgp.pg.types.setTypeParser(1700, (value: string) => Number(value));
  db.$config.pgp.pg.types.setTypeParser(20, (value: string) => Number(value));
  const version = createDataVersion(async () => 'test-version');
  const watched = watchQueries(db, sql(watchedSql));
  return { db, fromSql: create(db as unknown as Db, version.current), fromMemory: create(watched.db, version.current), watched };
}

/** Every id of `idsQuery` and `unknown` ones: memory answers as the SQL (null where it says null), sending none once built. */
async function answersEveryAsSql<K, R extends { warmDetails(): Promise<number> }>(
  create: (db: Db, version: () => Promise<string | null>) => R,
  detailSql: string,
  idsQuery: string,
  unknown: K[],
  detail: (repo: R, id: K) => Promise<unknown>,
): Promise<void> {
  const { db, fromSql, fromMemory, watched } = sqlAndMemory(create, detailSql);
  const ids = (await db.any<{ id: K }>(idsQuery)).map((r) => r.id);
  const asked = [...ids, ...unknown];
  const expected = await Promise.all(asked.map((id) => detail(fromSql, id)));
  expect(expected.filter((d) => d !== null)).toHaveLength(ids.length);

  expect(await fromMemory.warmDetails()).toBe(ids.length);
  const sentAfterBuild = watched.sent();
  for (const [i, id] of asked.entries()) expect(await detail(fromMemory, id), String(id)).toEqual(expected[i]);
  expect(watched.sent()).toBe(sentAfterBuild);
}

/** Until the warm-up has built the details, `detail` asks the SQL: it answers the id, and the ids query is never sent. */
async function asksSqlUntilBuilt<K, R>(
  create: (db: Db, version: () => Promise<string | null>) => R,
  idsSql: string,
  someId: string,
  detail: (repo: R, id: K) => Promise<{ id: K } | null>,
): Promise<void> {
  const db = database();
  const watched = watchQueries(db, sql(idsSql));
  const repo = create(watched.db, createDataVersion(async () => 'test-version').current);
  const [row] = await db.any<{ id: K }>(someId);
  expect((await detail(repo, row!.id))?.id).toBe(row!.id);
  expect(watched.sent()).toBe(0);
}

describe('genome details from memory', () => {
  it('answers every sampled slug and accession as the SQL does, without a query once built', async () => {
    const { db, fromSql, fromMemory, watched } = sqlAndMemory(createGenomesRepo, 'genomes/get-genome.sql');

    const rows = await db.any<{ id: string; accession: string }>('SELECT id, accession FROM genome_assembly');
    const random = seededRandom(2627);
    const sample = rows.filter(() => random() < 0.05);
    const asked = [
      ...sample.map((r) => r.id),
      ...sample.slice(0, 20).map((r) => r.accession),
      // an accession without its version names the latest one
      ...sample.slice(0, 10).map((r) => r.accession.replace(/\.\d+$/, '')),
      'no-such-assembly',
      'GCA_000000001.1',
    ];
    const expected = await Promise.all(asked.map((id) => fromSql.detail(id)));
    expect(expected.filter((d) => d !== null).length).toBeGreaterThan(asked.length - 3);

    expect(await fromMemory.warmDetails()).toBe(rows.length);
    const sentAfterBuild = watched.sent();
    for (const [i, id] of asked.entries()) expect(await fromMemory.detail(id), id).toEqual(expected[i]);
    expect(watched.sent()).toBe(sentAfterBuild);
  });

  it('asks the SQL until the warm-up has built them, and does not start a build itself', () =>
    asksSqlUntilBuilt(createGenomesRepo, 'genomes/genome-ids.sql', 'SELECT id FROM genome_assembly LIMIT 1', (repo, id: string) =>
      repo.detail(id),
    ));
});

describe('protein details from memory', () => {
  it('answers every protein as the SQL does, null for an unknown id, without a query once built', () =>
    answersEveryAsSql(
      createProteinsRepo,
      'proteins/get-protein.sql',
      'SELECT id FROM protein ORDER BY id',
      [0, 999_999_999],
      (repo, id: number) => repo.detail(id),
    ));

  it('asks the SQL until the warm-up has built them, and does not start a build itself', () =>
    asksSqlUntilBuilt(createProteinsRepo, 'proteins/protein-ids.sql', 'SELECT id FROM protein LIMIT 1', (repo, id: number) =>
      repo.detail(id),
    ));
});

describe('literature details from memory', () => {
  it('answers every publication as the SQL does, null for an unknown id, without a query once built', () =>
    answersEveryAsSql(
      createLiteratureRepo,
      'literature/get-literature.sql',
      'SELECT id FROM literature ORDER BY id',
      ['no-such-publication'],
      (repo, id: string) => repo.get(id),
    ));

  it('asks the SQL until the warm-up has built them, and does not start a build itself', () =>
    asksSqlUntilBuilt(createLiteratureRepo, 'literature/literature-ids.sql', 'SELECT id FROM literature LIMIT 1', (repo, id: string) =>
      repo.get(id),
    ));
});
