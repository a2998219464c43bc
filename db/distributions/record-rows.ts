// Every occurrence record's API fields held in memory per data version, by position in the list's order
// (record-order.ts), so a page of /distributions is read without a query: compact columns — a string table per text
// field and typed arrays, no object per record — filled from page-records.sql itself, so a field reads as the SQL reads it.
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

/** The text fields, each a column of indexes into its own string table (0: null). */
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
type TextField = (typeof TEXT)[number];
/** Integer null: no taxon id takes it. */
const NO_INT = -2147483648;
/** Small integer null: no year, month, day or day of year takes it. */
const NO_SMALL = -32768;

/** Rows read per query while building: a batch of row objects exists at a time, never all ~300k. */
export const RECORD_BATCH = 20_000;

/**
 * One text field of every record: its distinct values, and per record the index of its value (0: null). Most fields hold
 * a few hundred values, so their indexes take 16 bits (a shared table needed 32 for all 18: 21.6 → ~12 MB at 300 k).
 */
class TextColumn {
  private constructor(
    readonly values: readonly (string | null)[],
    readonly refs: Uint16Array | Int32Array,
  ) {}

  /** Collects a column of `n` records; `done()` narrows its indexes to 16 bits when its values allow. */
  static builder(n: number) {
    const values: (string | null)[] = [null];
    const table = new Map<string, number>();
    const refs = new Int32Array(n);
    return {
      set(position: number, value: string | null): void {
        if (value === null) return; // refs start at 0, the null
        let at = table.get(value);
        if (at === undefined) {
          at = values.length;
          values.push(value);
          table.set(value, at);
        }
        refs[position] = at;
      },
      done: () => new TextColumn(values, values.length <= 0x10000 ? Uint16Array.from(refs) : refs),
    };
  }

  at(position: number): string | null {
    return this.values[this.refs[position]!] ?? null;
  }
}

export class RecordRows {
  private readonly taxon: Int32Array;
  private readonly year: Int16Array;
  private readonly month: Int16Array;
  private readonly day: Int16Array;
  private readonly dayOfYear: Int16Array;
  /** latitude, longitude, uncertainty per record (NaN: null). */
  private readonly coords: Float64Array;
  private columns!: Readonly<Record<TextField, TextColumn>>;

  private constructor(private readonly ids: readonly string[]) {
    const n = ids.length;
    this.taxon = new Int32Array(n);
    this.year = new Int16Array(n);
    this.month = new Int16Array(n);
    this.day = new Int16Array(n);
    this.dayOfYear = new Int16Array(n);
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
    const builders = TEXT.map(() => TextColumn.builder(ids.length));
    const int = (value: number | null) => (value === null ? NO_INT : value);
    const small = (value: number | null) => {
      if (value === null) return NO_SMALL;
      if (value <= NO_SMALL || value > 32767) throw new Error(`record rows: ${value} does not fit a small integer`);
      return value;
    };
    let position = 0;
    while (position < ids.length) {
      const batch = await read(position === 0 ? null : ids[position - 1]!, RECORD_BATCH);
      if (batch.length === 0) break;
      for (const row of batch) {
        if (row.id !== ids[position]) throw new Error(`record rows: ${row.id} where ${ids[position]} was expected`);
        for (let f = 0; f < TEXT.length; f++) builders[f]!.set(position, row[TEXT[f]!]);
        rows.taxon[position] = int(row.taxon_id);
        rows.year[position] = small(row.year);
        rows.month[position] = small(row.month);
        rows.day[position] = small(row.day);
        rows.dayOfYear[position] = small(row.day_of_year);
        rows.coords[position * 3] = row.latitude ?? NaN;
        rows.coords[position * 3 + 1] = row.longitude ?? NaN;
        rows.coords[position * 3 + 2] = row.coordinate_uncertainty_m ?? NaN;
        position++;
      }
    }
    if (position !== ids.length) throw new Error(`record rows: ${position} rows read of ${ids.length}`);
    rows.columns = Object.fromEntries(TEXT.map((name, f) => [name, builders[f]!.done()])) as Record<
      TextField,
      TextColumn
    >;
    return rows;
  }

  /** The record at a position, as toRecord gives it from page-records.sql. */
  record(position: number): DistributionRecord {
    const c = this.columns;
    const small = (array: Int16Array) => (array[position] === NO_SMALL ? null : array[position]!);
    const real = (at: number) => {
      const value = this.coords[position * 3 + at]!;
      return Number.isNaN(value) ? null : value;
    };
    return {
      id: this.ids[position]!,
      taxonId: this.taxonId(position),
      species: c.species.at(position),
      family: c.family.at(position),
      latitude: real(0),
      longitude: real(1),
      coordinateUncertaintyInMeters: real(2),
      countryCode: c.country_code.at(position),
      country: c.country.at(position),
      stateProvince: c.state_province.at(position),
      county: c.county.at(position),
      locality: c.locality.at(position),
      source: c.source.at(position) as DistributionSource,
      basisOfRecord: c.basis_of_record.at(position),
      institutionCode: c.institution_code.at(position),
      collectionCode: c.collection_code.at(position),
      catalogNumber: c.catalog_number.at(position),
      eventDate: c.event_date.at(position),
      year: small(this.year),
      month: small(this.month),
      day: small(this.day),
      dayOfYear: small(this.dayOfYear),
      samplingProtocol: c.sampling_protocol.at(position),
      dataset: c.dataset.at(position),
      licence: c.licence.at(position)!,
      recordedBy: c.recorded_by.at(position),
    };
  }

  /** A text field of the record at a position (null when the record has none). */
  text(position: number, field: TextField): string | null {
    return this.columns[field].at(position);
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
    const arrays = [this.taxon, this.year, this.month, this.day, this.dayOfYear, this.coords];
    return [...arrays, ...Object.values(this.columns).map((column) => column.refs)].reduce(
      (sum, a) => sum + a.byteLength,
      0,
    );
  }
}
