// The in-memory tile index of one data version: every located occurrence in Z-order plus per-zoom
// pre-aggregated pixel cells for the low zooms, so no request scans more than its tile's share of points.
import type { TilePoint } from '../../db/distributions/index.js';
import { lowerBound } from '../../core/text.js';
import { COORD_BITS, KEY_LEVEL, keyAt, tileKeyRange, worldCoord } from './morton.js';

/** Zooms 0..PYRAMID_MAX_ZOOM are answered from pre-aggregated pixel cells, higher zooms from the points. */
export const PYRAMID_MAX_ZOOM = 6;
/** Tile edge in pixels: the resolution of `points` mode and the unit of every bin size. */
export const TILE_PIXELS = 256;

/**
 * A tile request's filters resolved against the index (null = no filter): the source, family, country and taxon
 * filters are matched per point (and per pre-aggregated cell); any other filter comes as `selection`, the points
 * the database selected for the whole filter (one bit per index position), which then decides alone.
 */
export interface TileFilter {
  source: number | null;
  families: Set<number> | null;
  countries: Set<number> | null;
  taxa: Set<number> | null;
  selection: Uint32Array | null;
}

/** Occupied pixels around a tile: x, y relative to its top-left pixel (may be negative in the margin), count. */
export interface PixelCells {
  x: Int32Array;
  y: Int32Array;
  total: Float64Array;
}

interface Level {
  keys: Float64Array;
  cx: Uint32Array;
  cy: Uint32Array;
  source: Uint8Array;
  family: Uint16Array;
  country: Uint16Array;
  total: Uint32Array;
}

/** Dictionary of a text key: index 0 is "unknown". */
class Dictionary {
  readonly values: (string | null)[] = [null];
  private readonly ids = new Map<string, number>();
  id(value: string | null): number {
    if (value === null) return 0;
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      if (id > 0xffff) throw new Error('tile index dictionary overflow (more than 65535 distinct values)');
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }
}

export class TileIndex {
  readonly size: number;
  private readonly wx: Uint32Array;
  private readonly wy: Uint32Array;
  private readonly keys: Float64Array;
  private readonly source: Uint8Array;
  private readonly family: Uint16Array;
  private readonly country: Uint16Array;
  private readonly taxon: Int32Array;
  /** occurrence.seq → index position (−1: not located). */
  private readonly positionOfSeq: Int32Array;
  private readonly levels: Level[] = [];

  constructor(
    points: {
      wx: Uint32Array;
      wy: Uint32Array;
      source: Uint8Array;
      family: Uint16Array;
      country: Uint16Array;
      taxon: Int32Array;
      seq: Int32Array;
    },
    readonly sources: readonly string[],
    readonly families: readonly (string | null)[],
    /** Per country id: its ISO code (null for records naming a country without one). */
    readonly countryCodes: readonly (string | null)[],
  ) {
    this.size = points.wx.length;
    const n = this.size;
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = keyAt(points.wx[i]!, points.wy[i]!, KEY_LEVEL);
    const order = radixOrder(keys);
    this.wx = permute(points.wx, order);
    this.wy = permute(points.wy, order);
    this.keys = permute(keys, order);
    this.source = permute(points.source, order);
    this.family = permute(points.family, order);
    this.country = permute(points.country, order);
    this.taxon = permute(points.taxon, order);
    let maxSeq = 0;
    for (let i = 0; i < n; i++) maxSeq = Math.max(maxSeq, points.seq[i]!);
    this.positionOfSeq = new Int32Array(maxSeq + 1).fill(-1);
    for (let i = 0; i < n; i++) this.positionOfSeq[points.seq[order[i]!]!] = i;
    this.buildPyramid();
  }

  /** Builds the index from rows (the dictionaries are filled here). */
  static from(rows: Iterable<TilePoint>, sources: readonly string[]): TileIndex {
    const builder = new TileIndexBuilder(sources);
    for (const row of rows) builder.add(row);
    return builder.build();
  }

