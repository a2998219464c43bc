// Builds an NCHW ONNX graph from TensorFlow-convention pieces (NHWC input, HWIO kernels, SAME/VALID padding), shared by
// the graph-model and layers-model front ends. Tracks static shapes so padding, pooling and outputs can be checked.
import { attr, type OnnxAttribute, type OnnxGraph, type OnnxInitializer, type OnnxNode } from './onnx-writer.js';

/** A value in the ONNX graph; 4-D image tensors are NCHW ('nchw'), everything else keeps TF's axis order ('plain'). */
export interface Value {
  readonly name: string;
  readonly shape: readonly (number | string)[];
  readonly layout: 'nchw' | 'plain';
}

export interface ExplicitPadding {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}
export type Padding = 'SAME' | 'VALID' | ExplicitPadding;

export interface ConvSpec {
  /** TF kernel: [kh, kw, in, out] (regular) or [kh, kw, in, multiplier] (depthwise). */
  readonly kernel: Float32Array;
  readonly kernelShape: readonly number[];
  readonly depthwise: boolean;
  readonly bias?: Float32Array;
  readonly strides: readonly [number, number];
  readonly dilations: readonly [number, number];
  readonly padding: Padding;
}

export type Activation =
  'linear' | 'relu' | 'relu6' | 'sigmoid' | 'tanh' | 'softmax' | { leakyRelu: number } | { elu: number };

function outputSize(
  input: number,
  kernel: number,
  stride: number,
  dilation: number,
  padding: Padding,
  before: number,
  after: number,
): number {
  const effective = (kernel - 1) * dilation + 1;
  if (padding === 'SAME') return Math.ceil(input / stride);
  return Math.floor((input + before + after - effective) / stride) + 1;
}

export class OnnxGraphBuilder {
  readonly nodes: OnnxNode[] = [];
  readonly initializers: OnnxInitializer[] = [];
  private readonly taken = new Set<string>();
  private readonly scalars = new Map<number, string>();
  private readonly inputs: Value[] = [];

  /** A graph-unique ONNX name derived from a TF name (ONNX allows any string; keeping TF's names aids debugging). */
  unique(base: string): string {
    let name = base;
    for (let i = 1; this.taken.has(name); i++) name = `${base}_${i}`;
    this.taken.add(name);
    return name;
  }

  reserve(name: string): void {
    if (this.taken.has(name)) throw new Error(`ONNX name ${name} is already used`);
    this.taken.add(name);
  }

  constant(base: string, dims: readonly number[], data: Float32Array | BigInt64Array): string {
    const name = this.unique(base);
    if (data.length !== dims.reduce((a, b) => a * b, 1))
      throw new Error(`constant ${base}: ${data.length} values for shape [${dims}]`);
    this.initializers.push({ name, dims, data });
    return name;
  }

  /** Shared float scalar constants (Clip bounds). */
  scalar(value: number): string {
    let name = this.scalars.get(value);
    if (!name) {
      name = this.constant(`scalar_${value}`, [], Float32Array.of(value));
      this.scalars.set(value, name);
    }
    return name;
  }

  ints(base: string, values: readonly number[]): string {
    return this.constant(base, [values.length], BigInt64Array.from(values.map(BigInt)));
  }

  node(op: string, inputs: readonly string[], output: string, attributes?: Record<string, OnnxAttribute>): string {
    this.nodes.push({ op, inputs, outputs: [output], name: output, attributes });
    return output;
  }

  /** The NHWC graph input, transposed once to NCHW so every convolution runs in ONNX's native layout. */
  input(name: string, shape: readonly (number | string)[]): Value {
    if (shape.length !== 4) throw new Error(`input ${name}: expected an NHWC image tensor, got rank ${shape.length}`);
    this.reserve(name);
    this.inputs.push({ name, shape, layout: 'plain' });
    const [n, h, w, c] = shape;
    const out = this.node('Transpose', [name], this.unique(`${name}_nchw`), { perm: attr.ints([0, 3, 1, 2]) });
    return { name: out, shape: [n, c, h, w], layout: 'nchw' };
  }

