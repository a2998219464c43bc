// Every occurrence record's API fields held in memory per data version, by position in the list's order
// (record-order.ts), so a page of /distributions is read without a query: compact columns — one shared string table
// and typed arrays, no object per record — filled from page-records.sql itself, so a field reads as the SQL reads it.
import type { Schema } from '../../generated/operations.js';
import type { DistributionSource } from './occurrence-filter.js';

/** page-records.sql's row. */
export interface RecordRow {
  id: string;
  taxon_id: number | null;
  species: string | null;
  family: string | null;
  latitude: number | null;
  longitude: number | null;
  coordinate_uncertainty_m: number | null;
  country_code: string | null;
  country: string | null;
  state_province: string | null;
  county: string | null;
  locality: string | null;
  source: DistributionSource;
  /** The data source (data_source.id): not an API field, the overview's source label comes from it. */
  source_id: string;
  basis_of_record: string | null;
  institution_code: string | null;
  collection_code: string | null;
  catalog_number: string | null;
  event_date: string | null;
  year: number | null;
  month: number | null;
  day: number | null;
  day_of_year: number | null;
  sampling_protocol: string | null;
  dataset: string | null;
  licence: string;
  recorded_by: string | null;
}

export type DistributionRecord = Schema<'DistributionRecord'>;

export function toRecord(row: RecordRow): DistributionRecord {
  return {
    id: row.id,
    taxonId: row.taxon_id,
    species: row.species,
    family: row.family,
    latitude: row.latitude,
    longitude: row.longitude,
    coordinateUncertaintyInMeters: row.coordinate_uncertainty_m,
    countryCode: row.country_code,
    country: row.country,
    stateProvince: row.state_province,
    county: row.county,
    locality: row.locality,
    source: row.source,
    basisOfRecord: row.basis_of_record,
    institutionCode: row.institution_code,
    collectionCode: row.collection_code,
    catalogNumber: row.catalog_number,
    eventDate: row.event_date,
    year: row.year,
    month: row.month,
    day: row.day,
    dayOfYear: row.day_of_year,
    samplingProtocol: row.sampling_protocol,
    dataset: row.dataset,
    licence: row.licence,
    recordedBy: row.recorded_by,
  };
}

/** The text fields, each a column of indexes into the shared string table (0: null). */
const TEXT = [
  'species',
  'family',
  'country_code',
  'country',
  'state_province',
  'county',
  'locality',
  'source',
  'source_id',
  'basis_of_record',
  'institution_code',
  'collection_code',
  'catalog_number',
  'event_date',
  'sampling_protocol',
  'dataset',
  'licence',
  'recorded_by',
] as const satisfies readonly (keyof RecordRow)[];
const T = Object.fromEntries(TEXT.map((name, i) => [name, i])) as Record<(typeof TEXT)[number], number>;
/** Integer null: no taxon id, year, month, day or day of year takes it. */
const NO_INT = -2147483648;

/** Rows read per query while building: a batch of row objects exists at a time, never all ~300k. */
export const RECORD_BATCH = 20_000;

export class RecordRows {
  private readonly strings: (string | null)[] = [null];
  private readonly refs: Int32Array;
  private readonly taxon: Int32Array;
  private readonly year: Int32Array;
  private readonly month: Int32Array;
  private readonly day: Int32Array;
  private readonly dayOfYear: Int32Array;
  /** latitude, longitude, uncertainty per record (NaN: null). */
  private readonly coords: Float64Array;

  private constructor(private readonly ids: readonly string[]) {
    const n = ids.length;
    this.refs = new Int32Array(n * TEXT.length);
    this.taxon = new Int32Array(n);
    this.year = new Int32Array(n);
    this.month = new Int32Array(n);
    this.day = new Int32Array(n);
    this.dayOfYear = new Int32Array(n);
    this.coords = new Float64Array(n * 3);
  }