  /**
   * Resolves the per-point filters; null → not given, values that match nothing → an empty set. `families` are lower
   * case, `countries` ISO codes (as occurrence-filter.ts normalises them).
   */
  filter(params: {
    source: string | null;
    families: readonly string[] | null;
    countries: readonly string[] | null;
    taxa: readonly number[] | null;
  }): TileFilter {
    const { families, countries } = params;
    return {
      source: params.source === null ? null : this.sources.indexOf(params.source),
      families: families && idsWhere(this.families, (f) => f !== null && families.includes(f.toLowerCase())),
      countries: countries && idsWhere(this.countryCodes, (code) => code !== null && countries.includes(code)),
      taxa: params.taxa ? new Set(params.taxa) : null,
      selection: null,
    };
  }

  /** The filter of the points whose seq is listed (located-seqs.sql): one bit per index position. */
  selection(seqs: Int32Array): TileFilter {
    const bits = new Uint32Array(Math.ceil(this.size / 32));
    for (const seq of seqs) {
      const i = seq < this.positionOfSeq.length ? this.positionOfSeq[seq]! : -1;
      if (i >= 0) bits[i >>> 5] = bits[i >>> 5]! | (1 << (i & 31));
    }
    return { source: null, families: null, countries: null, taxa: null, selection: bits };
  }

  /**
   * Occupied pixels (at zoom z, 256 per tile edge) of tile z/x/y and of a margin of `margin` pixels
   * around it, with their point counts. Low zooms read the pre-aggregated cells, higher ones the points.
   */
  pixels(z: number, x: number, y: number, filter: TileFilter, margin = 0): PixelCells {
    // a dense pixel grid (at most 336² cells) is far cheaper than a map for the tens of thousands of pixels of a low
    // zoom; one grid is reused by every call (it is zero between calls) and only the occupied cells are visited after
    const span = TILE_PIXELS + 2 * margin;
    const grid = scratchGrid(span * span);
    const touched = scratchTouched(span * span);
    let occupied = 0;
    const add = (px: number, py: number, count: number) => {
      const rx = px - x * TILE_PIXELS + margin;
      const ry = py - y * TILE_PIXELS + margin;
      if (rx < 0 || ry < 0 || rx >= span || ry >= span) return;
      const k = ry * span + rx;
      if (grid[k] === 0) touched[occupied++] = k;
      grid[k] += count;
    };
    const tiles = margin > 0 ? neighbours(z, x, y) : [[x, y] as const];
    const level = z + 8;
    if (z <= PYRAMID_MAX_ZOOM && filter.taxa === null && filter.selection === null) {
      const l = this.levels[z]!;
      for (const [tx, ty] of tiles) {
        const [from, to] = tileKeyRange(z, tx, ty, level);
        for (let i = lowerBound(l.keys, from), end = lowerBound(l.keys, to); i < end; i++) {
          if (this.matches(filter, l.source[i]!, l.family[i]!, l.country[i]!, 0)) add(l.cx[i]!, l.cy[i]!, l.total[i]!);
        }
      }
    } else {
      const shift = 2 ** (COORD_BITS - level);
      for (const [tx, ty] of tiles) {
        const [from, to] = z <= KEY_LEVEL ? tileKeyRange(z, tx, ty, KEY_LEVEL) : [0, 0];
        const selection = filter.selection;
        for (let i = lowerBound(this.keys, from), end = lowerBound(this.keys, to); i < end; i++) {
          if (
            selection
              ? (selection[i >>> 5]! & (1 << (i & 31))) !== 0
              : this.matches(filter, this.source[i]!, this.family[i]!, this.country[i]!, this.taxon[i]!)
          ) {
            add(Math.floor(this.wx[i]! / shift), Math.floor(this.wy[i]! / shift), 1);
          }
        }
      }
    }
    const out: PixelCells = {
      x: new Int32Array(occupied),
      y: new Int32Array(occupied),
      total: new Float64Array(occupied),
    };
    // row-major order, as a scan of the grid gives it
    const cells = touched.subarray(0, occupied).sort();
    for (let j = 0; j < occupied; j++) {
      const k = cells[j]!;
      out.x[j] = (k % span) - margin;
      out.y[j] = Math.floor(k / span) - margin;
      out.total[j] = grid[k]!;
      grid[k] = 0;
    }
    return out;
  }

