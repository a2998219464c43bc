// What each exportable list gives an export: its filters understood as the list understands them (the echo and a
// canonical key for reuse), its columns (and Darwin Core terms), its records page by page in a stable order, and
// the sources and licences of those records.
import { ApiError } from '../../core/errors.js';
import {
  filterEcho,
  filterKey,
  FILTER_NAMES,
  parseOccurrenceFilter,
  type DistributionsRepo,
} from '../../db/distributions/index.js';
import type { ExportCitation, ExportDataset, ExportFormat } from '../../db/exports/index.js';
import type { Column } from './formats.js';

/**
 * Records read per page. A page's rows (pg's and the API's objects, their text) must die in V8's young generation: at
 * 5000 rows a page outlived the scavenges during its own query and was promoted, and the old generation grew by some
 * 250 MB of garbage before its first full collection (RSS +230 MB for all ~300k occurrences, tools/bench-exports.ts);
 * at 1000 rows RSS rises by ~20 MB and the export is no slower (300 keyset queries instead of 60).
 */
export const PAGE_SIZE = 1000;

/** The filters as understood: the echo (stored, shown, parsed again by the run) and the key identical requests share. */
export interface UnderstoodFilters {
  readonly query: Record<string, unknown>;
  readonly key: string;
}

/** A run's records: their number, their columns, the pages, and their sources and licences. */
export interface ExportRecords {
  readonly total: number;
  readonly columns: readonly Column[];
  readonly pages: AsyncIterable<Record<string, unknown>[]>;
  readonly citation: Omit<ExportCitation, 'text'>;
  /** A page as FASTA text (the lists that have the format). */
  readonly fasta?: (page: Record<string, unknown>[]) => Promise<string>;
}

export interface ExportableList {
  readonly formats: readonly ExportFormat[];
  /** Reads a request's `filters`; a bad one throws 400 INVALID_BODY naming it (`filters.year`). */
  understand(filters: Record<string, unknown>): UnderstoodFilters;
  /** The records of stored filters (what `understand` echoed). */
  records(query: Record<string, unknown>): Promise<ExportRecords>;
}

const DWC = 'http://rs.tdwg.org/dwc/terms/';
const DCTERMS = 'http://purl.org/dc/terms/';

/** The fields of a distribution record in the API's order, with their Darwin Core terms; occurrenceID first. */
export const OCCURRENCE_COLUMNS: readonly Column[] = [
  { field: 'id', term: `${DWC}occurrenceID` },
  { field: 'taxonId', term: `${DWC}taxonID` },
  { field: 'species', term: `${DWC}scientificName` },
  { field: 'family', term: `${DWC}family` },
  { field: 'latitude', term: `${DWC}decimalLatitude` },
  { field: 'longitude', term: `${DWC}decimalLongitude` },
  { field: 'coordinateUncertaintyInMeters', term: `${DWC}coordinateUncertaintyInMeters` },
  { field: 'countryCode', term: `${DWC}countryCode` },
  { field: 'country', term: `${DWC}country` },
  { field: 'stateProvince', term: `${DWC}stateProvince` },
  { field: 'county', term: `${DWC}county` },
  { field: 'locality', term: `${DWC}locality` },
  { field: 'source', term: `${DCTERMS}source` },
  { field: 'basisOfRecord', term: `${DWC}basisOfRecord` },
  { field: 'institutionCode', term: `${DWC}institutionCode` },
  { field: 'collectionCode', term: `${DWC}collectionCode` },
  { field: 'catalogNumber', term: `${DWC}catalogNumber` },
  { field: 'eventDate', term: `${DWC}eventDate` },
  { field: 'year', term: `${DWC}year` },
  { field: 'month', term: `${DWC}month` },
  { field: 'day', term: `${DWC}day` },
  { field: 'dayOfYear', term: `${DWC}startDayOfYear` },
  { field: 'samplingProtocol', term: `${DWC}samplingProtocol` },
  { field: 'dataset', term: `${DWC}datasetName` },
  { field: 'licence', term: `${DCTERMS}license` },
  { field: 'recordedBy', term: `${DWC}recordedBy` },
];

