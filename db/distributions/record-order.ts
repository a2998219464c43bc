// The occurrence records in the list's order, held in memory per data version: which records a `q` selects (from the
// search dictionaries' posting lists) and the positions of any page, whose fields record-rows.ts holds, so a search or
// a deep page of /distributions costs no count and no OFFSET walk over the records. Only the filters it answers
// exactly as record-filter.sql (none, or `q` alone) come here; test/data/record-order.test.ts compares the two.
import { BitSelection, type Selection } from './record-bits.js';

/** One row of record-order.sql (a record; groups -1 where it has none). */
export interface RecordOrderRow {
  id: string;
  seq: number | null;
  name_group: number;
  place_group: number;
  collection_group: number;
}

/** Every record's record-order.sql row, as columns in the list's order. */
export interface RecordOrderSource {
  ids: string[];
  seqs: (number | null)[];
  name_groups: number[];
  place_groups: number[];
  collection_groups: number[];
}

/** What one `q` word matches (word-matches.sql): dictionary entries per kind, and records by an identifier. */
export interface WordMatches {
  name: readonly number[];
  place: readonly number[];
  collection: readonly number[];
  /** `seq` of the records whose id, catalog number or source record id equals the word. */
  record: readonly number[];
}

type GroupKind = 'name' | 'place' | 'collection';
const KINDS: readonly GroupKind[] = ['name', 'place', 'collection'];

/** Group id → the positions of its records, ascending (compressed rows: `start[g]..start[g+1]` of `positions`). */
interface Postings {
  readonly start: Int32Array;
  readonly positions: Int32Array;
}

function postings(groups: readonly number[]): Postings {
  const max = groups.reduce((m, g) => Math.max(m, g), -1);
  const start = new Int32Array(max + 2);
  for (const g of groups) if (g >= 0) start[g + 1]!++;
  for (let g = 0; g <= max; g++) start[g + 1]! += start[g]!;
  const fill = start.slice(0, max + 1);
  const positions = new Int32Array(start[max + 1]!);
  groups.forEach((g, position) => {
    if (g >= 0) positions[fill[g]!++] = position;
  });
  return { start, positions };
}

/** Below this many candidate positions a word's matches are sorted; above it they are marked in a bitmap. */
const SORT_BELOW = 4096;

export class RecordOrder {
  /** Record ids in the list's order: position → id. */
  readonly ids: readonly string[];
  private readonly groupOf: Record<GroupKind, Int32Array>;
  private readonly byGroup: Record<GroupKind, Postings>;
  private readonly positionOfSeq: Int32Array;

  constructor(source: RecordOrderSource) {
    this.ids = source.ids;
    const n = source.ids.length;
    if ([source.seqs, source.name_groups, source.place_groups, source.collection_groups].some((a) => a.length !== n))
      throw new Error('record order: columns of unequal length');
    let maxSeq = -1;
    for (const seq of source.seqs) {
      if (seq === null) throw new Error('record order: a record without seq');
      maxSeq = Math.max(maxSeq, seq);
    }
    this.positionOfSeq = new Int32Array(maxSeq + 1).fill(-1);
    source.seqs.forEach((seq, position) => (this.positionOfSeq[seq!] = position));
    const columns = { name: source.name_groups, place: source.place_groups, collection: source.collection_groups };
    this.groupOf = {
      name: Int32Array.from(columns.name),
      place: Int32Array.from(columns.place),
      collection: Int32Array.from(columns.collection),
    };
    this.byGroup = {
      name: postings(columns.name),
      place: postings(columns.place),
      collection: postings(columns.collection),
    };
  }

  get size(): number {
    return this.ids.length;
  }

  private postingSize(kind: GroupKind, group: number): number {
    const { start } = this.byGroup[kind];
    return group >= 0 && group + 1 < start.length ? start[group + 1]! - start[group]! : 0;
  }

  /** Upper bound of the records a word matches (its postings, counted with repeats). */
  private estimate(word: WordMatches): number {
    let total = word.record.length;
    for (const kind of KINDS) for (const g of word[kind]) total += this.postingSize(kind, g);
    return total;
  }

  /** The positions a word matches, ascending and distinct. */
  private positionsOf(word: WordMatches, estimate: number): Int32Array {
    const recordPositions = word.record.map((s) => this.positionOfSeq[s] ?? -1).filter((p) => p >= 0);
    if (estimate < SORT_BELOW) {
      const out = new Int32Array(estimate);
      let at = 0;
      for (const kind of KINDS) {
        const { start, positions } = this.byGroup[kind];
        for (const g of word[kind]) {
          if (this.postingSize(kind, g) === 0) continue;
          out.set(positions.subarray(start[g]!, start[g + 1]!), at);
          at += start[g + 1]! - start[g]!;
        }
      }
      for (const p of recordPositions) out[at++] = p;
      const sorted = out.subarray(0, at).sort();
      let distinct = 0;
      for (let i = 0; i < sorted.length; i++)
        if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[distinct++] = sorted[i]!;
      return sorted.subarray(0, distinct);
    }
    const marked = new Uint8Array(this.size);
    for (const kind of KINDS) {
      const { start, positions } = this.byGroup[kind];
      for (const g of word[kind]) {
        if (this.postingSize(kind, g) === 0) continue;
        for (let i = start[g]!; i < start[g + 1]!; i++) marked[positions[i]!] = 1;
      }
    }
    for (const p of recordPositions) marked[p] = 1;
    let count = 0;
    for (let p = 0; p < marked.length; p++) count += marked[p]!;
    const out = new Int32Array(count);
    let at = 0;
    for (let p = 0; p < marked.length; p++) if (marked[p]) out[at++] = p;
    return out;
  }

  /**
   * The positions (ascending: the list's order) of the records every word matches — match-word.sql's conditions
   * ANDed; `null` for no `q` (every record).
   */
  select(words: readonly WordMatches[] | null): Int32Array | null {
    if (words === null) return null;
    const sized = words
      .map((word) => ({ word, estimate: this.estimate(word) }))
      .sort((a, b) => a.estimate - b.estimate);
    const [first, ...rest] = sized;
    if (!first) return null;
    let selected = this.positionsOf(first.word, first.estimate);
    for (const { word } of rest) {
      const sets = {
        name: new Set(word.name),
        place: new Set(word.place),
        collection: new Set(word.collection),
      };
      const records = new Set(word.record.map((s) => this.positionOfSeq[s] ?? -1));
      let kept = 0;
      for (const p of selected) {
        if (
          sets.name.has(this.groupOf.name[p]!) ||
          sets.place.has(this.groupOf.place[p]!) ||
          sets.collection.has(this.groupOf.collection[p]!) ||
          records.has(p)
        )
          selected[kept++] = p;
      }
      selected = selected.subarray(0, kept);
    }
    return selected;
  }

  /** The id of the record with this `seq` (undefined when none has it). */
  idOfSeq(seq: number): string | undefined {
    const position = seq >= 0 && seq < this.positionOfSeq.length ? this.positionOfSeq[seq]! : -1;
    return position >= 0 ? this.ids[position] : undefined;
  }

  /** How many records a selection holds and the positions of `limit` of them after `offset`. */
  page(selected: Selection | null, offset: number, limit: number): { total: number; positions: Int32Array } {
    if (selected instanceof BitSelection) return { total: selected.total, positions: selected.page(offset, limit) };
    const total = selected === null ? this.size : selected.length;
    const end = Math.max(offset, Math.min(total, offset + limit));
    const positions = new Int32Array(end - offset);
    for (let i = offset; i < end; i++) positions[i - offset] = selected === null ? i : selected[i]!;
    return { total, positions };
  }
}