  private matches(f: TileFilter, source: number, family: number, country: number, taxon: number): boolean {
    return (
      (f.source === null || f.source === source) &&
      (f.families === null || f.families.has(family)) &&
      (f.countries === null || f.countries.has(country)) &&
      (f.taxa === null || f.taxa.has(taxon))
    );
  }

  /** Pixel cells per (pixel, source, family, country) for zooms 0..PYRAMID_MAX_ZOOM, finest first. */
  private buildPyramid(): void {
    let prev: Level | null = null;
    for (let z = PYRAMID_MAX_ZOOM; z >= 0; z--) {
      const level = z + 8;
      const shift = 2 ** (COORD_BITS - level);
      const next: Level = prev
        ? aggregate(
            prev,
            4,
            (i) => Math.floor(prev!.cx[i]! / 2),
            (i) => Math.floor(prev!.cy[i]! / 2),
          )
        : aggregate(
            { keys: this.keys, source: this.source, family: this.family, country: this.country, total: null },
            4 ** (KEY_LEVEL - level),
            (i) => Math.floor(this.wx[i]! / shift),
            (i) => Math.floor(this.wy[i]! / shift),
          );
      this.levels[z] = next;
      prev = next;
    }
  }
}

/**
 * Groups consecutive items (in Z-order, so one coarser cell's items are adjacent: its key is the item key
 * divided by `keyDivisor`) by cell and filter keys, summing their totals (1 per point when `total` is null).
 */
function aggregate(
  from: {
    keys: Float64Array;
    source: Uint8Array;
    family: Uint16Array;
    country: Uint16Array;
    total: Uint32Array | null;
  },
  keyDivisor: number,
  cellX: (i: number) => number,
  cellY: (i: number) => number,
): Level {
  const keys: number[] = [],
    cx: number[] = [],
    cy: number[] = [],
    source: number[] = [],
    family: number[] = [],
    country: number[] = [],
    total: number[] = [];
  const n = from.keys.length;
  const groups = new Map<number, number>();
  let i = 0;
  while (i < n) {
    const key = Math.floor(from.keys[i]! / keyDivisor);
    const x0 = cellX(i),
      y0 = cellY(i);
    groups.clear();
    for (; i < n && Math.floor(from.keys[i]! / keyDivisor) === key; i++) {
      const g = from.source[i]! * 2 ** 32 + from.family[i]! * 2 ** 16 + from.country[i]!;
      groups.set(g, (groups.get(g) ?? 0) + (from.total ? from.total[i]! : 1));
    }
    for (const [g, count] of groups) {
      keys.push(key);
      cx.push(x0);
      cy.push(y0);
      source.push(Math.floor(g / 2 ** 32));
      family.push(Math.floor(g / 2 ** 16) % 2 ** 16);
      country.push(g % 2 ** 16);
      total.push(count);
    }
  }
  return {
    keys: Float64Array.from(keys),
    cx: Uint32Array.from(cx),
    cy: Uint32Array.from(cy),
    source: Uint8Array.from(source),
    family: Uint16Array.from(family),
    country: Uint16Array.from(country),
    total: Uint32Array.from(total),
  };
}

/** Indices that sort `keys` (integers below 2^48) ascending: a stable LSD radix sort, three 16-bit digits. */
function radixOrder(keys: Float64Array): Uint32Array {
  const n = keys.length;
  let order = new Uint32Array(n);
  let next = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  const counts = new Uint32Array(65536);
  for (const divisor of [1, 2 ** 16, 2 ** 32]) {
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[Math.floor(keys[i]! / divisor) % 65536]!++;
    let sum = 0;
    for (let d = 0; d < 65536; d++) {
      const c = counts[d]!;
      counts[d] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i++) {
      const j = order[i]!;
      next[counts[Math.floor(keys[j]! / divisor) % 65536]!++] = j;
    }
    [order, next] = [next, order];
  }
  return order;
}

