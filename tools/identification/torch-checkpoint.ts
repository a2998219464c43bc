// Reads a PyTorch state_dict saved in the legacy (pre-1.6, non-zip) torch.save format without PyTorch: a small pickle
// machine for the opcodes torch.save emits, then the raw float32 storages that follow the pickles.

/** One tensor of the state dict: float32 values in row-major order of `shape`. */
export interface TorchTensor {
  readonly shape: readonly number[];
  readonly data: Float32Array;
}

const LEGACY_MAGIC = 0x1950a86a20f9469cfc6cn;

interface StorageRef {
  readonly kind: 'storage';
  readonly key: string;
  readonly dtype: string;
  readonly size: number;
}
interface TensorRef {
  readonly kind: 'tensor';
  readonly storage: StorageRef;
  readonly offset: number;
  readonly shape: number[];
  readonly stride: number[];
}
interface Global {
  readonly kind: 'global';
  readonly module: string;
  readonly name: string;
}

type PickleValue = unknown;

class Reader {
  offset = 0;
  constructor(readonly bytes: Uint8Array) {}
  private view = () => new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
  u8(): number {
    if (this.offset >= this.bytes.length) throw new Error('checkpoint truncated');
    return this.bytes[this.offset++];
  }
  u16(): number {
    const v = this.view().getUint16(this.offset, true);
    this.offset += 2;
    return v;
  }
  i32(): number {
    const v = this.view().getInt32(this.offset, true);
    this.offset += 4;
    return v;
  }
  u32(): number {
    const v = this.view().getUint32(this.offset, true);
    this.offset += 4;
    return v;
  }
  i64(): bigint {
    const v = this.view().getBigInt64(this.offset, true);
    this.offset += 8;
    return v;
  }
  f64be(): number {
    const v = this.view().getFloat64(this.offset, false);
    this.offset += 8;
    return v;
  }
  take(n: number): Uint8Array {
    if (this.offset + n > this.bytes.length) throw new Error('checkpoint truncated');
    const out = this.bytes.subarray(this.offset, this.offset + n);
    this.offset += n;
    return out;
  }
  line(): string {
    const end = this.bytes.indexOf(0x0a, this.offset);
    if (end < 0) throw new Error('checkpoint truncated');
    const text = new TextDecoder().decode(this.bytes.subarray(this.offset, end));
    this.offset = end + 1;
    return text;
  }
}

function littleEndianSigned(bytes: Uint8Array): bigint {
  let value = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i]);
  if (bytes.length && bytes[bytes.length - 1] & 0x80) value -= 1n << BigInt(8 * bytes.length);
  return value;
}

/** Applies a pickled callable: only the few torch.save uses (OrderedDict, tensor rebuild) are known; anything else fails. */
function reduce(callable: PickleValue, args: PickleValue[]): PickleValue {
  const g = callable as Global;
  if (g?.kind !== 'global') throw new Error('pickle: REDUCE of a non-global');
  if (g.module === 'collections' && g.name === 'OrderedDict') return new Map();
  if (g.module === 'torch._utils' && g.name === '_rebuild_tensor_v2') {
    const [storage, offset, shape, stride] = args as [StorageRef, number, number[], number[]];
    return { kind: 'tensor', storage, offset, shape: [...shape], stride: [...stride] } satisfies TensorRef;
  }
  throw new Error(`pickle: unsupported callable ${g.module}.${g.name}`);
}

