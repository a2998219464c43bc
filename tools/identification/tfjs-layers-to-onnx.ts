// Maps a TFJS layers model (a Keras functional Model config + weights) to an NCHW ONNX graph, keeping only the layers
// the requested outputs depend on; BatchNormalization is folded into the convolution before it. Unknown config throws.
import type { OnnxGraph } from './onnx-writer.js';
import type { KerasLayer, TfjsModelJson, TfjsTensor } from './tfjs-graph.js';
import { OnnxGraphBuilder, type Activation, type ExplicitPadding, type Value } from './tfjs-onnx-builder.js';
import type { OutputRequest } from './tfjs-graph-to-onnx.js';

/** Config keys that only matter for training (or naming) and never change inference numbers. */
const TRAINING_ONLY = /^(name|trainable|dtype|.*_(initializer|regularizer|constraint)|momentum|noise_shape|seed)$/;

const ACTIVATIONS: Record<string, Activation> = {
  linear: 'linear',
  relu: 'relu',
  relu6: 'relu6',
  sigmoid: 'sigmoid',
  tanh: 'tanh',
  softmax: 'softmax',
};

/** Checked access to a layer's config: every key must be read or be training-only. */
class LayerConfig {
  private readonly used = new Set<string>();
  constructor(private readonly layer: KerasLayer) {}

  get<T>(key: string, check: (v: unknown) => v is T, fallback?: T): T {
    this.used.add(key);
    const v = this.layer.config[key];
    if (v === undefined && fallback !== undefined) return fallback;
    if (!check(v))
      throw new Error(
        `${this.layer.class_name} ${this.layer.name}: config ${key}=${JSON.stringify(v)} is not supported`,
      );
    return v;
  }

  expect(key: string, allowed: readonly unknown[]): void {
    this.used.add(key);
    const v = this.layer.config[key];
    if (v !== undefined && !allowed.some((a) => JSON.stringify(a) === JSON.stringify(v)))
      throw new Error(
        `${this.layer.class_name} ${this.layer.name}: config ${key}=${JSON.stringify(v)} is not supported`,
      );
  }

  assertAllRead(): void {
    for (const key of Object.keys(this.layer.config)) {
      if (!this.used.has(key) && !TRAINING_ONLY.test(key))
        throw new Error(
          `${this.layer.class_name} ${this.layer.name}: unsupported config ${key}=${JSON.stringify(this.layer.config[key])}`,
        );
    }
  }
}

const isPair = (v: unknown): v is [number, number] =>
  Array.isArray(v) && v.length === 2 && v.every((x) => Number.isInteger(x) && x > 0);
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isNumber = (v: unknown): v is number => typeof v === 'number';
const isPadding = (v: unknown): v is 'same' | 'valid' => v === 'same' || v === 'valid';
const isActivation = (v: unknown): v is string => typeof v === 'string' && v in ACTIVATIONS;

/** The producing layers of a layer: Keras 2 inbound_nodes [[[layer, nodeIndex, tensorIndex, kwargs], ...]], one call only. */
function inboundLayers(layer: KerasLayer): string[] {
  if (layer.inbound_nodes.length === 0) return [];
  if (layer.inbound_nodes.length > 1)
    throw new Error(`${layer.name}: shared layers (called ${layer.inbound_nodes.length} times) are not supported`);
  return layer.inbound_nodes[0].map((ref) => {
    const [name, node, tensor, kwargs] = ref as [string, number, number, Record<string, unknown>];
    if (node !== 0 || tensor !== 0 || Object.keys(kwargs ?? {}).length)
      throw new Error(`${layer.name}: inbound ${JSON.stringify(ref)} is not supported`);
    return name;
  });
}

function zeroPadding(layer: KerasLayer, config: LayerConfig): ExplicitPadding {
  config.expect('data_format', ['channels_last']);
  const p = config.get('padding', (v): v is unknown => v !== undefined);
  const pair = (v: unknown): [number, number] => (typeof v === 'number' ? [v, v] : (v as [number, number]));
  if (typeof p === 'number') return { top: p, bottom: p, left: p, right: p };
  if (Array.isArray(p) && p.length === 2) {
    const [[top, bottom], [left, right]] = [pair(p[0]), pair(p[1])];
    if ([top, bottom, left, right].every((x) => Number.isInteger(x) && x >= 0)) return { top, bottom, left, right };
  }
  throw new Error(`ZeroPadding2D ${layer.name}: padding ${JSON.stringify(p)} is not supported`);
}

