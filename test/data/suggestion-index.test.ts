// The in-memory genome suggestion index (services/search/genome-index.ts) answers exactly as the SQL it replaces
// (db/search/genome-suggestions.sql), on the real assemblies, for thousands of distinct queries: prefixes of every
// organism name, word, common name and accession, in any case, and text that matches nothing.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createSearchRepo } from '../../db/search/index.js';
import { createGenomeSuggestionIndex } from '../../services/search/index.js';
import { seededRandom } from '../../tools/bench/stats.js';
import { useTestDatabase } from '../support/service.js';

const database = useTestDatabase();

describe('genome suggestions from memory', () => {
  it('match, rank and limit exactly as the SQL for every distinct query drawn from the data', async () => {
    const repo = createSearchRepo(database() as unknown as Db);
    const index = createGenomeSuggestionIndex(repo, async () => 'test-version');
    const source = await repo.genomeSuggestionSource();
    expect(source.length).toBeGreaterThan(100);
    const random = seededRandom(26);
    const texts = source.flatMap((g) => [g.verbatimName, g.accession, g.commonName ?? '', ...g.verbatimName.split(' ')]);
    const queries = new Set<string>();
    for (const text of texts) {
      if (text.length === 0) continue;
      const cut = 1 + Math.floor(random() * text.length);
      const prefix = text.slice(0, cut);
      queries.add(prefix);
      queries.add(random() < 0.5 ? prefix.toUpperCase() : prefix.toLowerCase());
      queries.add(text);
    }
    for (const odd of ['zzzz', 'gca_9', 'GCA', 'a', 'e ', '100%', 'a_b', 'x\\y', "o'b", 'lepidoptera']) queries.add(odd);
    expect(queries.size).toBeGreaterThan(1000);
    // a seeded sample of them (each asks the database once): the comparison's time stays bounded on a busy machine
    const sample = [...queries].filter(() => random() < 600 / queries.size);
    let compared = 0;
    let nonEmpty = 0;
    for (const q of sample) {
      const limit = 1 + Math.floor(random() * 20);
      const [fromMemory, fromSql] = await Promise.all([index.suggest(q, limit), repo.genomeSuggestions(q, limit)]);
      expect(fromMemory, `q=${JSON.stringify(q)} limit=${limit}`).toEqual(fromSql);
      compared++;
      if (fromSql.length > 0) nonEmpty++;
    }
    expect(compared).toBeGreaterThan(400);
    // most queries are real prefixes: the comparison is of answers, not of empty lists
    expect(nonEmpty).toBeGreaterThan(compared / 2);
  }, 300_000);
});
