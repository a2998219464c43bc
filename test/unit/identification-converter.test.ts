// Our TFJS → ONNX converter and ONNX writer: small synthetic models run in onnxruntime against plain NHWC JS references.
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import {
  attr,
  encodeOnnxModel,
  mergeGraphs,
  softmaxHeadGraph,
  type OnnxGraph,
} from '../../tools/identification/onnx-writer.js';
import {
  decodeWeights,
  type KerasLayer,
  type TfjsAttrValue,
  type TfjsGraphNode,
  type TfjsModelJson,
  type TfjsWeightGroup,
  type TfjsWeightSpec,
} from '../../tools/identification/tfjs-graph.js';
import {
  convertTfjsModel,
  FEATURES_OUTPUT_NAME,
  IMAGE_INPUT_NAME,
  NSFW_OUTPUT_NAME,
} from '../../tools/identification/tfjs-to-onnx.js';

// ---------------------------------------------------------------------------------------------------------------
// deterministic numbers

/** mulberry32: a small seeded PRNG, so every run builds the same models. */
function random(seed: number): (lo?: number, hi?: number) => number {
  let a = seed >>> 0;
  return (lo = 0, hi = 1) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return lo + (hi - lo) * (((t ^ (t >>> 14)) >>> 0) / 4294967296);
  };
}

const count = (shape: readonly number[]) => shape.reduce((a, b) => a * b, 1);

/** Half-precision bits of a number that float16 represents exactly (the test only uses such values). */
function toHalf(v: number): number {
  if (v === Infinity) return 0x7c00;
  if (v === -Infinity) return 0xfc00;
  const sign = v < 0 || Object.is(v, -0) ? 0x8000 : 0;
  const a = Math.abs(v);
  if (a === 0) return sign;
  if (a < 2 ** -14) {
    const fraction = a / 2 ** -24;
    if (!Number.isInteger(fraction)) throw new Error(`${v} is not an exact subnormal half`);
    return sign | fraction;
  }
  const exponent = Math.floor(Math.log2(a));
  const fraction = (a / 2 ** exponent - 1) * 1024;
  if (!Number.isInteger(fraction) || exponent > 15) throw new Error(`${v} is not an exact half`);
  return sign | ((exponent + 15) << 10) | fraction;
}

// ---------------------------------------------------------------------------------------------------------------
// TFJS weight manifests

type WeightEntry =
  | { name: string; shape: number[]; float32: Float32Array }
  | { name: string; shape: number[]; uint8: Uint8Array; min: number; scale: number }
  | { name: string; shape: number[]; float16: number[] };

/**
 * Packs weights the way tensorflowjs_converter does (one group, concatenated in manifest order) and returns the float
 * values tfjs would decode for each (quantised: value = min + q·scale, then stored as float32).
 */
function packWeights(entries: readonly WeightEntry[]): {
  manifest: TfjsWeightGroup[];
  data: Uint8Array;
  values: Map<string, Float32Array>;
} {
  const specs: TfjsWeightSpec[] = [];
  const chunks: Uint8Array[] = [];
  const values = new Map<string, Float32Array>();
  for (const e of entries) {
    if ('float32' in e) {
      if (e.float32.length !== count(e.shape)) throw new Error(`test weight ${e.name}: wrong length`);
      specs.push({ name: e.name, shape: e.shape, dtype: 'float32' });
      chunks.push(
        new Uint8Array(e.float32.buffer.slice(e.float32.byteOffset, e.float32.byteOffset + e.float32.byteLength)),
      );
      values.set(e.name, e.float32);
    } else if ('uint8' in e) {
      specs.push({
        name: e.name,
        shape: e.shape,
        dtype: 'float32',
        quantization: { dtype: 'uint8', min: e.min, scale: e.scale },
      });
      chunks.push(e.uint8);
      values.set(
        e.name,
        Float32Array.from(e.uint8, (q) => e.min + q * e.scale),
      );
    } else {
      specs.push({ name: e.name, shape: e.shape, dtype: 'float32', quantization: { dtype: 'float16' } });
      chunks.push(new Uint8Array(Uint16Array.from(e.float16, toHalf).buffer));
      values.set(e.name, Float32Array.from(e.float16));
    }
  }
  const data = new Uint8Array(Buffer.concat(chunks));
  return { manifest: [{ paths: ['group1-shard1of1.bin'], weights: specs }], data, values };
}

const randomFloats = (rnd: ReturnType<typeof random>, shape: number[], lo: number, hi: number) =>
  Float32Array.from({ length: count(shape) }, () => rnd(lo, hi));
const randomBytes = (rnd: ReturnType<typeof random>, shape: number[]) =>
  Uint8Array.from({ length: count(shape) }, () => Math.floor(rnd(0, 256)));

// ---------------------------------------------------------------------------------------------------------------
// plain NHWC reference computations (float64, direct loops)

interface Nhwc {
  readonly n: number;
  readonly h: number;
  readonly w: number;
  readonly c: number;
  readonly data: Float64Array;
}
const nhwc = (n: number, h: number, w: number, c: number, data = new Float64Array(n * h * w * c)): Nhwc => ({
  n,
  h,
  w,
  c,
  data,
});
const at = (t: Nhwc, b: number, y: number, x: number, ch: number) => ((b * t.h + y) * t.w + x) * t.c + ch;

type RefPadding = 'SAME' | 'VALID';

/** TF's output size and leading pad along one axis: SAME pads (out−1)·s + k_eff − in in total, the odd pixel at the end. */
function tfAxis(
  size: number,
  kernel: number,
  stride: number,
  dilation: number,
  padding: RefPadding,
): { out: number; before: number } {
  const effective = (kernel - 1) * dilation + 1;
  if (padding === 'VALID') return { out: Math.floor((size - effective) / stride) + 1, before: 0 };
  const out = Math.ceil(size / stride);
  const total = Math.max((out - 1) * stride + effective - size, 0);
  return { out, before: Math.floor(total / 2) };
}

