// TensorFlow.js model files as data: the model.json shapes we read, weight decoding (float32/int32, uint8/uint16/float16
// quantisation) and the decoding of graph-model node attributes. No tfjs dependency; anything unexpected throws.

export type TfjsDtype = 'float32' | 'int32';

export interface TfjsWeightSpec {
  readonly name: string;
  readonly shape: readonly number[];
  readonly dtype: string;
  readonly quantization?: { readonly dtype: string; readonly min?: number; readonly scale?: number };
}

export interface TfjsWeightGroup {
  readonly paths: readonly string[];
  readonly weights: readonly TfjsWeightSpec[];
}

/** One node of a graph model (a GraphDef node as the TFJS converter writes it to JSON). */
export interface TfjsGraphNode {
  readonly name: string;
  readonly op: string;
  readonly input?: readonly string[];
  readonly attr?: Readonly<Record<string, TfjsAttrValue>>;
}

export interface TfjsAttrValue {
  readonly s?: string;
  readonly i?: string | number;
  readonly f?: number;
  readonly b?: boolean;
  readonly type?: string;
  readonly shape?: unknown;
  readonly tensor?: unknown;
  readonly list?: {
    readonly s?: readonly string[];
    readonly i?: readonly (string | number)[];
    readonly f?: readonly number[];
  };
}

/** A Keras layer of a layers model (tf.keras `Model.get_config()` as tfjs writes it). */
export interface KerasLayer {
  readonly name: string;
  readonly class_name: string;
  readonly config: Readonly<Record<string, unknown>>;
  readonly inbound_nodes: readonly (readonly (readonly unknown[])[])[];
}

export interface TfjsModelJson {
  readonly format?: string;
  readonly generatedBy?: string;
  readonly convertedBy?: string;
  readonly modelTopology: {
    readonly node?: readonly TfjsGraphNode[];
    readonly model_config?: {
      readonly class_name: string;
      readonly config: {
        readonly layers: readonly KerasLayer[];
        readonly input_layers: readonly (readonly unknown[])[];
        readonly output_layers: readonly (readonly unknown[])[];
      };
    };
  };
  readonly weightsManifest: readonly TfjsWeightGroup[];
}

/** A decoded weight: always widened to float32 or int32 values, with its TF shape. */
export interface TfjsTensor {
  readonly name: string;
  readonly shape: readonly number[];
  readonly dtype: TfjsDtype;
  readonly values: Float32Array | Int32Array;
}

const BYTES: Record<string, number> = { float32: 4, int32: 4, uint8: 1, uint16: 2, float16: 2 };

/** IEEE 754 half precision to a JS number. */
function halfToFloat(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exponent = (h >> 10) & 0x1f;
  const fraction = h & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 0x1f) return fraction ? NaN : sign * Infinity;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

/**
 * Decodes every weight of the manifest from the concatenated shard bytes (all groups, in manifest order — the layout
 * tfjs' `decodeWeights` reads). Quantised values follow tfjs: value = q·scale + min, computed in double then stored.
 */
