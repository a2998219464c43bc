// The occurrence filter model: GET /distributions' filter parameters parsed and validated once per request into one
// normalised object, which the list, the overview, the tiles (and exports) all take; its cache key and its echo.
import { ApiError, type ErrorCode } from '../../core/errors.js';
import { ENUM_VALUES, type Schema } from '../../generated/operations.js';
import { parseWkt, toWkt, type Polygon } from './wkt.js';

export type DistributionSource = Schema<'DistributionSource'>;
export type BasisOfRecord = Schema<'BasisOfRecord'>;

/** Every source of the contract, in its order (the tile index numbers them by it). */
export const DISTRIBUTION_SOURCES: readonly DistributionSource[] = ENUM_VALUES.DistributionSource;
const SOURCES = DISTRIBUTION_SOURCES;
export const BASIS_OF_RECORD: readonly BasisOfRecord[] = ENUM_VALUES.BasisOfRecord;

/** An inclusive range; a null end is open. */
export interface Range {
  min: number | null;
  max: number | null;
}

/** minLon, minLat, maxLon, maxLat; minLon > maxLon crosses the antimeridian. */
export type Bbox = [number, number, number, number];

/**
 * The filters of one request, validated and normalised (null = not given). Every consumer takes this object: the
 * SQL condition (repo.ts recordFilter), the tile index, cache keys and ETags (filterKey), the echo (filterEcho).
 */
export interface OccurrenceFilter {
  q: string | null;
  source: DistributionSource | null;
  hasCoordinate: boolean | null;
  /** Node ids, ascending, distinct; each stands for its subtree. */
  taxonId: number[] | null;
  /** ISO 3166-1 alpha-2 codes, upper case, sorted, distinct. */
  country: string[] | null;
  /** Family names, lower case, sorted, distinct. */
  family: string[] | null;
  year: Range | null;
  month: Range | null;
  dayOfYear: Range | null;
  bbox: Bbox | null;
  /** Parsed polygons, [lon, lat] rings (the canonical WKT is toWkt of them). */
  geometry: Polygon[] | null;
  basisOfRecord: BasisOfRecord[] | null;
  coordinateUncertaintyInMeters: Range | null;
}

export type OccurrenceFilterName = keyof OccurrenceFilter;
export const FILTER_NAMES: readonly OccurrenceFilterName[] = [
  'q',
  'source',
  'hasCoordinate',
  'taxonId',
  'country',
  'family',
  'year',
  'month',
  'dayOfYear',
  'bbox',
  'geometry',
  'basisOfRecord',
  'coordinateUncertaintyInMeters',
];

/** The filter parameters as a request carries them: a query (strings, arrays; coerced by the contract) or JSON. */
export type OccurrenceFilterInput = Partial<Record<OccurrenceFilterName, unknown>>;

export interface ParseOptions {
  /** The error code of a bad value (an export's JSON body: INVALID_BODY). */
  code?: ErrorCode;
  /** The name a bad value is reported under (`within` for the tiles' geometry; `filters.year` in a body). */
  nameOf?: (name: OccurrenceFilterName) => string;
}

/** Pseudo-regions of the CLDR data that are no ISO 3166-1 country. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ']);
let countryTable: { byCode: Map<string, string>; byName: Map<string, string> } | null = null;

/** Every ISO 3166-1 alpha-2 code the ICU data names (aliases such as UK read as their canonical code). */
function countries() {
  if (countryTable) return countryTable;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const byCode = new Map<string, string>();
  const byName = new Map<string, string>();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      const name = names.of(code);
      if (!name) continue;
      const canonical = byName.get(name.toLowerCase()) ?? code;
      byName.set(name.toLowerCase(), canonical);
      byCode.set(code, canonical);
    }
  }
  return (countryTable = { byCode, byName });
}

/** The ISO code a `country` value means (a code in any case or an English name), or null. */
export function countryCode(value: string): string | null {
  const { byCode, byName } = countries();
  const trimmed = value.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) return byCode.get(trimmed.toUpperCase()) ?? null;
  return byName.get(trimmed.toLowerCase()) ?? null;
}

