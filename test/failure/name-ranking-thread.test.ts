// The name search's ranking thread lost for real — its heap exhausted (ERR_WORKER_OUT_OF_MEMORY) as it is handed its
// first ranking, and after it had one; stopped for ranking one query past the deadline (not for a backlog, which it
// works through) — while searches go on: every answer the same as the SQL's (the SQL answers meanwhile), the process
// unharmed, and the lost ranking built again from the database.
import { describe, expect, it } from 'vitest';
import { createDataVersion } from '../../core/data-version.js';
import { sql } from '../../db/sql.js';
import { createTaxonomyRepo } from '../../db/taxonomy/index.js';
import { buildRanking } from '../../core/name-ranking.js';
import { matchesSource, type SearchNameRow, type SearchTaxonRow } from '../../core/name-search.js';
import { createNameRankingThread } from '../../workers/name-ranking-thread.js';
import { useTestDatabase } from '../support/service.js';
import { watchQueries } from '../support/watch-queries.js';

const database = useTestDatabase();
const QUERIES = [
  'Agrotis segetum',
  'Papilio',
  'Vanessa cardui',
  'Zygaena filipendulae',
  'swallowtail',
  'Agrtis segetum',
];

function setUp(heapMb: number, answerWithinMs?: number) {
  const db = database();
  db.$config.pgp.pg.types.setTypeParser(1700, (value: string) => Number(value));
  const watched = watchQueries(db, sql('taxonomy/search-names.sql'));
  const warnings: string[] = [];
  const thread = createNameRankingThread({ warn: (_obj, msg) => warnings.push(msg) }, { heapMb, answerWithinMs });
  const version = createDataVersion(async () => 'test-version');
  const repo = createTaxonomyRepo(watched.db, { dataVersion: version.current, nameRanking: thread });
  /** Each query's answer equals the SQL's; how many of them the SQL gave. */
  const searchAll = async () => {
    const before = watched.sent();
    for (const q of QUERIES) {
      const answer = await repo.search(q, 20);
      const sent = watched.sent();
      expect(answer, q).toEqual(await repo.searchSql(q, 20));
      expect(watched.sent()).toBe(sent + 1); // searchSql's own
    }
    return watched.sent() - before - QUERIES.length;
  };
  /** After the ranking was lost: the next searches are the SQL's and start its rebuild; then the thread answers. */
  const expectSqlThenRebuilt = async () => {
    expect(await searchAll()).toBe(QUERIES.length);
    for (let waited = 0; !thread.has('test-version') && waited < 60_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(thread.has('test-version')).toBe(true);
    expect(await searchAll()).toBe(0);
  };
  return { db, thread, repo, warnings, searchAll, expectSqlThenRebuilt };
}

describe('the name ranking thread', () => {
  it('dies as it is handed the ranking (a heap of 1 MB): the build fails, the SQL answers every search, the same', async () => {
    const { thread, repo, warnings, searchAll } = setUp(1);
    await expect(repo.warmNameSearch()).rejects.toThrow(/exited|memory/i);
    expect(warnings.join('\n')).toMatch(/name ranking thread/);
    expect(thread.lost()).toBe(true);
    expect(await searchAll()).toBe(QUERIES.length);
    await thread.close();
  }, 120_000);

  it('is built again after dying with its ranking built; searches meanwhile are the SQL answers', async () => {
    const { db, thread, repo, searchAll, expectSqlThenRebuilt } = setUp(96);
    expect(await repo.warmNameSearch()).toBeGreaterThan(50_000);
    expect(await searchAll()).toBe(0);

    // another version's ranking with three million names exhausts the thread's heap as it arrives: it dies
    const names = await db.any<SearchNameRow>(sql('taxonomy/name-search-names.sql'));
    const taxa = await db.any<SearchTaxonRow>(sql('taxonomy/name-search-taxa.sql'));
    const parts = buildRanking({ names, taxa, fold: new Map() });
    const keys = Array.from({ length: 3_000_000 }, (_, i) => `name ${i}`);
    await expect(thread.build('another-version', { ...parts, keys }, matchesSource({ names, taxa }))).rejects.toThrow(
      /exited|memory/i,
    );
    expect(thread.lost()).toBe(true);

    await expectSqlThenRebuilt();
    await thread.close();
  }, 180_000);

  it('is not stopped by a backlog: 5,000 searches at once wait their turn and the thread answers them all', async () => {
    const { thread, repo, warnings, searchAll } = setUp(256, 200);
    expect(await repo.warmNameSearch()).toBeGreaterThan(50_000);

    // a backlog far beyond the deadline (each query ~0.1–0.3 ms on the thread), as a burst of clients makes it
    const started = performance.now();
    const burst = await Promise.allSettled(
      Array.from({ length: 5_000 }, (_, i) => thread.rank('test-version', `papilio ${i}`, 20)),
    );
    const took = performance.now() - started;
    expect(burst.filter((settled) => settled.status === 'rejected')).toEqual([]);
    expect(burst.every((settled) => settled.status === 'fulfilled' && settled.value !== null)).toBe(true);
    expect(took).toBeGreaterThan(200); // the last waited past the deadline: the backlog was real
    expect(warnings).toEqual([]);
    expect(thread.lost()).toBe(false);
    expect(await searchAll()).toBe(0); // the thread still answers
    await thread.close();
  }, 180_000);

  it('is stopped when one query runs past the deadline; the SQL answers meanwhile and the ranking comes back', async () => {
    const { thread, repo, warnings, searchAll, expectSqlThenRebuilt } = setUp(256, 10);
    expect(await repo.warmNameSearch()).toBeGreaterThan(50_000);
    expect(await searchAll()).toBe(0);

    // one letter and no limit (the contract caps it at 100; the thread takes any): every name starting with "p"
    // ranked into one list kept sorted by insertion, ~85 ms on this machine — far past a 10 ms deadline
    const slow = thread.rank('test-version', 'p', 1_000_000_000);
    await expect(slow).rejects.toThrow(/answered nothing in 10 ms/);
    expect(warnings.join('\n')).toMatch(/answered no query in time/);
    expect(thread.lost()).toBe(true);

    await expectSqlThenRebuilt();
    await thread.close();
  }, 180_000);
});