/** Collects rows into typed arrays, then sorts them into a TileIndex. */
export class TileIndexBuilder {
  private n = 0;
  private wx = new Uint32Array(1024);
  private wy = new Uint32Array(1024);
  private src = new Uint8Array(1024);
  private fam = new Uint16Array(1024);
  private ctry = new Uint16Array(1024);
  private tax = new Int32Array(1024);
  private seq = new Int32Array(1024);
  private readonly families = new Dictionary();
  private readonly countries = new Dictionary();
  private readonly countryCodes: (string | null)[] = [null];

  constructor(private readonly sources: readonly string[]) {}

  add(row: TilePoint): void {
    if (this.n === this.wx.length) this.grow();
    const i = this.n++;
    this.wx[i] = worldCoord(row.mercX, false);
    this.wy[i] = worldCoord(row.mercY, true);
    this.src[i] = Math.max(0, this.sources.indexOf(row.source));
    this.fam[i] = this.families.id(row.family);
    const countryKey = row.countryCode ?? (row.country ? `name:${row.country}` : null);
    const c = this.countries.id(countryKey);
    if (c === this.countryCodes.length) this.countryCodes.push(row.countryCode);
    this.ctry[i] = c;
    this.tax[i] = row.taxonId ?? 0;
    this.seq[i] = row.seq;
  }

  build(): TileIndex {
    const n = this.n;
    return new TileIndex(
      {
        wx: this.wx.slice(0, n),
        wy: this.wy.slice(0, n),
        source: this.src.slice(0, n),
        family: this.fam.slice(0, n),
        country: this.ctry.slice(0, n),
        taxon: this.tax.slice(0, n),
        seq: this.seq.slice(0, n),
      },
      this.sources,
      this.families.values,
      this.countryCodes,
    );
  }

  private grow(): void {
    const size = this.wx.length * 2;
    const grown = <T extends Uint32Array | Uint8Array | Uint16Array | Int32Array>(
      a: T,
      make: new (n: number) => T,
    ): T => {
      const b = new make(size);
      b.set(a);
      return b;
    };
    this.wx = grown(this.wx, Uint32Array);
    this.wy = grown(this.wy, Uint32Array);
    this.src = grown(this.src, Uint8Array);
    this.fam = grown(this.fam, Uint16Array);
    this.ctry = grown(this.ctry, Uint16Array);
    this.tax = grown(this.tax, Int32Array);
    this.seq = grown(this.seq, Int32Array);
  }
}

function permute<T extends Float64Array | Uint32Array | Uint8Array | Uint16Array | Int32Array>(
  a: T,
  order: Uint32Array,
): T {
  const out = new (a.constructor as new (n: number) => T)(a.length);
  for (let i = 0; i < order.length; i++) out[i] = a[order[i]!]!;
  return out;
}

function idsWhere<T>(values: readonly T[], test: (v: T) => boolean): Set<number> {
  const ids = new Set<number>();
  values.forEach((v, i) => {
    if (i > 0 && test(v)) ids.add(i);
  });
  return ids;
}

let grid = new Float64Array(0);
let touched = new Int32Array(0);
/** The shared pixel grid of `pixels` (all zero between calls), at least `size` cells. */
function scratchGrid(size: number): Float64Array {
  if (grid.length < size) grid = new Float64Array(size);
  return grid;
}
/** The shared list of the grid cells a call of `pixels` occupied. */
function scratchTouched(size: number): Int32Array {
  if (touched.length < size) touched = new Int32Array(size);
  return touched;
}

/** The tile and its existing neighbours (no wrap across the antimeridian, none beyond the poles). */
function neighbours(z: number, x: number, y: number): (readonly [number, number])[] {
  const max = 2 ** z - 1;
  const out: (readonly [number, number])[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const tx = x + dx,
        ty = y + dy;
      if (tx >= 0 && ty >= 0 && tx <= max && ty <= max) out.push([tx, ty]);
    }
  }
  return out;
}
