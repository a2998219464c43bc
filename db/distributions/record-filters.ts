// The occurrence filters of record-filter.sql (all but the polygons) over every record's filter columns, held in memory
// per data version in the list's order beside the record order: a filtered page of /distributions costs no count and
// no scan in PostgreSQL. test/data/record-filters.test.ts compares totals and pages with the SQL for random filters.
import type { Range } from './occurrence-filter.js';
import {
  andInto,
  BitSelection,
  bitmapWords,
  countBits,
  listBits,
  positionsOf,
  PrefixBitmaps,
  setBits,
  type Selection,
} from './record-bits.js';

/** One record's filter columns as record-order.sql reads them (null where the source gives none). */
export interface RecordFilterRow {
  source: string;
  latitude: number | null;
  longitude: number | null;
  taxon_id: number | null;
  country_code: string | null;
  name_group: number;
  year: number | null;
  month: number | null;
  day_of_year: number | null;
  coordinate_uncertainty_m: number | null;
  basis_of_record: string | null;
  /** Whether the record has map coordinates (merc_x and merc_y): the tiles draw only those. */
  mapped: boolean;
  seq: number | null;
}

/** A filter with its names resolved to what the columns hold (the repo resolves families and basisOfRecord forms). */
export interface ResolvedRecordFilter {
  source: string | null;
  hasCoordinate: boolean | null;
  /** Node ids: each stands for every taxon whose path holds it (its subtree). */
  taxonIds: readonly number[] | null;
  countries: readonly string[] | null;
  nameGroups: readonly number[] | null;
  year: Range | null;
  month: Range | null;
  dayOfYear: Range | null;
  coordinateUncertaintyInMeters: Range | null;
  /** The raw values the sources write (not the GBIF forms). */
  basisOfRecord: readonly string[] | null;
  /** minLon, minLat, maxLon, maxLat; minLon > maxLon crosses the antimeridian. */
  bbox: readonly [number, number, number, number] | null;
}

/** A facet value as facet-groups.sql gives it (the key the records hold) and its records. */
export type FacetGroup = [string | number | null, number];

/** A missing integer (year, month, day of year) in the Int16 columns: below every value a filter can ask for. */
const NONE = -32768;
/**
 * Records × facets counted before other requests get a turn (~1.5 ms). A slice of 32,768 records whatever the facets
 * made a one-facet count over 150k records wait five turns of a busy event loop: p99 of the filtered row 150 ms.
 */
const FACET_SLICE_WORK = 262_144;
/**
 * A condition keeping more than this share of the records is broad: when every condition of a filter is, they are
 * selected as bitmaps (a pass over the column of every record costs more than the words of a bitmap).
 */
const BITMAP_SHARE = 16;

/**
 * Distinct texts numbered in first-seen order, and each record's number (−1 for null): the equality filters compare
 * small integers, and each number's records are a posting list.
 */
class Dictionary {
  readonly numberOf = new Map<string, number>();
  number(text: string | null): number {
    if (text === null) return -1;
    let n = this.numberOf.get(text);
    if (n === undefined) this.numberOf.set(text, (n = this.numberOf.size));
    return n;
  }
}

/**
 * `positions` (in any order; overlapping runs repeat some) ascending and distinct, in place (a view of them): sorted
 * when few, else marked in `words` (a zeroed bitmap of every record, zeroed again after) and read back in order.
 */
function ascending(positions: Int32Array, words: Uint32Array): Int32Array {
  if (positions.length < 4096) {
    const sorted = positions.sort();
    let distinct = 0;
    for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[distinct++] = sorted[i]!;
    return sorted.subarray(0, distinct);
  }
  setBits(words, positions, 0, positions.length);
  const out = listBits(words, 0, positions.length, positions);
  words.fill(0);
  return out;
}

/**
 * A column's positions in the order of their values (the missing ones, NaN or NONE, left out): the records of a
 * range of values are one run of it, found by two binary searches.
 */
