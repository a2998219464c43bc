// The occurrence row every source builder fills (one column per db occurrence column), and its helpers.
import { isValidLatLon, toWebMercator } from './geo.js';
import type { Schema } from '../../generated/operations.js';
import { parseDelimitedRows, readDataFile } from '../load/read.js';

/** The source an occurrence comes from: the contract's DistributionSource. */
export type OccurrenceSource = Schema<'DistributionSource'>;

export interface OccurrenceRow {
  id: string;
  /** Position in load order (set just before the COPY): the record's integer key for the tile index. */
  seq?: number;
  source: OccurrenceSource;
  source_id: string;
  source_record_id: string | null;
  taxon_id: number | null;
  verbatim_name: string;
  verbatim_family: string | null;
  latitude: number | null;
  longitude: number | null;
  merc_x: number | null;
  merc_y: number | null;
  coordinate_uncertainty_m: number | null;
  country_code: string | null;
  country: string | null;
  locality: string | null;
  basis_of_record: string | null;
  event_date: string | null;
  year: number | null;
  month: number | null;
  day: number | null;
  /** Of a valid full date only (see occurrences-dates.ts). */
  day_of_year: number | null;
  dataset: string | null;
  licence: string;
  recorded_by: string | null;
  institution_code: string | null;
  collection_code: string | null;
  catalog_number: string | null;
  sampling_protocol: string | null;
  state_province: string | null;
  county: string | null;
  extra: Record<string, string> | null;
  /** The record's search dictionary entries (occurrences-search.ts); set just before the COPY. */
  name_group?: number;
  place_group?: number;
  collection_group?: number;
}

export const OCCURRENCE_COLUMNS = [
  'id',
  'source',
  'source_id',
  'source_record_id',
  'taxon_id',
  'verbatim_name',
  'verbatim_family',
  'latitude',
  'longitude',
  'merc_x',
  'merc_y',
  'coordinate_uncertainty_m',
  'country_code',
  'country',
  'locality',
  'basis_of_record',
  'event_date',
  'year',
  'month',
  'day',
  'day_of_year',
  'dataset',
  'licence',
  'recorded_by',
  'institution_code',
  'collection_code',
  'catalog_number',
  'sampling_protocol',
  'state_province',
  'county',
  'extra',
  'name_group',
  'place_group',
  'collection_group',
  'seq',
] as const satisfies readonly (keyof OccurrenceRow)[];

/** A row with every optional field empty; builders fill what their source has. */
export function emptyOccurrence(
  id: string,
  source: OccurrenceSource,
  sourceId: string,
  name: string,
  licence: string,
): OccurrenceRow {
  return {
    id,
    source,
    source_id: sourceId,
    source_record_id: null,
    taxon_id: null,
    verbatim_name: name,
    verbatim_family: null,
    latitude: null,
    longitude: null,
    merc_x: null,
    merc_y: null,
    coordinate_uncertainty_m: null,
    country_code: null,
    country: null,
    locality: null,
    basis_of_record: null,
    event_date: null,
    year: null,
    month: null,
    day: null,
    day_of_year: null,
    dataset: null,
    licence,
    recorded_by: null,
    institution_code: null,
    collection_code: null,
    catalog_number: null,
    sampling_protocol: null,
    state_province: null,
    county: null,
    extra: null,
  };
}

/**
 * Sets latitude/longitude and their Mercator projection when the pair is valid, else leaves them NULL; returns
 * the row itself (changed in place: builders pass a row they just made, and a copy of each of ~300k rows costs).
 */
export function withCoordinates(row: OccurrenceRow, lat: number | null, lon: number | null): OccurrenceRow {
  if (!isValidLatLon(lat, lon)) return row;
  const [x, y] = toWebMercator(lat, lon as number);
  row.latitude = lat;
  row.longitude = lon;
  row.merc_x = x;
  row.merc_y = y;
  return row;
}

/**
 * A CSV data file as rows of strings with the header apart, for the largest occurrence file (Larsen & Shirey): its
 * builder reads a few columns by position instead of making an object per record (less memory, less garbage).
 */
export interface ColumnTable {
  readonly rows: readonly string[][];
  /** The positions of the named columns; a name the header lacks is a source problem worth failing on. */
  columns(names: readonly string[]): number[];
}

export function readColumnTable(datasetDir: string, relativePath: string): ColumnTable {
  const [header = [], ...rows] = parseDelimitedRows(readDataFile(datasetDir, relativePath));
  for (const [index, row] of rows.entries()) {
    if (row.length !== header.length && !(row.length === 1 && row[0] === '')) {
      throw new Error(`${relativePath}: row ${index + 2} has ${row.length} fields, the header ${header.length}`);
    }
  }
  return {
    rows: rows.filter((row) => !(row.length === 1 && row[0] === '')),
    columns(names) {
      return names.map((name) => {
        const position = header.indexOf(name);
        if (position < 0) throw new Error(`${relativePath}: no column ${name}`);
        return position;
      });
    },
  };
}
