// The softmax head trainer of softmax-regression.ts (full-batch Adam, L2, standardised features, zero init) with its two
// large matrix products run by onnxruntime (float32): 50–100× faster for the image head's thousands of rows and
// features. Deterministic on one machine: GEMM splits rows and columns over threads, never the summed axis.
import ort from 'onnxruntime-node';
import { attr, encodeOnnxModel, type OnnxGraph } from './onnx-writer.js';
import {
  softmaxInPlace,
  type SoftmaxHead,
  type SoftmaxTrainingOptions,
  type SoftmaxTrainingSet,
} from './softmax-regression.js';

/** logits = X·Wᵀ + b and gradient = Dᵀ·X, one session each. */
function gemmGraph(name: string, transA: boolean, transB: boolean, withBias: boolean): Uint8Array {
  const graph: OnnxGraph = {
    name,
    inputs: [
      { name: 'a', shape: ['m', 'k'] },
      { name: 'b', shape: ['k', 'n'] },
      ...(withBias ? [{ name: 'c', shape: ['n'] }] : []),
    ],
    outputs: [{ name: 'y', shape: ['m', 'n'] }],
    initializers: [],
    nodes: [
      {
        op: 'Gemm',
        inputs: withBias ? ['a', 'b', 'c'] : ['a', 'b'],
        outputs: ['y'],
        attributes: { transA: attr.int(transA ? 1 : 0), transB: attr.int(transB ? 1 : 0) },
      },
    ],
  };
  return encodeOnnxModel(graph, { producer: 'softmax-regression-ort', producerVersion: '1' });
}

export async function trainSoftmaxHeadOrt(
  set: SoftmaxTrainingSet,
  options: SoftmaxTrainingOptions,
): Promise<SoftmaxHead> {
  const { rows, featureCount: f, classCount: c, labels } = set;
  const standardise = options.standardise ?? true;
  const mean = new Float64Array(f);
  const scale = new Float64Array(f).fill(1);
  if (standardise) {
    for (let r = 0; r < rows; r++) for (let j = 0; j < f; j++) mean[j] += set.features[r * f + j] / rows;
    const variance = new Float64Array(f);
    for (let r = 0; r < rows; r++)
      for (let j = 0; j < f; j++) variance[j] += (set.features[r * f + j] - mean[j]) ** 2 / rows;
    for (let j = 0; j < f; j++) scale[j] = variance[j] > 1e-12 ? Math.sqrt(variance[j]) : 1;
  }
  const x = new Float32Array(rows * f);
  for (let r = 0; r < rows; r++)
    for (let j = 0; j < f; j++) x[r * f + j] = (set.features[r * f + j] - mean[j]) / scale[j];

  const sessionOptions: ort.InferenceSession.SessionOptions = { intraOpNumThreads: 2, interOpNumThreads: 1 };
  const [forward, backward] = await Promise.all([
    ort.InferenceSession.create(gemmGraph('logits', false, true, true), sessionOptions),
    ort.InferenceSession.create(gemmGraph('gradient', true, false, false), sessionOptions),
  ]);
  const xTensor = new ort.Tensor('float32', x, [rows, f]);
  const w = new Float64Array(c * f);
  const b = new Float64Array(c);
  const mw = new Float64Array(c * f),
    vw = new Float64Array(c * f);
  const mb = new Float64Array(c),
    vb = new Float64Array(c);
  const [beta1, beta2, eps] = [0.9, 0.999, 1e-8];
  const d = new Float32Array(rows * c);
  const p = new Float64Array(c);
  let loss = 0;
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    const { y } = await forward.run({
      a: xTensor,
      b: new ort.Tensor('float32', Float32Array.from(w), [c, f]),
      c: new ort.Tensor('float32', Float32Array.from(b), [c]),
    });
    const logits = y.data as Float32Array;
    loss = 0;
    const gb = new Float64Array(c);
    for (let r = 0; r < rows; r++) {
      for (let k = 0; k < c; k++) p[k] = logits[r * c + k];
      softmaxInPlace(p);
      loss -= Math.log(Math.max(p[labels[r]], 1e-12)) / rows;
      for (let k = 0; k < c; k++) {
        const g = (p[k] - (k === labels[r] ? 1 : 0)) / rows;
        d[r * c + k] = g;
        gb[k] += g;
      }
    }
    const { y: gradient } = await backward.run({
      a: new ort.Tensor('float32', d, [rows, c]),
      b: xTensor,
    });
    const gw = gradient.data as Float32Array;
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
  await Promise.all([forward.release(), backward.release()]);

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

/** A·Bᵀ for row-major A [m × k] and B [n × k] (float32, onnxruntime): many dot products at once, e.g. photo similarities. */
export async function productWithTranspose(
  a: Float32Array,
  m: number,
  b: Float32Array,
  n: number,
  k: number,
): Promise<Float32Array> {
  const session = await ort.InferenceSession.create(gemmGraph('product', false, true, false), {
    intraOpNumThreads: 2,
    interOpNumThreads: 1,
  });
  const { y } = await session.run({
    a: new ort.Tensor('float32', a, [m, k]),
    b: new ort.Tensor('float32', b, [n, k]),
  });
  await session.release();
  return y.data as Float32Array;
}