class SortedColumn {
  private readonly order: Int32Array;
  /** Its prefix bitmaps, made when a broad range of it is first selected as a bitmap. */
  private prefix: PrefixBitmaps | null = null;
  constructor(
    private readonly column: Int16Array | Int32Array | Float64Array,
    missing: (value: number) => boolean,
  ) {
    let count = 0;
    for (let p = 0; p < column.length; p++) if (!missing(column[p]!)) count++;
    const order = new Int32Array(count);
    for (let p = 0, at = 0; p < column.length; p++) if (!missing(column[p]!)) order[at++] = p;
    this.order = order.sort((a, b) => column[a]! - column[b]! || a - b);
  }
  /** First index of the order whose value is ≥ `value` (`after`: > `value`). */
  private bound(value: number, after: boolean): number {
    let lo = 0;
    let hi = this.order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const v = this.column[this.order[mid]!]!;
      if (v < value || (after && v === value)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  /** The run of the order whose values lie in [low, high], as [from, to). */
  run(low: number, high: number): [number, number] {
    return low > high ? [0, 0] : [this.bound(low, false), this.bound(high, true)];
  }
  /** The positions of runs of the order, ascending: a view of `out` (`words`: a zeroed bitmap for ascending()). */
  positions(runs: readonly [number, number][], out: Int32Array, words: Uint32Array): Int32Array {
    let at = 0;
    for (const [from, to] of runs) {
      out.set(this.order.subarray(from, to), at);
      at += to - from;
    }
    return ascending(out.subarray(0, at), words);
  }
  /** Its prefix bitmaps (a bitmap over `size` records each), made once. */
  prepareBitmaps(size: number): PrefixBitmaps {
    return (this.prefix ??= new PrefixBitmaps(this.order, size));
  }
  /** Sets the bits of the records of runs of the order in `out` (a bitmap over `size` records). */
  orRuns(runs: readonly [number, number][], size: number, out: Uint32Array): void {
    const prefix = this.prepareBitmaps(size);
    for (const [from, to] of runs) prefix.orRun(from, to, out);
  }
}

/** Value → the positions of its records, ascending: `start[v] .. start[v + 1]` of `positions`. */
class Postings {
  readonly start: Int32Array;
  readonly positions: Int32Array;
  /** Records of the column (the bound of the positions). */
  private readonly records: number;
  constructor(values: Int32Array | Int16Array, count: number) {
    this.records = values.length;
    this.start = new Int32Array(count + 1);
    for (const v of values) if (v >= 0) this.start[v + 1]!++;
    for (let v = 0; v < count; v++) this.start[v + 1]! += this.start[v]!;
    const fill = this.start.slice(0, count);
    this.positions = new Int32Array(this.start[count]!);
    values.forEach((v, position) => {
      if (v >= 0) this.positions[fill[v]!++] = position;
    });
  }
  size(values: readonly number[]): number {
    let total = 0;
    for (const v of values) if (v >= 0 && v + 1 < this.start.length) total += this.start[v + 1]! - this.start[v]!;
    return total;
  }
  /**
   * The positions of the records of any of `values`, ascending and distinct (a record holds one value): a view of
   * `out` (`words`: a zeroed bitmap for ascending()).
   */
  union(values: readonly number[], out: Int32Array, words: Uint32Array): Int32Array {
    let at = 0;
    for (const v of values) {
      if (v < 0 || v + 1 >= this.start.length) continue;
      out.set(this.positions.subarray(this.start[v]!, this.start[v + 1]!), at);
      at += this.start[v + 1]! - this.start[v]!;
    }
    return values.length > 1 ? ascending(out.subarray(0, at), words) : out.subarray(0, at);
  }
  /** Sets the bits of the records of any of `values` in `out`; a value of many records has its bitmap kept. */
  orInto(values: readonly number[], out: Uint32Array): void {
    for (const v of values) {
      if (v < 0 || v + 1 >= this.start.length) continue;
      const from = this.start[v]!;
      const to = this.start[v + 1]!;
      if (to - from <= this.records / BITMAP_SHARE) {
        setBits(out, this.positions, from, to);
        continue;
      }
      let bits = this.bitmaps.get(v);
      if (!bits) {
        this.bitmaps.set(v, (bits = new Uint32Array(bitmapWords(this.records))));
        setBits(bits, this.positions, from, to);
      }
      for (let w = 0; w < out.length; w++) out[w]! |= bits[w]!;
    }
  }
  /** The bitmaps of the values of many records (at most BITMAP_SHARE of them per column). */
  private readonly bitmaps = new Map<number, Uint32Array>();
}

/** A taxon as taxon-paths.sql reads it. */
export interface TaxonPathRow {
  id: number;
  path: number[];
  rank: string;
  name: string;
}

/**
 * The taxa in the order of their paths (root..self, compared id by id): the taxa whose path holds a node are that
 * node and the run after it — `path && ARRAY[id]` of record-filter.sql as one range of numbers. Taxa without a path
 * (not reached from a root) have no number and so match no node.
 */
export class TaxonRanges {
  private readonly numberOf = new Map<number, number>();
  /** Per number, the end (exclusive) of its subtree's run. */
  private readonly end: Int32Array;
  /** Per number, the taxon's id and name. */
  private readonly ids: Int32Array;
  private readonly names: string[];
  /** Per rank, the numbers of its taxa. */
  private readonly atRank = new Map<string, number[]>();

  constructor(taxa: readonly TaxonPathRow[]) {
    const sorted = [...taxa].sort((a, b) => {
      for (let i = 0; i < Math.min(a.path.length, b.path.length); i++)
        if (a.path[i] !== b.path[i]) return a.path[i]! - b.path[i]!;
      return a.path.length - b.path.length;
    });
    this.end = new Int32Array(sorted.length);
    this.ids = Int32Array.from(sorted, (taxon) => taxon.id);
    this.names = sorted.map((taxon) => taxon.name);
    const open: number[] = [];
    sorted.forEach((taxon, n) => {
      // close the runs of the taxa before it that are not on its path
      while (open.length > 0 && sorted[open.at(-1)!]!.id !== taxon.path[sorted[open.at(-1)!]!.path.length - 1])
        this.end[open.pop()!] = n;
      this.numberOf.set(taxon.id, n);
      open.push(n);
      const ofRank = this.atRank.get(taxon.rank);
      if (ofRank) ofRank.push(n);
      else this.atRank.set(taxon.rank, [n]);
    });
    for (const n of open) this.end[n] = sorted.length;
  }

  get count(): number {
    return this.ids.length;
  }

  /** The taxon's number, or −1 for a taxon without a path (or none at all). */
  numberOfTaxon(id: number | null): number {
    return id === null ? -1 : (this.numberOf.get(id) ?? -1);
  }

  /** The runs of numbers of the nodes' subtrees, as [from, to) pairs. */
  ranges(nodeIds: readonly number[]): Int32Array {
    const out: number[] = [];
    for (const id of nodeIds) {
      const n = this.numberOf.get(id);
      if (n !== undefined) out.push(n, this.end[n]!);
    }
    return Int32Array.from(out);
  }

  /**
   * taxa-at-rank.sql over counts per taxon number: each node of `rank` with the records of its subtree (a run of
   * numbers, so a difference of running sums), left out when none. The counts become their running sums, in place (a
   * new array of sums per request was ~370 KB outside the heap: see CountArrays).
   */
  countsAtRank(perNumber: Int32Array, rank: string): [id: number, count: number, name: string][] {
    for (let n = 1; n < perNumber.length; n++) perNumber[n]! += perNumber[n - 1]!;
    const through = (n: number) => (n < 0 ? 0 : perNumber[n]!);
    const out: [number, number, string][] = [];
    for (const n of this.atRank.get(rank) ?? []) {
      const count = through(this.end[n]! - 1) - through(n - 1);
      if (count > 0) out.push([this.ids[n]!, count, this.names[n]!]);
    }
    return out;
  }
}

/** The typed-array types of the filter columns. */
type Column = Int16Array | Int32Array | Float64Array | Uint8Array;

/** One column's batches as one array. */
function joined<T extends Column>(parts: readonly T[], make: (length: number) => T): T {
  const out = make(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part as never, at);
    at += part.length;
  }
  return out;
}

/**
 * Each record's filter columns, appended a batch at a time in the list's order as typed arrays (no array of numbers
 * per column nor row objects are kept: the build's transient memory stays one batch), then joined.
 */
export class RecordFilterColumns {
  readonly sources = new Dictionary();
  readonly countries = new Dictionary();
  readonly basisValues = new Dictionary();
  private readonly parts = {
    int16: [] as Int16Array[][],
    int32: [] as Int32Array[][],
    float64: [] as Float64Array[][],
    uint8: [] as Uint8Array[][],
  };

