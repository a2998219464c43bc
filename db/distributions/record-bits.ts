// Sets of records as bitmaps (one bit per position of the list order): how record-filters.ts selects when every
// condition of a filter keeps many records. A broad condition as a scan of its column cost ~0.5 ms per request; as a
// bitmap it is a few thousand word operations, and its page needs no list of every record it keeps.
import { popcount } from '../../core/popcount.js';

/** Words of a bitmap over `size` records. */
export const bitmapWords = (size: number): number => (size + 31) >>> 5;

/** Sets the bits of `positions[from .. to)`. */
export function setBits(out: Uint32Array, positions: Int32Array, from: number, to: number): void {
  for (let i = from; i < to; i++) out[positions[i]! >>> 5]! |= 1 << (positions[i]! & 31);
}

/** The positions of the set bits from the `skip`-th one on, at most `limit` of them, ascending (into `out`). */
export function listBits(
  words: Uint32Array,
  skip: number,
  limit: number,
  out: Int32Array = new Int32Array(limit),
): Int32Array {
  let w = 0;
  // whole words skipped by their counts: a deep page reads no bit before it
  for (; w < words.length; w++) {
    const count = popcount(words[w]!);
    if (count > skip) break;
    skip -= count;
  }
  let at = 0;
  for (; w < words.length && at < limit; w++) {
    for (let bits = words[w]!; bits !== 0 && at < limit; bits &= bits - 1) {
      if (skip > 0) skip--;
      else out[at++] = (w << 5) + 31 - Math.clz32(bits & -bits);
    }
  }
  return out.length === at ? out : out.subarray(0, at);
}

/** The records a filter keeps, as a bitmap: how many, a page of them, and all their positions only when asked. */
export class BitSelection {
  private listed: Int32Array | null = null;
  constructor(
    /** One bit per record (read, never written, by those it is handed to). */
    readonly words: Uint32Array,
    readonly total: number,
  ) {}

  /** The positions of `limit` records after `offset` (fewer at the end). */
  page(offset: number, limit: number): Int32Array {
    return listBits(this.words, offset, Math.max(0, Math.min(limit, this.total - offset)));
  }

  /** Every position, ascending (listed once, then kept with the selection). */
  positions(): Int32Array {
    return (this.listed ??= listBits(this.words, 0, this.total));
  }
}

/** The records of a selection: positions ascending, or a bitmap; null is every record. */
export type Selection = Int32Array | BitSelection;

/** How many records a selection holds. */
export function selectionSize(selection: Selection): number {
  return selection instanceof BitSelection ? selection.total : selection.length;
}

/** A selection's positions (null: every record). */
export function positionsOf(selection: Selection | null): Int32Array | null {
  return selection instanceof BitSelection ? selection.positions() : selection;
}

/** `words` ANDed with `other`, in place: the records of both. */
export function andInto(words: Uint32Array, other: Uint32Array): void {
  for (let w = 0; w < words.length; w++) words[w]! &= other[w]!;
}

/** How many records a bitmap holds. */
export function countBits(words: Uint32Array): number {
  let count = 0;
  for (let w = 0; w < words.length; w++) count += popcount(words[w]!);
  return count;
}

/** Cut points of a value order: a run is the difference of two prefix bitmaps and two edges shorter than a bucket. */
const PREFIX_BUCKETS = 16;

/**
 * Bitmaps of the first records of a column's value order (positions sorted by value): prefix j holds order[0 ..
 * cut[j]). A run of the order — the records of a range of values — is prefix(hi) AND NOT prefix(lo) over whole
 * words, and the bits of the two edges between the run's ends and the nearest cuts, each under a sixteenth of the
 * order. Sixteen bitmaps of one bit per record per column (~0.6 MB for 300k records).
 */
export class PrefixBitmaps {
  private readonly cuts: Int32Array;
  /** prefix[j] for j = 1 … PREFIX_BUCKETS (prefix 0 is empty). */
  private readonly prefix: Uint32Array[];

  constructor(
    private readonly order: Int32Array,
    size: number,
  ) {
    const words = bitmapWords(size);
    this.cuts = Int32Array.from({ length: PREFIX_BUCKETS + 1 }, (_, j) =>
      Math.floor((j * order.length) / PREFIX_BUCKETS),
    );
    this.prefix = [];
    let previous = new Uint32Array(words);
    for (let j = 1; j <= PREFIX_BUCKETS; j++) {
      const bits = previous.slice();
      setBits(bits, order, this.cuts[j - 1]!, this.cuts[j]!);
      this.prefix.push(bits);
      previous = bits;
    }
  }

  /** Sets the bits of the records of order[from .. to) in `out`. */
  orRun(from: number, to: number, out: Uint32Array): void {
    const { cuts, order } = this;
    let lo = 0;
    while (lo <= PREFIX_BUCKETS && cuts[lo]! < from) lo++;
    let hi = PREFIX_BUCKETS;
    while (hi >= 0 && cuts[hi]! > to) hi--;
    if (lo >= hi) {
      setBits(out, order, from, to);
      return;
    }
    const upper = this.prefix[hi - 1]!;
    if (lo === 0) for (let w = 0; w < out.length; w++) out[w]! |= upper[w]!;
    else {
      const lower = this.prefix[lo - 1]!;
      for (let w = 0; w < out.length; w++) out[w]! |= upper[w]! & ~lower[w]!;
    }
    setBits(out, order, from, cuts[lo]!);
    setBits(out, order, cuts[hi]!, to);
  }
}