  /**
   * The rows of the records `ids` (the list's order), read `RECORD_BATCH` at a time by `read(after, limit)`: the rows
   * after id `after` (null: from the first), in the same order.
   */
  static async build(
    ids: readonly string[],
    read: (after: string | null, limit: number) => Promise<RecordRow[]>,
  ): Promise<RecordRows> {
    const rows = new RecordRows(ids);
    const table = new Map<string, number>();
    const ref = (value: string | null) => {
      if (value === null) return 0;
      let at = table.get(value);
      if (at === undefined) {
        at = rows.strings.length;
        rows.strings.push(value);
        table.set(value, at);
      }
      return at;
    };
    const int = (value: number | null) => (value === null ? NO_INT : value);
    let position = 0;
    while (position < ids.length) {
      const batch = await read(position === 0 ? null : ids[position - 1]!, RECORD_BATCH);
      if (batch.length === 0) break;
      for (const row of batch) {
        if (row.id !== ids[position]) throw new Error(`record rows: ${row.id} where ${ids[position]} was expected`);
        const base = position * TEXT.length;
        for (let f = 0; f < TEXT.length; f++) rows.refs[base + f] = ref(row[TEXT[f]!]);
        rows.taxon[position] = int(row.taxon_id);
        rows.year[position] = int(row.year);
        rows.month[position] = int(row.month);
        rows.day[position] = int(row.day);
        rows.dayOfYear[position] = int(row.day_of_year);
        rows.coords[position * 3] = row.latitude ?? NaN;
        rows.coords[position * 3 + 1] = row.longitude ?? NaN;
        rows.coords[position * 3 + 2] = row.coordinate_uncertainty_m ?? NaN;
        position++;
      }
    }
    if (position !== ids.length) throw new Error(`record rows: ${position} rows read of ${ids.length}`);
    return rows;
  }

  /** The record at a position, as toRecord gives it from page-records.sql. */
  record(position: number): DistributionRecord {
    const base = position * TEXT.length;
    const s = (field: number) => this.strings[this.refs[base + field]!] ?? null;
    const int = (array: Int32Array) => (array[position] === NO_INT ? null : array[position]!);
    const real = (at: number) => {
      const value = this.coords[position * 3 + at]!;
      return Number.isNaN(value) ? null : value;
    };
    return {
      id: this.ids[position]!,
      taxonId: int(this.taxon),
      species: s(T.species),
      family: s(T.family),
      latitude: real(0),
      longitude: real(1),
      coordinateUncertaintyInMeters: real(2),
      countryCode: s(T.country_code),
      country: s(T.country),
      stateProvince: s(T.state_province),
      county: s(T.county),
      locality: s(T.locality),
      source: s(T.source) as DistributionSource,
      basisOfRecord: s(T.basis_of_record),
      institutionCode: s(T.institution_code),
      collectionCode: s(T.collection_code),
      catalogNumber: s(T.catalog_number),
      eventDate: s(T.event_date),
      year: int(this.year),
      month: int(this.month),
      day: int(this.day),
      dayOfYear: int(this.dayOfYear),
      samplingProtocol: s(T.sampling_protocol),
      dataset: s(T.dataset),
      licence: s(T.licence)!,
      recordedBy: s(T.recorded_by),
    };
  }

  /** A text field of the record at a position (null when the record has none). */
  text(position: number, field: (typeof TEXT)[number]): string | null {
    return this.strings[this.refs[position * TEXT.length + T[field]]!] ?? null;
  }

  taxonId(position: number): number | null {
    return this.taxon[position] === NO_INT ? null : this.taxon[position]!;
  }

  /** Latitude and longitude (NaN: null). */
  latitude(position: number): number {
    return this.coords[position * 3]!;
  }

  longitude(position: number): number {
    return this.coords[position * 3 + 1]!;
  }

  /** Bytes of the typed arrays (the strings come on top). */
  get bytes(): number {
    return [this.refs, this.taxon, this.year, this.month, this.day, this.dayOfYear, this.coords].reduce(
      (sum, a) => sum + a.byteLength,
      0,
    );
  }
}