  constructor(readonly taxa: TaxonRanges) {}

  addBatch(rows: readonly RecordFilterRow[]): void {
    const n = rows.length;
    const [source, country, year, month, dayOfYear, basis] = Array.from({ length: 6 }, () => new Int16Array(n));
    const [taxon, nameGroup, seq] = Array.from({ length: 3 }, () => new Int32Array(n));
    const [latitude, longitude, uncertainty] = Array.from({ length: 3 }, () => new Float64Array(n));
    const mapped = new Uint8Array(n);
    rows.forEach((row, i) => {
      source[i] = this.sources.number(row.source);
      // NaN for a missing coordinate or uncertainty: every comparison with it is false, as with SQL's NULL
      latitude[i] = row.latitude ?? NaN;
      longitude[i] = row.longitude ?? NaN;
      taxon[i] = this.taxa.numberOfTaxon(row.taxon_id);
      country[i] = this.countries.number(row.country_code);
      nameGroup[i] = row.name_group;
      year[i] = row.year ?? NONE;
      month[i] = row.month ?? NONE;
      dayOfYear[i] = row.day_of_year ?? NONE;
      uncertainty[i] = row.coordinate_uncertainty_m ?? NaN;
      basis[i] = this.basisValues.number(row.basis_of_record);
      mapped[i] = row.mapped ? 1 : 0;
      seq[i] = row.seq ?? -1;
    });
    this.parts.int16.push([source, country, year, month, dayOfYear, basis]);
    this.parts.int32.push([taxon, nameGroup, seq]);
    this.parts.float64.push([latitude, longitude, uncertainty]);
    this.parts.uint8.push([mapped]);
  }