export function decodeWeights(manifest: readonly TfjsWeightGroup[], data: Uint8Array): Map<string, TfjsTensor> {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const tensors = new Map<string, TfjsTensor>();
  let offset = 0;
  for (const spec of manifest.flatMap((g) => g.weights)) {
    if (spec.dtype !== 'float32' && spec.dtype !== 'int32')
      throw new Error(`weight ${spec.name}: unsupported dtype ${spec.dtype}`);
    const count = spec.shape.reduce((a, b) => a * b, 1);
    const stored = spec.quantization?.dtype ?? spec.dtype;
    const width = BYTES[stored];
    if (!width) throw new Error(`weight ${spec.name}: unsupported quantisation dtype ${stored}`);
    if (offset + count * width > data.length)
      throw new Error(`weight ${spec.name}: runs past the end of the weight data`);
    const values = spec.dtype === 'float32' ? new Float32Array(count) : new Int32Array(count);
    const q = spec.quantization;
    if ((stored === 'uint8' || stored === 'uint16') && (typeof q?.min !== 'number' || typeof q?.scale !== 'number')) {
      throw new Error(`weight ${spec.name}: ${stored} quantisation without min and scale`);
    }
    for (let i = 0; i < count; i++) {
      const at = offset + i * width;
      let v: number;
      switch (stored) {
        case 'float32':
          v = view.getFloat32(at, true);
          break;
        case 'int32':
          v = view.getInt32(at, true);
          break;
        case 'uint8':
          v = view.getUint8(at) * q!.scale! + q!.min!;
          break;
        case 'uint16':
          v = view.getUint16(at, true) * q!.scale! + q!.min!;
          break;
        default:
          v = halfToFloat(view.getUint16(at, true));
      }
      // tfjs rounds dequantised int32 weights to integers
      values[i] = spec.dtype === 'int32' && stored !== 'int32' ? Math.round(v) : v;
    }
    offset += count * width;
    if (tensors.has(spec.name)) throw new Error(`weight ${spec.name} appears twice in the manifest`);
    tensors.set(spec.name, { name: spec.name, shape: spec.shape, dtype: spec.dtype, values });
  }
  if (offset !== data.length)
    throw new Error(`weight data has ${data.length} bytes but the manifest describes ${offset}`);
  return tensors;
}

/** Typed access to graph-node attributes; JSON string attributes are base64 (GraphDef `bytes`), ints are decimal strings. */
export class NodeAttrs {
  private readonly used = new Set<string>();
  constructor(private readonly node: TfjsGraphNode) {}

  private get(key: string): TfjsAttrValue | undefined {
    this.used.add(key);
    return this.node.attr?.[key];
  }

  private required(key: string): TfjsAttrValue {
    const value = this.get(key);
    if (value === undefined) throw new Error(`${this.node.op} ${this.node.name}: attribute ${key} is missing`);
    return value;
  }

  has(key: string): boolean {
    return this.node.attr?.[key] !== undefined;
  }

  string(key: string, fallback?: string): string {
    const value = this.get(key);
    if (value === undefined && fallback !== undefined) return fallback;
    const s = (value ?? this.required(key)).s;
    if (typeof s !== 'string') throw new Error(`${this.node.op} ${this.node.name}: attribute ${key} is not a string`);
    return Buffer.from(s, 'base64').toString('utf8');
  }

  strings(key: string): string[] {
    const value = this.get(key);
    return (value?.list?.s ?? []).map((s) => Buffer.from(s, 'base64').toString('utf8'));
  }

  int(key: string, fallback?: number): number {
    const value = this.get(key);
    if (value === undefined && fallback !== undefined) return fallback;
    return Number((value ?? this.required(key)).i ?? 0);
  }

  ints(key: string, fallback?: readonly number[]): number[] {
    const value = this.get(key);
    if (value === undefined && fallback !== undefined) return [...fallback];
    return ((value ?? this.required(key)).list?.i ?? []).map(Number);
  }

  float(key: string, fallback?: number): number {
    const value = this.get(key);
    if (value === undefined && fallback !== undefined) return fallback;
    return Number((value ?? this.required(key)).f ?? 0);
  }

  bool(key: string, fallback?: boolean): boolean {
    const value = this.get(key);
    if (value === undefined && fallback !== undefined) return fallback;
    return Boolean((value ?? this.required(key)).b);
  }

  type(key: string): string | undefined {
    return this.get(key)?.type;
  }

  /** Throws on any attribute the op mapping did not read: an attribute we ignore could change the numbers. */
  assertAllRead(ignorable: readonly string[] = []): void {
    for (const key of Object.keys(this.node.attr ?? {})) {
      if (!this.used.has(key) && !ignorable.includes(key))
        throw new Error(
          `${this.node.op} ${this.node.name}: unsupported attribute ${key}=${JSON.stringify(this.node.attr![key])}`,
        );
    }
  }
}
