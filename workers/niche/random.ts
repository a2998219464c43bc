// The seeded pseudo-random stream of a run, and the 4-decimal rounding of reported scores.

/** mulberry32: small, fast, good enough for sampling; the whole run draws from one stream. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const randInt = (random: () => number, n: number) => Math.floor(random() * n);

export function round4(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