  /** The columns joined (the batches are dropped). */
  join() {
    const pick = <T extends Column>(batches: T[][], k: number, make: (n: number) => T) =>
      joined(
        batches.map((b) => b[k]!),
        make,
      );
    const { int16, int32, float64, uint8 } = this.parts;
    const i16 = (k: number) => pick(int16, k, (n) => new Int16Array(n));
    const i32 = (k: number) => pick(int32, k, (n) => new Int32Array(n));
    const f64 = (k: number) => pick(float64, k, (n) => new Float64Array(n));
    const columns = {
      source: i16(0),
      country: i16(1),
      year: i16(2),
      month: i16(3),
      dayOfYear: i16(4),
      basis: i16(5),
      taxon: i32(0),
      nameGroup: i32(1),
      seq: i32(2),
      latitude: f64(0),
      longitude: f64(1),
      uncertainty: f64(2),
      mapped: pick(uint8, 0, (n) => new Uint8Array(n)),
    };
    this.parts.int16 = [];
    this.parts.int32 = [];
    this.parts.float64 = [];
    this.parts.uint8 = [];
    return columns;
  }
}

export class RecordFilters {
  private readonly size: number;
  private readonly source: Int16Array;
  private readonly latitude: Float64Array;
  private readonly longitude: Float64Array;
  private readonly taxon: Int32Array;
  private readonly country: Int16Array;
  private readonly nameGroup: Int32Array;
  private readonly year: Int16Array;
  private readonly month: Int16Array;
  private readonly dayOfYear: Int16Array;
  private readonly uncertainty: Float64Array;
  private readonly basis: Int16Array;
  private readonly mapped: Uint8Array;
  /** 1 where the record has both coordinates (hasCoordinate), else 0. */
  private readonly located: Int16Array;
  /** The lowest and highest year and month the records hold (missing ones, NONE, below). */
  private readonly years: readonly [number, number];
  private readonly months: readonly [number, number];
  private readonly seq: Int32Array;
  private readonly sources: Dictionary;
  private readonly countries: Dictionary;
  private readonly basisValues: Dictionary;
  private readonly taxa: TaxonRanges;
  private readonly bySource: Postings;
  private readonly byCountry: Postings;
  private readonly byBasis: Postings;
  private readonly byNameGroup: Postings;
  private readonly byLocated: Postings;
  /** The range columns in value order: a range's records are a run, which picks the records to test when smallest. */
  private readonly sorted: Map<Int16Array | Int32Array | Float64Array, SortedColumn>;

  constructor(columns: RecordFilterColumns) {
    ({
      source: this.source,
      country: this.country,
      year: this.year,
      month: this.month,
      dayOfYear: this.dayOfYear,
      basis: this.basis,
      taxon: this.taxon,
      nameGroup: this.nameGroup,
      seq: this.seq,
      latitude: this.latitude,
      longitude: this.longitude,
      uncertainty: this.uncertainty,
      mapped: this.mapped,
    } = columns.join());
    this.size = this.source.length;
    ({ sources: this.sources, countries: this.countries, basisValues: this.basisValues, taxa: this.taxa } = columns);
    this.bySource = new Postings(this.source, this.sources.numberOf.size);
    this.byCountry = new Postings(this.country, this.countries.numberOf.size);
    this.byBasis = new Postings(this.basis, this.basisValues.numberOf.size);
    const groups = this.nameGroup.reduce((max, g) => Math.max(max, g), -1) + 1;
    this.byNameGroup = new Postings(this.nameGroup, groups);
    this.located = Int16Array.from(this.latitude, (lat, p) => (Number.isNaN(lat + this.longitude[p]!) ? 0 : 1));
    this.byLocated = new Postings(this.located, 2);
    this.years = valueBounds(this.year);
    this.months = valueBounds(this.month);
    const noInteger = (v: number) => v === NONE;
    const ranged: [Int16Array | Int32Array | Float64Array, (v: number) => boolean][] = [
      [this.year, noInteger],
      [this.month, noInteger],
      [this.dayOfYear, noInteger],
      [this.uncertainty, Number.isNaN],
      [this.latitude, Number.isNaN],
      [this.longitude, Number.isNaN],
      [this.taxon, (t) => t < 0],
    ];
    this.sorted = new Map(ranged.map(([column, missing]) => [column, new SortedColumn(column, missing)]));
  }