/** Regular (HWIO kernel [kh, kw, in, out]) or depthwise ([kh, kw, in, mult], output channel i·mult + m) convolution. */
function convRef(
  x: Nhwc,
  kernel: Float32Array,
  [kh, kw, cin, k3]: readonly number[],
  opts: {
    depthwise?: boolean;
    bias?: Float32Array;
    strides?: [number, number];
    dilations?: [number, number];
    padding: RefPadding;
  },
): Nhwc {
  const [sh, sw] = opts.strides ?? [1, 1];
  const [dh, dw] = opts.dilations ?? [1, 1];
  if (cin !== x.c) throw new Error('reference: channel mismatch');
  const ay = tfAxis(x.h, kh, sh, dh, opts.padding);
  const ax = tfAxis(x.w, kw, sw, dw, opts.padding);
  const cout = opts.depthwise ? cin * k3 : k3;
  const out = nhwc(x.n, ay.out, ax.out, cout);
  for (let b = 0; b < x.n; b++)
    for (let oy = 0; oy < ay.out; oy++)
      for (let ox = 0; ox < ax.out; ox++)
        for (let o = 0; o < cout; o++) {
          let sum = opts.bias ? opts.bias[o] : 0;
          for (let ky = 0; ky < kh; ky++)
            for (let kx = 0; kx < kw; kx++) {
              const iy = oy * sh - ay.before + ky * dh;
              const ix = ox * sw - ax.before + kx * dw;
              if (iy < 0 || iy >= x.h || ix < 0 || ix >= x.w) continue;
              if (opts.depthwise) {
                const i = Math.floor(o / k3);
                sum += x.data[at(x, b, iy, ix, i)] * kernel[((ky * kw + kx) * cin + i) * k3 + (o % k3)];
              } else {
                for (let i = 0; i < cin; i++)
                  sum += x.data[at(x, b, iy, ix, i)] * kernel[((ky * kw + kx) * cin + i) * k3 + o];
              }
            }
          out.data[at(out, b, oy, ox, o)] = sum;
        }
  return out;
}

const map = (t: Nhwc, f: (v: number, ch: number) => number): Nhwc =>
  nhwc(
    t.n,
    t.h,
    t.w,
    t.c,
    t.data.map((v, i) => f(v, i % t.c)),
  );
const relu6 = (t: Nhwc) => map(t, (v) => Math.min(Math.max(v, 0), 6));
const relu = (t: Nhwc) => map(t, (v) => Math.max(v, 0));
const add = (a: Nhwc, b: Nhwc) =>
  nhwc(
    a.n,
    a.h,
    a.w,
    a.c,
    a.data.map((v, i) => v + b.data[i]),
  );

/** Keras ZeroPadding2D ((top, bottom), (left, right)). */
function zeroPadRef(x: Nhwc, [top, bottom]: [number, number], [left, right]: [number, number]): Nhwc {
  const out = nhwc(x.n, x.h + top + bottom, x.w + left + right, x.c);
  for (let b = 0; b < x.n; b++)
    for (let y = 0; y < x.h; y++)
      for (let xx = 0; xx < x.w; xx++)
        for (let ch = 0; ch < x.c; ch++) {
          out.data[at(out, b, y + top, xx + left, ch)] = x.data[at(x, b, y, xx, ch)];
        }
  return out;
}

function batchNormRef(
  x: Nhwc,
  p: { gamma?: Float32Array; beta?: Float32Array; mean: Float32Array; variance: Float32Array; epsilon: number },
): Nhwc {
  return map(
    x,
    (v, ch) =>
      ((v - p.mean[ch]) / Math.sqrt(p.variance[ch] + p.epsilon)) * (p.gamma ? p.gamma[ch] : 1) +
      (p.beta ? p.beta[ch] : 0),
  );
}

/** Average pooling, VALID: every window lies inside the input. */
function avgPoolRef(x: Nhwc, [kh, kw]: [number, number], [sh, sw]: [number, number]): Nhwc {
  const out = nhwc(x.n, Math.floor((x.h - kh) / sh) + 1, Math.floor((x.w - kw) / sw) + 1, x.c);
  for (let b = 0; b < x.n; b++)
    for (let oy = 0; oy < out.h; oy++)
      for (let ox = 0; ox < out.w; ox++)
        for (let ch = 0; ch < x.c; ch++) {
          let sum = 0;
          for (let y = 0; y < kh; y++)
            for (let xx = 0; xx < kw; xx++) sum += x.data[at(x, b, oy * sh + y, ox * sw + xx, ch)];
          out.data[at(out, b, oy, ox, ch)] = sum / (kh * kw);
        }
  return out;
}

/** [n, features] from a 1×1 map, or the global average over all positions. */
const squeezeRef = (x: Nhwc) => {
  if (x.h !== 1 || x.w !== 1) throw new Error('reference: squeeze of a non-1×1 map');
  return x.data;
};
const globalAvgPoolRef = (x: Nhwc) => squeezeRef(avgPoolRef(x, [x.h, x.w], [1, 1]));

