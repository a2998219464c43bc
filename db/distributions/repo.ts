// Occurrence distributions: filtered record pages, overview and per-node aggregates, and the tile source rows.
import { StringDecoder } from 'node:string_decoder';
import pgPromise from 'pg-promise';
import { to as copyTo, type CopyToStreamQuery } from 'pg-copy-streams';
import type { DataVersion } from '../../core/data-version.js';
import { ENUM_VALUES, MAX_ITEMS, type Schema } from '../../generated/operations.js';
import type { Db } from '../database.js';
import { sql } from '../sql.js';
import { escapeLike, safeOffset } from '../catalog-query.js';
import { createQueryCache } from '../query-cache.js';

export type DistributionSource = Schema<'DistributionSource'>;
/** Every source of the contract, in its order (the tile index numbers them by it). */
export const DISTRIBUTION_SOURCES: readonly DistributionSource[] = ENUM_VALUES.DistributionSource;
/** Overview / by-node results kept in memory (per data version and filter). */
const AGGREGATE_CACHE_ENTRIES = 128;
/** Heatmap cell edges tried finest first; 30° always fits the bound (12 × 6 cells). */
const HEATMAP_CELL_SIZES = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30];

export interface DistributionFilter {
  q?: string;
  source?: DistributionSource;
  /** true: only records with coordinates; false: only those without; absent: all. */
  hasCoordinate?: boolean;
}

/** One located occurrence as tile-points.sql streams it: Web Mercator metres and its tile filter keys. */
export interface TilePoint {
  mercX: number;
  mercY: number;
  source: string;
  family: string | null;
  countryCode: string | null;
  country: string | null;
  taxonId: number | null;
}

interface RecordRow {
  id: string;
  taxon_id: number | null;
  species: string | null;
  family: string | null;
  latitude: number | null;
  longitude: number | null;
  coordinate_uncertainty_m: number | null;
  country_code: string | null;
  country: string | null;
  state_province: string | null;
  county: string | null;
  locality: string | null;
  source: DistributionSource;
  basis_of_record: string | null;
  institution_code: string | null;
  collection_code: string | null;
  catalog_number: string | null;
  event_date: string | null;
  year: number | null;
  month: number | null;
  day: number | null;
  day_of_year: number | null;
  sampling_protocol: string | null;
  dataset: string | null;
  licence: string;
  recorded_by: string | null;
}

type Overview = Schema<'DistributionOverviewData'>;
type ByNode = Schema<'DistributionByNodeData'>;

/** aggregate.sql's one row: the statistics already in the contract's shapes (built as JSON in SQL). */
interface AggregateRow {
  totals: Overview['totals'];
  countries: Schema<'CountryStat'>[];
  sources: Schema<'SourceStat'>[];
  bbox: Schema<'BoundingBox'>;
  year_range: ByNode['yearRange'];
  /** null when no heatmap was asked for. */
  cell_size: number | null;
  heatmap: Overview['heatmap']['points'] | null;
  points: ByNode['points'] | null;
  truncated: boolean;
}

/** Most words of a `q` that are matched (each must occur); the rest are ignored (as in the other catalogs). */
const MAX_SEARCH_WORDS = 8;

/** `q` → its distinct words, each with its `%word%` LIKE pattern (metacharacters literal); none → no filter. */
export function searchWords(q: string | undefined): { word: string; pattern: string }[] {
  const words = [
    ...new Set(
      (q ?? '')
        .trim()
        .split(/\s+/)
        .filter((w) => w.length > 0),
    ),
  ].slice(0, MAX_SEARCH_WORDS);
  return words.map((word) => ({ word, pattern: `%${escapeLike(word)}%` }));
}

/** A COPY text field: \\N is null; backslash escapes undone. */
function copyField(value: string | undefined): string | null {
  if (value === undefined || value === '\\N') return null;
  return value.includes('\\')
    ? value.replace(/\\(.)/g, (_m, c: string) => ({ t: '\t', n: '\n', r: '\r' })[c] ?? c)
    : value;
}

/** One line of tile-points.sql's COPY output → a tile point. */
export function parseTilePoint(line: string): TilePoint {
  const [x, y, source, family, countryCode, country, taxon] = line.split('\t');
  return {
    mercX: Number(x),
    mercY: Number(y),
    source: copyField(source) ?? '',
    family: copyField(family),
    countryCode: copyField(countryCode),
    country: copyField(country),
    taxonId: taxon === undefined || taxon === '\\N' ? null : Number(taxon),
  };
}