  /** Makes the prefix bitmaps of every range column now (~1 ms each) rather than on its first broad filter. */
  prepareBitmaps(): void {
    for (const sorted of this.sorted.values()) sorted.prepareBitmaps(this.size);
  }

  /** located-seqs.sql over a selection: the `seq` of each record of `selection` (every record when null) on the map. */
  mappedSeqs(selection: Selection | null): Int32Array {
    const positions = positionsOf(selection);
    const n = positions ? positions.length : this.size;
    const out = new Int32Array(n);
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const p = positions ? positions[i]! : i;
      if (this.mapped[p] === 1) out[kept++] = this.seq[p]!;
    }
    return out.slice(0, kept);
  }

  /**
   * facet-groups.sql's raw [key, records] pairs over the records of `selection` (every record when null), per facet of
   * `want` (keys as the records hold them: country codes, years and months as text, sources, name groups, raw
   * basisOfRecord), counted into an array per value; the taxonId facet as [node id, records, name] per node of `rank`.
   * A large selection is counted a slice at a time, other requests served between slices: every facet over every
   * record takes ~15 ms, and twenty such requests at once held a typeahead 0.45 s.
   */
  async facetGroups(
    selection: Selection | null,
    want: readonly string[],
    rank: string,
  ): Promise<{ groups: Record<string, FacetGroup[]>; taxa: [number, number, string][] | null }> {
    /** A facet's column, the range of its values (the missing ones below), and its groups from the counts. */
    interface Tally {
      column: Int16Array | Int32Array;
      low: number;
      high: number;
      groups: (counts: Int32Array) => FacetGroup[];
    }
    /** The values counted, as [key, records] (not the missing ones, at 0). */
    const pairs = (low: number, key: (value: number) => FacetGroup[0]) => (counts: Int32Array) => {
      const out: FacetGroup[] = [];
      for (let b = 1; b < counts.length; b++) if (counts[b]! > 0) out.push([key(b - 1 + low), counts[b]!]);
      return out;
    };
    const fromDictionary = (column: Int16Array, dictionary: Dictionary): Tally => {
      const texts = [...dictionary.numberOf.keys()];
      return { column, low: 0, high: texts.length - 1, groups: pairs(0, (v) => texts[v]!) };
    };
    const ranged = (column: Int16Array, [low, high]: readonly [number, number]): Tally => ({
      column,
      low,
      high,
      groups: pairs(low, String),
    });
    const tallies: Record<string, () => Tally> = {
      country: () => fromDictionary(this.country, this.countries),
      year: () => ranged(this.year, this.years),
      month: () => ranged(this.month, this.months),
      source: () => fromDictionary(this.source, this.sources),
      // records without a name group (−1) are a group of their own there (key null), as GROUP BY makes them
      family: () => ({
        column: this.nameGroup,
        low: -1,
        high: this.byNameGroup.start.length - 2,
        groups: pairs(-1, (v) => (v === -1 ? null : v)),
      }),
      basisOfRecord: () => fromDictionary(this.basis, this.basisValues),
      // taxa without a number (−1) are counted at 0, outside every node's run
      taxonId: () => ({ column: this.taxon, low: 0, high: this.taxa.count - 1, groups: () => [] }),
    };
    const counted = want.map((name) => {
      const tally = tallies[name]!();
      return { name, tally, counts: this.countArrays.take(tally.high - tally.low + 2) };
    });
    try {
      // a bitmap's records are counted from its words (listing them first was up to 1.2 MB per request), a slice of
      // words at a time
      const words = selection instanceof BitSelection ? selection.words : null;
      const positions = selection instanceof BitSelection ? null : selection;
      const n = words ? words.length : positions ? positions.length : this.size;
      const slice = Math.ceil(FACET_SLICE_WORK / Math.max(1, counted.length) / (words ? 32 : 1));
      for (let from = 0; from < n; from += slice) {
        if (from > 0) await new Promise((resolve) => setImmediate(resolve));
        const to = Math.min(n, from + slice);
        for (const { tally, counts } of counted) {
          if (words) countBitValues(counts, tally.column, tally.low, words, from, to);
          else countValues(counts, tally.column, tally.low, positions, from, to);
        }
      }
      const groups: Record<string, FacetGroup[]> = {};
      let taxa: [number, number, string][] | null = null;
      for (const { name, tally, counts } of counted) {
        if (name === 'taxonId') taxa = this.taxa.countsAtRank(counts.subarray(1), rank);
        else groups[name] = tally.groups(counts);
      }
      return { groups, taxa };
    } finally {
      for (const { counts } of counted) this.countArrays.give(counts);
    }
  }
  /** The facets' count arrays, used again (the taxonId facet's is 184 KB: see CountArrays). */
  private readonly countArrays = new CountArrays();

