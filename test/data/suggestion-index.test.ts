// The in-memory genome suggestion index (services/search/genome-index.ts) answers exactly as the SQL it replaces
// (db/search/genome-suggestions.sql), on the real assemblies, for thousands of distinct queries: prefixes of every
// organism name, word, common name and accession, in any case, with accents and letters of other scripts (folded as the
// database folds them), and text that matches nothing.
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
    // the queries the index leaves to the SQL
    const leftToSql = new Set<string>();
    const watched = {
      ...repo,
      genomeSuggestions: (q: string, limit: number) => (leftToSql.add(q), repo.genomeSuggestions(q, limit)),
    };
    const index = createGenomeSuggestionIndex(watched, async () => 'test-version');
    const source = (await repo.genomeSuggestionSource()).entries;
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
    // the same prefixes with accents, ligatures, decomposed marks and letters that only look Latin: the index folds
    // them itself; the Kelvin sign and the dotted capital I lower-case to ASCII, and a butterfly is beyond the BMP
    const accents: Record<string, string[]> = {
      a: ['á', 'Ä', 'å', 'a\u0301'],
      e: ['é', 'È', 'ë'],
      o: ['ö', 'Ø', 'ô'],
      u: ['ü', 'Ú'],
      i: ['í', 'İ', 'ı'],
      k: ['\u212a', 'ķ'],
      s: ['ß', 'ş'],
      c: ['ç', 'с'],
    };
    const foreign = new Set<string>(['Æ', 'æon', 'Œuf', 'ß', 'Ρα', 'бабочка', '蝶', '🦋', 'pa🦋', '\u0001pap', 'gcá_0']);
    for (const q of [...queries]) {
      if (random() > 0.3) continue;
      const letters = [...q];
      const at = letters.findIndex((ch) => accents[ch.toLowerCase()]);
      if (at === -1) continue;
      const choices = accents[letters[at]!.toLowerCase()]!;
      letters[at] = choices[Math.floor(random() * choices.length)]!;
      foreign.add(letters.join(''));
    }
    expect(foreign.size).toBeGreaterThan(300);
    // a seeded sample of them (each asks the database once): the comparison's time stays bounded on a busy machine
    const sample = [
      ...[...queries].filter(() => random() < 450 / queries.size),
      ...[...foreign].filter((q) => q.length < 4 || random() < 250 / foreign.size),
    ];
    let compared = 0;
    let nonEmpty = 0;
    for (const q of sample) {
      const limit = 1 + Math.floor(random() * 20);
      const [fromMemory, fromSql] = await Promise.all([index.suggest(q, limit), repo.genomeSuggestions(q, limit)]);
      expect(fromMemory, `q=${JSON.stringify(q)} limit=${limit}`).toEqual(fromSql);
      compared++;
      if (fromSql.length > 0) nonEmpty++;
    }
    expect(compared).toBeGreaterThan(550);
    // only those only the database can fold: a control character, one that lower-cases to ASCII, one beyond the BMP
    const onlyTheDatabaseFolds = (q: string) =>
      [...q].some((ch) => ch === '\u0001' || ch === '\u212a' || ch === '\u0130' || ch.length > 1);
    expect([...leftToSql].filter((q) => !onlyTheDatabaseFolds(q))).toEqual([]);
    expect(leftToSql.size).toBeGreaterThan(3);
    // most queries are real prefixes: the comparison is of answers, not of empty lists
    expect(nonEmpty).toBeGreaterThan(compared / 2);
  }, 300_000);
});