/** [n, in] · [in, out] + bias, then a row softmax. */
function denseSoftmaxRef(
  x: Float64Array,
  n: number,
  kernel: Float32Array,
  [fin, fout]: readonly number[],
  bias: Float32Array,
): Float64Array {
  const out = new Float64Array(n * fout);
  for (let b = 0; b < n; b++) {
    const logits = Array.from({ length: fout }, (_, o) => {
      let s = bias[o];
      for (let i = 0; i < fin; i++) s += x[b * fin + i] * kernel[i * fout + o];
      return s;
    });
    const max = Math.max(...logits);
    const exps = logits.map((l) => Math.exp(l - max));
    const total = exps.reduce((a, e) => a + e, 0);
    exps.forEach((e, o) => (out[b * fout + o] = e / total));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// running ONNX

async function run(
  bytes: Uint8Array,
  feeds: Record<string, { data: Float32Array; dims: number[] }>,
): Promise<Record<string, { data: Float32Array; dims: readonly number[] }>> {
  const session = await ort.InferenceSession.create(bytes);
  try {
    const inputs = Object.fromEntries(
      Object.entries(feeds).map(([k, v]) => [k, new ort.Tensor('float32', v.data, v.dims)]),
    );
    const out = await session.run(inputs);
    return Object.fromEntries(Object.entries(out).map(([k, t]) => [k, { data: t.data as Float32Array, dims: t.dims }]));
  } finally {
    await session.release();
  }
}

function expectClose(actual: ArrayLike<number>, expected: ArrayLike<number>, tolerance = 1e-5): void {
  expect(actual.length).toBe(expected.length);
  let worst = 0;
  for (let i = 0; i < expected.length; i++) worst = Math.max(worst, Math.abs(actual[i] - expected[i]));
  expect(worst).toBeLessThan(tolerance);
}

/** A batch of random NHWC images in [0, 1), as float32 for onnxruntime and float64 for the reference. */
function images(seed: number, n: number, h: number, w: number, c: number): { input: Float32Array; ref: Nhwc } {
  const rnd = random(seed);
  const input = Float32Array.from({ length: n * h * w * c }, () => rnd());
  return { input, ref: nhwc(n, h, w, c, Float64Array.from(input)) };
}

// ---------------------------------------------------------------------------------------------------------------
// a tiny TFJS graph model, shaped like nsfwjs' MobileNetV2Mid (TF-Hub feature vector + classifier)

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const T_FLOAT = { type: 'DT_FLOAT' };
const listI = (v: number[]) => ({ list: { i: v.map(String) } });
const listS = (v: string[]) => ({ list: { s: v.map(b64) } });
const constNode = (name: string, shape: number[]): TfjsGraphNode => ({
  name,
  op: 'Const',
  attr: {
    value: { tensor: { dtype: 'DT_FLOAT', tensorShape: { dim: shape.map((d) => ({ size: String(d) })) } } },
    dtype: T_FLOAT,
  },
});

const GRAPH_INPUT: [number, number, number] = [7, 8, 3];
const SQUEEZE = 'module/predict/feature_vector/SpatialSqueeze';

function graphModel() {
  const rnd = random(7);
  const w = {
    mul: Float32Array.of(4),
    sub: Float32Array.of(1.5),
    convBias: randomFloats(rnd, [4], -0.5, 0.5),
    dwKernel: randomFloats(rnd, [3, 3, 4, 1], -0.6, 0.6),
    dwBias: randomFloats(rnd, [4], -0.3, 0.3),
    wideKernel: randomFloats(rnd, [2, 2, 4, 2], -0.8, 0.8),
    wideBias: randomFloats(rnd, [8], -0.2, 0.2),
    denseKernel: randomFloats(rnd, [8, 3], -1, 1),
    denseBias: randomFloats(rnd, [3], -0.1, 0.1),
  };
  const convQ = randomBytes(rnd, [3, 3, 3, 4]);
  const { manifest, data, values } = packWeights([
    { name: 'module/predict/hub_input/Mul/y', shape: [], float32: w.mul },
    { name: 'module/predict/hub_input/Sub/y', shape: [], float32: w.sub },
    // uint8-quantised like nsfwjs' weights: value = min + q·scale
    { name: 'module/predict/Conv/Conv2D_weights', shape: [3, 3, 3, 4], uint8: convQ, min: -0.7, scale: 1.4 / 255 },
    { name: 'module/predict/Conv/Conv2D_bn_offset', shape: [4], float32: w.convBias },
    { name: 'module/predict/expanded_conv/depthwise_weights', shape: [3, 3, 4, 1], float32: w.dwKernel },
    { name: 'module/predict/expanded_conv/depthwise_bn_offset', shape: [4], float32: w.dwBias },
    { name: 'module/predict/wide/depthwise_weights', shape: [2, 2, 4, 2], float32: w.wideKernel },
    { name: 'module/predict/wide/depthwise_bn_offset', shape: [8], float32: w.wideBias },
    { name: 'dense/kernel', shape: [8, 3], float32: w.denseKernel },
    { name: 'dense/bias', shape: [3], float32: w.denseBias },
  ]);
  const convAttrs = (strides: number[], fusedOps: string[], extra: Record<string, TfjsAttrValue> = {}) => ({
    dilations: listI([1, 1, 1, 1]),
    T: T_FLOAT,
    data_format: { s: b64('NHWC') },
    strides: listI(strides),
    num_args: { i: '1' },
    padding: { s: 'U0FNRQ==' }, // "SAME"
    fused_ops: listS(fusedOps),
    ...extra,
  });
  const node: TfjsGraphNode[] = [
    {
      name: 'input',
      op: 'Placeholder',
      attr: { shape: { shape: { dim: [-1, ...GRAPH_INPUT].map((d) => ({ size: String(d) })) } }, dtype: T_FLOAT },
    },
    ...manifest[0].weights.map((s) => constNode(s.name, [...s.shape])),
    // scalar first, as the TF-Hub module writes it
    {
      name: 'module/predict/hub_input/Mul',
      op: 'Mul',
      input: ['module/predict/hub_input/Mul/y', 'input'],
      attr: { T: T_FLOAT },
    },
    {
      name: 'module/predict/hub_input/Sub',
      op: 'Sub',
      input: ['module/predict/hub_input/Mul', 'module/predict/hub_input/Sub/y'],
      attr: { T: T_FLOAT },
    },
    {
      name: 'module/predict/Conv/Relu6',
      op: '_FusedConv2D',
      input: [
        'module/predict/hub_input/Sub',
        'module/predict/Conv/Conv2D_weights',
        'module/predict/Conv/Conv2D_bn_offset',
      ],
      attr: convAttrs([1, 2, 2, 1], ['BiasAdd', 'Relu6'], {
        use_cudnn_on_gpu: { b: true },
        explicit_paddings: { list: {} },
        epsilon: { f: 0 },
      }),
    },
    {
      name: 'module/predict/expanded_conv/depthwise',
      op: 'FusedDepthwiseConv2dNative',
      input: [
        'module/predict/Conv/Relu6',
        'module/predict/expanded_conv/depthwise_weights',
        'module/predict/expanded_conv/depthwise_bn_offset',
      ],
      attr: { ...convAttrs([1, 1, 1, 1], ['BiasAdd', 'Relu6']), dilations: listI([1, 2, 2, 1]) },
    },
    {
      name: 'module/predict/expanded_conv/add',
      op: 'AddV2',
      input: ['module/predict/Conv/Relu6', 'module/predict/expanded_conv/depthwise'],
      attr: { T: T_FLOAT },
    },
    {
      name: 'module/predict/wide/depthwise',
      op: 'FusedDepthwiseConv2dNative',
      input: [
        'module/predict/expanded_conv/add',
        'module/predict/wide/depthwise_weights',
        'module/predict/wide/depthwise_bn_offset',
      ],
      attr: convAttrs([1, 1, 1, 1], ['BiasAdd']),
    },
    {
      name: 'module/predict/Logits/AvgPool',
      op: 'AvgPool',
      input: ['module/predict/wide/depthwise'],
      attr: {
        ksize: listI([1, 4, 4, 1]),
        padding: { s: 'VkFMSUQ=' } /* "VALID" */,
        T: T_FLOAT,
        strides: listI([1, 1, 1, 1]),
        data_format: { s: b64('NHWC') },
      },
    },
    {
      name: SQUEEZE,
      op: 'Squeeze',
      input: ['module/predict/Logits/AvgPool'],
      attr: { squeeze_dims: listI([1, 2]), T: T_FLOAT },
    },
    {
      name: 'dense/BiasAdd',
      op: '_FusedMatMul',
      input: [SQUEEZE, 'dense/kernel', 'dense/bias'],
      attr: {
        transpose_b: { b: false },
        T: T_FLOAT,
        num_args: { i: '1' },
        epsilon: { f: 0 },
        fused_ops: listS(['BiasAdd']),
        transpose_a: { b: false },
      },
    },
    { name: 'prediction/Softmax', op: 'Softmax', input: ['dense/BiasAdd'], attr: { T: T_FLOAT } },
    { name: 'Identity', op: 'Identity', input: ['prediction/Softmax'], attr: { T: T_FLOAT } },
  ];
  const modelJson: TfjsModelJson = {
    format: 'graph-model',
    generatedBy: '2.1.0',
    convertedBy: 'TensorFlow.js Converter v1.7.4',
    modelTopology: { node },
    weightsManifest: manifest,
  };
  return { modelJson, data, values };
}

/** The graph model's feature vector (and classifier) computed directly from the decoded weights. */
function graphModelRef(
  x: Nhwc,
  values: Map<string, Float32Array>,
): { conv: Nhwc; features: Float64Array; probabilities: Float64Array } {
  const v = (name: string) => values.get(name)!;
  const scaled = map(x, (p) => v('module/predict/hub_input/Mul/y')[0] * p - v('module/predict/hub_input/Sub/y')[0]);
  const conv = relu6(
    convRef(scaled, v('module/predict/Conv/Conv2D_weights'), [3, 3, 3, 4], {
      bias: v('module/predict/Conv/Conv2D_bn_offset'),
      strides: [2, 2],
      padding: 'SAME',
    }),
  );
  const dw = relu6(
    convRef(conv, v('module/predict/expanded_conv/depthwise_weights'), [3, 3, 4, 1], {
      depthwise: true,
      bias: v('module/predict/expanded_conv/depthwise_bn_offset'),
      dilations: [2, 2],
      padding: 'SAME',
    }),
  );
  const wide = convRef(add(conv, dw), v('module/predict/wide/depthwise_weights'), [2, 2, 4, 2], {
    depthwise: true,
    bias: v('module/predict/wide/depthwise_bn_offset'),
    padding: 'SAME',
  });
  const features = squeezeRef(avgPoolRef(wide, [4, 4], [1, 1]));
  return { conv, features, probabilities: denseSoftmaxRef(features, x.n, v('dense/kernel'), [8, 3], v('dense/bias')) };
}

const convertGraph = (
  modelJson: TfjsModelJson,
  data: Uint8Array,
  outputs = [{ name: FEATURES_OUTPUT_NAME, tensor: 'feature_vector/SpatialSqueeze' }],
) =>
  convertTfjsModel(
    { modelJson, weightData: data },
    { graphName: 'tiny_features', outputs, docString: 'tiny graph model', metadata: { backbone: 'tiny' } },
  );

// ---------------------------------------------------------------------------------------------------------------
// a tiny Keras functional layers model, shaped like nsfwjs' mobilenet_v2

const LAYERS_INPUT: [number, number, number] = [8, 7, 3];
const inbound = (...names: string[]) => [names.map((n) => [n, 0, 0, {}])];
const trainingOnly = {
  trainable: false,
  kernel_initializer: {
    class_name: 'VarianceScaling',
    config: { scale: 1, mode: 'fan_avg', distribution: 'uniform', seed: null },
  },
  kernel_regularizer: null,
  bias_constraint: null,
};
const bnConfig = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  trainable: false,
  axis: -1,
  momentum: 0.999,
  epsilon: 0.001,
  center: true,
  scale: true,
  gamma_initializer: { class_name: 'Ones', config: {} },
  ...extra,
});