  /**
   * The positions (ascending: the list's order) of the records the filter keeps, among `candidates` when given (the
   * records a `q` selects). Each condition knows how many records it keeps (an equality filter's postings, a range's
   * run of its column in value order) and is a pass of its own — one tight loop over one column (a test of every
   * condition per record took 7–15 ms over every record). The fewest records of one condition are the ones tested,
   * and its own pass is then not needed; the other passes go from the fewest records kept to the most.
   */
  select(filter: ResolvedRecordFilter, candidates: Int32Array | null): Selection {
    const conditions = this.conditions(filter).sort((a, b) => a.size - b.size);
    if (candidates === null && conditions.length > 0 && conditions[0]!.size > this.size / BITMAP_SHARE)
      return this.selectBits(conditions);
    let pool = candidates;
    let from = 0;
    // the passes write into two buffers in turn (select never awaits, so they are never shared between requests):
    // a new array of every record per pass was a twelfth of the service's time in the collector
    this.scratch ??= [new Int32Array(this.size), new Int32Array(this.size)];
    const [a, b] = this.scratch;
    const free = (held: Int32Array | null) => (held?.buffer === a.buffer ? b : a);
    if (pool === null && conditions.length > 0) {
      pool = conditions[0]!.positions(a);
      from = 1;
    }
    for (const condition of conditions.slice(from)) pool = condition.pass(pool, free(pool));
    if (pool === null) return everyPosition(this.size);
    // the selection outlives this call (kept, paged, counted): an exact copy, not a view of a buffer
    return pool.buffer === a.buffer || pool.buffer === b.buffer ? pool.slice() : pool;
  }
  /**
   * The records of every condition, each broad, as the AND of their bitmaps: a bitmap is a few thousand words where a
   * pass reads a column value of each record kept so far; a page of it lists only its own records.
   */
  private selectBits(conditions: readonly Condition[]): BitSelection {
    const words = bitmapWords(this.size);
    const selected = new Uint32Array(words);
    conditions[0]!.orInto(selected);
    const other = this.bitScratch();
    for (const condition of conditions.slice(1)) {
      condition.orInto(other);
      andInto(selected, other);
      other.fill(0);
    }
    return new BitSelection(selected, countBits(selected));
  }
  /**
   * A bitmap of every record for one step of a selection (zeroed between uses): a condition's bits in selectBits,
   * the marks of ascending(). Made on first use.
   */
  private bitScratch(): Uint32Array {
    return (this.bitWords ??= new Uint32Array(bitmapWords(this.size)));
  }
  private bitWords: Uint32Array | null = null;

  /**
   * keepMarked's table of values, one for every pass (a pass never awaits, so no two share it): marked by `mark` for
   * one pass (`size` entries, value v at v + 1), cleared after it. A new table per pass (46 KB for a taxonId filter)
   * was memory outside the heap that made V8 start full collections: see CountArrays.
   */
  private withMarks(
    size: number,
    mark: (marks: Uint8Array) => void,
    use: (marks: Uint8Array) => Int32Array,
  ): Int32Array {
    if (this.marks.length < size) this.marks = new Uint8Array(size);
    const marks = this.marks.subarray(0, size);
    mark(marks);
    try {
      return use(marks);
    } finally {
      marks.fill(0);
    }
  }
  private marks = new Uint8Array(0);