class Problems {
  readonly found = new Map<OccurrenceFilterName, string>();
  add(name: OccurrenceFilterName, message: string): null {
    if (!this.found.has(name)) this.found.set(name, message);
    return null;
  }
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const given = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

function text(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** `7`, `1990,2000`, `1990,*`, `*,2000` (or a JSON number / {min, max}) within [lowest, highest]. */
function range(
  p: Problems,
  name: OccurrenceFilterName,
  value: unknown,
  lowest: number,
  highest: number,
  integer: boolean,
): Range | null {
  let parts: (number | null)[];
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { min = null, max = null } = value as { min?: unknown; max?: unknown };
    parts = [min, max].map((v) => (v === null ? null : typeof v === 'number' ? v : NaN));
  } else {
    const raw = text(value);
    if (raw === null) return p.add(name, 'must be a value or a range from,to');
    const pieces = raw.split(',').map((s) => s.trim());
    if (pieces.length > 2) return p.add(name, 'must be a value or a range from,to');
    parts = pieces.map((s) => (s === '*' ? null : /^\d+(\.\d+)?$/.test(s) ? Number(s) : NaN));
    if (pieces.length === 1) {
      if (parts[0] === null) return p.add(name, "a single value cannot be '*'");
      parts = [parts[0]!, parts[0]!];
    }
  }
  const [min, max] = parts as [number | null, number | null];
  for (const v of [min, max]) {
    if (v === null) continue;
    if (!Number.isFinite(v) || (integer && !Number.isInteger(v)))
      return p.add(name, `must be ${integer ? 'whole numbers' : 'numbers'} or '*'`);
    if (v < lowest || v > highest) return p.add(name, `must be between ${lowest} and ${highest}`);
  }
  if (min !== null && max !== null && min > max) return p.add(name, `from (${min}) must not be after to (${max})`);
  if (min === null && max === null) return null;
  return { min, max };
}

function bbox(p: Problems, value: unknown): Bbox | null {
  const raw = Array.isArray(value) && value.length === 4 ? value.join(',') : text(value);
  const numbers = (raw ?? '').split(',').map((s) => (/^\s*[+-]?\d+(\.\d+)?\s*$/.test(s) ? Number(s) : NaN));
  if (numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n)))
    return p.add('bbox', 'must be minLon,minLat,maxLon,maxLat (four numbers)');
  const [minLon, minLat, maxLon, maxLat] = numbers as Bbox;
  if (Math.abs(minLon) > 180 || Math.abs(maxLon) > 180) return p.add('bbox', 'longitudes must be between -180 and 180');
  if (Math.abs(minLat) > 90 || Math.abs(maxLat) > 90) return p.add('bbox', 'latitudes must be between -90 and 90');
  if (minLat > maxLat) return p.add('bbox', 'minLat must not be greater than maxLat');
  return [minLon, minLat, maxLon, maxLat];
}