/** Runs one pickle from the reader's position to its STOP opcode. */
function unpickle(r: Reader): PickleValue {
  const stack: PickleValue[] = [];
  const marks: number[] = [];
  const memo = new Map<number, PickleValue>();
  const popMark = (): PickleValue[] => {
    const at = marks.pop();
    if (at === undefined) throw new Error('pickle: no mark');
    return stack.splice(at);
  };
  const setItems = (target: PickleValue, items: PickleValue[]) => {
    const map = target as Map<PickleValue, PickleValue>;
    for (let i = 0; i < items.length; i += 2) map.set(items[i], items[i + 1]);
  };
  for (;;) {
    const op = r.u8();
    switch (op) {
      case 0x80: // PROTO
        r.u8();
        break;
      case 0x2e: // STOP
        return stack.pop();
      case 0x28: // MARK
        marks.push(stack.length);
        break;
      case 0x7d: // EMPTY_DICT
        stack.push(new Map());
        break;
      case 0x5d: // EMPTY_LIST
        stack.push([]);
        break;
      case 0x29: // EMPTY_TUPLE
        stack.push([]);
        break;
      case 0x4e: // NONE
        stack.push(null);
        break;
      case 0x88: // NEWTRUE
        stack.push(true);
        break;
      case 0x89: // NEWFALSE
        stack.push(false);
        break;
      case 0x4b: // BININT1
        stack.push(r.u8());
        break;
      case 0x4d: // BININT2
        stack.push(r.u16());
        break;
      case 0x4a: // BININT
        stack.push(r.i32());
        break;
      case 0x8a: // LONG1
        stack.push(littleEndianSigned(r.take(r.u8())));
        break;
      case 0x47: // BINFLOAT
        stack.push(r.f64be());
        break;
      case 0x58: // BINUNICODE
        stack.push(new TextDecoder().decode(r.take(r.u32())));
        break;
      case 0x55: // SHORT_BINSTRING
        stack.push(new TextDecoder('latin1').decode(r.take(r.u8())));
        break;
      case 0x54: // BINSTRING
        stack.push(new TextDecoder('latin1').decode(r.take(r.i32())));
        break;
      case 0x63: {
        // GLOBAL
        const module = r.line();
        const name = r.line();
        stack.push({ kind: 'global', module, name } satisfies Global);
        break;
      }
      case 0x71: // BINPUT
        memo.set(r.u8(), stack[stack.length - 1]);
        break;
      case 0x72: // LONG_BINPUT
        memo.set(r.u32(), stack[stack.length - 1]);
        break;
      case 0x68: // BINGET
        stack.push(memo.get(r.u8()));
        break;
      case 0x6a: // LONG_BINGET
        stack.push(memo.get(r.u32()));
        break;
      case 0x74: // TUPLE
        stack.push(popMark());
        break;
      case 0x85: // TUPLE1
        stack.push(stack.splice(-1));
        break;
      case 0x86: // TUPLE2
        stack.push(stack.splice(-2));
        break;
      case 0x87: // TUPLE3
        stack.push(stack.splice(-3));
        break;
      case 0x61: {
        // APPEND
        const value = stack.pop();
        (stack[stack.length - 1] as PickleValue[]).push(value);
        break;
      }
      case 0x65: {
        // APPENDS
        const items = popMark();
        (stack[stack.length - 1] as PickleValue[]).push(...items);
        break;
      }
      case 0x73: {
        // SETITEM
        const [key, value] = stack.splice(-2);
        setItems(stack[stack.length - 1], [key, value]);
        break;
      }
      case 0x75: {
        // SETITEMS
        const items = popMark();
        setItems(stack[stack.length - 1], items);
        break;
      }
      case 0x52: {
        // REDUCE
        const args = stack.pop() as PickleValue[];
        const callable = stack.pop();
        stack.push(reduce(callable, args));
        break;
      }
      case 0x62: // BUILD: the state dict's `_metadata` (module versions) is not needed
        stack.pop();
        break;
      case 0x51: {
        // BINPERSID: ('storage', storage type, key, location, size, view metadata)
        const [tag, type, key, , size] = stack.pop() as [string, Global, string, string, number];
        if (tag !== 'storage') throw new Error(`pickle: unsupported persistent id ${tag}`);
        stack.push({ kind: 'storage', key, dtype: type.name, size } satisfies StorageRef);
        break;
      }
      default:
        throw new Error(`pickle: unsupported opcode 0x${op.toString(16)} at ${r.offset - 1}`);
    }
  }
}

/** The float32 tensors of a legacy torch.save'd state dict, by parameter name (integer buffers such as num_batches_tracked are skipped). */
export function readTorchStateDict(bytes: Uint8Array): Map<string, TorchTensor> {
  const r = new Reader(bytes);
  if (unpickle(r) !== LEGACY_MAGIC)
    throw new Error('not a legacy torch.save file (zip checkpoints of torch ≥ 1.6 are not supported)');
  unpickle(r); // protocol version
  const info = unpickle(r) as Map<string, unknown>;
  if (info.get('little_endian') !== true) throw new Error('big-endian checkpoint');
  const stateDict = unpickle(r) as Map<string, TensorRef>;
  const keys = unpickle(r) as string[];
  const storages = new Map<string, Uint8Array>();
  const elementSize = (dtype: string) => (dtype === 'FloatStorage' ? 4 : dtype === 'LongStorage' ? 8 : 0);
  const dtypes = new Map<string, string>();
  for (const tensor of stateDict.values()) dtypes.set(tensor.storage.key, tensor.storage.dtype);
  for (const key of keys) {
    const count = Number(r.i64());
    const size = elementSize(dtypes.get(key) ?? '');
    if (!size) throw new Error(`storage ${key}: unsupported type ${dtypes.get(key)}`);
    storages.set(key, r.take(count * size));
  }
  const out = new Map<string, TorchTensor>();
  for (const [name, tensor] of stateDict) {
    if (tensor.storage.dtype !== 'FloatStorage') continue;
    const raw = storages.get(tensor.storage.key)!;
    const values = new Float32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength));
    const count = tensor.shape.reduce((a, b) => a * b, 1);
    // strided gather into row-major order: converted TF checkpoints keep their HWIO memory order behind permuted strides
    const data = new Float32Array(count);
    const index = new Array<number>(tensor.shape.length).fill(0);
    for (let k = 0; k < count; k++) {
      let at = tensor.offset;
      for (let d = 0; d < index.length; d++) at += index[d] * tensor.stride[d];
      data[k] = values[at];
      for (let d = index.length - 1; d >= 0; d--) {
        if (++index[d] < tensor.shape[d]) break;
        index[d] = 0;
      }
    }
    out.set(name, { shape: tensor.shape, data });
  }
  return out;
}
