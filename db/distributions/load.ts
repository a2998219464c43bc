// Occurrences: IOdatabase barcode vouchers, GBIF records, Sierra Nevada monitoring counts, the
// NicheBarcoding reference/additional points, NHMO specimens from Norway and the Larsen & Shirey dated
// butterfly records, with Web Mercator coordinates for the tiles.
import type { LoadContext } from '../load/context.js';
import { countryCodeForName } from './countries.js';
import { FILE } from '../load/files.js';
import { prefixedUniqueIds } from '../load/ids.js';
import { larsenShireyOccurrences } from './load-larsen-shirey.js';
import { dayOfYear } from './occurrence-dates.js';
import { nefNorwayOccurrences } from './load-norway.js';
import {
  OCCURRENCE_COLUMNS,
  type OccurrenceRow,
  emptyOccurrence,
  readColumnTable,
  withCoordinates,
} from './occurrence-row.js';
import { SEARCH_TERM_COLUMNS, SearchDictionaries } from './search-dictionaries.js';
import { type CsvRecord, readTable } from '../load/read.js';
import { SOURCE, licenceOf } from '../load/sources.js';
import { R_NULLS, int, nonEmptyFields, num, text } from '../load/values.js';

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
    const [year, month, day] = [int(record.year), int(record.month), int(record.day)];
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
      year,
      month,
      day,
      day_of_year: dayOfYear(year, month, day),
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
 * Sierra Nevada: named sites without coordinates (neither the file nor its repository gives the zones' positions),
 * so latitude/longitude and the country stay NULL: these records are counted but never drawn on a map. Rows whose
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
        day_of_year: dayOfYear(year, month, day),
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

/**
 * Rows of every source, built source by source while the COPY consumes them: a file is read and parsed while
 * PostgreSQL is still writing the previous source's rows, so the two processes work at the same time.
 */
function* occurrenceRows(ctx: LoadContext, search: SearchDictionaries): Generator<OccurrenceRow> {
  const licence = (sourceId: string) => licenceOf(ctx.sources, sourceId);
  const sources: (() => Iterable<OccurrenceRow>)[] = [
    () =>
      iodatabaseOccurrences(
        readTable(ctx.datasetDir, FILE.iodatabaseOccurrences),
        licence(SOURCE.iodatabaseOccurrences),
      ),
    () => gbifOccurrences(readTable(ctx.datasetDir, FILE.gbifEurope)),
    () => {
      const records = readTable(ctx.datasetDir, FILE.sierraNevada);
      records.forEach((record, index) => {
        if (text(record.genus_species, R_NULLS) === null) {
          ctx.skip(SOURCE.sierraNevada, 'no species recorded (genus_species NA)', `row ${index + 1}`);
        }
      });
      return sierraNevadaOccurrences(records, licence(SOURCE.sierraNevada));
    },
    () =>
      nicheBarcodingOccurrences(
        readTable(ctx.datasetDir, FILE.nicheReferencePoints),
        readTable(ctx.datasetDir, FILE.nicheAdditionalPoints),
        licence(SOURCE.nichebarcodingOccurrences),
      ),
    () => nefNorwayOccurrences(readTable(ctx.datasetDir, FILE.nefNorway), licence(SOURCE.nefNorway), ctx),
    () => larsenShireyOccurrences(readColumnTable(ctx.datasetDir, FILE.larsenShirey), licence(SOURCE.larsenShirey)),
  ];
  let seq = 0;
  for (const build of sources) {
    for (const row of build()) {
      row.seq = ++seq;
      row.taxon_id = ctx.names.taxonId(row.source_id, row.verbatim_name);
      yield search.assign(row);
    }
  }
}

export async function loadOccurrences(ctx: LoadContext): Promise<void> {
  // Query specimens have no species ('unknown'): they are niche-barcoding inputs, not occurrences.
  for (const record of readTable(ctx.datasetDir, FILE.nicheQueryPoints)) {
    ctx.skip(
      SOURCE.nichebarcodingOccurrences,
      'query specimens of unknown species (kept in niche_barcoding_specimen)',
      record.seqIDs,
    );
  }
  const search = new SearchDictionaries();
  await ctx.copy('occurrence', OCCURRENCE_COLUMNS, occurrenceRows(ctx, search));
  await ctx.copy('occurrence_search_term', SEARCH_TERM_COLUMNS, search.terms);
}
