// Occurrences: IOdatabase barcode vouchers, GBIF records, Sierra Nevada monitoring counts and the
// NicheBarcoding reference/additional points, with Web Mercator coordinates for the tiles.
import type { LoadContext } from './context.js';
import { countryCodeForName } from './countries.js';
import { FILE } from './files.js';
import { isValidLatLon, toWebMercator } from './geo.js';
import { prefixedUniqueIds } from './ids.js';
import { type CsvRecord, readTable } from './read.js';
import { SOURCE, licenceOf } from './sources.js';
import { R_NULLS, int, nonEmptyFields, num, text } from './values.js';

export type OccurrenceSource = 'iodatabase' | 'gbif' | 'sierra-nevada-monitoring' | 'nichebarcoding';

export interface OccurrenceRow {
  id: string;
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
  dataset: string | null;
  licence: string;
  recorded_by: string | null;
  institution_code: string | null;
  collection_code: string | null;
  catalog_number: string | null;
  extra: Record<string, string> | null;
}

const OCCURRENCE_COLUMNS = [
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
  'dataset',
  'licence',
  'recorded_by',
  'institution_code',
  'collection_code',
  'catalog_number',
  'extra',
] as const satisfies readonly (keyof OccurrenceRow)[];

/** A row with every optional field empty; builders fill what their source has. */
function emptyOccurrence(
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
    dataset: null,
    licence,
    recorded_by: null,
    institution_code: null,
    collection_code: null,
    catalog_number: null,
    extra: null,
  };
}

/** Sets latitude/longitude and their Mercator projection when the pair is valid; else leaves them NULL. */
export function withCoordinates(row: OccurrenceRow, lat: number | null, lon: number | null): OccurrenceRow {
  if (!isValidLatLon(lat, lon)) return row;
  const [x, y] = toWebMercator(lat, lon as number);
  return { ...row, latitude: lat, longitude: lon, merc_x: x, merc_y: y };
}

export function iodatabaseOccurrences(records: readonly CsvRecord[], licence: string): OccurrenceRow[] {
  const ids = prefixedUniqueIds(
    'iodatabase',
    records.map((record) => record.occurrence_id),
  );
  return records.map((record, index) => {
    const country = text(record.country, R_NULLS);
    const row: OccurrenceRow = {
      ...emptyOccurrence(
        ids[index],
        'iodatabase',
        SOURCE.iodatabaseOccurrences,
        record.scientific_name.trim(),
        licence,
      ),
      source_record_id: record.occurrence_id,
      country,
      country_code: countryCodeForName(country),
      dataset: text(record.dataset),
      extra: nonEmptyFields(record, [
        'continental_area',
        'island_or_mainland',
        'bold_process_id',
        'genbank_accession',
        'newly_sequenced',
        'lambert_x_m',
        'lambert_y_m',
        'basis_of_record_note',
      ]),
    };
    return withCoordinates(row, num(record.decimal_latitude, R_NULLS), num(record.decimal_longitude, R_NULLS));
  });
}

