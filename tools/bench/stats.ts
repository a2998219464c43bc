// The statistics every benchmark prints, computed one way: nearest-rank percentiles (median = p50), means, and a seeded RNG.

/**
 * The nearest-rank percentile: the smallest sample with at least p % of the samples at or below it (p in 0–100).
 * 0 for no samples. p50 is the median every benchmark reports.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1]!;
}

export const median = (values: readonly number[]): number => percentile(values, 50);

export const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32): a run with the same seed sends the same requests. */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