  conv(input: Value, spec: ConvSpec, base: string): Value {
    if (input.layout !== 'nchw') throw new Error(`${base}: convolution input is not an image tensor`);
    const [kh, kw, cin, cout0] = spec.kernelShape;
    const channels = input.shape[1];
    if (channels !== cin) throw new Error(`${base}: kernel expects ${cin} input channels, tensor has ${channels}`);
    const cout = spec.depthwise ? cin * cout0 : cout0;
    const weights = new Float32Array(cout * (spec.depthwise ? 1 : cin) * kh * kw);
    if (spec.depthwise) {
      // TF depthwise [kh, kw, in, mult]: output channel i·mult + m reads input channel i → ONNX group conv [in·mult, 1, kh, kw]
      for (let y = 0; y < kh; y++)
        for (let x = 0; x < kw; x++)
          for (let i = 0; i < cin; i++)
            for (let m = 0; m < cout0; m++) {
              weights[((i * cout0 + m) * kh + y) * kw + x] = spec.kernel[((y * kw + x) * cin + i) * cout0 + m];
            }
    } else {
      // HWIO → OIHW
      for (let y = 0; y < kh; y++)
        for (let x = 0; x < kw; x++)
          for (let i = 0; i < cin; i++)
            for (let o = 0; o < cout; o++) {
              weights[((o * cin + i) * kh + y) * kw + x] = spec.kernel[((y * kw + x) * cin + i) * cout + o];
            }
    }
    if (spec.bias && spec.bias.length !== cout)
      throw new Error(`${base}: bias has ${spec.bias.length} values for ${cout} channels`);
    const inputs = [input.name, this.constant(`${base}_weights`, [cout, spec.depthwise ? 1 : cin, kh, kw], weights)];
    if (spec.bias) inputs.push(this.constant(`${base}_bias`, [cout], spec.bias));
    // onnxruntime refuses auto_pad SAME_* with dilations ≠ 1 at run time, so a dilated SAME conv gets TF's explicit pads
    const padding =
      spec.padding === 'SAME' && spec.dilations.some((d) => d !== 1)
        ? this.samePads(input, [kh, kw], spec.strides, spec.dilations, base)
        : spec.padding;
    const attributes: Record<string, OnnxAttribute> = {
      kernel_shape: attr.ints([kh, kw]),
      strides: attr.ints(spec.strides),
      dilations: attr.ints(spec.dilations),
      group: attr.int(spec.depthwise ? cin : 1),
      ...this.padAttributes(padding),
    };
    const out = this.node('Conv', inputs, this.unique(base), attributes);
    return {
      name: out,
      shape: [input.shape[0], cout, ...this.spatial(input, [kh, kw], spec.strides, spec.dilations, padding, base)],
      layout: 'nchw',
    };
  }

  /** TF SAME as explicit pads: (out − 1)·stride + dilated kernel − in in total, the odd pixel at the end. */
  private samePads(
    input: Value,
    kernel: readonly number[],
    strides: readonly number[],
    dilations: readonly number[],
    base: string,
  ): ExplicitPadding {
    const axis = (i: number): [number, number] => {
      const size = input.shape[2 + i];
      if (typeof size !== 'number') throw new Error(`${base}: spatial size must be static`);
      const total = Math.max(
        (Math.ceil(size / strides[i]) - 1) * strides[i] + (kernel[i] - 1) * dilations[i] + 1 - size,
        0,
      );
      return [Math.floor(total / 2), total - Math.floor(total / 2)];
    };
    const [[top, bottom], [left, right]] = [axis(0), axis(1)];
    return { top, bottom, left, right };
  }

  pool(
    kind: 'AveragePool' | 'MaxPool',
    input: Value,
    kernel: readonly [number, number],
    strides: readonly [number, number],
    padding: Padding,
    base: string,
  ): Value {
    if (input.layout !== 'nchw') throw new Error(`${base}: pooling input is not an image tensor`);
    // TF average pooling never counts padded cells, which is ONNX's default (count_include_pad = 0)
    const out = this.node(kind, [input.name], this.unique(base), {
      kernel_shape: attr.ints(kernel),
      strides: attr.ints(strides),
      ...this.padAttributes(padding),
    });
    return {
      name: out,
      shape: [input.shape[0], input.shape[1], ...this.spatial(input, kernel, strides, [1, 1], padding, base)],
      layout: 'nchw',
    };
  }

