// Environment layers for niche analyses: Beyer 2020 (present with elevation, and five time slices),
// ETOPO5 elevation (land cells and the whole 0.5° grid), CHELSA station values and cell means.
import { parseAsciiGrid } from './ascii-grid.js';
import type { LoadContext } from '../load/context.js';
import { columnsOf } from '../load/copy.js';
import { FILE } from '../load/files.js';
import { loadNicheBarcodingSpecimens } from './load-examples.js';
import { type CsvRecord, readDataFile, readTable } from '../load/read.js';
import { SOURCE } from '../load/sources.js';
import { int, num, text } from '../load/values.js';

type Row = Record<string, string | number | null | (number | null)[]>;

/** A row builder copying the listed numeric columns (table column ← file column), plus fixed values. */
function numericRows(columns: Readonly<Record<string, string>>): (record: CsvRecord, fixed: Row) => Row {
  const pairs = Object.entries(columns); // once per table, not per row: ~200k rows go through here
  return (record, fixed) => {
    const row: Row = fixed;
    for (const [column, source] of pairs) row[column] = num(record[source]);
    return row;
  };
}

const BEYER_CLIMATE = {
  lon: 'lon',
  lat: 'lat',
  bio1: 'bio1_annual_mean_temp_degC',
  bio10: 'bio10_mean_temp_warmest_quarter_degC',
  bio12: 'bio12_annual_precip_mm',
  biome_code: 'biome_code',
} as const;

const BEYER_ELEVATION = {
  elev_mean_m: 'elev_mean_m',
  elev_mean_land_m: 'elev_mean_land_m',
  elev_sd_m: 'elev_sd_m',
  elev_min_m: 'elev_min_m',
  elev_max_m: 'elev_max_m',
  etopo_land_fraction: 'etopo_land_fraction',
} as const;

const ETOPO_CELL = {
  lon: 'lon',
  lat: 'lat',
  elev_mean_m: 'elev_mean_m',
  elev_mean_land_m: 'elev_mean_land_m',
  elev_min_m: 'elev_min_m',
  elev_max_m: 'elev_max_m',
  elev_sd_m: 'elev_sd_m',
  land_fraction: 'land_fraction',
} as const;

const CHELSA_CELL = {
  lon: 'lon',
  lat: 'lat',
  n_stations: 'n_stations',
  bio1_mean: 'bio1_mean',
  bio4_mean: 'bio4_mean',
  bio5_mean: 'bio5_mean',
  bio6_mean: 'bio6_mean',
  bio7_mean: 'bio7_mean',
  bio10_mean: 'bio10_mean',
  bio11_mean: 'bio11_mean',
  bio12_mean: 'bio12_mean',
  bio15_mean: 'bio15_mean',
} as const;

const numbered = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
const BIO_COLUMNS = numbered('bio', 19);
const TEMP_COLUMNS = numbered('temp_', 12);
const PREC_COLUMNS = numbered('prec_', 12);

export function chelsaStationRow(record: CsvRecord): Row {
  return {
    station_id: record.stnid.trim(),
    station_name: text(record.station_name),
    ctry_fips: text(record.ctry_fips),
    iso2c: text(record.iso2c), // quoted "NA" here is Namibia, so only '' means missing
    lat: num(record.lat),
    lon: num(record.lon),
    station_elev_m: num(record.station_elev_m),
    bio: BIO_COLUMNS.map((column) => num(record[column])),
    temp_monthly: TEMP_COLUMNS.map((column) => num(record[column])),
    temp_annual_land: num(record.temp_annual_land),
    prec_monthly: PREC_COLUMNS.map((column) => num(record[column])),
    prec_annual_land: num(record.prec_annual_land),
    source_id: SOURCE.chelsa,
  };
}

/** The station table repeats some rows verbatim; one copy is kept and the rest reported. */
function uniqueStations(ctx: LoadContext, records: readonly CsvRecord[]): Row[] {
  const seen = new Map<string, string>();
  const rows: Row[] = [];
  for (const record of records) {
    const line = JSON.stringify(record);
    const previous = seen.get(record.stnid);
    if (previous === line) {
      ctx.skip(SOURCE.chelsa, 'exact duplicate row of a station already loaded', record.stnid);
      continue;
    }
    if (previous !== undefined) throw new Error(`CHELSA: station ${record.stnid} appears twice with different values`);
    seen.set(record.stnid, line);
    rows.push(chelsaStationRow(record));
  }
  return rows;
}

export async function loadEnvironment(ctx: LoadContext): Promise<void> {
  const copyRows = (table: string, rows: Row[]) => ctx.copy<Row>(table, columnsOf(table, rows), rows);
  const beyerPresentRow = numericRows({ ...BEYER_CLIMATE, ...BEYER_ELEVATION });
  await copyRows(
    'environment_beyer2020_cell',
    readTable(ctx.datasetDir, FILE.beyerPresent).map((record) =>
      beyerPresentRow(record, { biome_name: text(record.biome_name), source_id: SOURCE.beyer2020 }),
    ),
  );
  const beyerSliceRow = numericRows(BEYER_CLIMATE);
  await copyRows(
    'environment_beyer2020_timeslice_cell',
    readTable(ctx.datasetDir, FILE.beyerTimeslices).map((record) =>
      beyerSliceRow(record, {
        time_years_bp: int(record.time_years_bp),
        biome_name: text(record.biome_name),
        source_id: SOURCE.beyer2020,
      }),
    ),
  );
  const etopoRow = numericRows(ETOPO_CELL);
  await copyRows(
    'environment_etopo5_cell',
    readTable(ctx.datasetDir, FILE.etopoCells).map((record) => etopoRow(record, { source_id: SOURCE.etopo5 })),
  );
  const grid = parseAsciiGrid(readDataFile(ctx.datasetDir, FILE.etopoGrid));
  await copyRows('environment_grid', [
    {
      id: 'etopo5-elevation-mean-0.5deg',
      variable: 'mean elevation / bathymetry',
      unit: 'm',
      ncols: grid.ncols,
      nrows: grid.nrows,
      xllcorner: grid.xllcorner,
      yllcorner: grid.yllcorner,
      cellsize: grid.cellsize,
      nodata_value: grid.nodataValue,
      cell_values: grid.values,
      source_id: SOURCE.etopo5,
    },
  ]);
  await copyRows('environment_chelsa_station', uniqueStations(ctx, readTable(ctx.datasetDir, FILE.chelsaStations)));
  const chelsaCellRow = numericRows(CHELSA_CELL);
  await copyRows(
    'environment_chelsa_cell',
    readTable(ctx.datasetDir, FILE.chelsaCells).map((record) => chelsaCellRow(record, { source_id: SOURCE.chelsa })),
  );
  await loadNicheBarcodingSpecimens(ctx);
}
