// Specimen barcode records (/barcodes/specimens): the filtered list by page or cursor, one record, and their FASTA, read
// from an in-memory index of the loaded data version (specimen-index.ts) and the sequences from the database.
import { ApiError } from '../../core/errors.js';
import type { Db } from '../database.js';
import { sql } from '../sql.js';
import { decodeCursor, encodeCursor } from './specimen-cursor.js';
import {
  type BarcodeSpecimen,
  type BoundingBox,
  filterKey,
  type PageWindow,
  SpecimenIndex,
  type SpecimenFilter,
  type SpecimenRow,
} from './specimen-index.js';

export type { BarcodeSpecimen } from './specimen-index.js';
/** The canonical text of a filter (what a cursor is bound to, and identical export requests share). */
export { filterKey as specimenFilterKey } from './specimen-index.js';

/** The list's parameters as the contract validated them. */
export interface SpecimenQuery {
  readonly taxonId?: number;
  readonly country?: string;
  readonly marker?: string;
  readonly bbox?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly q?: string;
  readonly cursor?: string;
  readonly page: number;
  readonly pageSize: number;
}

export interface SpecimenList {
  items: BarcodeSpecimen[];
  total: number;
  /** Matches before this page. */
  skipped: number;
  /** A match follows the page. */
  more: boolean;
  nextCursor: string | null;
}

function invalid(parameter: string, message: string): ApiError {
  return new ApiError('INVALID_QUERY', `Invalid parameter: '${parameter}' ${message}`, { [parameter]: message });
}

/** `minLon,minLat,maxLon,maxLat` → a box, or 400 INVALID_QUERY naming what is wrong. */
export function parseBoundingBox(text: string): BoundingBox {
  const values = text.split(',').map((part) => Number(part.trim()));
  if (values.length !== 4 || values.some((v) => !Number.isFinite(v)))
    throw invalid('bbox', 'must be four numbers: minLon,minLat,maxLon,maxLat.');
  const [minLon, minLat, maxLon, maxLat] = values;
  if ([minLon, maxLon].some((v) => v < -180 || v > 180)) throw invalid('bbox', 'longitudes must lie in -180..180.');
  if ([minLat, maxLat].some((v) => v < -90 || v > 90)) throw invalid('bbox', 'latitudes must lie in -90..90.');
  if (minLat > maxLat) throw invalid('bbox', 'minLat must not be above maxLat.');
  return { minLon, minLat, maxLon, maxLat };
}

const blankToNull = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());

/** The query's filters as the index applies them; 400 INVALID_QUERY for a box or length range that cannot hold. */
export function specimenFilter(query: Omit<SpecimenQuery, 'cursor' | 'page' | 'pageSize'>): SpecimenFilter {
  const bbox = blankToNull(query.bbox);
  const filter: SpecimenFilter = {
    taxonId: query.taxonId ?? null,
    country: blankToNull(query.country),
    marker: blankToNull(query.marker),
    bbox: bbox === null ? null : parseBoundingBox(bbox),
    minLength: query.minLength ?? null,
    maxLength: query.maxLength ?? null,
    q: blankToNull(query.q),
  };
  if (filter.minLength !== null && filter.maxLength !== null && filter.minLength > filter.maxLength)
    throw invalid('maxLength', 'must not be below minLength.');
  return filter;
}

/** `>processId|scientificName|marker|country`; the sample id stands in for a missing process id. */
export function specimenFasta(item: BarcodeSpecimen, sequence: string): string {
  return `>${item.processId ?? item.sampleId}|${item.scientificName}|${item.marker}|${item.country ?? ''}\n${sequence}\n`;
}

/** `dataVersion`: the loaded data version (core/data-version.ts); the index is rebuilt when it changes. */
export function createSpecimensRepo(db: Db, dataVersion: () => Promise<string | null>) {
  let built: { version: string; index: Promise<SpecimenIndex> } | null = null;

  async function current(): Promise<{ version: string; index: SpecimenIndex }> {
    const version = (await dataVersion()) ?? '';
    if (!built || built.version !== version) {
      const index = db.any<SpecimenRow>(sql('barcodes/specimen-records.sql')).then((rows) => new SpecimenIndex(rows));
      const entry = { version, index };
      built = entry;
      // a failed build (database down) is tried again by the next request
      index.catch(() => {
        if (built === entry) built = null;
      });
    }
    return { version: built.version, index: await built.index };
  }

  async function sequences(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db.any<{ id: string; sequence: string }>(sql('barcodes/specimen-sequences.sql'), { ids });
    return new Map(rows.map((row) => [row.id, row.sequence]));
  }

  return {
    /** Builds the index of the loaded data version (the warm-up runs it, so no request waits for it). */
    async warm(): Promise<void> {
      await current();
    },

    async list(query: SpecimenQuery): Promise<SpecimenList> {
      const filter = specimenFilter(query);
      const key = filterKey(filter);
      const { version, index } = await current();
      const cursor = blankToNull(query.cursor);
      if (cursor !== null && query.page > 1) throw invalid('page', 'must be 1 (or absent) with a cursor.');
      const window: PageWindow =
        cursor === null
          ? { kind: 'offset', offset: (query.page - 1) * query.pageSize, limit: query.pageSize }
          : { kind: 'after', afterPosition: decodeCursor(cursor, version, key), limit: query.pageSize };
      const page = index.page(filter, window);
      const last = page.positions.at(-1);
      return {
        items: page.positions.map((p) => index.items[p]),
        total: page.total,
        skipped: page.skipped,
        more: page.more,
        nextCursor: page.more && last !== undefined ? encodeCursor(version, key, last) : null,
      };
    },

    /** The records as FASTA, in their order. */
    async fasta(items: readonly BarcodeSpecimen[]): Promise<string> {
      const byId = await sequences(items.map((item) => item.id));
      return items.map((item) => specimenFasta(item, byId.get(item.id) ?? '')).join('');
    },

    /**
     * The record a record id or sample id names (narrowed by marker), with its sequence; null when none does, 409
     * AMBIGUOUS_SAMPLE_ID when several do.
     */
    async get(idOrSampleId: string, marker: string | null): Promise<(BarcodeSpecimen & { sequence: string }) | null> {
      const { index } = await current();
      const named = index
        .lookup(idOrSampleId)
        .filter((p) => marker === null || index.hasMarker(p, marker))
        .map((p) => index.items[p]);
      if (named.length > 1)
        throw new ApiError(
          'AMBIGUOUS_SAMPLE_ID',
          `Sample id '${idOrSampleId}' names ${named.length} records; narrow by marker or ask for one by its id.`,
          { sampleId: idOrSampleId, records: named.map((item) => ({ id: item.id, marker: item.marker })) },
        );
      const item = named[0];
      if (!item) return null;
      const sequence = (await sequences([item.id])).get(item.id);
      return sequence === undefined ? null : { ...item, sequence };
    },
  };
}

export type SpecimensRepo = ReturnType<typeof createSpecimensRepo>;
