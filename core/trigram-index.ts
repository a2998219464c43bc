// The trigram sets of the name search's names, compact (typed arrays over one trigram dictionary), with posting lists
// ordered by each name's trigram count, so a similarity query reads only the lists and counts that can still reach the
// threshold (CPMerge, Okazaki & Tsujii 2010: a size range, and per size a minimum overlap τ that lets it skip lists).
import { popcount } from './popcount.js';

/** Trigram similarity as pg_trgm computes it: shared / (|a| + |b| − shared), in single precision; 0 for an empty set. */
export function trigramSimilarity(shared: number, a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : Math.fround(shared / (a + b - shared));
}

/** The hits in its signature's lists that make a name a candidate, where every size's signature has room (similar()). */
const HITS_TO_CHECK = 3;

/** How many of the commonest trigrams each name has a bit for, in 32-bit words. */
const MASK_WORDS = 4;
const MASKED = 32 * MASK_WORDS;

/** A built index: its dictionary and typed arrays (which a thread can be handed without a copy). */
export interface TrigramIndexParts {
  readonly ids: Map<string, number>;
  /** Each name's trigram ids: nameTrigrams[nameStart[i] .. nameStart[i + 1]). */
  readonly nameStart: Int32Array;
  readonly nameTrigrams: Uint16Array | Int32Array;
  /** Each trigram's names, by trigram count then index: postings[postingStart[t] .. postingStart[t + 1]). */
  readonly postingStart: Int32Array;
  readonly postings: Int32Array;
  readonly largest: number;
  /** Each name's trigram count. */
  readonly sizes: Uint16Array;
  /** Bit of each of the MASKED commonest trigrams, −1 for the others; each name's MASK_WORDS words of them. */
  readonly commonBit: Int16Array;
  readonly masks: Uint32Array;
}

/** The parts of the index of `trigrams[i]`: name i's distinct trigrams. */
export function buildTrigramIndex(trigrams: readonly (readonly string[])[]): TrigramIndexParts {
  const ids = new Map<string, number>();
  const n = trigrams.length;
  const nameStart = new Int32Array(n + 1);
  let total = 0;
  for (let i = 0; i < n; i++) {
    for (const t of trigrams[i]!) if (!ids.has(t)) ids.set(t, ids.size);
    total += trigrams[i]!.length;
    nameStart[i + 1] = total;
  }
  const count = ids.size;
  const nameTrigrams = count <= 0xffff ? new Uint16Array(total) : new Int32Array(total);
  const listLength = new Int32Array(count);
  let largest = 0;
  for (let i = 0, at = 0; i < n; i++) {
    largest = Math.max(largest, trigrams[i]!.length);
    for (const t of trigrams[i]!) {
      const id = ids.get(t)!;
      nameTrigrams[at++] = id;
      listLength[id]!++;
    }
  }
  const sizes = new Uint16Array(n);
  for (let i = 0; i < n; i++) sizes[i] = nameStart[i + 1]! - nameStart[i]!;
  const commonBit = new Int16Array(count).fill(-1);
  const commonest = Array.from({ length: count }, (_, id) => id)
    .sort((a, b) => listLength[b]! - listLength[a]! || a - b)
    .slice(0, MASKED);
  commonest.forEach((id, bit) => (commonBit[id] = bit));
  const masks = new Uint32Array(MASK_WORDS * n);
  for (let i = 0; i < n; i++) {
    for (let k = nameStart[i]!; k < nameStart[i + 1]!; k++) {
      const bit = commonBit[nameTrigrams[k]!]!;
      if (bit >= 0) masks[MASK_WORDS * i + (bit >> 5)]! |= 1 << (bit & 31);
    }
  }
  const postingStart = new Int32Array(count + 1);
  for (let t = 0; t < count; t++) postingStart[t + 1] = postingStart[t]! + listLength[t]!;
  // names visited by trigram count (a counting sort), so each list comes out ordered by count, then index
  const bySize = Array.from({ length: largest + 1 }, () => [] as number[]);
  for (let i = 0; i < n; i++) bySize[sizes[i]!]!.push(i);
  const fill = postingStart.slice(0, count);
  const postings = new Int32Array(total);
  for (const names of bySize) {
    for (const i of names) {
      for (let k = nameStart[i]!; k < nameStart[i + 1]!; k++) postings[fill[nameTrigrams[k]!]!++] = i;
    }
  }
  return { ids, nameStart, nameTrigrams, postingStart, postings, largest, sizes, commonBit, masks };
}

