// Web Mercator ↔ world pixel integers and the Z-order (Morton) key that makes every tile one contiguous range.

/** Half the Web Mercator world width in metres (EPSG:3857). */
const HALF_WORLD = 20037508.342789244;
/** Coordinates are stored as integers at this level: 2^32 units across the world (sub-pixel at z20 × 4096). */
export const COORD_BITS = 32;
/** Points are ordered by their Morton key at this level; a tile of zoom ≤ 20 is one key range. */
export const KEY_LEVEL = 20;
const COORD_SCALE = 2 ** COORD_BITS;

/** Mercator metres → world integer (0 at the west / north edge), clamped into the world. */
export function worldCoord(metres: number, flip: boolean): number {
  const t = (metres + HALF_WORLD) / (2 * HALF_WORLD);
  const v = Math.floor((flip ? 1 - t : t) * COORD_SCALE);
  return Math.min(COORD_SCALE - 1, Math.max(0, v));
}

/** Interleaves the low `bits` (≤ 26) of x and y: x in even bits, y in odd bits; exact in a double. */
export function interleave(x: number, y: number, bits: number): number {
  // two halves of ≤ 13 bits each keep every bitwise step inside 32-bit integers
  const lowBits = Math.min(bits, 13);
  const highBits = bits - lowBits;
  const low = spread(x & ((1 << lowBits) - 1)) | (spread(y & ((1 << lowBits) - 1)) << 1);
  if (highBits === 0) return low >>> 0;
  const high = spread(x >>> lowBits) | (spread(y >>> lowBits) << 1);
  return (high >>> 0) * 2 ** (2 * lowBits) + (low >>> 0);
}

/** Spreads the low 13 bits of v so bit i lands on bit 2i. */
function spread(v: number): number {
  v &= 0x1fff;
  v = (v | (v << 8)) & 0x00ff00ff;
  v = (v | (v << 4)) & 0x0f0f0f0f;
  v = (v | (v << 2)) & 0x33333333;
  v = (v | (v << 1)) & 0x55555555;
  return v;
}

/** Morton key at `level` of a point stored as world integers. */
export function keyAt(wx: number, wy: number, level: number): number {
  const shift = COORD_BITS - level;
  return interleave(Math.floor(wx / 2 ** shift), Math.floor(wy / 2 ** shift), level);
}

/** [first, end) of the keys at `level` (≥ z) covered by tile z/x/y. */
export function tileKeyRange(z: number, x: number, y: number, level: number): [number, number] {
  const span = 4 ** (level - z);
  const prefix = interleave(x, y, z);
  return [prefix * span, (prefix + 1) * span];
}
