// The PCA preview of the environmental space (first two components).

export function pca(
  rows: number[][],
): { components: [number[], number[]]; explained: [number, number]; scores: [number, number][] } | null {
  const p = rows[0]?.length ?? 0;
  if (p < 2 || rows.length < 3) return null;
  const mean = Array.from({ length: p }, (_, k) => rows.reduce((s, r) => s + r[k], 0) / rows.length);
  const sd = Array.from(
    { length: p },
    (_, k) => Math.sqrt(rows.reduce((s, r) => s + (r[k] - mean[k]) ** 2, 0) / (rows.length - 1)) || 1,
  );
  const z = rows.map((r) => r.map((v, k) => (v - mean[k]) / sd[k]));
  const cov = Array.from({ length: p }, (_, a) =>
    Array.from({ length: p }, (_, b) => z.reduce((s, r) => s + r[a] * r[b], 0) / (rows.length - 1)),
  );
  const trace = cov.reduce((s, row, k) => s + row[k], 0);
  const components: number[][] = [];
  const values: number[] = [];
  const work = cov.map((row) => row.slice());
  for (let c = 0; c < 2; c += 1) {
    let vec = Array.from({ length: p }, (_, k) => 1 / Math.sqrt(p) + k * 1e-3);
    let lambda = 0;
    for (let it = 0; it < 200; it += 1) {
      const next = work.map((row) => row.reduce((s, v, k) => s + v * vec[k], 0));
      const norm = Math.sqrt(next.reduce((s, v) => s + v * v, 0)) || 1;
      lambda = norm;
      vec = next.map((v) => v / norm);
    }
    components.push(vec);
    values.push(lambda);
    for (let a = 0; a < p; a += 1) for (let b = 0; b < p; b += 1) work[a][b] -= lambda * vec[a] * vec[b];
  }
  const scores = z.map(
    (r) => [0, 1].map((c) => r.reduce((s, v, k) => s + v * components[c][k], 0)) as [number, number],
  );
  return {
    components: [components[0], components[1]],
    explained: [Math.min(1, Math.max(0, values[0] / trace)), Math.min(1, Math.max(0, values[1] / trace))],
    scores,
  };
}