export function convertLayersModel(
  model: TfjsModelJson,
  weights: ReadonlyMap<string, TfjsTensor>,
  options: { input: string; outputs: readonly OutputRequest[]; name: string },
): OnnxGraph {
  const config = model.modelTopology.model_config;
  if (!config || (config.class_name !== 'Model' && config.class_name !== 'Functional'))
    throw new Error('not a Keras functional layers model');
  const layers = new Map(config.config.layers.map((l) => [l.name, l]));
  const consumers = new Map<string, string[]>();
  for (const l of layers.values())
    for (const from of inboundLayers(l)) consumers.set(from, [...(consumers.get(from) ?? []), l.name]);
  const weight = (layer: string, key: string): TfjsTensor => {
    const t = weights.get(`${layer}/${key}`);
    if (!t || t.dtype !== 'float32') throw new Error(`${layer}: weight ${key} is missing`);
    return t;
  };
  const optionalWeight = (layer: string, key: string, use: boolean) =>
    use ? (weight(layer, key).values as Float32Array) : undefined;

  // layers the outputs depend on, producers first (depth-first post-order)
  const order: KerasLayer[] = [];
  const done = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (done.has(name)) return;
    if (path.has(name)) throw new Error(`cycle through ${name}`);
    const layer = layers.get(name);
    if (!layer) throw new Error(`layer ${name} does not exist`);
    path.add(name);
    for (const from of inboundLayers(layer)) visit(from, path);
    path.delete(name);
    done.add(name);
    order.push(layer);
  };
  for (const o of options.outputs) visit(o.tensor, new Set());

  const b = new OnnxGraphBuilder();
  const values = new Map<string, Value>();
  const folded = new Set<string>();
  for (const layer of order) {
    const c = new LayerConfig(layer);
    const inputs = inboundLayers(layer).map((n) => values.get(n)!);
    const single = () => {
      if (inputs.length !== 1)
        throw new Error(`${layer.class_name} ${layer.name}: expected one input, got ${inputs.length}`);
      return inputs[0];
    };
    let out: Value;
    switch (layer.class_name) {
      case 'InputLayer': {
        const shape = c.get(
          'batch_input_shape',
          (v): v is (number | null)[] =>
            Array.isArray(v) && v.length === 4 && v[0] === null && v.slice(1).every((d) => Number.isInteger(d)),
        );
        c.expect('dtype', ['float32']);
        c.expect('sparse', [false]);
        out = b.input(options.input, ['batch', shape[1]!, shape[2]!, shape[3]!]);
        break;
      }
      case 'ZeroPadding2D': {
        const p = zeroPadding(layer, c);
        const x = single();
        const pads = b.ints(`${layer.name}_pads`, [0, 0, p.top, p.left, 0, 0, p.bottom, p.right]);
        // onnxruntime fuses a zero Pad into the convolution after it (PadFusion)
        const name = b.node('Pad', [x.name, pads], b.unique(layer.name));
        out = {
          name,
          shape: [
            x.shape[0],
            x.shape[1],
            (x.shape[2] as number) + p.top + p.bottom,
            (x.shape[3] as number) + p.left + p.right,
          ],
          layout: 'nchw',
        };
        break;
      }
      case 'Conv2D':
      case 'DepthwiseConv2D': {
        const depthwise = layer.class_name === 'DepthwiseConv2D';
        c.expect('data_format', ['channels_last']);
        if (depthwise) c.get('depth_multiplier', (v): v is number => Number.isInteger(v) && (v as number) > 0);
        else c.get('filters', (v): v is number => Number.isInteger(v));
        const kernelSize = c.get('kernel_size', isPair);
        const kernel = weight(layer.name, depthwise ? 'depthwise_kernel' : 'kernel');
        if (kernel.shape[0] !== kernelSize[0] || kernel.shape[1] !== kernelSize[1])
          throw new Error(`${layer.name}: kernel shape [${kernel.shape}] does not match kernel_size`);
        let k = kernel.values as Float32Array;
        let bias = optionalWeight(layer.name, 'bias', c.get('use_bias', isBool));
        const activation = ACTIVATIONS[c.get('activation', isActivation)];
        // fold a BatchNormalization that is this convolution's only consumer: w·γ/√(σ²+ε), (b−μ)·γ/√(σ²+ε)+β
        const next = consumers.get(layer.name) ?? [];
        const bn = next.length === 1 && activation === 'linear' ? layers.get(next[0]) : undefined;
        if (bn?.class_name === 'BatchNormalization' && !options.outputs.some((o) => o.tensor === layer.name)) {
          const bc = new LayerConfig(bn);
          const axis = bc.get('axis', isNumber);
          if (axis !== -1 && axis !== 3)
            throw new Error(`BatchNormalization ${bn.name}: axis ${axis} is not the channel axis`);
          const epsilon = bc.get('epsilon', isNumber);
          const gamma = optionalWeight(bn.name, 'gamma', bc.get('scale', isBool));
          const beta = optionalWeight(bn.name, 'beta', bc.get('center', isBool));
          const mean = weight(bn.name, 'moving_mean').values as Float32Array;
          const variance = weight(bn.name, 'moving_variance').values as Float32Array;
          bc.assertAllRead();
          const channels = mean.length;
          const factor = Float64Array.from(variance, (v, i) => (gamma ? gamma[i] : 1) / Math.sqrt(v + epsilon));
          // the output channel is the innermost index of both HWIO and [kh, kw, in, mult] kernels (depthwise: i·mult + m)
          if (k.length % channels !== 0) throw new Error(`${bn.name}: ${channels} channels do not match ${layer.name}`);
          k = Float32Array.from(k, (v, i) => v * factor[i % channels]);
          bias = Float32Array.from(mean, (m, i) => ((bias ? bias[i] : 0) - m) * factor[i] + (beta ? beta[i] : 0));
          folded.add(bn.name);
        }
        const conv = b.conv(
          single(),
          {
            kernel: k,
            kernelShape: kernel.shape,
            depthwise,
            bias,
            strides: c.get('strides', isPair, [1, 1]),
            dilations: c.get('dilation_rate', isPair, [1, 1]),
            padding: c.get('padding', isPadding) === 'same' ? 'SAME' : 'VALID',
          },
          layer.name,
        );
        out = b.activation(conv, activation, `${layer.name}/activation`);
        if (folded.has(next[0])) values.set(next[0], out);
        break;
      }
      case 'BatchNormalization': {
        if (folded.has(layer.name)) continue;
        throw new Error(
          `BatchNormalization ${layer.name}: only a BatchNormalization directly after a linear convolution is supported`,
        );
      }
      case 'ReLU':
      case 'Activation': {
        let activation: Activation;
        if (layer.class_name === 'Activation') activation = ACTIVATIONS[c.get('activation', isActivation)];
        else {
          const max = c.get(
            'max_value',
            (v): v is number | null => v === null || typeof v === 'number',
            null as unknown as number,
          );
          c.expect('negative_slope', [0]);
          c.expect('threshold', [0]);
          if (max !== null && max !== 6) throw new Error(`ReLU ${layer.name}: max_value ${max} is not supported`);
          activation = max === 6 ? 'relu6' : 'relu';
        }
        out = b.activation(single(), activation, layer.name);
        break;
      }
      case 'Add': {
        if (inputs.length < 2 || inputs.some((v) => v.shape.join() !== inputs[0].shape.join()))
          throw new Error(`Add ${layer.name}: inputs must share one shape`);
        let sum = inputs[0];
        for (const [i, v] of inputs.slice(1).entries())
          sum = { ...sum, name: b.node('Add', [sum.name, v.name], b.unique(i ? `${layer.name}_${i}` : layer.name)) };
        out = sum;
        break;
      }
      case 'AveragePooling2D':
      case 'MaxPooling2D': {
        c.expect('data_format', ['channels_last']);
        const size = c.get('pool_size', isPair);
        const strides =
          c.get(
            'strides',
            (v): v is [number, number] | null => v === null || isPair(v),
            null as unknown as [number, number],
          ) ?? size;
        const pad = c.get('padding', isPadding) === 'same' ? 'SAME' : 'VALID';
        out = b.pool(
          layer.class_name === 'AveragePooling2D' ? 'AveragePool' : 'MaxPool',
          single(),
          size,
          strides,
          pad,
          layer.name,
        );
        break;
      }
      case 'GlobalAveragePooling2D': {
        c.expect('data_format', ['channels_last']);
        const x = single();
        const pooled = b.node('GlobalAveragePool', [x.name], b.unique(layer.name));
        out = b.squeezeSpatial(
          { name: pooled, shape: [x.shape[0], x.shape[1], 1, 1], layout: 'nchw' },
          `${layer.name}/squeeze`,
        );
        break;
      }
      case 'Flatten': {
        c.expect('data_format', ['channels_last']);
        // with a 1×1 spatial size NHWC and NCHW flatten to the same order; larger maps would need a transpose first
        out = b.squeezeSpatial(single(), layer.name);
        break;
      }
      case 'Dense': {
        const kernel = weight(layer.name, 'kernel');
        c.get('units', (v): v is number => v === kernel.shape[1]);
        const bias = optionalWeight(layer.name, 'bias', c.get('use_bias', isBool));
        const dense = b.dense(single(), kernel.values as Float32Array, kernel.shape, bias, layer.name);
        out = b.activation(dense, ACTIVATIONS[c.get('activation', isActivation)], `${layer.name}/activation`);
        break;
      }
      case 'Dropout': {
        // inference: identity
        c.get('rate', isNumber);
        out = single();
        break;
      }
      default:
        throw new Error(`layer class ${layer.class_name} (${layer.name}) is not supported`);
    }
    c.assertAllRead();
    values.set(layer.name, out);
  }

  return b.graph(
    options.name,
    options.outputs.map((o) => b.output(values.get(o.tensor)!, o.name)),
  );
}
