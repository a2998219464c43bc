// Larsen & Shirey (2021): curated, dated occurrence records of 70 butterfly species (a GBIF subset assembled by
// Fric et al. 2020). Every row has coordinates and a full date; the file gives no record ids, so a record is
// named by its line in the file.
import { countryCodeForName } from './countries.js';
import { dayOfYear, isoDateAtPrecision } from './occurrence-dates.js';
import { type OccurrenceRow, withCoordinates } from './occurrence-row.js';
import type { ColumnTable } from './occurrence-row.js';
import { SOURCE } from '../load/sources.js';
import { int, num, text } from '../load/values.js';

const DATASET = 'Larsen & Shirey 2021 (after Fric et al. 2020)';

/** Country names of this file that the IOdatabase table (countries.ts) does not hold. */
const MORE_COUNTRY_CODES: Readonly<Record<string, string>> = { Canada: 'CA', 'United States': 'US' };

/** The non-empty fields, or null when none. */
function presentFields(fields: Record<string, string | undefined>): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    const present = text(value);
    if (present !== null) out[key] = present;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** The file's rows as occurrences, one at a time (186,599 of them: no record objects, no array of built rows). */
export function* larsenShireyOccurrences(table: ColumnTable, licence: string): Generator<OccurrenceRow> {
  const column = table.columns([
    'name',
    'decimalLongitude',
    'decimalLatitude',
    'year',
    'month',
    'day',
    'country',
    'doy',
    'row.index',
    'alt',
  ]);
  const [NAME, LON, LAT, YEAR, MONTH, DAY, COUNTRY, DOY, ROW_INDEX, ALT] = column;
  for (let index = 0; index < table.rows.length; index++) {
    const record = table.rows[index]!;
    const year = int(record[YEAR]);
    const month = int(record[MONTH]);
    const day = int(record[DAY]);
    const doy = dayOfYear(year, month, day);
    // the file's own day of year must be the date's: a disagreement means the file is not the one described
    if (doy === null || doy !== int(record[DOY])) {
      throw new Error(`row ${index + 2}: date ${year}-${month}-${day} does not give day of year ${record[DOY]}`);
    }
    const country = text(record[COUNTRY]);
    // a full literal rather than a spread of emptyOccurrence(): this runs for 186,599 records
    const row: OccurrenceRow = {
      id: `larsen-shirey:${index + 1}`,
      source: 'larsen-shirey',
      source_id: SOURCE.larsenShirey,
      source_record_id: null,
      taxon_id: null,
      verbatim_name: record[NAME]!.trim(),
      verbatim_family: null,
      latitude: null,
      longitude: null,
      merc_x: null,
      merc_y: null,
      coordinate_uncertainty_m: null,
      country_code: country === null ? null : (MORE_COUNTRY_CODES[country] ?? countryCodeForName(country)),
      country,
      locality: null,
      basis_of_record: null,
      event_date: isoDateAtPrecision(year, month, day),
      year,
      month,
      day,
      day_of_year: doy,
      dataset: DATASET,
      licence,
      recorded_by: null,
      institution_code: null,
      collection_code: null,
      catalog_number: null,
      sampling_protocol: null,
      state_province: null,
      county: null,
      // row.index: the record's row in the authors' R data frame (repeated across their per-species sets);
      // alt: elevation (m); the file's region (Europe / N. America) follows from the country
      extra: presentFields({ 'row.index': record[ROW_INDEX], alt: record[ALT] }),
    };
    yield withCoordinates(row, num(record[LAT]), num(record[LON]));
  }
}
