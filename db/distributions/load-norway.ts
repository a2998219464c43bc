// NHMO preserved specimens from Norway (Norwegian Lepidoptera working group, Darwin Core occurrence.txt): one
// record per specimen with its catalog number, date, sampling protocol and coordinate uncertainty.
import type { LoadContext } from '../load/context.js';
import { countryCodeForName } from './countries.js';
import { prefixedUniqueIds } from '../load/ids.js';
import { dayOfYear, isoDateAtPrecision, validMonth } from './occurrence-dates.js';
import { type OccurrenceRow, withCoordinates } from './occurrence-row.js';
import type { CsvRecord } from '../load/read.js';
import { SOURCE } from '../load/sources.js';
import { int, nonEmptyFields, num, text } from '../load/values.js';

const DATASET = 'Norwegian Lepidoptera working group (leparb_lep v1.100)';

/** Specimen fields without a column of their own, kept in `extra` under their Darwin Core names. */
const EXTRA_FIELDS = [
  'individualCount',
  'sex',
  'identifiedBy',
  'eventRemarks',
  'minimumElevationInMeters',
  'maximumElevationInMeters',
  'scientificNameAuthorship',
];

/** A row's archive classification outside Lepidoptera, when its name is nonetheless a Lepitaxa lepidopteran. */
function misclassified(record: CsvRecord, ctx: Pick<LoadContext, 'lepidoptera'>): boolean {
  return text(record.order) !== 'Lepidoptera' && ctx.lepidoptera.evidence(record.scientificName) === 'lepidopteran';
}

/**
 * The lepidopteran rows as occurrences. A few rows carry another order and family (Zelleria hepariella under
 * the fly family Rhinophoridae, Staurophora celsia under the hydrozoan family Laodiceidae): the publisher's
 * match to a homonymous genus. Their names are Lepitaxa moths and the collection is one of Lepidoptera, so they
 * are kept with the archive's wrong order/family moved to `extra`; a row whose name is not a lepidopteran
 * either is reported through `skip` and not loaded.
 */
export function nefNorwayOccurrences(
  records: readonly CsvRecord[],
  licence: string,
  ctx: Pick<LoadContext, 'lepidoptera' | 'skip'>,
): OccurrenceRow[] {
  const lepidoptera = records.filter((record) => {
    if (text(record.order) === 'Lepidoptera' || misclassified(record, ctx)) return true;
    ctx.skip(
      SOURCE.nefNorway,
      'not Lepidoptera (another order in the archive, and the name is no Lepitaxa lepidopteran)',
      `${record.catalogNumber} ${record.scientificName} (${record.order})`,
    );
    return false;
  });
  const ids = prefixedUniqueIds(
    'nef-norway',
    lepidoptera.map((record) => record.catalogNumber.trim()),
  );
  return lepidoptera.map((record, index) => {
    const year = int(record.year);
    const month = validMonth(int(record.month));
    const day = int(record.day);
    const country = text(record.country);
    const wrongOrder = text(record.order) !== 'Lepidoptera';
    const extra = nonEmptyFields(record, wrongOrder ? [...EXTRA_FIELDS, 'order', 'family'] : EXTRA_FIELDS);
    // a full literal rather than a spread of emptyOccurrence(): this runs for 65,902 records
    const row: OccurrenceRow = {
      id: ids[index]!,
      source: 'nef-norway',
      source_id: SOURCE.nefNorway,
      source_record_id: text(record.occurrenceID) ?? text(record.id),
      taxon_id: null,
      verbatim_name: record.scientificName.trim(),
      verbatim_family: wrongOrder ? null : text(record.family),
      latitude: null,
      longitude: null,
      merc_x: null,
      merc_y: null,
      coordinate_uncertainty_m: num(record.coordinateUncertaintyInMeters),
      country_code: countryCodeForName(country),
      country,
      locality: text(record.locality),
      basis_of_record: text(record.basisOfRecord),
      event_date: isoDateAtPrecision(year, month, day),
      year,
      month,
      day,
      day_of_year: dayOfYear(year, month, day),
      dataset: DATASET,
      licence,
      recorded_by: text(record.recordedBy),
      institution_code: text(record.institutionCode),
      collection_code: text(record.collectionCode),
      catalog_number: text(record.catalogNumber),
      sampling_protocol: text(record.samplingProtocol),
      state_province: text(record.stateProvince),
      county: text(record.county),
      extra,
    };
    return withCoordinates(row, num(record.decimalLatitude), num(record.decimalLongitude));
  });
}
