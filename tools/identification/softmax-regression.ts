// Trains a multinomial logistic-regression (softmax) head: full-batch Adam with L2, deterministic (zero init, no sampling).
// Features are standardised for training and the scaling is folded back into the weights, so the exported head takes raw features.

export interface SoftmaxTrainingSet {
  /** Row-major [rows × features]. */
  readonly features: Float32Array;
  readonly labels: Int32Array;
  readonly rows: number;
  readonly featureCount: number;
  readonly classCount: number;
}

export interface SoftmaxTrainingOptions {
  readonly epochs: number;
  readonly learningRate: number;
  /** L2 penalty on the weights (of the standardised features). */
  readonly l2: number;
  /** Standardise features (zero mean, unit variance) during training; default true. */
  readonly standardise?: boolean;
  readonly log?: (epoch: number, loss: number) => void;
}

export interface SoftmaxHead {
  /** Row-major [classes × features], applied to raw (unstandardised) features. */
  readonly weights: Float32Array;
  readonly bias: Float32Array;
  readonly featureCount: number;
  readonly classCount: number;
  readonly finalLoss: number;
}

function columnStats(set: SoftmaxTrainingSet, standardise: boolean): { mean: Float64Array; scale: Float64Array } {
  const { features, rows, featureCount: f } = set;
  const mean = new Float64Array(f);
  const scale = new Float64Array(f).fill(1);
  if (!standardise) return { mean, scale };
  for (let r = 0; r < rows; r++) for (let j = 0; j < f; j++) mean[j] += features[r * f + j] / rows;
  const variance = new Float64Array(f);
  for (let r = 0; r < rows; r++) for (let j = 0; j < f; j++) variance[j] += (features[r * f + j] - mean[j]) ** 2 / rows;
  // constant columns (dead ReLU channels, absent k-mers) keep scale 1 so they stay zero instead of exploding
  for (let j = 0; j < f; j++) scale[j] = variance[j] > 1e-12 ? Math.sqrt(variance[j]) : 1;
  return { mean, scale };
}

/** Softmax probabilities of one row of logits, in place. */
export function softmaxInPlace(logits: Float64Array | Float32Array): void {
  let max = -Infinity;
  for (const v of logits) max = Math.max(max, v);
  let sum = 0;
  for (let i = 0; i < logits.length; i++) {
    logits[i] = Math.exp(logits[i] - max);
    sum += logits[i];
  }
  for (let i = 0; i < logits.length; i++) logits[i] /= sum;
}

export function trainSoftmaxHead(set: SoftmaxTrainingSet, options: SoftmaxTrainingOptions): SoftmaxHead {
  const { rows, featureCount: f, classCount: c, labels } = set;
  const { mean, scale } = columnStats(set, options.standardise ?? true);
  const x = new Float64Array(rows * f);
  for (let r = 0; r < rows; r++)
    for (let j = 0; j < f; j++) x[r * f + j] = (set.features[r * f + j] - mean[j]) / scale[j];

  const w = new Float64Array(c * f);
  const b = new Float64Array(c);
  const gw = new Float64Array(c * f);
  const gb = new Float64Array(c);
  const mw = new Float64Array(c * f),
    vw = new Float64Array(c * f);
  const mb = new Float64Array(c),
    vb = new Float64Array(c);
  const [beta1, beta2, eps] = [0.9, 0.999, 1e-8];
  const p = new Float64Array(c);
  let loss = 0;

  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    gw.fill(0);
    gb.fill(0);
    loss = 0;
    for (let r = 0; r < rows; r++) {
      const row = r * f;
      for (let k = 0; k < c; k++) {
        let z = b[k];
        const wk = k * f;
        for (let j = 0; j < f; j++) z += w[wk + j] * x[row + j];
        p[k] = z;
      }
      softmaxInPlace(p);
      loss -= Math.log(Math.max(p[labels[r]], 1e-12)) / rows;
      for (let k = 0; k < c; k++) {
        const d = (p[k] - (k === labels[r] ? 1 : 0)) / rows;
        if (d === 0) continue;
        gb[k] += d;
        const wk = k * f;
        for (let j = 0; j < f; j++) gw[wk + j] += d * x[row + j];
      }
    }
    for (let i = 0; i < w.length; i++) {
      loss += 0.5 * options.l2 * w[i] * w[i];
      const g = gw[i] + options.l2 * w[i];
      mw[i] = beta1 * mw[i] + (1 - beta1) * g;
      vw[i] = beta2 * vw[i] + (1 - beta2) * g * g;
      w[i] -= (options.learningRate * (mw[i] / (1 - beta1 ** epoch))) / (Math.sqrt(vw[i] / (1 - beta2 ** epoch)) + eps);
    }
    for (let k = 0; k < c; k++) {
      mb[k] = beta1 * mb[k] + (1 - beta1) * gb[k];
      vb[k] = beta2 * vb[k] + (1 - beta2) * gb[k] * gb[k];
      b[k] -= (options.learningRate * (mb[k] / (1 - beta1 ** epoch))) / (Math.sqrt(vb[k] / (1 - beta2 ** epoch)) + eps);
    }
    options.log?.(epoch, loss);
  }

  // fold the standardisation into the head: w·((x−μ)/σ) + b = (w/σ)·x + (b − Σ w μ/σ)
  const weights = new Float32Array(c * f);
  const bias = new Float32Array(c);
  for (let k = 0; k < c; k++) {
    let shift = 0;
    for (let j = 0; j < f; j++) {
      const folded = w[k * f + j] / scale[j];
      weights[k * f + j] = folded;
      shift += folded * mean[j];
    }
    bias[k] = b[k] - shift;
  }
  return { weights, bias, featureCount: f, classCount: c, finalLoss: loss };
}

/** Class probabilities of one feature row under a trained head (for evaluation in the tools). */
export function predictSoftmax(head: SoftmaxHead, row: Float32Array): Float64Array {
  const p = new Float64Array(head.classCount);
  for (let k = 0; k < head.classCount; k++) {
    let z = head.bias[k];
    for (let j = 0; j < head.featureCount; j++) z += head.weights[k * head.featureCount + j] * row[j];
    p[k] = z;
  }
  softmaxInPlace(p);
  return p;
}