function layersModel() {
  const rnd = random(11);
  const bn = (name: string, channels: number) => ({
    [`${name}/gamma`]: randomFloats(rnd, [channels], 0.6, 1.4),
    [`${name}/beta`]: randomFloats(rnd, [channels], -0.4, 0.4),
    [`${name}/moving_mean`]: randomFloats(rnd, [channels], -0.3, 0.3),
    [`${name}/moving_variance`]: randomFloats(rnd, [channels], 0.4, 1.6),
  });
  const f: Record<string, Float32Array> = {
    ...bn('bn_Conv1', 4),
    'expanded_conv_depthwise/depthwise_kernel': randomFloats(rnd, [3, 3, 4, 1], -0.7, 0.7),
    ...bn('expanded_conv_depthwise_BN', 4),
    'wide_depthwise/depthwise_kernel': randomFloats(rnd, [3, 3, 4, 2], -0.7, 0.7),
    'wide_depthwise/bias': randomFloats(rnd, [8], -0.3, 0.3),
    ...bn('wide_depthwise_BN', 8),
    'dense_out/kernel': randomFloats(rnd, [8, 3], -1, 1),
    'dense_out/bias': randomFloats(rnd, [3], -0.1, 0.1),
  };
  const shapeOf = (name: string) =>
    name.endsWith('depthwise_kernel')
      ? name.startsWith('wide')
        ? [3, 3, 4, 2]
        : [3, 3, 4, 1]
      : name === 'dense_out/kernel'
        ? [8, 3]
        : [f[name].length];
  const entries: WeightEntry[] = [
    { name: 'Conv1/kernel', shape: [3, 3, 3, 4], uint8: randomBytes(rnd, [3, 3, 3, 4]), min: -0.9, scale: 1.8 / 255 },
    ...Object.entries(f).map(([name, float32]): WeightEntry => {
      // one BN's gamma stored as float16 (values rounded to 1/256, exact in half precision)
      if (name === 'wide_depthwise_BN/gamma')
        return { name, shape: shapeOf(name), float16: Array.from(float32, (g) => Math.round(g * 256) / 256) };
      return { name, shape: shapeOf(name), float32 };
    }),
    // wide_depthwise_BN has center: false, so its beta is left out of the manifest: the converter must not ask for it
  ].filter((e) => e.name !== 'wide_depthwise_BN/beta');
  const { manifest, data, values } = packWeights(entries);

  const layers: KerasLayer[] = [
    {
      name: 'input_1',
      class_name: 'InputLayer',
      config: { batch_input_shape: [null, ...LAYERS_INPUT], dtype: 'float32', sparse: false, name: 'input_1' },
      inbound_nodes: [],
    },
    {
      name: 'Conv1_pad',
      class_name: 'ZeroPadding2D',
      config: {
        name: 'Conv1_pad',
        trainable: false,
        padding: [
          [0, 1],
          [0, 1],
        ],
        data_format: 'channels_last',
      },
      inbound_nodes: inbound('input_1'),
    },
    {
      name: 'Conv1',
      class_name: 'Conv2D',
      config: {
        name: 'Conv1',
        ...trainingOnly,
        filters: 4,
        kernel_size: [3, 3],
        strides: [2, 2],
        padding: 'valid',
        data_format: 'channels_last',
        dilation_rate: [1, 1],
        activation: 'linear',
        use_bias: false,
      },
      inbound_nodes: inbound('Conv1_pad'),
    },
    {
      name: 'bn_Conv1',
      class_name: 'BatchNormalization',
      config: bnConfig('bn_Conv1'),
      inbound_nodes: inbound('Conv1'),
    },
    {
      name: 'Conv1_relu',
      class_name: 'ReLU',
      config: { name: 'Conv1_relu', trainable: false, max_value: 6, negative_slope: 0, threshold: 0 },
      inbound_nodes: inbound('bn_Conv1'),
    },
    {
      name: 'expanded_conv_depthwise',
      class_name: 'DepthwiseConv2D',
      config: {
        name: 'expanded_conv_depthwise',
        trainable: false,
        kernel_size: [3, 3],
        strides: [1, 1],
        padding: 'same',
        data_format: 'channels_last',
        dilation_rate: [1, 1],
        activation: 'linear',
        use_bias: false,
        depth_multiplier: 1,
        depthwise_initializer: { class_name: 'VarianceScaling', config: {} },
      },
      inbound_nodes: inbound('Conv1_relu'),
    },
    {
      name: 'expanded_conv_depthwise_BN',
      class_name: 'BatchNormalization',
      config: bnConfig('expanded_conv_depthwise_BN'),
      inbound_nodes: inbound('expanded_conv_depthwise'),
    },
    {
      name: 'block_add',
      class_name: 'Add',
      config: { name: 'block_add', trainable: false },
      inbound_nodes: inbound('Conv1_relu', 'expanded_conv_depthwise_BN'),
    },
    {
      name: 'wide_depthwise',
      class_name: 'DepthwiseConv2D',
      config: {
        name: 'wide_depthwise',
        trainable: false,
        kernel_size: [3, 3],
        strides: [2, 2],
        padding: 'same',
        data_format: 'channels_last',
        dilation_rate: [1, 1],
        activation: 'linear',
        use_bias: true,
        depth_multiplier: 2,
      },
      inbound_nodes: inbound('block_add'),
    },
    {
      name: 'wide_depthwise_BN',
      class_name: 'BatchNormalization',
      config: bnConfig('wide_depthwise_BN', { center: false }),
      inbound_nodes: inbound('wide_depthwise'),
    },
    {
      name: 'wide_relu',
      class_name: 'ReLU',
      config: { name: 'wide_relu', max_value: null, negative_slope: 0, threshold: 0 },
      inbound_nodes: inbound('wide_depthwise_BN'),
    },
    {
      name: 'global_pool',
      class_name: 'GlobalAveragePooling2D',
      config: { name: 'global_pool', trainable: true, data_format: 'channels_last' },
      inbound_nodes: inbound('wide_relu'),
    },
    {
      name: 'dropout',
      class_name: 'Dropout',
      config: { name: 'dropout', trainable: true, rate: 0.5, noise_shape: null, seed: null },
      inbound_nodes: inbound('global_pool'),
    },
    {
      name: 'dense_out',
      class_name: 'Dense',
      config: { name: 'dense_out', ...trainingOnly, trainable: true, units: 3, activation: 'softmax', use_bias: true },
      inbound_nodes: inbound('dropout'),
    },
  ];
  const modelJson: TfjsModelJson = {
    format: 'layers-model',
    generatedBy: 'keras v2.2.4',
    convertedBy: 'TensorFlow.js Converter v1.1.2',
    modelTopology: {
      model_config: {
        class_name: 'Model',
        config: { layers, input_layers: [['input_1', 0, 0]], output_layers: [['dense_out', 0, 0]] },
      },
    },
    weightsManifest: manifest,
  };
  return { modelJson, data, values };
}

