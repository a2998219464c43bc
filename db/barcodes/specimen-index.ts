// The in-memory index of one data version's specimen barcode records: the filters of /barcodes/specimens answered from
// posting lists and one pass over the candidates, so a page and its total cost no query (every filter combination is
// its own request, so a cache of answers would not help).
import { foldText } from '../../core/text.js';
import type { Schema } from '../../generated/operations.js';

export type BarcodeSpecimen = Schema<'BarcodeSpecimen'>;

/** A specimen-records.sql row (numbers parsed by db/database.ts). */
export interface SpecimenRow {
  id: string;
  sample_id: string;
  bold_process_id: string | null;
  genbank_accession: string | null;
  marker: string;
  length_bp: number;
  source_id: string;
  licence: string;
  taxon_id: number | null;
  verbatim_name: string;
  accepted_name: string | null;
  family: string | null;
  country: string | null;
  country_code: string | null;
  latitude: number | null;
  longitude: number | null;
  occurrence_id: string | null;
  taxon_path: number[] | null;
}

/** `minLon,minLat,maxLon,maxLat`; minLon > maxLon crosses the antimeridian. */
export interface BoundingBox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

/** The filters as the repository applies them (null = no filter). */
export interface SpecimenFilter {
  taxonId: number | null;
  country: string | null;
  marker: string | null;
  bbox: BoundingBox | null;
  minLength: number | null;
  maxLength: number | null;
  q: string | null;
}

/** Most words of a `q` that are matched (each must occur), as the catalog lists do. */
const MAX_SEARCH_WORDS = 8;

/** A page by position in the filtered list (`page`), or after the record at `afterPosition` (a cursor). */
export type PageWindow =
  { kind: 'offset'; offset: number; limit: number } | { kind: 'after'; afterPosition: number; limit: number };

export interface SpecimenPage {
  total: number;
  /** Positions (in the index's order) of the page's records. */
  positions: number[];
  /** Matches before the page. */
  skipped: number;
  /** Whether a match follows the page. */
  more: boolean;
}

const EMPTY = new Int32Array(0);

function push<K>(map: Map<K, number[]>, key: K, position: number): void {
  const list = map.get(key);
  if (list) list.push(position);
  else map.set(key, [position]);
}

function postings<K>(map: Map<K, number[]>): Map<K, Int32Array> {
  return new Map([...map].map(([key, list]) => [key, Int32Array.from(list)]));
}