/** 400 INVALID_BODY for filter names the list does not have. */
export function rejectUnknownFilters(filters: Record<string, unknown>, known: readonly string[]): void {
  const unknown = Object.keys(filters).filter((name) => !known.includes(name));
  if (unknown.length === 0) return;
  const details = Object.fromEntries(
    unknown.map((name) => [`filters.${name}`, `is no filter of this list (its filters: ${known.join(', ')})`]),
  );
  throw new ApiError('INVALID_BODY', `Unknown filter${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`, details);
}

/** A list's query parameters read from an export's `filters` by the contract's schemas (http/parameter-reader.ts). */
export interface FilterReader {
  readonly names: readonly string[];
  /** Checked and coerced with the contract's defaults; 400 INVALID_BODY naming `filters.<name>`. */
  read(values: Record<string, unknown>): Record<string, unknown>;
}

/** The list's filters of a request: no other names, each as its query parameter takes it. */
export function bodyFilters(reader: FilterReader, filters: Record<string, unknown>): Record<string, unknown> {
  rejectUnknownFilters(filters, reader.names);
  return reader.read(filters);
}

/** What `parse` gives; a list's 400 INVALID_QUERY naming a parameter becomes INVALID_BODY naming `filters.<name>`. */
export function asBody<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'INVALID_QUERY') throw error;
    const details = Object.fromEntries(Object.entries(error.details ?? {}).map(([name, v]) => [`filters.${name}`, v]));
    const named = Object.keys(details).map((name) => `'${name}' ${String(details[name])}`);
    throw new ApiError('INVALID_BODY', `Invalid filter${named.length > 1 ? 's' : ''}: ${named.join('; ')}`, details);
  }
}

/** The echo of read filters: every filter of the list by name, null for one not given. */
export function echoOf(reader: FilterReader, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(reader.names.map((name) => [name, values[name] ?? null]));
}

/** Columns named as the fields of a list item's schema in the contract, in its order. */
export function itemColumns(document: object, schema: string): Column[] {
  const schemas = (document as { components: { schemas: Record<string, { properties: object }> } }).components.schemas;
  return Object.keys(schemas[schema]!.properties).map((field) => ({ field }));
}

/** Pages read one after another from the first: `next` reads the one after `read` records, the last of them `last`. */
export async function* pagesFrom<T extends object>(
  first: T[],
  next: (read: number, last: T) => Promise<T[]>,
): AsyncGenerator<Record<string, unknown>[]> {
  let page = first;
  let read = 0;
  while (page.length > 0) {
    yield page as unknown as Record<string, unknown>[];
    read += page.length;
    page = await next(read, page.at(-1)!);
  }
}

/** Records held in memory, in pages. */
export async function* chunks<T>(items: readonly T[]): AsyncGenerator<Record<string, unknown>[]> {
  for (let start = 0; start < items.length; start += PAGE_SIZE)
    yield items.slice(start, start + PAGE_SIZE) as unknown as Record<string, unknown>[];
}

/** Occurrences: the filters of GET /distributions, records in id order by keyset pages of the list's own query. */
export function occurrencesList(distributions: DistributionsRepo): ExportableList {
  const parse = (filters: Record<string, unknown>) =>
    parseOccurrenceFilter(filters, { code: 'INVALID_BODY', nameOf: (name) => `filters.${name}` });
  return {
    formats: ['csv', 'tsv', 'dwca'],
    understand(filters) {
      rejectUnknownFilters(filters, FILTER_NAMES);
      const filter = parse(filters);
      return { query: { ...filterEcho(filter) }, key: filterKey(filter) };
    },
    async records(query) {
      const filter = parse(query);
      const [first, citation] = await Promise.all([
        distributions.list(filter, { limit: PAGE_SIZE, offset: 0 }),
        distributions.citations(filter),
      ]);
      const next = async (read: number, last: { id: string }) =>
        (await distributions.list(filter, { limit: PAGE_SIZE, offset: read, after: last.id })).items;
      return { total: first.total, columns: OCCURRENCE_COLUMNS, pages: pagesFrom(first.items, next), citation };
    },
  };
}

/** Every list an export can read, by the request's `dataset`. */
export type ExportableLists = Readonly<Partial<Record<ExportDataset, ExportableList>>>;