export class TrigramIndex {
  private readonly ids: Map<string, number>;
  private readonly nameStart: Int32Array;
  private readonly nameTrigrams: Uint16Array | Int32Array;
  private readonly postingStart: Int32Array;
  private readonly postings: Int32Array;
  private readonly largest: number;
  private readonly sizes: Uint16Array;
  private readonly commonBit: Int16Array;
  private readonly masks: Uint32Array;
  /** Per name: its hits in the lists read for the query being answered (zero between queries). */
  private readonly hits: Uint16Array;
  /** The names with a hit in the query being answered, first `touchedCount` of them (scratch, one slot per name). */
  private readonly touched: Int32Array;
  /** The names with a second hit, first `candidateCount` of them: the only ones checked (scratch, one slot per name). */
  private readonly candidates: Int32Array;
  /** 1 for the trigrams of the query being answered (reset after it). */
  private readonly inQuery: Uint8Array;
  private queryMarked: number[] = [];
  private querySize = 0;

  constructor(parts: TrigramIndexParts) {
    ({
      ids: this.ids,
      nameStart: this.nameStart,
      nameTrigrams: this.nameTrigrams,
      postingStart: this.postingStart,
      postings: this.postings,
      largest: this.largest,
      sizes: this.sizes,
      commonBit: this.commonBit,
      masks: this.masks,
    } = parts);
    this.hits = new Uint16Array(this.sizes.length);
    this.touched = new Int32Array(this.sizes.length);
    this.candidates = new Int32Array(this.sizes.length);
    this.inQuery = new Uint8Array(this.ids.size);
  }

  /** Makes `trigrams` (distinct) the query that similarity() and similar() answer for. */
  setQuery(trigrams: ReadonlySet<string>): void {
    for (const id of this.queryMarked) this.inQuery[id] = 0;
    this.queryMarked = [];
    this.querySize = trigrams.size;
    for (const t of trigrams) {
      const id = this.ids.get(t);
      if (id === undefined) continue;
      this.inQuery[id] = 1;
      this.queryMarked.push(id);
    }
  }

  /** Similarity of name i to the query. */
  similarity(i: number): number {
    return trigramSimilarity(this.shared(i), this.querySize, this.sizes[i]!);
  }

  /** How many of the query's trigrams name i has. */
  private shared(i: number): number {
    let shared = 0;
    for (let k = this.nameStart[i]!, to = this.nameStart[i + 1]!; k < to; k++)
      shared += this.inQuery[this.nameTrigrams[k]!]!;
    return shared;
  }