  /** The passes' two output buffers, one record each (made on the first selection). */
  private scratch: [Int32Array, Int32Array] | null = null;

  /** The filter's conditions over the columns. */
  private conditions(filter: ResolvedRecordFilter): Condition[] {
    const out: Condition[] = [];
    const numbers = (dictionary: Dictionary, texts: readonly string[]) =>
      texts.map((text) => dictionary.numberOf.get(text) ?? -1);
    const equal = (postings: Postings, column: Int16Array | Int32Array, values: number[]) =>
      out.push({
        size: postings.size(values),
        positions: (out) => postings.union(values, out, this.bitScratch()),
        pass: (pool, out) =>
          this.withMarks(
            postings.start.length + 1,
            (marks) => {
              for (const v of values) if (v >= 0 && v + 1 < marks.length) marks[v + 1] = 1;
            },
            (marks) => keepMarked(column, marks, pool, out),
          ),
        orInto: (out) => postings.orInto(values, out),
      });
    if (filter.source !== null) equal(this.bySource, this.source, numbers(this.sources, [filter.source]));
    if (filter.countries) equal(this.byCountry, this.country, numbers(this.countries, filter.countries));
    if (filter.basisOfRecord) equal(this.byBasis, this.basis, numbers(this.basisValues, filter.basisOfRecord));
    if (filter.nameGroups) equal(this.byNameGroup, this.nameGroup, [...filter.nameGroups]);
    if (filter.hasCoordinate !== null) equal(this.byLocated, this.located, [filter.hasCoordinate ? 1 : 0]);
    /** Values in any of the inclusive ranges of a column; a missing value (NaN, NONE) is in none, as NULL is there. */
    const ranged = (
      column: Int16Array | Int32Array | Float64Array,
      ranges: [number, number][],
      pass = (pool: Int32Array | null, out: Int32Array) => keepInRanges(column, ranges, pool, out),
    ) => {
      const sorted = this.sorted.get(column)!;
      const runs = ranges.map(([low, high]) => sorted.run(low, high));
      const size = runs.reduce((n, [start, end]) => n + (end - start), 0);
      // positions() is asked only of the narrowest condition, and only when it keeps under a sixteenth of the records
      // (broader ones are selected as bitmaps): gathering its run from the value order costs less than a pass
      out.push({
        size,
        positions: (out) => sorted.positions(runs, out, this.bitScratch()),
        pass,
        orInto: (out) => sorted.orRuns(runs, this.size, out),
      });
    };
    // an open lower end stops above NONE in the integer columns; NaN, the missing uncertainty, is in no range
    for (const [column, range, lowest] of [
      [this.year, filter.year, NONE + 1],
      [this.month, filter.month, NONE + 1],
      [this.dayOfYear, filter.dayOfYear, NONE + 1],
      [this.uncertainty, filter.coordinateUncertaintyInMeters, -Infinity],
    ] as const)
      if (range) ranged(column, [[range.min ?? lowest, range.max ?? Infinity]]);
    if (filter.bbox) {
      const [minLon, minLat, maxLon, maxLat] = filter.bbox;
      ranged(this.latitude, [[minLat, maxLat]]);
      // a box with minLon > maxLon crosses the antimeridian: east of minLon or west of maxLon
      const lon: [number, number][] =
        minLon <= maxLon
          ? [[minLon, maxLon]]
          : [
              [minLon, Infinity],
              [-Infinity, maxLon],
            ];
      ranged(this.longitude, lon);
    }
    if (filter.taxonIds) {
      const runs = this.taxa.ranges(filter.taxonIds);
      const ranges: [number, number][] = [];
      for (let r = 0; r < runs.length; r += 2) ranges.push([runs[r]!, runs[r + 1]! - 1]);
      // the taxon numbers of every subtree marked in a table: one lookup per record however many subtrees (a test
      // per subtree and record took 80 ms for fifty families over every record)
      const mark = (marks: Uint8Array) => {
        for (let r = 0; r < runs.length; r += 2) marks.fill(1, runs[r]! + 1, runs[r + 1]! + 1);
      };
      ranged(this.taxon, ranges, (pool, out) =>
        this.withMarks(this.taxa.count + 1, mark, (marks) => keepMarked(this.taxon, marks, pool, out)),
      );
    }
    return out;
  }
}

/**
 * Adds the records at `positions` (every record when null) from index `from` to `to` to `counts`: a value v of the
 * column at v − low + 1, the missing values (all below low) at 0.
 */