  private padAttributes(padding: Padding): Record<string, OnnxAttribute> {
    // TF SAME puts the odd extra pixel at the end (bottom/right), which is ONNX's SAME_UPPER
    if (padding === 'SAME') return { auto_pad: attr.string('SAME_UPPER') };
    if (padding === 'VALID') return {};
    return { pads: attr.ints([padding.top, padding.left, padding.bottom, padding.right]) };
  }

  private spatial(
    input: Value,
    kernel: readonly number[],
    strides: readonly number[],
    dilations: readonly number[],
    padding: Padding,
    base: string,
  ): number[] {
    const [h, w] = [input.shape[2], input.shape[3]];
    if (typeof h !== 'number' || typeof w !== 'number') throw new Error(`${base}: spatial size must be static`);
    const p = typeof padding === 'object' ? padding : { top: 0, bottom: 0, left: 0, right: 0 };
    const out = [
      outputSize(h, kernel[0], strides[0], dilations[0], padding, p.top, p.bottom),
      outputSize(w, kernel[1], strides[1], dilations[1], padding, p.left, p.right),
    ];
    if (out.some((v) => v < 1)) throw new Error(`${base}: window larger than its ${h}×${w} input`);
    return out;
  }

  activation(input: Value, activation: Activation, base: string): Value {
    if (activation === 'linear') return input;
    const name = this.unique(base);
    if (activation === 'relu') this.node('Relu', [input.name], name);
    else if (activation === 'relu6') this.node('Clip', [input.name, this.scalar(0), this.scalar(6)], name);
    else if (activation === 'sigmoid') this.node('Sigmoid', [input.name], name);
    else if (activation === 'tanh') this.node('Tanh', [input.name], name);
    else if (activation === 'softmax') {
      if (input.layout !== 'plain') throw new Error(`${base}: softmax over an image tensor is not supported`);
      this.node('Softmax', [input.name], name, { axis: attr.int(-1) });
    } else if ('leakyRelu' in activation)
      this.node('LeakyRelu', [input.name], name, { alpha: attr.float(activation.leakyRelu) });
    else this.node('Elu', [input.name], name, { alpha: attr.float(activation.elu) });
    return { ...input, name };
  }

  /** Dense layer: [batch, in] × TF kernel [in, out] + bias. */
  dense(
    input: Value,
    kernel: Float32Array,
    kernelShape: readonly number[],
    bias: Float32Array | undefined,
    base: string,
  ): Value {
    if (input.layout !== 'plain' || input.shape.length !== 2)
      throw new Error(`${base}: dense input must be [batch, features]`);
    const [fin, fout] = kernelShape;
    if (input.shape[1] !== fin)
      throw new Error(`${base}: kernel expects ${fin} features, tensor has ${input.shape[1]}`);
    const inputs = [input.name, this.constant(`${base}_kernel`, [fin, fout], kernel)];
    if (bias) inputs.push(this.constant(`${base}_bias`, [fout], bias));
    const out = this.node('Gemm', inputs, this.unique(base));
    return { name: out, shape: [input.shape[0], fout], layout: 'plain' };
  }

  /** Removes the 1×1 spatial axes of an NCHW tensor: [N, C, 1, 1] → [N, C] (identical to TF's NHWC result). */
  squeezeSpatial(input: Value, base: string): Value {
    if (input.layout !== 'nchw' || input.shape[2] !== 1 || input.shape[3] !== 1)
      throw new Error(`${base}: only 1×1 spatial axes can be squeezed`);
    const out = this.node('Squeeze', [input.name, this.ints(`${base}_axes`, [2, 3])], this.unique(base));
    return { name: out, shape: [input.shape[0], input.shape[1]], layout: 'plain' };
  }

  /** Renames a value to a graph output name (an Identity the runtime optimises away). */
  output(value: Value, name: string): Value {
    if (value.layout !== 'plain')
      throw new Error(`output ${name}: only non-image tensors can be outputs (the layout would differ from TF's)`);
    this.reserve(name);
    this.node('Identity', [value.name], name);
    return { ...value, name };
  }

  graph(name: string, outputs: readonly Value[]): OnnxGraph {
    return {
      name,
      nodes: this.nodes,
      initializers: this.initializers,
      inputs: this.inputs.map((v) => ({ name: v.name, shape: v.shape })),
      outputs: outputs.map((v) => ({ name: v.name, shape: v.shape })),
    };
  }
}