  /**
   * Calls `visit(i, similarity)` once for every name whose similarity to the query is ≥ `threshold`. A name of s
   * trigrams needs τ(s) shared ones, so it shares one of any m − τ(s) + 1 of the query's m trigrams: per size only
   * those rarest lists are read (the commonest only for the few short sizes), and with two lists more a name needs three
   * hits in them to be a candidate; the candidates' hits in the other lists are counted by reading those lists too,
   * except the commonest, whose hits come from each name's bit mask of them.
   */
  similar(threshold: number, visit: (i: number, similarity: number) => void): void {
    const m = this.querySize;
    const present = this.queryMarked.length;
    if (present === 0) return;
    const absent = m - present;
    const lists = this.queryMarked.slice().sort((a, b) => this.listSize(a) - this.listSize(b));
    // per size s: how many of the rarest lists a name of s trigrams must share one of (0: no such name can match)
    const signature = new Int32Array(this.largest + 2);
    const tau = new Int32Array(this.largest + 2);
    let lowest = 0;
    for (let s = 1, c = 1; s <= this.largest && c <= m; s++) {
      while (c <= Math.min(m, s) && trigramSimilarity(c, m, s) < threshold) c++;
      if (c > Math.min(m, s)) continue; // τ(s) only grows with s: c carries over
      signature[s] = Math.min(present, Math.max(0, m - c + 1 - absent));
      tau[s] = c;
      if (signature[s] > 0 && lowest === 0) lowest = s;
    }
    if (lowest === 0) return;
    // the masks of the masked lists from rank w on, and how many they are
    const suffix = new Uint32Array((present + 1) * MASK_WORDS);
    const suffixCount = new Int32Array(present + 1);
    for (let w = present - 1; w >= 0; w--) {
      suffix.copyWithin(w * MASK_WORDS, (w + 1) * MASK_WORDS, (w + 2) * MASK_WORDS);
      const bit = this.commonBit[lists[w]!]!;
      if (bit >= 0) suffix[w * MASK_WORDS + (bit >> 5)]! |= 1 << (bit & 31);
      suffixCount[w] = suffixCount[w + 1]! + (bit >= 0 ? 1 : 0);
    }
    let feasible = lowest;
    while (feasible < this.largest && signature[feasible + 1]! > 0) feasible++;
    // Two lists more per size, and a name needs three hits in them: one that matches misses at most m − τ(s) of the
    // query's trigrams, so it has k among any m − τ(s) + k. Most names touched have fewer, and only those with three
    // are checked — a candidate's check reads its mask (a cache miss, ~35 ns), a hit costs a few ns. Per checklist
    // query: one hit in m − τ(s) + 1 lists left 4,700 names to check; two in + 2, 1,200 (rank 185 → 125 µs); three in
    // + 3, 430 of 7,100 touched (the lists' part 127 → 111 µs; four: 240 checked, more read, 120 µs). Where a size's
    // signature has no room for the lists added, fewer hits are asked of every size (down to one: any hit).
    let need = HITS_TO_CHECK;
    for (let s = lowest; s <= feasible; s++) need = Math.min(need, present - signature[s]! + 1);
    for (let s = lowest; s <= feasible; s++) signature[s]! += need - 1;
    // the hot loops read typed arrays through locals (not `this.`), and the touched names go to a scratch array
    const { postings, hits, touched, candidates, sizes, masks, commonBit } = this;
    let touchedCount = 0;
    let candidateCount = 0;
    for (let r = 0, highest = feasible; r < present; r++) {
      // the sizes whose signature holds rank r: from the lowest up to where the signature gets shorter than r + 1
      while (highest >= lowest && signature[highest]! <= r) highest--;
      const id = lists[r]!;
      const split = this.firstOfSize(id, highest + 1);
      for (let k = this.firstOfSize(id, lowest); k < split; k++) {
        const i = postings[k]!;
        const h = hits[i]++;
        if (h === 0) touched[touchedCount++] = i;
        if (h === need - 1) candidates[candidateCount++] = i;
      }
      if (commonBit[id]! >= 0) continue; // its hits beyond the signature come from the masks
      // a name whose signature does not hold this list: a hit counts only for a name its signature lists found
      for (let k = split, to = this.firstOfSize(id, feasible + 1); k < to; k++) {
        const i = postings[k]!;
        const h = hits[i]!;
        if (h !== 0) {
          hits[i] = h + 1;
          if (h === need - 1) candidates[candidateCount++] = i;
        }
      }
    }
    for (let t = 0; t < candidateCount; t++) {
      const i = candidates[t]!;
      const size = sizes[i]!;
      const w = signature[size]!;
      let shared = hits[i]!;
      // too few hits even if it had every masked trigram: its mask need not be read
      if (shared + suffixCount[w]! < tau[size]!) continue;
      for (let word = 0; word < MASK_WORDS; word++) {
        const wanted = suffix[w * MASK_WORDS + word]!;
        if (wanted !== 0) shared += popcount(masks[MASK_WORDS * i + word]! & wanted);
      }
      // τ(size) is the least overlap reaching the threshold (the similarity grows with it): no division for the others
      if (shared >= tau[size]!) visit(i, trigramSimilarity(shared, m, size));
    }
    for (let t = 0; t < touchedCount; t++) hits[touched[t]!] = 0;
  }

  private listSize(id: number): number {
    return this.postingStart[id + 1]! - this.postingStart[id]!;
  }

  /** Index in the postings of the first name of trigram `id` with at least `size` trigrams. */
  private firstOfSize(id: number, size: number): number {
    let lo = this.postingStart[id]!;
    let hi = this.postingStart[id + 1]!;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sizes[this.postings[mid]!]! < size) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** How many names have the trigram (0 when none does). */
  listLength(trigram: string): number {
    const id = this.ids.get(trigram);
    return id === undefined ? 0 : this.postingStart[id + 1]! - this.postingStart[id]!;
  }

  /** The names having the trigram. */
  namesWith(trigram: string): Int32Array {
    const id = this.ids.get(trigram);
    return id === undefined
      ? new Int32Array(0)
      : this.postings.subarray(this.postingStart[id]!, this.postingStart[id + 1]!);
  }
}
