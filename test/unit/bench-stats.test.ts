// The one percentile definition (nearest rank) and the seeded RNG every benchmark uses.
import { describe, expect, it } from 'vitest';
import { mean, median, percentile, seededRandom } from '../../tools/bench/stats.js';

describe('benchmark statistics', () => {
  it('takes nearest-rank percentiles of unsorted samples', () => {
    const samples = [15, 20, 35, 40, 50];
    expect(percentile(samples, 5)).toBe(15);
    expect(percentile(samples, 30)).toBe(20);
    expect(percentile(samples, 40)).toBe(20);
    expect(percentile(samples, 50)).toBe(35);
    expect(percentile(samples, 100)).toBe(50);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(percentile([], 99)).toBe(0);
    expect(mean([1, 2, 3, 6])).toBe(3);
  });

  it('repeats the same random sequence for the same seed, and another for another seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    const c = seededRandom(43);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
  });
});