/** Whether the ascending `list` holds `position`. */
function holds(list: Int32Array, position: number): boolean {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (list[mid] === position) return true;
    if (list[mid] < position) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

/** A country filter's key: a two-letter value is an ISO code, anything else a name (folded). */
function countryKey(value: string): string {
  const trimmed = value.trim();
  return /^[A-Za-z]{2}$/.test(trimmed) ? `code:${trimmed.toUpperCase()}` : `name:${foldText(trimmed)}`;
}

const markerKey = (marker: string) => marker.trim().toUpperCase();

/** The distinct folded words of a `q`, at most MAX_SEARCH_WORDS of them. */
function searchWords(q: string | null): string[] {
  return q === null ? [] : [...new Set(foldText(q).split(/\s+/).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}

function inBox(box: BoundingBox, lat: number, lon: number): boolean {
  if (lat < box.minLat || lat > box.maxLat) return false;
  return box.minLon <= box.maxLon ? lon >= box.minLon && lon <= box.maxLon : lon >= box.minLon || lon <= box.maxLon;
}

/** The contract's item of a row; the values most records share (licence, names, places) are kept once. */
function toItem(row: SpecimenRow, shared: <T extends string | null>(value: T) => T): BarcodeSpecimen {
  return {
    id: row.id,
    sampleId: row.sample_id,
    processId: row.bold_process_id,
    genbankAccession: row.genbank_accession,
    marker: shared(row.marker),
    length: row.length_bp,
    source: shared(row.source_id),
    licence: shared(row.licence),
    taxonId: row.taxon_id,
    scientificName: shared(row.verbatim_name),
    acceptedName: shared(row.accepted_name),
    family: shared(row.family),
    country: shared(row.country),
    countryCode: shared(row.country_code),
    latitude: row.latitude,
    longitude: row.longitude,
    occurrenceId: row.occurrence_id,
  };
}

export class SpecimenIndex {
  readonly size: number;
  /** The contract's item of each record, by position (the list's order). */
  readonly items: readonly BarcodeSpecimen[];
  private readonly search: string[];
  private readonly lengths: Int32Array;
  private readonly lat: Float64Array;
  private readonly lon: Float64Array;
  private readonly byTaxon: Map<number, Int32Array>;
  private readonly byCountry: Map<string, Int32Array>;
  private readonly byMarker: Map<string, Int32Array>;
  private readonly byId = new Map<string, number>();
  private readonly bySample = new Map<string, number[]>();

  /** `rows` in the list's order (specimen-records.sql). */
  constructor(rows: readonly SpecimenRow[]) {
    const strings = new Map<string, string>();
    const shared = <T extends string | null>(value: T): T => {
      if (value === null) return value;
      const kept = strings.get(value);
      if (kept !== undefined) return kept as T;
      strings.set(value, value);
      return value;
    };
    this.size = rows.length;
    this.items = rows.map((row) => toItem(row, shared));
    this.search = this.items.map((item) =>
      foldText(
        [
          item.sampleId,
          item.processId,
          item.genbankAccession,
          item.scientificName,
          item.acceptedName,
          item.family,
          item.country,
        ]
          .filter((v): v is string => v !== null)
          .join(' '),
      ),
    );
    this.lengths = Int32Array.from(rows, (row) => row.length_bp);
    this.lat = Float64Array.from(rows, (row) => row.latitude ?? Number.NaN);
    this.lon = Float64Array.from(rows, (row) => row.longitude ?? Number.NaN);
    const taxon = new Map<number, number[]>();
    const country = new Map<string, number[]>();
    const marker = new Map<string, number[]>();
    rows.forEach((row, position) => {
      for (const id of row.taxon_path ?? []) push(taxon, id, position);
      if (row.country) push(country, countryKey(row.country), position);
      if (row.country_code) push(country, `code:${row.country_code}`, position);
      push(marker, markerKey(row.marker), position);
      this.byId.set(row.id, position);
      push(this.bySample, row.sample_id, position);
    });
    this.byTaxon = postings(taxon);
    this.byCountry = postings(country);
    this.byMarker = postings(marker);
  }

  /** Positions of the records a record id or a sample id names (a record id names one). */
  lookup(idOrSampleId: string): number[] {
    const position = this.byId.get(idOrSampleId);
    return position !== undefined ? [position] : (this.bySample.get(idOrSampleId) ?? []);
  }

  /** Whether the record at `position` is of this marker (case-insensitive). */
  hasMarker(position: number, marker: string): boolean {
    return markerKey(this.items[position].marker) === markerKey(marker);
  }

  /**
   * One pass over the smallest posting list the filter selects (the others are tested by binary search): the total,
   * and the positions of the page's records.
   */
  page(filter: SpecimenFilter, window: PageWindow): SpecimenPage {
    const lists: Int32Array[] = [];
    if (filter.taxonId !== null) lists.push(this.byTaxon.get(filter.taxonId) ?? EMPTY);
    if (filter.country !== null) lists.push(this.byCountry.get(countryKey(filter.country)) ?? EMPTY);
    if (filter.marker !== null) lists.push(this.byMarker.get(markerKey(filter.marker)) ?? EMPTY);
    lists.sort((a, b) => a.length - b.length);
    const candidates = lists.shift() ?? null;
    const words = searchWords(filter.q);
    const { bbox, minLength, maxLength } = filter;

    const matches = (p: number): boolean => {
      for (const list of lists) if (!holds(list, p)) return false;
      if (minLength !== null && this.lengths[p] < minLength) return false;
      if (maxLength !== null && this.lengths[p] > maxLength) return false;
      // NaN (no coordinates) fails every comparison, so such records are never in a box
      if (bbox !== null && !inBox(bbox, this.lat[p], this.lon[p])) return false;
      for (const word of words) if (!this.search[p].includes(word)) return false;
      return true;
    };

    const positions: number[] = [];
    let total = 0;
    let skipped = 0;
    let more = false;
    const count = candidates ? candidates.length : this.size;
    for (let i = 0; i < count; i++) {
      const p = candidates ? candidates[i] : i;
      if (!matches(p)) continue;
      const before = window.kind === 'offset' ? total < window.offset : p <= window.afterPosition;
      total += 1;
      if (before) skipped += 1;
      else if (positions.length < window.limit) positions.push(p);
      else more = true;
    }
    return { total, positions, skipped, more };
  }
}

/** The filter in one canonical text (values as the index compares them): what a cursor is bound to. */
export function filterKey(filter: SpecimenFilter): string {
  const words = searchWords(filter.q).sort();
  return JSON.stringify([
    filter.taxonId,
    filter.country === null ? null : countryKey(filter.country),
    filter.marker === null ? null : markerKey(filter.marker),
    filter.bbox && [filter.bbox.minLon, filter.bbox.minLat, filter.bbox.maxLon, filter.bbox.maxLat],
    filter.minLength,
    filter.maxLength,
    words,
  ]);
}