function countValues(
  counts: Int32Array,
  column: Int16Array | Int32Array,
  low: number,
  positions: Int32Array | null,
  from: number,
  to: number,
): void {
  for (let i = from; i < to; i++) {
    const v = column[positions ? positions[i]! : i]!;
    counts[v < low ? 0 : v - low + 1]!++;
  }
}

/** As countValues, for the records of `words[from .. to)` of a bitmap. */
function countBitValues(
  counts: Int32Array,
  column: Int16Array | Int32Array,
  low: number,
  words: Uint32Array,
  from: number,
  to: number,
): void {
  for (let w = from; w < to; w++) {
    for (let bits = words[w]!; bits !== 0; bits &= bits - 1) {
      const v = column[(w << 5) + 31 - Math.clz32(bits & -bits)]!;
      counts[v < low ? 0 : v - low + 1]!++;
    }
  }
}

/**
 * Zeroed count arrays, given back after use and taken again (a few kept per length). Every typed array is memory
 * outside V8's heap, and each 64 MB of it allocated makes V8 start a full collection ("external memory pressure"):
 * with a new array per facet, one every ~1.5 s under the filtered long tail, each a window of slow answers.
 */
class CountArrays {
  private readonly free = new Map<number, Int32Array[]>();
  take(length: number): Int32Array {
    return this.free.get(length)?.pop() ?? new Int32Array(length);
  }
  give(counts: Int32Array): void {
    let kept = this.free.get(counts.length);
    if (!kept) this.free.set(counts.length, (kept = []));
    if (kept.length >= 4) return;
    kept.push(counts.fill(0));
  }
}

/** The lowest and highest value of an Int16 column but NONE ([0, −1] when there is none). */
function valueBounds(column: Int16Array): [number, number] {
  let low = Infinity;
  let high = -Infinity;
  for (const v of column) {
    if (v === NONE) continue;
    if (v < low) low = v;
    if (v > high) high = v;
  }
  return low > high ? [0, -1] : [low, high];
}

/** One condition of a filter: how many records keep it, those records ascending, and a pass keeping them in a pool. */
interface Condition {
  readonly size: number;
  /** Its records ascending: a view of `out` (one record each, the caller's). */
  positions(out: Int32Array): Int32Array;
  /** The records of `pool` (every record when null) that keep it: a view of `out`, which `pool` is not. */
  pass(pool: Int32Array | null, out: Int32Array): Int32Array;
  /** Sets the bits of its records in `out` (a bitmap of every record). */
  orInto(out: Uint32Array): void;
}

/** 0 … size − 1. */
function everyPosition(size: number): Int32Array {
  const out = new Int32Array(size);
  for (let p = 0; p < size; p++) out[p] = p;
  return out;
}

/**
 * …whose `column` value v is marked (`marked[v + 1]` is 1; v is −1 or more): the mark is added to `kept`, no branch.
 */
function keepMarked(
  column: Int16Array | Int32Array,
  marked: Uint8Array,
  pool: Int32Array | null,
  out: Int32Array,
): Int32Array {
  const n = pool ? pool.length : out.length;
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const p = pool ? pool[i]! : i;
    out[kept] = p;
    kept += marked[column[p]! + 1]!;
  }
  return out.subarray(0, kept);
}

/** …whose `column` value lies in one of the inclusive ranges (NaN never does; NONE is below every range asked). */
function keepInRanges(
  column: Int16Array | Int32Array | Float64Array,
  ranges: readonly [number, number][],
  pool: Int32Array | null,
  out: Int32Array,
): Int32Array {
  const n = pool ? pool.length : out.length;
  let kept = 0;
  const [low, high] = ranges[0] ?? [1, 0];
  // branch-free: each position is written and `kept` grows by the test (a branch on a record's value mispredicted
  // half the time, twice the time of the loop); one range, every filter but a box across the antimeridian and several
  // subtrees, is the hot loop, kept apart from the loop over ranges (a third slower)
  if (ranges.length === 1) {
    for (let i = 0; i < n; i++) {
      const p = pool ? pool[i]! : i;
      const v = column[p]!;
      out[kept] = p;
      kept += +(v >= low) & +(v <= high);
    }
  } else {
    for (let i = 0; i < n; i++) {
      const p = pool ? pool[i]! : i;
      const v = column[p]!;
      let inside = 0;
      for (const [from, to] of ranges) inside |= +(v >= from) & +(v <= to);
      out[kept] = p;
      kept += inside;
    }
  }
  return out.subarray(0, kept);
}
