// Traits: LepTraits 1.0 species-level consensus rows (wingspan/forewing ranges, flight months,
// voltinism, habitat affinities, host-plant families).
import type { LoadContext } from '../load/context.js';
import { FILE } from '../load/files.js';
import { type CsvRecord, readTable } from '../load/read.js';
import { SOURCE } from '../load/sources.js';
import { R_NULLS, bool, int, num, readColumns, text } from '../load/values.js';

const MONTH_COLUMNS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Source column of each numeric range column. */
const RANGE_COLUMNS = {
  wingspan_lower_female: 'WS_L_Fem',
  wingspan_upper_female: 'WS_U_Fem',
  wingspan_lower_male: 'WS_L_Mal',
  wingspan_upper_male: 'WS_U_Mal',
  wingspan_lower: 'WS_L',
  wingspan_upper: 'WS_U',
  forewing_lower_female: 'FW_L_Fem',
  forewing_upper_female: 'FW_U_Fem',
  forewing_lower_male: 'FW_L_Mal',
  forewing_upper_male: 'FW_U_Mal',
  forewing_lower: 'FW_L',
  forewing_upper: 'FW_U',
} as const;

/** Source column of each text column. */
const TEXT_COLUMNS = {
  family: 'Family',
  genus: 'Genus',
  verbatim_species: 'verbatimSpecies',
  diapause_stage: 'DiapauseStage',
  voltinism: 'Voltinism',
  oviposition_style: 'OvipositionStyle',
  canopy_affinity: 'CanopyAffinity',
  edge_affinity: 'EdgeAffinity',
  moisture_affinity: 'MoistureAffinity',
  disturbance_affinity: 'DisturbanceAffinity',
  sole_hostplant_family: 'SoleHostplantFamily',
  primary_hostplant_family: 'PrimaryHostplantFamily',
  secondary_hostplant_family: 'SecondaryHostplantFamily',
  equal_hostplant_family: 'EqualHostplantFamily',
  date_created: 'DateCreated',
} as const;

/** A species_trait row (db/migrations/001_dataset.sql). */
type TraitRow = {
  id: number;
  taxon_id: number | null;
  verbatim_name: string;
  flight_months: (boolean | null)[] | null;
  flight_duration: number | null;
  hostplant_family_count: number | null;
  hostplant_account_count: number | null;
  source_id: string;
} & { [K in keyof typeof RANGE_COLUMNS]: number | null } & { [K in keyof typeof TEXT_COLUMNS]: string | null };

/** Jan..Dec flags; null when the source has no flight data for any month. */
export function flightMonths(record: CsvRecord): (boolean | null)[] | null {
  const months = MONTH_COLUMNS.map((column) => bool(record[column], R_NULLS));
  return months.every((month) => month === null) ? null : months;
}

export function traitRow(record: CsvRecord, rowNumber: number): TraitRow {
  return {
    id: rowNumber,
    taxon_id: null,
    verbatim_name: record.Species.trim(),
    flight_months: flightMonths(record),
    flight_duration: int(record.FlightDuration, R_NULLS),
    hostplant_family_count: int(record.NumberOfHostplantFamilies, R_NULLS),
    hostplant_account_count: int(record.NumberOfHostplantAccounts, R_NULLS),
    source_id: SOURCE.lepTraits,
    // R's NA is no value
    ...readColumns(RANGE_COLUMNS, record, (cell) => num(cell, R_NULLS)),
    ...readColumns(TEXT_COLUMNS, record, (cell) => text(cell, R_NULLS)),
  };
}

export async function loadTraits(ctx: LoadContext): Promise<void> {
  const records = readTable(ctx.datasetDir, FILE.lepTraits);
  const rows = records.map((record, index) => traitRow(record, index + 1));
  for (const row of rows) {
    row.taxon_id = ctx.names.taxonId(SOURCE.lepTraits, row.verbatim_name, row.verbatim_species);
  }
  const columns = [
    'id',
    'taxon_id',
    'verbatim_name',
    'flight_months',
    'flight_duration',
    'hostplant_family_count',
    'hostplant_account_count',
    'source_id',
    ...(Object.keys(RANGE_COLUMNS) as (keyof typeof RANGE_COLUMNS)[]),
    ...(Object.keys(TEXT_COLUMNS) as (keyof typeof TEXT_COLUMNS)[]),
  ] as const satisfies readonly (keyof TraitRow)[];
  await ctx.copy<TraitRow>('species_trait', columns, rows);
}
