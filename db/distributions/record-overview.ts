// The distribution overview of a selection of records computed from the in-memory record rows (record-rows.ts):
// aggregate.sql over aggregate-records.sql, step for step — the same totals, countries, sources and heatmap, in the
// same order (text compared in the database's collation, through ranks it sorted) — for a `q` whose records are few.
import type { Schema } from '../../generated/operations.js';
import type { RecordRows } from './record-rows.js';

type Overview = Schema<'DistributionOverviewData'>;

/** What the overview needs beyond the rows, read once per data version. */
export interface OverviewTexts {
  /** Each country name, country code and source title → its place in the database's ORDER BY (text-order.sql). */
  readonly rank: ReadonlyMap<string, number>;
  /** data_source id → title. */
  readonly titles: ReadonlyMap<string, string>;
}

export interface HeatmapBounds {
  /** Cell edges tried finest first (aggregate.sql's ${cellSizes}). */
  readonly cellSizes: readonly number[];
  /** Most heatmap cells. */
  readonly maxCells: number;
}

interface Group {
  records: number;
  species: Set<number>;
}

const group = (): Group => ({ records: 0, species: new Set() });

/** numeric round(value, 3) of a float8 (converted with 15 significant digits, as PostgreSQL converts it). */
const round3 = (value: number) => Math.round(Number(value.toPrecision(15)) * 1000) / 1000;

/** The finest cell size whose distinct cells (aggregate.sql's `size`) fit; the coarsest when none does. */
function cellSize(lat: Float64Array, lon: Float64Array, count: number, bounds: HeatmapBounds): number {
  for (const s of bounds.cellSizes) {
    const cells = new Set<number>();
    let fits = true;
    for (let i = 0; i < count && fits; i++) {
      cells.add(Math.floor((lat[i]! + 90) / s) * 1000000 + Math.floor((lon[i]! + 180) / s));
      fits = cells.size <= bounds.maxCells;
    }
    if (fits) return s;
  }
  return Math.max(...bounds.cellSizes);
}

export function overviewOf(
  rows: RecordRows,
  positions: Int32Array,
  texts: OverviewTexts,
  bounds: HeatmapBounds,
): Overview {
  const rank = (text: string) => texts.rank.get(text) ?? Number.MAX_SAFE_INTEGER;
  const byText = (a: string, b: string) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
  const species = new Set<number>();
  const places = new Set<string>();
  const countries = new Map<string, Group & { code: string | null; name: string | null }>();
  const sources = new Map<
    string,
    Group & { unplaced: number; label: string | null; bbox: (number | null)[] | null; south: boolean }
  >();
  const lat = new Float64Array(positions.length);
  const lon = new Float64Array(positions.length);
  let located = 0;
  let records = 0;
  let unplaced = 0;
  for (const p of positions) {
    const taxon = rows.taxonId(p);
    const code = rows.text(p, 'country_code');
    const country = rows.text(p, 'country');
    const y = rows.latitude(p);
    const x = rows.longitude(p);
    const placed = !Number.isNaN(y) && !Number.isNaN(x);
    records++;
    if (!placed) unplaced++;
    if (taxon !== null) species.add(taxon);
    const place = code ?? country;
    if (place !== null) {
      places.add(place);
      const key = code !== null ? `c${code}` : `n${country}`;
      let entry = countries.get(key);
      if (!entry) countries.set(key, (entry = { ...group(), code, name: null }));
      entry.records++;
      if (taxon !== null) entry.species.add(taxon);
      if (country !== null && (entry.name === null || byText(country, entry.name) < 0)) entry.name = country;
    }
    const source = rows.text(p, 'source')!;
    let entry = sources.get(source);
    if (!entry) sources.set(source, (entry = { ...group(), unplaced: 0, label: null, bbox: null, south: false }));
    entry.records++;
    if (!placed) entry.unplaced++;
    if (taxon !== null) entry.species.add(taxon);
    const title = texts.titles.get(rows.text(p, 'source_id')!) ?? null;
    if (title !== null && (entry.label === null || byText(title, entry.label) < 0)) entry.label = title;
    // [west, south, east, north]: min/max of each coordinate that is there (aggregate-records.sql's g)
    const box = (entry.bbox ??= [null, null, null, null]);
    if (!Number.isNaN(x)) {
      box[0] = box[0] === null ? x : Math.min(box[0], x);
      box[2] = box[2] === null ? x : Math.max(box[2], x);
    }
    if (!Number.isNaN(y)) {
      entry.south = true;
      box[1] = box[1] === null ? y : Math.min(box[1], y);
      box[3] = box[3] === null ? y : Math.max(box[3], y);
    }
    if (placed) {
      lat[located] = y;
      lon[located] = x;
      located++;
    }
  }

  const s = cellSize(lat, lon, located, bounds);
  const cells = new Map<string, { lat: number; lon: number; weight: number }>();
  for (let i = 0; i < located; i++) {
    const cLat = Math.min(90, round3((Math.floor(lat[i]! / s) + 0.5) * s));
    const cLon = Math.min(180, round3((Math.floor(lon[i]! / s) + 0.5) * s));
    const key = `${cLat},${cLon}`;
    const cell = cells.get(key);
    if (cell) cell.weight++;
    else cells.set(key, { lat: cLat, lon: cLon, weight: 1 });
  }

  return {
    countries: [...countries.values()]
      .map((c) => ({ countryCode: c.code, country: (c.name ?? c.code)!, records: c.records, species: c.species.size }))
      .sort((a, b) => b.records - a.records || byText(a.country, b.country)),
    heatmap: {
      cellSizeDegrees: s,
      points: [...cells.values()].sort((a, b) => b.weight - a.weight || a.lat - b.lat || a.lon - b.lon),
    },
    sources: [...sources.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([source, e]) => ({
        source,
        label: e.label,
        records: e.records,
        recordsWithoutCoordinates: e.unplaced,
        species: e.species.size,
        bbox: e.south ? e.bbox : null,
      })) as Overview['sources'],
    totals: { records, recordsWithoutCoordinates: unplaced, species: species.size, countries: places.size },
  };
}