const sortedUnique = <T extends string | number>(values: T[]): T[] =>
  [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

const MAX_VALUES = 50;

function values<T extends string | number>(
  p: Problems,
  name: OccurrenceFilterName,
  value: unknown,
  read: (v: unknown) => T | string | null,
): T[] | null {
  const items = list(value).filter(given);
  if (items.length === 0) return null;
  if (items.length > MAX_VALUES) return p.add(name, `at most ${MAX_VALUES} values`);
  const out: T[] = [];
  for (const item of items) {
    const v = read(item);
    if (v === null) return p.add(name, `'${String(item)}' is not a valid value`);
    if (typeof v === 'string' && v.startsWith('!')) return p.add(name, v.slice(1));
    out.push(v as T);
  }
  return sortedUnique(out);
}

/** Reads and validates every filter of `input`; throws one ApiError naming each bad parameter in its details. */
export function parseOccurrenceFilter(input: OccurrenceFilterInput, options: ParseOptions = {}): OccurrenceFilter {
  const p = new Problems();
  const q = text(input.q)?.trim() || null;
  if (q !== null && q.length > 200) p.add('q', 'must be at most 200 characters');
  let source: DistributionSource | null = null;
  if (given(input.source)) {
    source = SOURCES.find((s) => s === input.source) ?? p.add('source', `must be one of: ${SOURCES.join(', ')}`);
  }
  let hasCoordinate: boolean | null = null;
  if (input.hasCoordinate !== undefined && input.hasCoordinate !== null) {
    const v = input.hasCoordinate;
    hasCoordinate = v === true || v === 'true' ? true : v === false || v === 'false' ? false : null;
    if (hasCoordinate === null) p.add('hasCoordinate', 'must be true or false');
  }
  const filter: OccurrenceFilter = {
    q,
    source,
    hasCoordinate,
    taxonId: values<number>(p, 'taxonId', input.taxonId, (v) => {
      const n = typeof v === 'number' ? v : /^\d+$/.test(String(v)) ? Number(v) : NaN;
      return Number.isInteger(n) && n >= 1 && n <= 2147483647 ? n : null;
    }),
    country: values<string>(p, 'country', input.country, (v) =>
      typeof v === 'string'
        ? (countryCode(v) ?? `!'${v}' is no ISO 3166-1 alpha-2 code or English country name`)
        : null,
    ),
    family: values<string>(p, 'family', input.family, (v) =>
      typeof v === 'string' && v.trim().length <= 100 ? v.trim().toLowerCase() : null,
    ),
    year: given(input.year) ? range(p, 'year', input.year, 1, 9999, true) : null,
    month: given(input.month) ? range(p, 'month', input.month, 1, 12, true) : null,
    dayOfYear: given(input.dayOfYear) ? range(p, 'dayOfYear', input.dayOfYear, 1, 366, true) : null,
    bbox: given(input.bbox) ? bbox(p, input.bbox) : null,
    geometry: null,
    basisOfRecord: values<BasisOfRecord>(p, 'basisOfRecord', input.basisOfRecord, (v) =>
      BASIS_OF_RECORD.includes(v as BasisOfRecord) ? (v as BasisOfRecord) : null,
    ),
    coordinateUncertaintyInMeters: given(input.coordinateUncertaintyInMeters)
      ? range(p, 'coordinateUncertaintyInMeters', input.coordinateUncertaintyInMeters, 0, 1e9, false)
      : null,
  };
  if (given(input.geometry)) {
    const wkt = text(input.geometry);
    const parsed = wkt === null || wkt.length > 10_000 ? 'must be WKT of at most 10000 characters' : parseWkt(wkt);
    if (typeof parsed === 'string') p.add('geometry', parsed);
    else filter.geometry = parsed;
  }
  if (p.found.size > 0) {
    const nameOf = options.nameOf ?? ((n: string) => n);
    const details = Object.fromEntries([...p.found].map(([name, message]) => [nameOf(name), message]));
    const fields = Object.keys(details);
    throw new ApiError(
      options.code ?? 'INVALID_QUERY',
      `Invalid parameter${fields.length > 1 ? 's' : ''}: ${fields.map((f) => `'${f}' ${details[f]}`).join('; ')}.`,
      details,
    );
  }
  return filter;
}

/** The filter given none: every record. */
export const NO_FILTER: OccurrenceFilter = parseOccurrenceFilter({});

/** The filters given (not null), by name. */
export function givenFilters(filter: OccurrenceFilter): OccurrenceFilterName[] {
  return FILTER_NAMES.filter((name) => filter[name] !== null);
}

/**
 * A canonical text of the filter: equal for filters that select the same records by the same rules (values are
 * normalised and sorted), so it keys caches, ETags and cursors. `q` keeps its case: a word also matches record
 * identifiers exactly.
 */
export function filterKey(filter: OccurrenceFilter): string {
  return JSON.stringify(FILTER_NAMES.map((name) => (name === 'geometry' ? echoGeometry(filter) : filter[name])));
}

const echoGeometry = (filter: OccurrenceFilter) => (filter.geometry ? toWkt(filter.geometry) : null);

/** The filters as understood, in the contract's shape (`data.query` of the list; an export's query). */
export function filterEcho(filter: OccurrenceFilter): Schema<'DistributionQueryEcho'> {
  return { ...filter, geometry: echoGeometry(filter), bbox: filter.bbox ? [...filter.bbox] : null };
}