function layersModelRef(
  x: Nhwc,
  values: Map<string, Float32Array>,
): { features: Float64Array; probabilities: Float64Array } {
  const v = (name: string) => values.get(name)!;
  const bn = (t: Nhwc, name: string, center = true) =>
    batchNormRef(t, {
      gamma: v(`${name}/gamma`),
      beta: center ? v(`${name}/beta`) : undefined,
      mean: v(`${name}/moving_mean`),
      variance: v(`${name}/moving_variance`),
      epsilon: 0.001,
    });
  const padded = zeroPadRef(x, [0, 1], [0, 1]);
  const conv1 = relu6(
    bn(convRef(padded, v('Conv1/kernel'), [3, 3, 3, 4], { strides: [2, 2], padding: 'VALID' }), 'bn_Conv1'),
  );
  const dw = bn(
    convRef(conv1, v('expanded_conv_depthwise/depthwise_kernel'), [3, 3, 4, 1], { depthwise: true, padding: 'SAME' }),
    'expanded_conv_depthwise_BN',
  );
  const wide = convRef(add(conv1, dw), v('wide_depthwise/depthwise_kernel'), [3, 3, 4, 2], {
    depthwise: true,
    bias: v('wide_depthwise/bias'),
    strides: [2, 2],
    padding: 'SAME',
  });
  const features = globalAvgPoolRef(relu(bn(wide, 'wide_depthwise_BN', false)));
  return {
    features,
    probabilities: denseSoftmaxRef(features, x.n, v('dense_out/kernel'), [8, 3], v('dense_out/bias')),
  };
}

const convertLayers = (
  modelJson: TfjsModelJson,
  data: Uint8Array,
  outputs = [{ name: FEATURES_OUTPUT_NAME, tensor: 'global_pool' }],
) =>
  convertTfjsModel(
    { modelJson, weightData: data },
    { graphName: 'tiny_layers', outputs, docString: 'tiny layers model', metadata: {} },
  );

// ---------------------------------------------------------------------------------------------------------------

