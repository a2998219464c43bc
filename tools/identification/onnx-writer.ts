// Writes ONNX model files (ModelProto, protobuf wire format) from a small graph description — no Python, no onnx package.
// Field numbers follow onnx/onnx.proto (IR version 8); only the messages a float inference graph needs are encoded.

/** An attribute value with its ONNX type made explicit (JS numbers cannot tell INT from FLOAT). */
export type OnnxAttribute =
  | { kind: 'int'; value: number }
  | { kind: 'float'; value: number }
  | { kind: 'ints'; value: readonly number[] }
  | { kind: 'floats'; value: readonly number[] }
  | { kind: 'string'; value: string };

export const attr = {
  int: (value: number): OnnxAttribute => ({ kind: 'int', value }),
  float: (value: number): OnnxAttribute => ({ kind: 'float', value }),
  ints: (value: readonly number[]): OnnxAttribute => ({ kind: 'ints', value }),
  floats: (value: readonly number[]): OnnxAttribute => ({ kind: 'floats', value }),
  string: (value: string): OnnxAttribute => ({ kind: 'string', value }),
};

export interface OnnxNode {
  readonly op: string;
  readonly inputs: readonly string[];
  readonly outputs: readonly string[];
  readonly name?: string;
  readonly attributes?: Readonly<Record<string, OnnxAttribute>>;
}

/** A constant tensor stored in the model (float32 weights or int64 shapes/axes). */
export interface OnnxInitializer {
  readonly name: string;
  readonly dims: readonly number[];
  readonly data: Float32Array | BigInt64Array;
}

/** A graph input or output: float32 with a shape whose symbolic dimensions are strings (e.g. 'batch'). */
export interface OnnxValueInfo {
  readonly name: string;
  readonly shape: readonly (number | string)[];
}

export interface OnnxGraph {
  readonly name: string;
  readonly nodes: readonly OnnxNode[];
  readonly initializers: readonly OnnxInitializer[];
  readonly inputs: readonly OnnxValueInfo[];
  readonly outputs: readonly OnnxValueInfo[];
}

export interface OnnxModelInfo {
  readonly producer: string;
  readonly producerVersion: string;
  readonly docString?: string;
  readonly opset?: number;
  /** Stored as ModelProto.metadata_props (readable from onnxruntime's session metadata). */
  readonly metadata?: Readonly<Record<string, string>>;
}

const IR_VERSION = 8;
const DEFAULT_OPSET = 13;
const FLOAT = 1;
const INT64 = 7;
const ATTRIBUTE_TYPE = { float: 1, int: 2, string: 3, floats: 6, ints: 7 } as const;

/** Protobuf writer: varints, length-delimited fields and fixed32 floats, appended to growing chunks. */
class ProtoWriter {
  private readonly chunks: Uint8Array[] = [];
  private bytes: number[] = [];

  varint(value: number | bigint): this {
    // int64 fields encode negative numbers as their 64-bit two's complement
    let v = BigInt.asUintN(64, BigInt(value));
    while (v >= 0x80n) {
      this.bytes.push(Number((v & 0x7fn) | 0x80n));
      v >>= 7n;
    }
    this.bytes.push(Number(v));
    return this;
  }

  private tag(field: number, wireType: number): this {
    return this.varint((field << 3) | wireType);
  }

  int(field: number, value: number | bigint): this {
    return this.tag(field, 0).varint(value);
  }

  float(field: number, value: number): this {
    this.tag(field, 5);
    const b = new Uint8Array(4);
    new DataView(b.buffer).setFloat32(0, value, true);
    this.bytes.push(...b);
    return this;
  }

  raw(field: number, data: Uint8Array): this {
    this.tag(field, 2).varint(data.length);
    this.flush();
    this.chunks.push(data);
    return this;
  }

  string(field: number, value: string): this {
    return this.raw(field, new TextEncoder().encode(value));
  }

  message(field: number, build: (w: ProtoWriter) => void): this {
    const inner = new ProtoWriter();
    build(inner);
    return this.raw(field, inner.finish());
  }

  private flush(): void {
    if (this.bytes.length) this.chunks.push(Uint8Array.from(this.bytes));
    this.bytes = [];
  }

  finish(): Uint8Array {
    this.flush();
    const total = this.chunks.reduce((n, c) => n + c.length, 0);
    const out = new Uint8Array(total);
    let offset = 0;
    for (const c of this.chunks) {
      out.set(c, offset);
      offset += c.length;
    }
    return out;
  }
}

function writeAttribute(w: ProtoWriter, name: string, a: OnnxAttribute): void {
  w.string(1, name);
  switch (a.kind) {
    case 'int':
      w.int(3, a.value);
      break;
    case 'float':
      w.float(2, a.value);
      break;
    case 'string':
      w.string(4, a.value);
      break;
    case 'ints':
      for (const v of a.value) w.int(8, v);
      break;
    case 'floats':
      for (const v of a.value) w.float(7, v);
      break;
  }
  w.int(20, ATTRIBUTE_TYPE[a.kind]);
}