function toRecord(row: RecordRow): Schema<'DistributionRecord'> {
  return {
    id: row.id,
    taxonId: row.taxon_id,
    species: row.species,
    family: row.family,
    latitude: row.latitude,
    longitude: row.longitude,
    coordinateUncertaintyInMeters: row.coordinate_uncertainty_m,
    countryCode: row.country_code,
    country: row.country,
    stateProvince: row.state_province,
    county: row.county,
    locality: row.locality,
    source: row.source,
    basisOfRecord: row.basis_of_record,
    institutionCode: row.institution_code,
    collectionCode: row.collection_code,
    catalogNumber: row.catalog_number,
    eventDate: row.event_date,
    year: row.year,
    month: row.month,
    day: row.day,
    dayOfYear: row.day_of_year,
    samplingProtocol: row.sampling_protocol,
    dataset: row.dataset,
    licence: row.licence,
    recordedBy: row.recorded_by,
  };
}

/** English country names from the ICU (CLDR) data shipped with Node, for codes whose source gives no name. */
const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

export function countryNameOf(code: string): string | null {
  try {
    return REGION_NAMES.of(code) ?? null;
  } catch {
    return null; // not a well-formed region code
  }
}

export function createDistributionsRepo(db: Db, dataVersion: DataVersion) {
  let countryNames: Promise<string> | null = null;
  /** JSON [{code, name}] of the ISO codes present; per repo, since codes only change with a reload. */
  const names = () =>
    (countryNames ??= db
      .any<{ code: string }>(sql('distributions/country-codes.sql'))
      .then((rows) =>
        JSON.stringify(rows.map(({ code }) => ({ code, name: countryNameOf(code) })).filter((r) => r.name)),
      )
      .catch((error: unknown) => {
        countryNames = null;
        throw error;
      }));

  /**
   * The WHERE condition of the filter over occurrence `o` (record-filter.sql). Each `q` word is first looked up in the
   * search dictionaries built at load (search-terms.sql: a few thousand short documents), so the condition on the
   * records compares small integer ids and identifiers, all indexed.
   */
  async function recordFilter(filter: DistributionFilter): Promise<string> {
    const words = searchWords(filter.q);
    let wordsSql = 'true';
    if (words.length > 0) {
      const found = await db.any<{ word: number; kind: string; ids: number[] }>(sql('distributions/search-terms.sql'), {
        patterns: words.map((w) => w.pattern),
      });
      const ids = (word: number, kind: string) => found.find((r) => r.word === word && r.kind === kind)?.ids ?? [];
      wordsSql = words
        .map(({ word }, index) =>
          pgPromise.as.format(sql('distributions/match-word.sql'), {
            word,
            names: ids(index + 1, 'name'),
            places: ids(index + 1, 'place'),
            collections: ids(index + 1, 'collection'),
          }),
        )
        .join(' AND ');
    }
    return pgPromise.as.format(sql('distributions/record-filter.sql'), {
      source: filter.source ?? null,
      hasCoordinate: filter.hasCoordinate ?? null,
      words: wordsSql,
    });
  }

  /**
   * Aggregates and a filter's record count only change with the data: kept per data version (query-cache.ts). Up to
   * AGGREGATE_CACHE_ENTRIES aggregates, each at most a few hundred KB, so the common overview is computed once; and
   * a filter's WHERE condition with its count, so paging through one filter costs one query per page.
   */
  const aggregates = createQueryCache({
    max: AGGREGATE_CACHE_ENTRIES,
    versionTtlMs: 1000,
    version: () => dataVersion.current(),
  });
  const filterCounts = createQueryCache({ max: 1000, versionTtlMs: 1000, version: () => dataVersion.current() });
  /** `q` keeps its case in a key: a word also matches record identifiers exactly (match-word.sql). */
  const filterKey = (filter: DistributionFilter) => [
    filter.q?.trim() ?? null,
    filter.source ?? null,
    filter.hasCoordinate ?? null,
  ];

  /** The records of a filter, or those of a node's subtree (read from the per-taxon rollups). */
  type AggregateOf = { filter: DistributionFilter } | { nodeId: number };
  function aggregate(of: AggregateOf, want: { heatmap: boolean; points: boolean }) {
    const key = JSON.stringify(['filter' in of ? filterKey(of.filter) : of.nodeId, want]);
    return aggregates.get(key, async () => {
      const countryNames = await names();
      const inputs =
        'nodeId' in of
          ? pgPromise.as.format(sql('distributions/aggregate-subtree.sql'), { nodeId: of.nodeId, countryNames })
          : pgPromise.as.format(sql('distributions/aggregate-records.sql'), {
              filter: await recordFilter(of.filter),
              countryNames,
            });
      return db.one<AggregateRow>(sql('distributions/aggregate.sql'), {
        inputs,
        cellSizes: HEATMAP_CELL_SIZES,
        // heatmap cells and by-node points are cut to the contract's bounds
        maxCells: want.heatmap ? MAX_ITEMS['DistributionOverviewData.heatmap.points'] : 0,
        maxPoints: want.points ? MAX_ITEMS['DistributionByNodeData.points'] : 0,
      });
    });
  }

  const countedFilter = (filter: DistributionFilter) =>
    filterCounts.get(JSON.stringify(filterKey(filter)), async () => {
      const where = await recordFilter(filter);
      const { total } = await db.one<{ total: number }>(sql('distributions/count-records.sql'), { filter: where });
      return { where, total };
    });

  return {
    async list(
      filter: DistributionFilter & { limit: number; offset: number },
    ): Promise<{ total: number; items: Schema<'DistributionRecord'>[] }> {
      const { where, total } = await countedFilter(filter);
      if (total === 0 || filter.offset >= total) return { total, items: [] };
      const pageIds = pgPromise.as.format(sql('distributions/list-records.sql'), {
        filter: where,
        limit: filter.limit,
        offset: safeOffset(filter.offset),
      });
      const rows = await db.any<RecordRow>(sql('distributions/page-records.sql'), {
        pageIds,
        countryNames: await names(),
      });
      return { total, items: rows.map(toRecord) };
    },

    async overview(filter: DistributionFilter): Promise<Overview> {
      const row = await aggregate({ filter }, { heatmap: true, points: false });
      return {
        countries: row.countries,
        heatmap: { cellSizeDegrees: row.cell_size ?? 0, points: row.heatmap ?? [] },
        sources: row.sources,
        totals: row.totals,
      };
    },

    /** A taxonomy node as the by-node answer names it, and whether it is a root of the tree; null when unknown. */
    async node(nodeId: number): Promise<{ node: Schema<'TaxonRef'>; isRoot: boolean } | null> {
      const row = await db.oneOrNone<{ id: number; name: string; rank: string; is_root: boolean }>(
        sql('distributions/node.sql'),
        { nodeId },
      );
      return row && { node: { id: row.id, name: row.name, rank: row.rank }, isRoot: row.is_root };
    },

    /** The `limit` non-root nodes with the most occurrence records under them (the costliest per-node aggregates). */
    largestSubtrees(limit: number): Promise<number[]> {
      return db.map(sql('distributions/largest-subtrees.sql'), { limit }, (r: { id: number }) => r.id);
    },

    /** Ids of a node and its descendants (empty for an unknown node). */
    async subtreeTaxa(taxonId: number): Promise<number[]> {
      const rows = await db.any<{ id: number }>(sql('distributions/subtree-taxa.sql'), { taxonId });
      return rows.map((r) => r.id);
    },

    async byNode(node: Schema<'TaxonRef'>): Promise<ByNode> {
      const row = await aggregate({ nodeId: node.id }, { heatmap: false, points: true });
      return {
        node: { id: node.id, name: node.name, rank: node.rank },
        totals: {
          records: row.totals.records,
          recordsWithoutCoordinates: row.totals.recordsWithoutCoordinates,
          species: row.totals.species,
        },
        countries: row.countries,
        sources: row.sources,
        bbox: row.bbox,
        yearRange: row.year_range,
        points: row.points ?? [],
        truncated: row.truncated,
      };
    },

    /**
     * Every located occurrence with its tile filter keys, streamed (COPY … TO STDOUT, text format) so that
     * millions of points never exist as row objects at once.
     */
    async streamTilePoints(onRow: (row: TilePoint) => void): Promise<void> {
      const query = pgPromise.as.format(sql('distributions/tile-points.sql'));
      const connection = await db.connect();
      try {
        // pg returns the stream it was given for a Submittable; its typings only know the promise overloads
        const stream = connection.client.query(copyTo(`COPY (${query}) TO STDOUT`)) as unknown as CopyToStreamQuery;
        const decoder = new StringDecoder('utf8'); // a chunk may end inside a multi-byte character
        let rest = '';
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          const lines = (rest + decoder.write(chunk)).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) onRow(parseTilePoint(line));
        }
        if (rest) onRow(parseTilePoint(rest));
      } finally {
        await connection.done();
      }
    },
  };
}

export type DistributionsRepo = ReturnType<typeof createDistributionsRepo>;
