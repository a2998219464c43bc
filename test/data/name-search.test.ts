// The in-memory taxonomy name search (core/name-search.ts) answers exactly as the SQL it replaces
// (db/taxonomy/search-names.sql) — the same hits, match types, scores, order, lineages and total — for well over a
// thousand distinct queries drawn from the real checklist: whole names, synonyms and common names, prefixes, words,
// misspellings (trigram matches), any case, one and two characters, punctuation; non-ASCII ones ask the SQL. The same
// with the ranking on its own thread (workers/name-ranking.ts), as the service runs it; and the answer's JSON text
// composed from kept pieces (NameMatches.answerText()) is byte for byte JSON.stringify of the answer built from the SQL.
import { afterAll, describe, expect, it } from 'vitest';
import { createDataVersion } from '../../core/data-version.js';
import { sql } from '../../db/sql.js';
import { createTaxonomyRepo } from '../../db/taxonomy/index.js';
import { withHighlight } from '../../core/highlight.js';
import { seededRandom } from '../../tools/bench/stats.js';
import { createNameRankingThread } from '../../workers/name-ranking-thread.js';
import { useTestDatabase } from '../support/service.js';
import { watchQueries } from '../support/watch-queries.js';

const database = useTestDatabase();
const thread = createNameRankingThread({ warn: () => undefined });
afterAll(() => thread.close());

describe('taxonomy name search from memory', () => {
  it('matches, scores and ranks exactly as the SQL for every distinct query drawn from the checklist', async () => {
    const db = database();
    // numeric as a number, as the service's connection reads it (db/database.ts): the SQL's score is numeric
    db.$config.pgp.pg.types.setTypeParser(1700, (value: string) => Number(value));
    // the search queries the in-memory repo sends, so the test knows which answers came from memory
    const watched = watchQueries(db, sql('taxonomy/search-names.sql'));
    const version = createDataVersion(async () => 'test-version');
    const repo = createTaxonomyRepo(watched.db, { dataVersion: version.current });
    const threaded = createTaxonomyRepo(watched.db, { dataVersion: version.current, nameRanking: thread });
    expect(await repo.warmNameSearch()).toBeGreaterThan(50_000);
    expect(await threaded.warmNameSearch()).toBe(await repo.warmNameSearch());

    const random = seededRandom(2626);
    const names = (await db.any<{ name: string }>(
      `SELECT name FROM taxon UNION ALL SELECT name FROM taxon_synonym UNION ALL SELECT name FROM taxon_common_name`,
    )).map((r) => r.name);
    const pick = (n: number) => names.filter(() => random() < n / names.length);
    const cases = (text: string) => (random() < 0.3 ? text.toUpperCase() : random() < 0.5 ? text.toLowerCase() : text);
    const typo = (text: string) => {
      const at = Math.floor(random() * text.length);
      const letter = 'abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 26)]!;
      return random() < 0.5 ? text.slice(0, at) + letter + text.slice(at + 1) : text.slice(0, at) + text.slice(at + 1);
    };
    const queries = new Set<string>([
      ...pick(400),
      ...pick(200).map(cases),
      ...pick(300).map((n) => n.slice(0, 1 + Math.floor(random() * n.length))),
      ...pick(300).map(typo),
      ...pick(150).flatMap((n) => n.split(/\s+/)),
      ...pick(60).map((n) => n.slice(0, 1 + Math.floor(random() * 2))),
      ...pick(40).map((n) => `  ${n.replace(/ /g, '   ')} `),
      ...['a', 'pa', 'zz', 'xyzzyq', '100%', 'a_b', 'x\\y', "o'b", '-', '. .', 'papilio machaon', 'Großer Fuchs', 'é', 'Ärger'],
    ]);
    expect(queries.size).toBeGreaterThan(1200);

    let compared = 0;
    let nonEmpty = 0;
    let fromSqlCount = 0;
    for (const q of queries) {
      const limit = random() < 0.7 ? 20 : 1 + Math.floor(random() * 100);
      const text = q.trim().replace(/\s+/g, ' ');
      if (text.length === 0) continue;
      const before = watched.sent();
      const fromMemory = await repo.search(q, limit);
      const memoryAskedSql = watched.sent() > before;
      if (memoryAskedSql) fromSqlCount++;
      const fromSql = await repo.searchSql(text, limit);
      expect(fromMemory, `q=${JSON.stringify(q)} limit=${limit}`).toEqual(fromSql);
      // the thread answers what memory answers (the SQL is asked for the same queries only)
      const beforeThread = watched.sent();
      expect(await threaded.search(q, limit), `thread: q=${JSON.stringify(q)} limit=${limit}`).toEqual(fromSql);
      expect(watched.sent() > beforeThread, `thread asked the SQL: q=${JSON.stringify(q)}`).toBe(memoryAskedSql);
      // the handler's answer data: from memory as text, exactly the JSON of the SQL's answer with its highlights
      const expected = JSON.stringify({ query: q, items: withHighlight(fromSql.items, q), total: fromSql.total });
      for (const [kind, source] of [
        ['memory', repo],
        ['thread', threaded],
      ] as const) {
        const answer = await source.searchAnswer(q, limit);
        expect('json' in answer, `${kind} answered as text: q=${JSON.stringify(q)}`).toBe(!memoryAskedSql);
        const text =
          'json' in answer
            ? answer.json
            : JSON.stringify({ query: q, items: withHighlight(answer.items, q), total: answer.total });
        expect(text, `${kind} answer text: q=${JSON.stringify(q)} limit=${limit}`).toBe(expected);
      }
      compared++;
      if (fromSql.items.length > 0) nonEmpty++;
    }
    expect(compared).toBeGreaterThan(1200);
    expect(nonEmpty).toBeGreaterThan(compared * 0.8);
    // nearly all answers came from memory (the SQL answers only queries that do not fold to ASCII)
    expect(fromSqlCount).toBeLessThan(compared * 0.05);
  }, 900_000);
});