function writeNode(w: ProtoWriter, node: OnnxNode): void {
  for (const i of node.inputs) w.string(1, i);
  for (const o of node.outputs) w.string(2, o);
  if (node.name) w.string(3, node.name);
  w.string(4, node.op);
  for (const [name, a] of Object.entries(node.attributes ?? {})) w.message(5, (aw) => writeAttribute(aw, name, a));
}

function writeInitializer(w: ProtoWriter, t: OnnxInitializer): void {
  for (const d of t.dims) w.int(1, d);
  w.int(2, t.data instanceof Float32Array ? FLOAT : INT64);
  w.string(8, t.name);
  // raw_data is little-endian, which typed arrays are on every platform Node supports here
  w.raw(9, new Uint8Array(t.data.buffer, t.data.byteOffset, t.data.byteLength));
}

function writeValueInfo(w: ProtoWriter, v: OnnxValueInfo): void {
  w.string(1, v.name);
  w.message(2, (type) =>
    type.message(1, (tensor) => {
      tensor.int(1, FLOAT);
      tensor.message(2, (shape) => {
        for (const d of v.shape) shape.message(1, (dim) => (typeof d === 'number' ? dim.int(1, d) : dim.string(2, d)));
      });
    }),
  );
}

/** Encodes a complete ONNX model file. */
export function encodeOnnxModel(graph: OnnxGraph, info: OnnxModelInfo): Uint8Array {
  const w = new ProtoWriter();
  w.int(1, IR_VERSION);
  w.string(2, info.producer);
  w.string(3, info.producerVersion);
  if (info.docString) w.string(6, info.docString);
  w.message(7, (g) => {
    for (const n of graph.nodes) g.message(1, (nw) => writeNode(nw, n));
    g.string(2, graph.name);
    for (const t of graph.initializers) g.message(5, (tw) => writeInitializer(tw, t));
    for (const i of graph.inputs) g.message(11, (vw) => writeValueInfo(vw, i));
    for (const o of graph.outputs) g.message(12, (vw) => writeValueInfo(vw, o));
  });
  w.message(8, (o) => o.string(1, '').int(2, info.opset ?? DEFAULT_OPSET));
  for (const [key, value] of Object.entries(info.metadata ?? {}))
    w.message(14, (m) => m.string(1, key).string(2, value));
  return w.finish();
}

/** A dense softmax classifier head (features → Gemm → Softmax) as a complete graph; `weights` is [classes × features] row-major. */
export function softmaxHeadGraph(options: {
  name: string;
  input: string;
  output: string;
  features: number;
  classes: number;
  weights: Float32Array;
  bias: Float32Array;
}): OnnxGraph {
  const { name, input, output, features, classes, weights, bias } = options;
  if (weights.length !== features * classes || bias.length !== classes)
    throw new Error(`${name}: weight shapes do not match ${classes}×${features}`);
  return {
    name,
    inputs: [{ name: input, shape: ['batch', features] }],
    outputs: [{ name: output, shape: ['batch', classes] }],
    initializers: [
      { name: `${name}_weights`, dims: [classes, features], data: weights },
      { name: `${name}_bias`, dims: [classes], data: bias },
    ],
    nodes: [
      {
        op: 'Gemm',
        inputs: [input, `${name}_weights`, `${name}_bias`],
        outputs: [`${name}_logits`],
        attributes: { transB: attr.int(1) },
      },
      { op: 'Softmax', inputs: [`${name}_logits`], outputs: [output], attributes: { axis: attr.int(-1) } },
    ],
  };
}

/**
 * One graph from several that may share inputs (same name, same shape): nodes, initializers and outputs are concatenated.
 * Lets a model give two heads' outputs from one session run (e.g. barcode probabilities and centroid similarities).
 */
export function mergeGraphs(name: string, graphs: readonly OnnxGraph[]): OnnxGraph {
  const inputs = new Map<string, OnnxValueInfo>();
  for (const input of graphs.flatMap((g) => g.inputs)) {
    const seen = inputs.get(input.name);
    if (seen && seen.shape.join(',') !== input.shape.join(','))
      throw new Error(`${name}: input ${input.name} has two shapes`);
    inputs.set(input.name, input);
  }
  const names = graphs.flatMap((g) => [...g.initializers.map((t) => t.name), ...g.nodes.flatMap((n) => n.outputs)]);
  const duplicate = names.find((n, i) => names.indexOf(n) !== i);
  if (duplicate) throw new Error(`${name}: ${duplicate} is defined by more than one graph`);
  return {
    name,
    inputs: [...inputs.values()],
    outputs: graphs.flatMap((g) => g.outputs),
    initializers: graphs.flatMap((g) => g.initializers),
    nodes: graphs.flatMap((g) => g.nodes),
  };
}
