// The occurrence filters of record-filter.sql (all but the polygons) over every record's filter columns, held in memory
// per data version in the list's order beside the record order: a filtered page of /distributions costs no count and
// no scan in PostgreSQL. test/data/record-filters.test.ts compares totals and pages with the SQL for random filters.
import type { Range } from './occurrence-filter.js';

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

/** A missing integer (year, month, day of year) in the Int16 columns: below every value a filter can ask for. */
const NONE = -32768;

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

/** Value → the positions of its records, ascending: `start[v] .. start[v + 1]` of `positions`. */
class Postings {
  readonly start: Int32Array;
  readonly positions: Int32Array;
  constructor(values: Int32Array | Int16Array, count: number) {
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
  /** The positions of the records of any of `values`, ascending and distinct (a record holds one value). */
  union(values: readonly number[]): Int32Array {
    const out = new Int32Array(this.size(values));
    let at = 0;
    for (const v of values) {
      if (v < 0 || v + 1 >= this.start.length) continue;
      out.set(this.positions.subarray(this.start[v]!, this.start[v + 1]!), at);
      at += this.start[v + 1]! - this.start[v]!;
    }
    return values.length > 1 ? out.sort() : out;
  }
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

  constructor(taxa: readonly { id: number; path: number[] }[]) {
    const sorted = [...taxa].sort((a, b) => {
      for (let i = 0; i < Math.min(a.path.length, b.path.length); i++)
        if (a.path[i] !== b.path[i]) return a.path[i]! - b.path[i]!;
      return a.path.length - b.path.length;
    });
    this.end = new Int32Array(sorted.length);
    const open: number[] = [];
    sorted.forEach((taxon, n) => {
      // close the runs of the taxa before it that are not on its path
      while (open.length > 0 && sorted[open.at(-1)!]!.id !== taxon.path[sorted[open.at(-1)!]!.path.length - 1])
        this.end[open.pop()!] = n;
      this.numberOf.set(taxon.id, n);
      open.push(n);
    });
    for (const n of open) this.end[n] = sorted.length;
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
}

const inRange = (value: number, range: Range) =>
  (range.min === null || value >= range.min) && (range.max === null || value <= range.max);

/** Each record's filter columns, appended batch by batch in the list's order (numbers, not row objects, are kept). */
export class RecordFilterColumns {
  readonly sources = new Dictionary();
  readonly countries = new Dictionary();
  readonly basisValues = new Dictionary();
  readonly source: number[] = [];
  readonly latitude: number[] = [];
  readonly longitude: number[] = [];
  readonly taxon: number[] = [];
  readonly country: number[] = [];
  readonly nameGroup: number[] = [];
  readonly year: number[] = [];
  readonly month: number[] = [];
  readonly dayOfYear: number[] = [];
  readonly uncertainty: number[] = [];
  readonly basis: number[] = [];

  constructor(readonly taxa: TaxonRanges) {}

  add(row: RecordFilterRow): void {
    this.source.push(this.sources.number(row.source));
    // NaN for a missing coordinate or uncertainty: every comparison with it is false, as with SQL's NULL
    this.latitude.push(row.latitude ?? NaN);
    this.longitude.push(row.longitude ?? NaN);
    this.taxon.push(this.taxa.numberOfTaxon(row.taxon_id));
    this.country.push(this.countries.number(row.country_code));
    this.nameGroup.push(row.name_group);
    this.year.push(row.year ?? NONE);
    this.month.push(row.month ?? NONE);
    this.dayOfYear.push(row.day_of_year ?? NONE);
    this.uncertainty.push(row.coordinate_uncertainty_m ?? NaN);
    this.basis.push(this.basisValues.number(row.basis_of_record));
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
  private readonly sources: Dictionary;
  private readonly countries: Dictionary;
  private readonly basisValues: Dictionary;
  private readonly taxa: TaxonRanges;
  private readonly bySource: Postings;
  private readonly byCountry: Postings;
  private readonly byBasis: Postings;
  private readonly byNameGroup: Postings;

  constructor(columns: RecordFilterColumns) {
    this.size = columns.source.length;
    this.source = Int16Array.from(columns.source);
    this.latitude = Float64Array.from(columns.latitude);
    this.longitude = Float64Array.from(columns.longitude);
    this.taxon = Int32Array.from(columns.taxon);
    this.country = Int16Array.from(columns.country);
    this.nameGroup = Int32Array.from(columns.nameGroup);
    this.year = Int16Array.from(columns.year);
    this.month = Int16Array.from(columns.month);
    this.dayOfYear = Int16Array.from(columns.dayOfYear);
    this.uncertainty = Float64Array.from(columns.uncertainty);
    this.basis = Int16Array.from(columns.basis);
    ({ sources: this.sources, countries: this.countries, basisValues: this.basisValues, taxa: this.taxa } = columns);
    this.bySource = new Postings(this.source, this.sources.numberOf.size);
    this.byCountry = new Postings(this.country, this.countries.numberOf.size);
    this.byBasis = new Postings(this.basis, this.basisValues.numberOf.size);
    const groups = this.nameGroup.reduce((max, g) => Math.max(max, g), -1) + 1;
    this.byNameGroup = new Postings(this.nameGroup, groups);
  }

  /**
   * The positions (ascending: the list's order) of the records the filter keeps, among `candidates` when given (the
   * records a `q` selects). The smallest posting list of an equality filter given picks the records to test, else
   * every record is tested; each test is every condition of the filter.
   */
  select(filter: ResolvedRecordFilter, candidates: Int32Array | null): Int32Array {
    const numbers = (dictionary: Dictionary, texts: readonly string[]) =>
      texts.map((text) => dictionary.numberOf.get(text) ?? -1);
    const source = filter.source === null ? null : (this.sources.numberOf.get(filter.source) ?? -1);
    const countries = filter.countries && numbers(this.countries, filter.countries);
    const basis = filter.basisOfRecord && numbers(this.basisValues, filter.basisOfRecord);
    const ranges = filter.taxonIds && this.taxa.ranges(filter.taxonIds);
    const groups = filter.nameGroups && new Set(filter.nameGroups);
    const countrySet = countries && new Set(countries);
    const basisSet = basis && new Set(basis);

    let pool = candidates;
    const narrower = (postings: Postings, values: readonly number[] | null) => {
      if (values === null) return;
      if (pool === null || postings.size(values) < pool.length) pool = postings.union(values);
    };
    if (pool === null) {
      narrower(this.bySource, source === null ? null : [source]);
      narrower(this.byCountry, countries);
      narrower(this.byBasis, basis);
      narrower(this.byNameGroup, filter.nameGroups);
    }
    const keep = (p: number): boolean => {
      if (source !== null && this.source[p] !== source) return false;
      if (filter.hasCoordinate !== null) {
        const has = !Number.isNaN(this.latitude[p]!) && !Number.isNaN(this.longitude[p]!);
        if (has !== filter.hasCoordinate) return false;
      }
      if (ranges !== null) {
        const t = this.taxon[p]!;
        let found = false;
        for (let r = 0; r < ranges.length && !found; r += 2) found = t >= ranges[r]! && t < ranges[r + 1]!;
        if (!found) return false;
      }
      if (countrySet !== null && !countrySet.has(this.country[p]!)) return false;
      if (groups !== null && !groups.has(this.nameGroup[p]!)) return false;
      if (filter.year !== null && (this.year[p] === NONE || !inRange(this.year[p]!, filter.year))) return false;
      if (filter.month !== null && (this.month[p] === NONE || !inRange(this.month[p]!, filter.month))) return false;
      if (filter.dayOfYear !== null && (this.dayOfYear[p] === NONE || !inRange(this.dayOfYear[p]!, filter.dayOfYear)))
        return false;
      const uncertainty = filter.coordinateUncertaintyInMeters;
      if (uncertainty !== null && (Number.isNaN(this.uncertainty[p]!) || !inRange(this.uncertainty[p]!, uncertainty)))
        return false;
      if (basisSet !== null && !basisSet.has(this.basis[p]!)) return false;
      if (filter.bbox !== null) {
        const [minLon, minLat, maxLon, maxLat] = filter.bbox;
        const lat = this.latitude[p]!;
        const lon = this.longitude[p]!;
        if (!(lat >= minLat && lat <= maxLat)) return false;
        if (minLon <= maxLon ? !(lon >= minLon && lon <= maxLon) : !(lon >= minLon || lon <= maxLon)) return false;
      }
      return true;
    };
    if (pool === null) {
      const out = new Int32Array(this.size);
      let kept = 0;
      for (let p = 0; p < this.size; p++) if (keep(p)) out[kept++] = p;
      return out.slice(0, kept);
    }
    const from: Int32Array = pool;
    const out = new Int32Array(from.length);
    let kept = 0;
    for (let i = 0; i < from.length; i++) if (keep(from[i]!)) out[kept++] = from[i]!;
    return out.subarray(0, kept);
  }
}