describe('the ONNX writer', () => {
  it('encodes a softmax head whose output is the softmax of W·x + b', async () => {
    const rnd = random(1);
    const [features, classes, batch] = [5, 4, 3];
    const weights = randomFloats(rnd, [classes, features], -2, 2);
    const bias = randomFloats(rnd, [classes], -1, 1);
    const x = randomFloats(rnd, [batch, features], -1, 1);
    const graph = softmaxHeadGraph({
      name: 'head',
      input: 'features',
      output: 'probabilities',
      features,
      classes,
      weights,
      bias,
    });
    const out = await run(encodeOnnxModel(graph, { producer: 'test', producerVersion: '1' }), {
      features: { data: x, dims: [batch, features] },
    });
    // W is [classes × features], so the reference reads it transposed as a [features, classes] dense kernel
    const kernel = Float32Array.from(
      { length: features * classes },
      (_, i) => weights[(i % classes) * features + Math.floor(i / classes)],
    );
    expect(out.probabilities.dims).toEqual([batch, classes]);
    expectClose(
      out.probabilities.data,
      denseSoftmaxRef(Float64Array.from(x), batch, kernel, [features, classes], bias),
    );
  });

  it('rejects a softmax head whose weights do not match its shape', () => {
    expect(() =>
      softmaxHeadGraph({
        name: 'head',
        input: 'x',
        output: 'y',
        features: 3,
        classes: 2,
        weights: new Float32Array(5),
        bias: new Float32Array(2),
      }),
    ).toThrow(/head: weight shapes do not match 2×3/);
  });

  it('round-trips int64 initialisers (negative ones too) and every attribute kind', async () => {
    // x [batch, 6] → Reshape([-1, 2, 3]) → Transpose(perm) → Gather(axis 1, [2, 0, -1]) → Reshape([-1, 6]) → Pad(reflect)
    //   → + Constant(value_floats) → Gemm(alpha, transB) with an identity matrix
    const graph: OnnxGraph = {
      name: 'kinds',
      inputs: [{ name: 'x', shape: ['batch', 6] }],
      outputs: [{ name: 'y', shape: ['batch', 8] }],
      initializers: [
        { name: 'shape3', dims: [3], data: BigInt64Array.of(-1n, 2n, 3n) },
        { name: 'indices', dims: [3], data: BigInt64Array.of(2n, 0n, -1n) },
        { name: 'shape2', dims: [2], data: BigInt64Array.of(-1n, 6n) },
        { name: 'pads', dims: [4], data: BigInt64Array.of(0n, 1n, 0n, 1n) },
        { name: 'eye', dims: [8, 8], data: Float32Array.from({ length: 64 }, (_, i) => (i % 9 === 0 ? 1 : 0)) },
      ],
      nodes: [
        { op: 'Reshape', inputs: ['x', 'shape3'], outputs: ['r3'] },
        { op: 'Transpose', inputs: ['r3'], outputs: ['t'], attributes: { perm: attr.ints([0, 2, 1]) } },
        { op: 'Gather', inputs: ['t', 'indices'], outputs: ['g'], attributes: { axis: attr.int(1) } },
        { op: 'Reshape', inputs: ['g', 'shape2'], outputs: ['r2'] },
        { op: 'Pad', inputs: ['r2', 'pads'], outputs: ['p'], attributes: { mode: attr.string('reflect') } },
        {
          op: 'Constant',
          inputs: [],
          outputs: ['c'],
          attributes: { value_floats: attr.floats([0.5, -0.25, 1, 2, 0, 0, 0, 3]) },
        },
        { op: 'Add', inputs: ['p', 'c'], outputs: ['s'] },
        {
          op: 'Gemm',
          inputs: ['s', 'eye'],
          outputs: ['y'],
          attributes: { alpha: attr.float(-2), transB: attr.int(1) },
        },
      ],
    };
    const x = Float32Array.from([0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15]);
    const out = await run(encodeOnnxModel(graph, { producer: 'test', producerVersion: '1' }), {
      x: { data: x, dims: [2, 6] },
    });
    // [[a0 a1 a2] [a3 a4 a5]] → transposed [[a0 a3] [a1 a4] [a2 a5]] → rows 2, 0, 2 → [a2 a5 a0 a3 a2 a5] → reflect-padded
    const expected = [0, 1].flatMap((b) => {
      const a = Array.from(x.subarray(b * 6, b * 6 + 6));
      const p = [a[5], a[2], a[5], a[0], a[3], a[2], a[5], a[2]];
      return p.map((v, i) => -2 * (v + [0.5, -0.25, 1, 2, 0, 0, 0, 3][i]));
    });
    expect(out.y.dims).toEqual([2, 8]);
    expect(Array.from(out.y.data)).toEqual(expected);
  });

  it('writes docString and metadata_props where ONNX reads them', () => {
    // onnxruntime-node does not expose the model's custom metadata, so read the two ModelProto fields from the bytes
    const graph = softmaxHeadGraph({
      name: 'h',
      input: 'x',
      output: 'y',
      features: 1,
      classes: 1,
      weights: Float32Array.of(1),
      bias: Float32Array.of(0),
    });
    const bytes = encodeOnnxModel(graph, {
      producer: 'p',
      producerVersion: '9',
      docString: 'the doc',
      metadata: { source: 'nsfwjs@4.4.0', ünïcode: 'ß ✓' },
    });
    const fields = readProtoFields(bytes);
    const text = (b: Uint8Array) => new TextDecoder().decode(b);
    expect(fields.filter((f) => f.field === 1).map((f) => f.value)).toEqual([8n]); // ir_version
    expect(
      fields.filter((f) => f.field === 2 || f.field === 3 || f.field === 6).map((f) => text(f.value as Uint8Array)),
    ).toEqual(['p', '9', 'the doc']);
    const metadata = fields
      .filter((f) => f.field === 14)
      .map((f) =>
        Object.fromEntries(readProtoFields(f.value as Uint8Array).map((e) => [e.field, text(e.value as Uint8Array)])),
      );
    expect(metadata).toEqual([
      { 1: 'source', 2: 'nsfwjs@4.4.0' },
      { 1: 'ünïcode', 2: 'ß ✓' },
    ]);
    const opset = readProtoFields(fields.find((f) => f.field === 8)!.value as Uint8Array);
    expect(opset.find((f) => f.field === 2)?.value).toBe(13n);
  });

  it('merges graphs that share an input into one session with both outputs, and refuses clashing names or shapes', async () => {
    const a = softmaxHeadGraph({
      name: 'a',
      input: 'x',
      output: 'pa',
      features: 2,
      classes: 2,
      weights: Float32Array.of(1, 0, 0, 1),
      bias: Float32Array.of(0, 0),
    });
    const b = softmaxHeadGraph({
      name: 'b',
      input: 'x',
      output: 'pb',
      features: 2,
      classes: 2,
      weights: Float32Array.of(0, 1, 1, 0),
      bias: Float32Array.of(0, 0),
    });
    const out = await run(encodeOnnxModel(mergeGraphs('ab', [a, b]), { producer: 'test', producerVersion: '1' }), {
      x: { data: Float32Array.of(0, Math.log(3)), dims: [1, 2] },
    });
    expectClose(out.pa.data, [0.25, 0.75], 1e-6);
    expectClose(out.pb.data, [0.75, 0.25], 1e-6);
    expect(() => mergeGraphs('aa', [a, a])).toThrow(/aa: a_weights is defined by more than one graph/);
    const wide = softmaxHeadGraph({
      name: 'c',
      input: 'x',
      output: 'pc',
      features: 3,
      classes: 1,
      weights: new Float32Array(3),
      bias: new Float32Array(1),
    });
    expect(() => mergeGraphs('ac', [a, wide])).toThrow(/ac: input x has two shapes/);
  });
});

