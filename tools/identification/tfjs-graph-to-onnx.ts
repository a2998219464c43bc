// Maps a TFJS graph model (GraphDef ops as the TFJS converter emits them) to an NCHW ONNX graph, keeping only the
// nodes the requested outputs depend on. Each op's attributes are checked; anything not understood throws.
import type { OnnxGraph } from './onnx-writer.js';
import { NodeAttrs, type TfjsGraphNode, type TfjsModelJson, type TfjsTensor } from './tfjs-graph.js';
import { OnnxGraphBuilder, type Activation, type Padding, type Value } from './tfjs-onnx-builder.js';

export interface OutputRequest {
  /** The ONNX graph output name. */
  readonly name: string;
  /** A TF node name, or a unique suffix of one after a '/' (e.g. 'feature_vector/SpatialSqueeze'). */
  readonly tensor: string;
}

type Entry = { kind: 'value'; value: Value } | { kind: 'const'; tensor: TfjsTensor };

const FUSED_ACTIVATIONS: Record<string, (attrs: NodeAttrs) => Activation> = {
  Relu: () => 'relu',
  Relu6: () => 'relu6',
  Sigmoid: () => 'sigmoid',
  Elu: () => ({ elu: 1 }),
  LeakyRelu: (attrs) => ({ leakyRelu: attrs.float('leakyrelu_alpha', 0.2) }),
};

/** Finds a node by exact name or by a unique '/'-suffix. */
function resolveNode(nodes: ReadonlyMap<string, TfjsGraphNode>, tensor: string): TfjsGraphNode {
  const exact = nodes.get(tensor);
  if (exact) return exact;
  const matches = [...nodes.keys()].filter((n) => n.endsWith(`/${tensor}`));
  if (matches.length !== 1)
    throw new Error(`tensor ${tensor}: ${matches.length ? `ambiguous (${matches.join(', ')})` : 'no such node'}`);
  return nodes.get(matches[0])!;
}

/** A node input's producing node; ':n' outputs other than 0 and '^control' inputs have no meaning for these ops. */
function inputNode(input: string, consumer: TfjsGraphNode): string {
  if (input.startsWith('^'))
    throw new Error(`${consumer.op} ${consumer.name}: control dependency ${input} is not supported`);
  const [name, index] = input.split(':');
  if (index !== undefined && index !== '0')
    throw new Error(`${consumer.op} ${consumer.name}: input ${input} (output ${index}) is not supported`);
  return name;
}

/** The nodes the outputs depend on, producers before consumers (depth-first post-order: deterministic). */
function topologicalOrder(nodes: ReadonlyMap<string, TfjsGraphNode>, roots: readonly TfjsGraphNode[]): TfjsGraphNode[] {
  const order: TfjsGraphNode[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: { node: TfjsGraphNode; next: number }[] = roots.map((node) => ({ node, next: 0 })).reverse();
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (top.next === 0) {
      if (state.get(top.node.name) === 'done') {
        stack.pop();
        continue;
      }
      state.set(top.node.name, 'visiting');
    }
    // a Const's control inputs (the converter's '^input') only order execution; they never change a value
    const inputs = (top.node.input ?? []).filter((i) => !(top.node.op === 'Const' && i.startsWith('^')));
    if (top.next < inputs.length) {
      const name = inputNode(inputs[top.next++], top.node);
      const child = nodes.get(name);
      if (!child) throw new Error(`${top.node.name}: input ${name} is not a node of the graph`);
      if (state.get(name) === 'visiting') throw new Error(`cycle through ${name}`);
      if (state.get(name) !== 'done') stack.push({ node: child, next: 0 });
    } else {
      state.set(top.node.name, 'done');
      order.push(top.node);
      stack.pop();
    }
  }
  return order;
}

