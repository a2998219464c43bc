// The in-memory index of one data version's specimen barcode records: the filters of /barcodes/specimens answered from
// posting lists (taxon subtree, country, marker, text trigram, grid cell) and tight passes over the candidates
// (specimen-filters.ts), so a page and its total cost no query (every filter combination is its own request, so a
// cache of answers would not help).
import { createSharedText, foldText, type SharedText } from '../../core/text.js';
import type { Schema } from '../../generated/operations.js';
import {
  type BoundingBox,
  cellOf,
  EMPTY,
  firstAfter,
  keepContaining,
  keepIn,
  keepInBox,
  keepLengths,
  postings,
  push,
  trigrams,
} from './specimen-filters.js';

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

export type { BoundingBox } from './specimen-filters.js';

/** Boxes touching more one-degree cells than this are tested record by record instead (a continent's worth). */
const MAX_GRID_CELLS = 2000;

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

/** The contract's item of a row; the values most records share (licence, names, places) are kept once. */
function toItem(row: SpecimenRow, shared: SharedText): BarcodeSpecimen {
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
  /** Located records by one-degree grid cell (cellOf). */
  private readonly byCell: Map<number, Int32Array>;
  /** Records by the trigrams of their searchable text: a word's rarest trigram narrows the records to test it on. */
  private readonly byTrigram: Map<number, Int32Array>;
  private readonly byId = new Map<string, number>();
  private readonly bySample = new Map<string, number[]>();
  /** Every position, and a scratch array of the same size the filters compact candidates in. */
  private readonly all: Int32Array;
  private readonly scratch: Int32Array;
  private readonly bits: Uint32Array;

  /** `rows` in the list's order (specimen-records.sql). */
  constructor(rows: readonly SpecimenRow[]) {
    const shared = createSharedText();
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
    const trigram = new Map<number, number[]>();
    const cell = new Map<number, number[]>();
    rows.forEach((row, position) => {
      for (const id of row.taxon_path ?? []) push(taxon, id, position);
      if (row.country) push(country, countryKey(row.country), position);
      if (row.country_code) push(country, `code:${row.country_code}`, position);
      push(marker, markerKey(row.marker), position);
      for (const code of trigrams(this.search[position])) push(trigram, code, position);
      if (row.latitude !== null && row.longitude !== null)
        push(cell, cellOf(Math.floor(row.latitude), Math.floor(row.longitude)), position);
      this.byId.set(row.id, position);
      push(this.bySample, row.sample_id, position);
    });
    this.all = Int32Array.from(rows, (_, position) => position);
    this.scratch = new Int32Array(rows.length);
    this.bits = new Uint32Array(Math.ceil(rows.length / 32));
    this.byTaxon = postings(taxon);
    this.byCountry = postings(country);
    this.byMarker = postings(marker);
    this.byTrigram = postings(trigram);
    this.byCell = postings(cell);
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
   * The total and the page's positions. The candidates start as the smallest posting list the filter selects (or every
   * record) in a scratch array, and each further filter compacts them in place with a tight loop over typed arrays —
   * the cheap numeric tests first, the text last — so a filter without a posting list still costs microseconds.
   * Positions stay ascending throughout (posting lists are), so a cursor's place is found by binary search.
   */
  page(filter: SpecimenFilter, window: PageWindow): SpecimenPage {
    const lists: Int32Array[] = [];
    if (filter.taxonId !== null) lists.push(this.byTaxon.get(filter.taxonId) ?? EMPTY);
    if (filter.country !== null) lists.push(this.byCountry.get(countryKey(filter.country)) ?? EMPTY);
    if (filter.marker !== null) lists.push(this.byMarker.get(markerKey(filter.marker)) ?? EMPTY);
    const words = searchWords(filter.q);
    // a record holding a word holds each of its trigrams: the rarest one is a list the record must be in
    for (const word of words) {
      const rarest = [...trigrams(word)].map((code) => this.byTrigram.get(code) ?? EMPTY);
      if (rarest.length > 0) lists.push(rarest.reduce((a, b) => (b.length < a.length ? b : a)));
    }
    lists.sort((a, b) => a.length - b.length);
    // a box's grid cells hold a superset of its records: their list starts the candidates when it is the shortest
    const cells = filter.bbox && this.cellsOf(filter.bbox);
    const fromCells = cells !== null && cells.count < (lists[0]?.length ?? this.size);
    const first = fromCells ? this.gather(cells.lists, cells.count) : (lists.shift() ?? this.all);
    // synchronous from here to the end: one scratch array serves every request; the first filter reads `first` itself
    const buffer = this.scratch;
    let source = first;
    let n = first.length;
    const { bbox, minLength, maxLength } = filter;
    if (minLength !== null || maxLength !== null) {
      n = keepLengths(source, n, buffer, this.lengths, minLength ?? 0, maxLength ?? Number.MAX_SAFE_INTEGER);
      source = buffer;
    }
    if (bbox !== null) {
      n = keepInBox(source, n, buffer, this.lat, this.lon, bbox);
      source = buffer;
    }
    for (const list of lists) {
      n = keepIn(source, n, buffer, list);
      source = buffer;
    }
    for (const word of words) {
      n = keepContaining(source, n, buffer, this.search, word);
      source = buffer;
    }

    const start = window.kind === 'offset' ? Math.min(window.offset, n) : firstAfter(source, n, window.afterPosition);
    const end = Math.min(n, start + window.limit);
    return { total: n, positions: Array.from(source.subarray(start, end)), skipped: start, more: end < n };
  }

  /** The grid cells a box touches and how many records they hold; null when the box spans too many cells to visit. */
  private cellsOf(box: BoundingBox): { lists: Int32Array[]; count: number } | null {
    const rows = Math.floor(box.maxLat) - Math.floor(box.minLat) + 1;
    // across the antimeridian the columns run on past 180 (cellOf wraps them)
    const columns = Math.floor(box.maxLon) - Math.floor(box.minLon) + 1 + (box.minLon > box.maxLon ? 360 : 0);
    if (rows * columns > MAX_GRID_CELLS) return null;
    const lists: Int32Array[] = [];
    let count = 0;
    for (let lat = Math.floor(box.minLat); lat <= Math.floor(box.maxLat); lat++)
      for (let i = 0; i < columns; i++) {
        const list = this.byCell.get(cellOf(lat, Math.floor(box.minLon) + i));
        if (list) {
          lists.push(list);
          count += list.length;
        }
      }
    return { lists, count };
  }

  /** The positions of several cells in one ascending list: marked in a bit set, read back in order (no sort). */
  private gather(lists: readonly Int32Array[], count: number): Int32Array {
    const bits = this.bits.fill(0);
    for (const list of lists) for (let i = 0; i < list.length; i++) bits[list[i] >>> 5] |= 1 << (list[i] & 31);
    const all = new Int32Array(count);
    let at = 0;
    for (let word = 0; word < bits.length; word++) {
      let remaining = bits[word];
      while (remaining !== 0) {
        const lowest = remaining & -remaining;
        all[at++] = word * 32 + 31 - Math.clz32(lowest);
        remaining ^= lowest;
      }
    }
    return all;
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
