// NBSI engine pieces: naive Bayes, correlation-based selection, PRNG determinism, presence points, the forest.
import { describe, expect, it } from 'vitest';
import { analyse, type NicheInput } from '../../workers/niche-analysis.js';
import { createRandom } from '../../workers/niche/random.js';
import { dedupPoints, fillPresences } from '../../workers/niche/presence.js';
import { pearson, selectVariables } from '../../workers/niche/variables.js';
import { pseudoAbsences, quantile } from '../../workers/niche/pseudo-absences.js';
import { trainForest } from '../../workers/niche/random-forest.js';
import { trainNaiveBayes } from '../../workers/niche/naive-bayes.js';

describe('naive Bayes over aligned columns', () => {
  const refs = [
    { species: 'Aa bb', sequence: 'AAAA' },
    { species: 'Aa bb', sequence: 'AAAT' },
    { species: 'Cc dd', sequence: 'CCCC' },
  ];

  it('computes e1071-style posteriors with the 0.001 floor and count priors', () => {
    const model = trainNaiveBayes(refs);
    expect(model.species).toEqual(['Aa bb', 'Cc dd']);
    const [a, c] = model.predict('AAAA');
    // Aa bb: prior 2 × (1·1·1·½); Cc dd: prior 1 × 0.001⁴ (zero counts floored)
    const la = 2 * 0.5;
    const lc = 1 * 0.001 ** 4;
    expect(a).toBeCloseTo(la / (la + lc), 12);
    expect(c).toBeCloseTo(lc / (la + lc), 12);
  });

  it('ignores characters never seen in a column and positions past a sequence end', () => {
    const model = trainNaiveBayes([...refs, { species: 'Cc dd', sequence: 'CC' }]);
    const [a, c] = model.predict('GGGG');
    // no evidence at all: the posterior is the prior (2 : 2)
    expect(a).toBeCloseTo(0.5, 12);
    expect(c).toBeCloseTo(0.5, 12);
  });
});

describe('variable selection', () => {
  it('drops the variable with most |r| ≥ 0.9 partners until none is left', () => {
    const x = [1, 2, 3, 4, 5, 6];
    const columns = [x, x.map((v) => v * 2 + 1), x.map((v) => -v), [3, 1, 4, 1, 5, 9]];
    expect(pearson(columns[0], columns[1])).toBeCloseTo(1, 12);
    const kept = selectVariables(columns, createRandom(1));
    // three perfectly correlated columns: two go, the unrelated one stays
    expect(kept).toHaveLength(2);
    expect(kept).toContain(3);
  });

  it('keeps every variable when none are correlated', () => {
    expect(
      selectVariables(
        [
          [1, 2, 3, 4],
          [2, 1, 4, 3],
        ],
        createRandom(1),
      ),
    ).toEqual([0, 1]);
  });
});

describe('seeded PRNG', () => {
  it('repeats the same stream for the same seed and differs for another', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, c)).not.toEqual(first);
    expect(first.every((v) => v >= 0 && v < 1)).toBe(true);
  });
});

describe('presence points and pseudo-absences', () => {
  it('dedups at 2 decimals and tops up to 10 points inside the bounding box', () => {
    const points = dedupPoints([
      { lon: 10.001, lat: 20.001, kind: 'reference' as const },
      { lon: 10.004, lat: 20.002, kind: 'reference' as const },
      { lon: 12, lat: 22, kind: 'reference' as const },
    ]);
    expect(points).toHaveLength(2);
    const filled = fillPresences(points, 10, { lon: 5, lat: 5 }, () => true, createRandom(3));
    expect(filled).toHaveLength(10);
    for (const p of filled.slice(2)) {
      expect(p.kind).toBe('pseudo');
      expect(p.lon).toBeGreaterThanOrEqual(10.001);
      expect(p.lon).toBeLessThanOrEqual(12);
    }
    // a lone point gets a box of the mean span around it
    const lone = fillPresences(
      [{ lon: 0, lat: 0, kind: 'reference' }],
      10,
      { lon: 4, lat: 2 },
      () => true,
      createRandom(3),
    );
    expect(lone.every((p) => Math.abs(p.lon) <= 2 && Math.abs(p.lat) <= 1)).toBe(true);
  });

  it('draws pseudo-absences only outside the presences’ 2.5–97.5 % distance range', () => {
    const presences = [[0], [1], [2], [3], [4]];
    expect(quantile([0, 1, 2, 3, 4], 0.5)).toBe(2);
    const background = [[2], [2.1], [100], [-100], [50]];
    const absences = pseudoAbsences(presences, background, 2, createRandom(5));
    expect(absences).toHaveLength(2);
    for (const [v] of absences) expect(Math.abs(v - 2)).toBeGreaterThan(2);
  });
});

describe('random forest', () => {
  it('separates presences from absences and is reproducible', () => {
    const rows = [
      ...Array.from({ length: 20 }, (_, i) => [i / 20, 1]),
      ...Array.from({ length: 40 }, (_, i) => [5 + i / 10, 0]),
    ];
    const labels = [...Array(20).fill(1), ...Array(40).fill(0)];
    const forest = trainForest(rows, labels, 100, createRandom(9));
    expect(forest.predict([0.5, 1])).toBeGreaterThan(0.9);
    expect(forest.predict([7, 0])).toBeLessThan(0.1);
    const again = trainForest(rows, labels, 100, createRandom(9));
    expect(again.predict([2.5, 0.5])).toBe(forest.predict([2.5, 0.5]));
  });
});

describe('analyse', () => {
  const input: NicheInput = {
    workflow: 'NBSI',
    seed: 11,
    independence: false,
    variableSelection: 'ALL',
    trees: 50,
    references: Array.from({ length: 12 }, (_, i) => ({
      id: `r${i}`,
      species: i < 6 ? 'Aa bb' : 'Cc dd',
      lon: i,
      lat: i,
      sequence: i < 6 ? 'AAAA' : 'CCCC',
    })),
    queries: [{ id: 'q1', lon: 1, lat: 1, sequence: 'AAAC' }],
    extraPoints: [],
    environment: {
      kind: 'table',
      variables: ['t', 'p'],
      reference: Object.fromEntries(
        Array.from({ length: 12 }, (_, i) => [`r${i}`, [i < 6 ? 10 + i : 30 + i, (i * 7) % 5]]),
      ),
      query: { q1: [12, 3] },
    },
  };

  it('gives the same output for the same inputs and seed, with scores in [0, 1]', () => {
    const a = analyse(input);
    const b = analyse(input);
    expect(b.results).toEqual(a.results);
    const [row] = a.results;
    expect(row.speciesIdentified).toBe('Aa bb');
    for (const v of [row.pBk, row.minPEk, row.pEk, row.tsi, row.ciCor]) {
      expect(v).not.toBeNull();
      expect(v!).toBeGreaterThanOrEqual(0);
      expect(v!).toBeLessThanOrEqual(1);
    }
    expect(row.ciUnc).toBeNull();
    expect(a.pca?.explainedVariance.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 3);
  });
});
