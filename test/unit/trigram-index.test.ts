// The trigram index's similarity search against brute force: every name at or over the threshold, none under it, each
// with pg_trgm's similarity — over made-up names (not data) that share many trigrams, at several thresholds.
import { describe, expect, it } from 'vitest';
import { asciiTrigrams } from '../../core/name-ranking.js';
import { buildTrigramIndex, TrigramIndex, trigramSimilarity } from '../../core/trigram-index.js';

/** A seeded generator (the same names every run). */
function generator(seed: number): () => number {
  let state = seed;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

const SYLLABLES = [
  'pa',
  'pi',
  'li',
  'o',
  'ma',
  'cha',
  'on',
  'ni',
  'da',
  'e',
  'lus',
  'ra',
  'ta',
  'zy',
  'qu',
  'us',
  'ae',
];

/** Names of one to four words of one to six syllables: few distinct trigrams, so lists are long and overlaps common. */
function names(count: number, random: () => number): string[] {
  const pick = () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]!;
  const word = () => Array.from({ length: 1 + Math.floor(random() * 6) }, pick).join('');
  return Array.from({ length: count }, () => Array.from({ length: 1 + Math.floor(random() * 4) }, word).join(' '));
}

describe('TrigramIndex.similar', () => {
  const random = generator(26);
  const all = names(4000, random);
  const trigrams = all.map((name) => [...asciiTrigrams(name)]);
  const index = new TrigramIndex(buildTrigramIndex(trigrams));

  function bruteForce(query: ReadonlySet<string>, threshold: number): Map<number, number> {
    const out = new Map<number, number>();
    trigrams.forEach((set, i) => {
      const shared = set.filter((t) => query.has(t)).length;
      const similarity = trigramSimilarity(shared, query.size, set.length);
      if (similarity >= threshold) out.set(i, similarity);
    });
    return out;
  }

  it.each([0.1, 0.3, 0.5, 0.8])('finds exactly the names at or over %s', (threshold) => {
    // names of the index, names changed a little, and names with trigrams no name has ("xw…")
    const queries = [...names(150, random), ...all.slice(0, 100), ...names(50, random).map((n) => `${n} xwk`)];
    let found = 0;
    for (const text of queries) {
      const query = asciiTrigrams(text);
      index.setQuery(query);
      const got = new Map<number, number>();
      index.similar(threshold, (i, similarity) => {
        expect(got.has(i), `${text}: name ${i} visited twice`).toBe(false);
        got.set(i, similarity);
      });
      expect(got, text).toEqual(bruteForce(query, threshold));
      found += got.size;
    }
    // each of the index's own names finds itself; the others find names too: the comparison is not of empty sets
    expect(found).toBeGreaterThan(200);
  });
});
