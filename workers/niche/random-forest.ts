// Step 4 of NBSI: the per-species random forest (binary, Gini, √p variables per split), own implementation.
import { randInt } from './random.js';

interface Tree {
  feature: Int32Array;
  threshold: Float64Array;
  left: Int32Array;
  right: Int32Array;
  vote: Float64Array;
}

export interface Forest {
  trees: Tree[];
  predict(row: number[]): number;
}

/**
 * Breiman's random forest for presence (1) / absence (0): bootstrap samples, √p variables tried per split,
 * Gini splits on presorted columns, trees grown until pure. Probability = share of trees voting presence.
 */
export function trainForest(rows: number[][], labels: number[], trees: number, random: () => number): Forest {
  const n = rows.length;
  const p = rows[0].length;
  const mtry = Math.max(1, Math.floor(Math.sqrt(p)));
  const x = new Float64Array(n * p);
  for (let i = 0; i < n; i += 1) for (let f = 0; f < p; f += 1) x[f * n + i] = rows[i][f];
  const presorted = Array.from({ length: p }, (_, f) =>
    Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => x[f * n + a] - x[f * n + b]),
  );
  const forest: Tree[] = [];
  const weight = new Int32Array(n);
  const goesLeft = new Uint8Array(n);
  for (let t = 0; t < trees; t += 1) {
    weight.fill(0);
    for (let i = 0; i < n; i += 1) weight[randInt(random, n)] += 1;
    const order = presorted.map((sorted) => sorted.filter((i) => weight[i] > 0));
    const size = order[0].length;
    const buffer = new Int32Array(size);
    const node = {
      feature: [] as number[],
      threshold: [] as number[],
      left: [] as number[],
      right: [] as number[],
      vote: [] as number[],
    };
    const stack: [number, number, number][] = []; // [node id, start, end]
    const newNode = () => {
      node.feature.push(-1);
      node.threshold.push(0);
      node.left.push(-1);
      node.right.push(-1);
      node.vote.push(0);
      return node.feature.length - 1;
    };
    stack.push([newNode(), 0, size]);
    while (stack.length > 0) {
      const [id, start, end] = stack.pop()!;
      let [pos, total] = [0, 0];
      for (let k = start; k < end; k += 1) {
        const i = order[0][k];
        total += weight[i];
        pos += weight[i] * labels[i];
      }
      const share = pos / total;
      node.vote[id] = share > 0.5 ? 1 : share < 0.5 ? 0 : 0.5;
      if (pos === 0 || pos === total) continue;
      const split = bestSplit(x, n, p, mtry, order, weight, labels, start, end, pos, total, random);
      if (!split) continue;
      const { feature, threshold } = split;
      for (let k = start; k < end; k += 1) {
        const i = order[0][k];
        goesLeft[i] = x[feature * n + i] <= threshold ? 1 : 0;
      }
      let mid = start;
      for (let f = 0; f < p; f += 1) {
        const list = order[f];
        let [l, r] = [start, 0];
        for (let k = start; k < end; k += 1) {
          const i = list[k];
          if (goesLeft[i]) list[l++] = i;
          else buffer[r++] = i;
        }
        list.set(buffer.subarray(0, r), l);
        mid = l;
      }
      node.feature[id] = feature;
      node.threshold[id] = threshold;
      const [left, right] = [newNode(), newNode()];
      node.left[id] = left;
      node.right[id] = right;
      stack.push([left, start, mid], [right, mid, end]);
    }
    forest.push({
      feature: Int32Array.from(node.feature),
      threshold: Float64Array.from(node.threshold),
      left: Int32Array.from(node.left),
      right: Int32Array.from(node.right),
      vote: Float64Array.from(node.vote),
    });
  }
  return {
    trees: forest,
    predict(row) {
      let votes = 0;
      for (const tree of forest) {
        let id = 0;
        while (tree.feature[id] >= 0) id = row[tree.feature[id]] <= tree.threshold[id] ? tree.left[id] : tree.right[id];
        votes += tree.vote[id];
      }
      return votes / forest.length;
    },
  };
}

function bestSplit(
  x: Float64Array,
  n: number,
  p: number,
  mtry: number,
  order: Int32Array[],
  weight: Int32Array,
  labels: number[],
  start: number,
  end: number,
  pos: number,
  total: number,
  random: () => number,
): { feature: number; threshold: number } | null {
  // Features tried in random order; like randomForest, keep trying past constant ones until mtry informative ones.
  const features = Array.from({ length: p }, (_, f) => f);
  for (let i = p - 1; i > 0; i -= 1) {
    const j = randInt(random, i + 1);
    [features[i], features[j]] = [features[j], features[i]];
  }
  let best: { feature: number; threshold: number; score: number } | null = null;
  let tried = 0;
  for (const f of features) {
    if (tried >= mtry) break;
    const list = order[f];
    const first = x[f * n + list[start]];
    const last = x[f * n + list[end - 1]];
    if (first === last) continue;
    tried += 1;
    let [lw, lp] = [0, 0];
    for (let k = start; k < end - 1; k += 1) {
      const i = list[k];
      lw += weight[i];
      lp += weight[i] * labels[i];
      const value = x[f * n + i];
      const next = x[f * n + list[k + 1]];
      if (value === next) continue;
      const [rw, rp] = [total - lw, pos - lp];
      // maximising Σ (p_k² / n_k) over children is minimising weighted Gini impurity
      const score = (lp * lp + (lw - lp) * (lw - lp)) / lw + (rp * rp + (rw - rp) * (rw - rp)) / rw;
      if (!best || score > best.score) best = { feature: f, threshold: (value + next) / 2, score };
    }
  }
  return best;
}