/** Top-level fields of a protobuf message (varints as bigint, length-delimited as bytes); enough to read ModelProto. */
function readProtoFields(bytes: Uint8Array): { field: number; value: bigint | Uint8Array }[] {
  const fields: { field: number; value: bigint | Uint8Array }[] = [];
  let i = 0;
  const varint = () => {
    let v = 0n;
    for (let shift = 0n; ; shift += 7n) {
      const byte = bytes[i++];
      v |= BigInt(byte & 0x7f) << shift;
      if (byte < 0x80) return v;
    }
  };
  while (i < bytes.length) {
    const tag = Number(varint());
    const [field, wire] = [tag >> 3, tag & 7];
    if (wire === 0) fields.push({ field, value: varint() });
    else if (wire === 2) {
      const length = Number(varint());
      fields.push({ field, value: bytes.subarray(i, i + length) });
      i += length;
    } else if (wire === 5) i += 4;
    else throw new Error(`wire type ${wire}`);
  }
  return fields;
}

describe('decodeWeights', () => {
  it('dequantises uint8 and uint16 as min + q·scale, widens float16 (subnormal, negative, infinite), and rounds quantised int32', () => {
    const data = new Uint8Array([
      0,
      255,
      7, // uint8 [3]
      ...new Uint8Array(Uint16Array.of(0, 65535, 1000).buffer), // uint16 [3]
      ...new Uint8Array(
        Uint16Array.of(toHalf(1), toHalf(-2.5), toHalf(2 ** -24), toHalf(65504), toHalf(-Infinity)).buffer,
      ), // float16 [5]
      10,
      11, // int32 via uint8 [2]
      ...new Uint8Array(Int32Array.of(-7).buffer), // int32 [1]
    ]);
    const manifest: TfjsWeightGroup[] = [
      {
        paths: ['a'],
        weights: [
          { name: 'u8', shape: [3], dtype: 'float32', quantization: { dtype: 'uint8', min: -1, scale: 0.01 } },
          { name: 'u16', shape: [3], dtype: 'float32', quantization: { dtype: 'uint16', min: 0.5, scale: 1 / 65535 } },
        ],
      },
      {
        paths: ['b'],
        weights: [
          { name: 'f16', shape: [5], dtype: 'float32', quantization: { dtype: 'float16' } },
          { name: 'i32q', shape: [2], dtype: 'int32', quantization: { dtype: 'uint8', min: 0, scale: 0.3 } },
          { name: 'i32', shape: [1, 1], dtype: 'int32' },
        ],
      },
    ];
    const w = decodeWeights(manifest, data);
    expect(Array.from(w.get('u8')!.values)).toEqual([-1, -1 + 255 * 0.01, -1 + 7 * 0.01].map(Math.fround));
    expect(Array.from(w.get('u16')!.values)).toEqual([0.5, 1.5, 0.5 + 1000 / 65535].map(Math.fround));
    expect(Array.from(w.get('f16')!.values)).toEqual([1, -2.5, 2 ** -24, 65504, -Infinity]);
    expect(w.get('i32q')).toMatchObject({ dtype: 'int32', values: Int32Array.of(3, 3) });
    expect(w.get('i32')).toMatchObject({ dtype: 'int32', shape: [1, 1], values: Int32Array.of(-7) });
  });

  it('refuses byte counts that do not match the manifest, unknown dtypes and quantisation without min/scale', () => {
    const manifest = (spec: Partial<TfjsWeightSpec>): TfjsWeightGroup[] => [
      { paths: ['a'], weights: [{ name: 'w', shape: [2], dtype: 'float32', ...spec }] },
    ];
    expect(() => decodeWeights(manifest({}), new Uint8Array(12))).toThrow(
      /weight data has 12 bytes but the manifest describes 8/,
    );
    expect(() => decodeWeights(manifest({}), new Uint8Array(7))).toThrow(
      /weight w: runs past the end of the weight data/,
    );
    expect(() => decodeWeights(manifest({ dtype: 'bool' }), new Uint8Array(2))).toThrow(
      /weight w: unsupported dtype bool/,
    );
    expect(() => decodeWeights(manifest({ quantization: { dtype: 'int8' } }), new Uint8Array(2))).toThrow(
      /weight w: unsupported quantisation dtype int8/,
    );
    expect(() => decodeWeights(manifest({ quantization: { dtype: 'uint8', min: 0 } }), new Uint8Array(2))).toThrow(
      /weight w: uint8 quantisation without min and scale/,
    );
    const twice: TfjsWeightGroup[] = [
      {
        paths: ['a'],
        weights: [
          { name: 'w', shape: [1], dtype: 'float32' },
          { name: 'w', shape: [1], dtype: 'float32' },
        ],
      },
    ];
    expect(() => decodeWeights(twice, new Uint8Array(8))).toThrow(/weight w appears twice/);
  });
});