function padding(attrs: NodeAttrs, node: TfjsGraphNode): Padding {
  const mode = attrs.string('padding');
  if (mode === 'SAME' || mode === 'VALID') {
    if (attrs.ints('explicit_paddings', []).some((p) => p !== 0))
      throw new Error(`${node.name}: explicit_paddings with ${mode} padding`);
    return mode;
  }
  if (mode !== 'EXPLICIT') throw new Error(`${node.op} ${node.name}: padding ${mode} is not supported`);
  const [n0, n1, top, bottom, left, right, c0, c1] = attrs.ints('explicit_paddings');
  if (n0 || n1 || c0 || c1) throw new Error(`${node.name}: padding of the batch or channel axis`);
  return { top, bottom, left, right };
}

/** Reads the NHWC [1, a, b, 1] window/stride/dilation attributes as the two spatial values. */
function spatial(attrs: NodeAttrs, key: string, node: TfjsGraphNode, fallback?: number[]): [number, number] {
  const v = attrs.ints(key, fallback);
  if (v.length !== 4 || v[0] !== 1 || v[3] !== 1)
    throw new Error(`${node.op} ${node.name}: ${key} [${v}] must be [1, h, w, 1]`);
  return [v[1], v[2]];
}

function checkFloatNhwc(attrs: NodeAttrs, node: TfjsGraphNode): void {
  const t = attrs.type('T');
  if (t !== undefined && t !== 'DT_FLOAT')
    throw new Error(`${node.op} ${node.name}: element type ${t} is not supported`);
  if (attrs.has('data_format') && attrs.string('data_format') !== 'NHWC')
    throw new Error(`${node.op} ${node.name}: only NHWC is supported`);
}

/** Splits fused_ops into the bias add (num_args = 1) and an optional activation. */
function fusedOps(attrs: NodeAttrs, node: TfjsGraphNode, fused: boolean): { bias: boolean; activation: Activation } {
  if (!fused) return { bias: false, activation: 'linear' };
  const ops = attrs.strings('fused_ops');
  const args = attrs.int('num_args', 0);
  // epsilon only matters for a fused FusedBatchNorm, which is not supported
  attrs.float('epsilon', 0);
  const bias = ops[0] === 'BiasAdd';
  const rest = bias ? ops.slice(1) : ops;
  if (args !== (bias ? 1 : 0) || rest.length > 1 || (rest.length === 1 && !FUSED_ACTIVATIONS[rest[0]])) {
    throw new Error(`${node.op} ${node.name}: fused_ops [${ops}] with num_args ${args} is not supported`);
  }
  return { bias, activation: rest.length ? FUSED_ACTIVATIONS[rest[0]](attrs) : 'linear' };
}

