// Step 3 of NBSI: variable selection (SELECT drops the most-correlated variable until |r| < 0.9).
import { randInt } from './random.js';

export function pearson(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = a.length;
  let [ma, mb] = [0, 0];
  for (let i = 0; i < n; i += 1) [ma, mb] = [ma + a[i], mb + b[i]];
  [ma, mb] = [ma / n, mb / n];
  let [sab, saa, sbb] = [0, 0, 0];
  for (let i = 0; i < n; i += 1) {
    const [da, db] = [a[i] - ma, b[i] - mb];
    sab += da * db;
    saa += da * da;
    sbb += db * db;
  }
  return saa === 0 || sbb === 0 ? 0 : sab / Math.sqrt(saa * sbb);
}

/**
 * `SELECT`: while some pair has |r| ≥ 0.9, drop the variable with the most such partners (ties broken by the
 * seeded PRNG). Returns the indices of the variables kept.
 */
export function selectVariables(columns: number[][], random: () => number, threshold = 0.9): number[] {
  let kept = columns.map((_, i) => i);
  for (;;) {
    const partners = kept.map(
      (i) => kept.filter((j) => j !== i && Math.abs(pearson(columns[i], columns[j])) >= threshold).length,
    );
    const most = Math.max(0, ...partners);
    if (most === 0) return kept;
    const candidates = kept.filter((_, k) => partners[k] === most);
    const drop = candidates[randInt(random, candidates.length)];
    kept = kept.filter((i) => i !== drop);
  }
}