describe('converting a TFJS graph model', () => {
  const N = 2;

  it('cut at the Squeeze gives the feature vector a direct NHWC computation gives (quantised weights, asymmetric SAME padding, dilated and multiplier-2 depthwise)', async () => {
    const { modelJson, data, values } = graphModel();
    const { graph, bytes } = convertGraph(modelJson, data);
    expect(graph.inputs).toEqual([{ name: IMAGE_INPUT_NAME, shape: ['batch', ...GRAPH_INPUT] }]);
    expect(graph.outputs).toEqual([{ name: FEATURES_OUTPUT_NAME, shape: ['batch', 8] }]);
    // the classifier after the cut is not converted
    expect(graph.nodes.map((n) => n.op)).not.toContain('Gemm');
    expect(graph.initializers.map((t) => t.name)).not.toContain('dense/kernel');

    const { input, ref } = images(3, N, ...GRAPH_INPUT);
    const out = await run(bytes, { [IMAGE_INPUT_NAME]: { data: input, dims: [N, ...GRAPH_INPUT] } });
    const expected = graphModelRef(ref, values);
    // the random weights drive the first Relu6 into both clips, so the test would notice either bound missing
    expect(Math.min(...expected.conv.data)).toBe(0);
    expect(Math.max(...expected.conv.data)).toBe(6);
    expect(out[FEATURES_OUTPUT_NAME].dims).toEqual([N, 8]);
    expectClose(out[FEATURES_OUTPUT_NAME].data, expected.features);
  });

  it('also converts the classifier when asked for two outputs (_FusedMatMul, Softmax, Identity)', async () => {
    const { modelJson, data, values } = graphModel();
    const { bytes } = convertGraph(modelJson, data, [
      { name: FEATURES_OUTPUT_NAME, tensor: 'feature_vector/SpatialSqueeze' },
      { name: NSFW_OUTPUT_NAME, tensor: 'Identity' },
    ]);
    const { input, ref } = images(4, N, ...GRAPH_INPUT);
    const out = await run(bytes, { [IMAGE_INPUT_NAME]: { data: input, dims: [N, ...GRAPH_INPUT] } });
    const expected = graphModelRef(ref, values);
    expectClose(out[FEATURES_OUTPUT_NAME].data, expected.features);
    expectClose(out[NSFW_OUTPUT_NAME].data, expected.probabilities);
  });

  it('is deterministic: the same model converts to the same bytes', () => {
    const { modelJson, data } = graphModel();
    expect(
      Buffer.from(convertGraph(modelJson, data).bytes).equals(Buffer.from(convertGraph(modelJson, data).bytes)),
    ).toBe(true);
  });
});

describe('converting a TFJS layers model', () => {
  it('gives the features and probabilities a direct computation gives (ZeroPadding2D, BatchNormalization folded into Conv2D and DepthwiseConv2D, ReLU6, Add, GlobalAveragePooling2D, Dense)', async () => {
    const { modelJson, data, values } = layersModel();
    const { graph, bytes } = convertLayers(modelJson, data, [
      { name: FEATURES_OUTPUT_NAME, tensor: 'global_pool' },
      { name: NSFW_OUTPUT_NAME, tensor: 'dense_out' },
    ]);
    expect(graph.outputs).toEqual([
      { name: FEATURES_OUTPUT_NAME, shape: ['batch', 8] },
      { name: NSFW_OUTPUT_NAME, shape: ['batch', 3] },
    ]);
    expect(graph.nodes.map((n) => n.op)).not.toContain('BatchNormalization');
    const N = 3;
    const { input, ref } = images(5, N, ...LAYERS_INPUT);
    const out = await run(bytes, { [IMAGE_INPUT_NAME]: { data: input, dims: [N, ...LAYERS_INPUT] } });
    const expected = layersModelRef(ref, values);
    expectClose(out[FEATURES_OUTPUT_NAME].data, expected.features);
    expectClose(out[NSFW_OUTPUT_NAME].data, expected.probabilities);
  });
});

describe('the converter fails loudly', () => {
  const withNode = (name: string, patch: (n: TfjsGraphNode) => TfjsGraphNode) => {
    const model = graphModel();
    const node = model.modelJson.modelTopology.node!.map((n) => (n.name === name ? patch(n) : n));
    return { ...model, modelJson: { ...model.modelJson, modelTopology: { node } } };
  };

  it('on an op it does not know, naming the op and node', () => {
    const { modelJson, data } = withNode('module/predict/hub_input/Sub', (n) => ({ ...n, op: 'Tanh2' }));
    expect(() => convertGraph(modelJson, data)).toThrow(
      /op Tanh2 \(module\/predict\/hub_input\/Sub\) is not supported/,
    );
  });

  it('on data_format NCHW', () => {
    const { modelJson, data } = withNode('module/predict/Conv/Relu6', (n) => ({
      ...n,
      attr: { ...n.attr, data_format: { s: b64('NCHW') } },
    }));
    expect(() => convertGraph(modelJson, data)).toThrow(
      /_FusedConv2D module\/predict\/Conv\/Relu6: only NHWC is supported/,
    );
  });

  it('on an attribute no mapping reads, and on fused ops it cannot express', () => {
    const extra = withNode('module/predict/Logits/AvgPool', (n) => ({
      ...n,
      attr: { ...n.attr, count_include_pad: { b: true } },
    }));
    expect(() => convertGraph(extra.modelJson, extra.data)).toThrow(
      /AvgPool module\/predict\/Logits\/AvgPool: unsupported attribute count_include_pad/,
    );
    const fused = withNode('module/predict/Conv/Relu6', (n) => ({
      ...n,
      attr: { ...n.attr, fused_ops: listS(['BiasAdd', 'Tanh']) },
    }));
    expect(() => convertGraph(fused.modelJson, fused.data)).toThrow(
      /fused_ops \[BiasAdd,Tanh\] with num_args 1 is not supported/,
    );
  });

  it('on weight data whose byte length does not match the manifest', () => {
    const { modelJson, data } = graphModel();
    const longer = new Uint8Array(data.length + 4);
    longer.set(data);
    expect(() => convertGraph(modelJson, longer)).toThrow(
      new RegExp(`weight data has ${data.length + 4} bytes but the manifest describes ${data.length}`),
    );
    expect(() => convertGraph(modelJson, data.subarray(0, data.length - 4))).toThrow(
      /weight dense\/bias: runs past the end of the weight data/,
    );
  });

  it('on a requested tensor that does not exist', () => {
    const { modelJson, data } = graphModel();
    expect(() => convertGraph(modelJson, data, [{ name: 'f', tensor: 'no/such/Squeeze' }])).toThrow(
      /tensor no\/such\/Squeeze: no such node/,
    );
  });

  it('on a layers-model config it does not support, naming the layer and key', () => {
    const { modelJson, data } = layersModel();
    const config = modelJson.modelTopology.model_config!;
    const layers = config.config.layers.map((l) =>
      l.name === 'Conv1' ? { ...l, config: { ...l.config, data_format: 'channels_first' } } : l,
    );
    const patched: TfjsModelJson = {
      ...modelJson,
      modelTopology: { model_config: { ...config, config: { ...config.config, layers } } },
    };
    expect(() => convertLayers(patched, data)).toThrow(
      /Conv2D Conv1: config data_format="channels_first" is not supported/,
    );
    const unknown = config.config.layers.map((l) => (l.name === 'wide_relu' ? { ...l, class_name: 'PReLU' } : l));
    expect(() =>
      convertLayers(
        { ...modelJson, modelTopology: { model_config: { ...config, config: { ...config.config, layers: unknown } } } },
        data,
      ),
    ).toThrow(/layer class PReLU \(wide_relu\) is not supported/);
  });
});