export function convertGraphModel(
  model: TfjsModelJson,
  weights: ReadonlyMap<string, TfjsTensor>,
  options: { input: string; outputs: readonly OutputRequest[]; name: string },
): OnnxGraph {
  const all = model.modelTopology.node;
  if (!all) throw new Error('not a graph model (no modelTopology.node)');
  const nodes = new Map(all.map((n) => [n.name, n]));
  const roots = options.outputs.map((o) => resolveNode(nodes, o.tensor));
  const b = new OnnxGraphBuilder();
  const entries = new Map<string, Entry>();
  let inputSeen = false;

  const value = (node: TfjsGraphNode, i: number): Value => {
    const entry = entries.get(inputNode(node.input![i], node))!;
    if (entry.kind !== 'value')
      throw new Error(`${node.op} ${node.name}: input ${i} is a constant, a computed tensor is expected`);
    return entry.value;
  };
  const constant = (node: TfjsGraphNode, i: number, rank?: number): TfjsTensor => {
    const entry = entries.get(inputNode(node.input![i], node))!;
    if (entry.kind !== 'const' || entry.tensor.dtype !== 'float32')
      throw new Error(`${node.op} ${node.name}: input ${i} must be a float constant`);
    if (rank !== undefined && entry.tensor.shape.length !== rank)
      throw new Error(
        `${node.op} ${node.name}: constant ${entry.tensor.name} has rank ${entry.tensor.shape.length}, expected ${rank}`,
      );
    return entry.tensor;
  };
  const arity = (node: TfjsGraphNode, n: number) => {
    if ((node.input ?? []).length !== n)
      throw new Error(`${node.op} ${node.name}: expected ${n} inputs, got ${(node.input ?? []).length}`);
  };

  /** A constant operand of an elementwise op, shaped to broadcast against `other` in ONNX's layout. */
  const broadcastConstant = (t: TfjsTensor, other: Value, node: TfjsGraphNode): string => {
    const values = t.values as Float32Array;
    if (values.length === 1) return b.constant(t.name, [], Float32Array.of(values[0]));
    if (other.layout === 'plain' && t.shape.length <= other.shape.length) return b.constant(t.name, t.shape, values);
    // a per-channel vector (TF broadcasts it along the trailing channel axis) becomes [C, 1, 1] against NCHW
    if (other.layout === 'nchw' && t.shape.length === 1 && t.shape[0] === other.shape[1])
      return b.constant(t.name, [t.shape[0], 1, 1], values);
    throw new Error(
      `${node.op} ${node.name}: cannot broadcast constant of shape [${t.shape}] against ${other.layout} [${other.shape}]`,
    );
  };

  for (const node of topologicalOrder(nodes, roots)) {
    const attrs = new NodeAttrs(node);
    let result: Entry;
    switch (node.op) {
      case 'Placeholder': {
        if (inputSeen) throw new Error(`second graph input ${node.name}: only single-input graphs are supported`);
        inputSeen = true;
        if (attrs.type('dtype') !== 'DT_FLOAT') throw new Error(`input ${node.name} is not float32`);
        const dims = ((node.attr?.shape?.shape as { dim?: { size: string }[] } | undefined)?.dim ?? []).map((d) =>
          Number(d.size),
        );
        if (dims.length !== 4 || dims.slice(1).some((d) => d < 1))
          throw new Error(`input ${node.name}: shape [${dims}] is not [batch, h, w, c]`);
        attrs.assertAllRead(['shape']);
        result = { kind: 'value', value: b.input(options.input, ['batch', dims[1], dims[2], dims[3]]) };
        break;
      }
      case 'Const': {
        const tensor = weights.get(node.name);
        if (!tensor) throw new Error(`constant ${node.name} has no weights in the manifest`);
        attrs.type('dtype');
        attrs.assertAllRead(['value']);
        result = { kind: 'const', tensor };
        break;
      }
      case 'Identity': {
        arity(node, 1);
        checkFloatNhwc(attrs, node);
        attrs.assertAllRead();
        result = entries.get(inputNode(node.input![0], node))!;
        break;
      }
      case 'Mul':
      case 'Sub':
      case 'Add':
      case 'AddV2': {
        arity(node, 2);
        checkFloatNhwc(attrs, node);
        attrs.assertAllRead();
        const [x, y] = [0, 1].map((i) => entries.get(inputNode(node.input![i], node))!);
        if (x.kind === 'const' && y.kind === 'const')
          throw new Error(`${node.op} ${node.name}: constant folding is not supported`);
        const shapeOf = x.kind === 'value' ? x.value : (y as { value: Value }).value;
        if (x.kind === 'value' && y.kind === 'value' && x.value.shape.join() !== y.value.shape.join()) {
          throw new Error(
            `${node.op} ${node.name}: shapes [${x.value.shape}] and [${y.value.shape}] differ (broadcasting is not supported)`,
          );
        }
        if (x.kind === 'value' && y.kind === 'value' && x.value.layout !== y.value.layout)
          throw new Error(`${node.op} ${node.name}: mixed layouts`);
        const operand = (e: Entry) => (e.kind === 'value' ? e.value.name : broadcastConstant(e.tensor, shapeOf, node));
        const op = node.op === 'AddV2' ? 'Add' : node.op;
        result = {
          kind: 'value',
          value: { ...shapeOf, name: b.node(op, [operand(x), operand(y)], b.unique(node.name)) },
        };
        break;
      }
      case '_FusedConv2D':
      case 'FusedDepthwiseConv2dNative':
      case 'Conv2D':
      case 'DepthwiseConv2dNative': {
        checkFloatNhwc(attrs, node);
        const depthwise = node.op.includes('Depthwise');
        const { bias, activation } = fusedOps(attrs, node, node.op.startsWith('Fused') || node.op.startsWith('_Fused'));
        arity(node, bias ? 3 : 2);
        const kernel = constant(node, 1, 4);
        const conv = b.conv(
          value(node, 0),
          {
            kernel: kernel.values as Float32Array,
            kernelShape: kernel.shape,
            depthwise,
            bias: bias ? (constant(node, 2, 1).values as Float32Array) : undefined,
            strides: spatial(attrs, 'strides', node),
            dilations: spatial(attrs, 'dilations', node, [1, 1, 1, 1]),
            padding: padding(attrs, node),
          },
          node.name,
        );
        // use_cudnn_on_gpu only selects a GPU kernel
        attrs.assertAllRead(['use_cudnn_on_gpu']);
        result = { kind: 'value', value: b.activation(conv, activation, `${node.name}/activation`) };
        break;
      }
      case 'AvgPool':
      case 'MaxPool': {
        arity(node, 1);
        checkFloatNhwc(attrs, node);
        const pooled = b.pool(
          node.op === 'AvgPool' ? 'AveragePool' : 'MaxPool',
          value(node, 0),
          spatial(attrs, 'ksize', node),
          spatial(attrs, 'strides', node),
          padding(attrs, node),
          node.name,
        );
        attrs.assertAllRead();
        result = { kind: 'value', value: pooled };
        break;
      }
      case 'Squeeze': {
        arity(node, 1);
        checkFloatNhwc(attrs, node);
        const dims = attrs.ints('squeeze_dims').sort();
        if (dims.join() !== '1,2')
          throw new Error(`Squeeze ${node.name}: squeeze_dims [${dims}] — only the spatial axes [1, 2] are supported`);
        attrs.assertAllRead();
        result = { kind: 'value', value: b.squeezeSpatial(value(node, 0), node.name) };
        break;
      }
      case 'Relu':
      case 'Relu6':
      case 'Sigmoid':
      case 'Softmax': {
        arity(node, 1);
        checkFloatNhwc(attrs, node);
        attrs.assertAllRead();
        const activation = ({ Relu: 'relu', Relu6: 'relu6', Sigmoid: 'sigmoid', Softmax: 'softmax' } as const)[node.op];
        result = { kind: 'value', value: b.activation(value(node, 0), activation, node.name) };
        break;
      }
      case '_FusedMatMul':
      case 'MatMul': {
        checkFloatNhwc(attrs, node);
        const { bias, activation } = fusedOps(attrs, node, node.op === '_FusedMatMul');
        arity(node, bias ? 3 : 2);
        if (attrs.bool('transpose_a', false)) throw new Error(`${node.op} ${node.name}: transpose_a is not supported`);
        const kernel = constant(node, 1, 2);
        let [rows, cols] = kernel.shape;
        let values = kernel.values as Float32Array;
        if (attrs.bool('transpose_b', false)) {
          // stored [out, in]: transpose to the [in, out] kernel the builder expects
          values = new Float32Array(values.length);
          for (let r = 0; r < rows; r++)
            for (let c = 0; c < cols; c++) values[c * rows + r] = (kernel.values as Float32Array)[r * cols + c];
          [rows, cols] = [cols, rows];
        }
        const dense = b.dense(
          value(node, 0),
          values,
          [rows, cols],
          bias ? (constant(node, 2, 1).values as Float32Array) : undefined,
          node.name,
        );
        attrs.assertAllRead();
        result = { kind: 'value', value: b.activation(dense, activation, `${node.name}/activation`) };
        break;
      }
      default:
        throw new Error(`op ${node.op} (${node.name}) is not supported`);
    }
    entries.set(node.name, result);
  }

  const outputs = options.outputs.map((o, i) => {
    const entry = entries.get(roots[i].name)!;
    if (entry.kind !== 'value') throw new Error(`output ${o.name}: ${o.tensor} is a constant`);
    return b.output(entry.value, o.name);
  });
  if (!inputSeen) throw new Error('the outputs do not depend on a graph input');
  return b.graph(options.name, outputs);
}
