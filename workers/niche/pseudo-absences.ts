// Step 4 of NBSI: pseudo-absences drawn from background points outside the presences' environmental range.
import { randInt } from './random.js';

const euclid = (a: number[], b: number[]) => Math.sqrt(a.reduce((s, v, i) => s + (v - b[i]) ** 2, 0));

/** R's default (type 7) quantile of sorted values. */
export function quantile(sorted: number[], p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  return sorted[lo] + (h - lo) * ((sorted[Math.min(lo + 1, sorted.length - 1)] ?? sorted[lo]) - sorted[lo]);
}

/**
 * `count` pseudo-absences from background rows whose distance to the presence centroid lies outside the
 * 2.5–97.5 % range of the presences' distances (all of them when fewer qualify).
 */
export function pseudoAbsences(
  presences: number[][],
  background: number[][],
  count: number,
  random: () => number,
): number[][] {
  const p = presences[0].length;
  const centre = Array.from({ length: p }, (_, k) => presences.reduce((s, row) => s + row[k], 0) / presences.length);
  const own = presences.map((row) => euclid(row, centre)).sort((a, b) => a - b);
  const [low, high] = [quantile(own, 0.025), quantile(own, 0.975)];
  const outside = background.filter((row) => {
    const d = euclid(row, centre);
    return d < low || d > high;
  });
  if (outside.length <= count) return outside;
  // partial Fisher–Yates: a sample without replacement
  const pool = outside.slice();
  for (let i = 0; i < count; i += 1) {
    const j = i + randInt(random, pool.length - i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}

/** NBSI2's background for user environment tables: values beyond the presences' 1–99 % normal range. */
export function syntheticBackground(
  presences: number[][],
  allRows: number[][],
  count: number,
  random: () => number,
): number[][] {
  const p = presences[0].length;
  const stats = Array.from({ length: p }, (_, k) => {
    const column = presences.map((r) => r[k]);
    const mean = column.reduce((a, b) => a + b, 0) / column.length;
    let sd = Math.sqrt(column.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, column.length - 1));
    if (sd === 0) {
      const all = allRows.map((r) => r[k]);
      const m = all.reduce((a, b) => a + b, 0) / all.length;
      sd =
        Math.sqrt(all.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, all.length - 1)) || Math.abs(mean) / 4 || 1;
    }
    const range = Math.max(...column) - Math.min(...column) || sd * 2;
    const z = 2.3263478740408408; // qnorm(0.99)
    return { q01: mean - z * sd, q99: mean + z * sd, range };
  });
  return Array.from({ length: count }, (_, i) =>
    stats.map(({ q01, q99, range }) =>
      i % 2 === 0 ? q01 - 2 * range + random() * range : q99 + range + random() * range,
    ),
  );
}
