// The image side's calibration and open-set pieces for training: temperature fitting, the nearest-training-photo
// similarity (and its ONNX graph), the scope rule fitted on in-scope validation photos, and the leave-species-out check.
import { attr, type OnnxGraph } from './onnx-writer.js';
import { predictSoftmax, type SoftmaxHead } from './softmax-regression.js';
import { productWithTranspose } from './softmax-regression-ort.js';
import { imageScopeScore, withTemperature, type ImageScopeRule } from '../../workers/identification/scope.js';

/** Share of in-scope validation photos the rule rejects: the leave-species-out check below measures what it costs. */
export const SCOPE_REJECTION_QUANTILE = 0.1;

/** Mean negative log-likelihood of the true classes under softmax(z / T). */
function nll(probabilities: readonly Float64Array[], labels: readonly number[], temperature: number): number {
  let sum = 0;
  probabilities.forEach((p, i) => (sum -= Math.log(Math.max(withTemperature(p, temperature)[labels[i]], 1e-300))));
  return sum / Math.max(1, probabilities.length);
}

/**
 * The temperature minimising the validation NLL: golden-section search on log T in [min, 8] (deterministic). A side
 * without validation errors would drive T towards 0 (every score 1); `min` keeps such a side's scores below certainty.
 */
export function fitTemperature(probabilities: readonly Float64Array[], labels: readonly number[], min = 1 / 8): number {
  let [lo, hi] = [Math.log(min), Math.log(8)];
  const ratio = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 60; i++) {
    const a = hi - ratio * (hi - lo);
    const b = lo + ratio * (hi - lo);
    if (nll(probabilities, labels, Math.exp(a)) <= nll(probabilities, labels, Math.exp(b))) hi = b;
    else lo = a;
  }
  return Number(Math.exp((lo + hi) / 2).toFixed(4));
}

/** Training features centred by their mean and L2-normalised: the bank a photo's nearest neighbour is looked up in. */
export interface SimilarityBank {
  readonly featureCount: number;
  readonly mean: Float32Array;
  /** Row-major [rows × features], unit rows. */
  readonly rows: Float32Array;
  readonly count: number;
}

function centredUnit(row: ArrayLike<number>, mean: Float32Array): Float32Array {
  const v = new Float32Array(mean.length);
  let norm = 0;
  for (let j = 0; j < v.length; j++) {
    v[j] = row[j] - mean[j];
    norm += v[j] * v[j];
  }
  norm = Math.sqrt(norm) || 1;
  for (let j = 0; j < v.length; j++) v[j] /= norm;
  return v;
}

export function similarityBank(rows: readonly Float32Array[]): SimilarityBank {
  const f = rows[0].length;
  const sums = new Float64Array(f);
  for (const r of rows) for (let j = 0; j < f; j++) sums[j] += r[j];
  const mean = Float32Array.from(sums, (s) => s / rows.length);
  const out = new Float32Array(rows.length * f);
  rows.forEach((r, i) => out.set(centredUnit(r, mean), i * f));
  return { featureCount: f, mean, rows: out, count: rows.length };
}

/** Cosine similarity of a photo's features to the nearest bank row (what the ONNX graph below computes). */
export function nearestSimilarity(bank: SimilarityBank, row: ArrayLike<number>): number {
  const v = centredUnit(row, bank.mean);
  let best = -1;
  for (let i = 0; i < bank.count; i++) {
    let s = 0;
    for (let j = 0; j < bank.featureCount; j++) s += v[j] * bank.rows[i * bank.featureCount + j];
    best = Math.max(best, s);
  }
  return best;
}

/** features → (x − mean) / ‖x − mean‖ → · bankᵀ → max: `nearest_similarity` [batch]. */
export function similarityGraph(bank: SimilarityBank, input: string, output: string): OnnxGraph {
  const f = bank.featureCount;
  const transposed = new Float32Array(f * bank.count);
  for (let i = 0; i < bank.count; i++)
    for (let j = 0; j < f; j++) transposed[j * bank.count + i] = bank.rows[i * f + j];
  return {
    name: 'nearest_training_photo',
    inputs: [{ name: input, shape: ['batch', f] }],
    outputs: [{ name: output, shape: ['batch'] }],
    initializers: [
      { name: 'similarity_mean', dims: [f], data: bank.mean },
      { name: 'similarity_bank', dims: [f, bank.count], data: transposed },
    ],
    nodes: [
      { op: 'Sub', inputs: [input, 'similarity_mean'], outputs: ['similarity_centred'] },
      {
        op: 'LpNormalization',
        inputs: ['similarity_centred'],
        outputs: ['similarity_unit'],
        attributes: { axis: attr.int(1), p: attr.int(2) },
      },
      { op: 'MatMul', inputs: ['similarity_unit', 'similarity_bank'], outputs: ['similarity_all'] },
      {
        op: 'ReduceMax',
        inputs: ['similarity_all'],
        outputs: [output],
        attributes: { axes: attr.ints([1]), keepdims: attr.int(0) },
      },
    ],
  };
}

/** The scope rule from in-scope validation photos: their sorted scores and the sum rejecting SCOPE_REJECTION_QUANTILE. */
export function fitScopeRule(topProbabilities: readonly number[], similarities: readonly number[]): ImageScopeRule {
  const round = (v: number) => Number(v.toFixed(6));
  const partial = {
    top_probability: [...topProbabilities].map(round).sort((a, b) => a - b),
    nearest_similarity: [...similarities].map(round).sort((a, b) => a - b),
    threshold: 0,
  };
  const sums = topProbabilities
    .map((p, i) => imageScopeScore(partial, round(p), round(similarities[i])))
    .sort((a, b) => a - b);
  return { ...partial, threshold: round(sums[Math.floor(SCOPE_REJECTION_QUANTILE * sums.length)]) };
}

/** Calibrated top probability and nearest similarity of one photo's features. */
export function scopeInputs(head: SoftmaxHead, temperature: number, bank: SimilarityBank, row: Float32Array) {
  const p = withTemperature(predictSoftmax(head, row), temperature);
  return { probabilities: p, top: Math.max(...p), similarity: nearestSimilarity(bank, row) };
}

/** Nearest similarities of many photos at once (onnxruntime): the same values as nearestSimilarity, to float32 rounding. */
export async function nearestSimilarities(bank: SimilarityBank, rows: readonly Float32Array[]): Promise<number[]> {
  const f = bank.featureCount;
  const queries = new Float32Array(rows.length * f);
  rows.forEach((r, i) => queries.set(centredUnit(r, bank.mean), i * f));
  const all = await productWithTranspose(queries, rows.length, bank.rows, bank.count, f);
  return rows.map((_, i) => {
    let best = -1;
    for (let j = 0; j < bank.count; j++) best = Math.max(best, all[i * bank.count + j]);
    return best;
  });
}