export function gbifOccurrences(records: readonly CsvRecord[]): OccurrenceRow[] {
  return records.map((record) => {
    const row: OccurrenceRow = {
      ...emptyOccurrence(
        `gbif:${record.gbifid}`,
        'gbif',
        SOURCE.gbifEubon,
        (text(record.species) ?? record.scientificname).trim(),
        record.license.trim(),
      ),
      source_record_id: record.gbifid,
      verbatim_family: text(record.family),
      coordinate_uncertainty_m: num(record.coordinateuncertaintyinmeters),
      country_code: text(record.countrycode),
      locality: text(record.locality),
      basis_of_record: text(record.basisofrecord),
      event_date: text(record.eventdate),
      year: int(record.year),
      month: int(record.month),
      day: int(record.day),
      dataset: text(record.datasetkey),
      recorded_by: text(record.recordedby),
      institution_code: text(record.institutioncode),
      collection_code: text(record.collectioncode),
      catalog_number: text(record.catalognumber),
      extra: nonEmptyFields(record, [
        'occurrenceid',
        'scientificname',
        'taxonrank',
        'rightsholder',
        'issue',
        'gbif_download_key',
      ]),
    };
    return withCoordinates(row, num(record.decimallatitude), num(record.decimallongitude));
  });
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 'march' → 3; null for anything else. */
export function monthNumber(name: string): number | null {
  const index = MONTHS.indexOf(name.trim().toLowerCase());
  return index < 0 ? null : index + 1;
}

/** 'YYYY-MM-DD' when all three parts are known (a reformat, not a guess), else null. */
export function isoDate(year: number | null, month: number | null, day: number | null): string | null {
  if (year === null || month === null || day === null) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Sierra Nevada: named sites without coordinates, so latitude/longitude stay NULL. Rows whose
 * species is 'NA' record no organism and are left to the caller to report (see loadOccurrences).
 */
export function sierraNevadaOccurrences(records: readonly CsvRecord[], licence: string): OccurrenceRow[] {
  return records.flatMap((record, index) => {
    if (text(record.genus_species, R_NULLS) === null) return [];
    const year = int(record.Year, R_NULLS);
    const month = monthNumber(record.Month);
    const day = int(record.Day, R_NULLS);
    return [
      {
        ...emptyOccurrence(
          `sierra-nevada-monitoring:${index + 1}`,
          'sierra-nevada-monitoring',
          SOURCE.sierraNevada,
          record.genus_species.trim(),
          licence,
        ),
        locality: text(record.site_name),
        event_date: isoDate(year, month, day),
        year,
        month,
        day,
        dataset: 'Adult butterfly monitoring zones 2019-2024, Sierra Nevada',
        recorded_by: text(record.Observer, R_NULLS),
        extra: nonEmptyFields(record, ['PA', 'Zone'], R_NULLS),
      },
    ];
  });
}

export function nicheBarcodingOccurrences(
  reference: readonly CsvRecord[],
  additional: readonly CsvRecord[],
  licence: string,
): OccurrenceRow[] {
  const referenceIds = prefixedUniqueIds(
    'nichebarcoding-reference',
    reference.map((record) => record.seqIDs),
  );
  const referenceRows = reference.map((record, index) =>
    withCoordinates(
      {
        ...emptyOccurrence(
          referenceIds[index],
          'nichebarcoding',
          SOURCE.nichebarcodingOccurrences,
          record.scientific_name.trim(),
          licence,
        ),
        source_record_id: record.seqIDs,
        verbatim_family: text(record.family),
        dataset: 'NicheBarcoding LappetMoths reference specimens',
        extra: nonEmptyFields(record, ['no.', 'species']),
      },
      num(record.Lat),
      num(record.Lon),
    ),
  );
  const additionalRows = additional.map((record, index) =>
    withCoordinates(
      {
        ...emptyOccurrence(
          `nichebarcoding-additional:${index + 1}`,
          'nichebarcoding',
          SOURCE.nichebarcodingOccurrences,
          record.scientific_name.trim(),
          licence,
        ),
        verbatim_family: text(record.family),
        dataset: 'NicheBarcoding LappetMoths additional distribution points',
        extra: nonEmptyFields(record, ['species']),
      },
      num(record.lat),
      num(record.lon),
    ),
  );
  return [...referenceRows, ...additionalRows];
}

export async function loadOccurrences(ctx: LoadContext): Promise<void> {
  const licence = (sourceId: string) => licenceOf(ctx.sources, sourceId);
  const sierraNevada = readTable(ctx.datasetDir, FILE.sierraNevada);
  sierraNevada.forEach((record, index) => {
    if (text(record.genus_species, R_NULLS) === null) {
      ctx.skip(SOURCE.sierraNevada, 'no species recorded (genus_species NA)', `row ${index + 1}`);
    }
  });
  const rows = [
    ...iodatabaseOccurrences(
      readTable(ctx.datasetDir, FILE.iodatabaseOccurrences),
      licence(SOURCE.iodatabaseOccurrences),
    ),
    ...gbifOccurrences(readTable(ctx.datasetDir, FILE.gbifEurope)),
    ...sierraNevadaOccurrences(sierraNevada, licence(SOURCE.sierraNevada)),
    ...nicheBarcodingOccurrences(
      readTable(ctx.datasetDir, FILE.nicheReferencePoints),
      readTable(ctx.datasetDir, FILE.nicheAdditionalPoints),
      licence(SOURCE.nichebarcodingOccurrences),
    ),
  ];
  // Query specimens have no species ('unknown'): they are niche-barcoding inputs, not occurrences.
  for (const record of readTable(ctx.datasetDir, FILE.nicheQueryPoints)) {
    ctx.skip(
      SOURCE.nichebarcodingOccurrences,
      'query specimens of unknown species (kept in niche_barcoding_specimen)',
      record.seqIDs,
    );
  }
  for (const row of rows) row.taxon_id = ctx.names.taxonId(row.source_id, row.verbatim_name);
  await ctx.copy('occurrence', OCCURRENCE_COLUMNS, rows);
}
