// Occurrence distributions: filtered record pages, overview and per-node aggregates, and the tile source rows.
import { StringDecoder } from 'node:string_decoder';
import pgPromise from 'pg-promise';
import { to as copyTo, type CopyToStreamQuery } from 'pg-copy-streams';
import type { DataVersion } from '../../core/data-version.js';
import { BUILD_WAIT_MS, stillBuilding, waitAtMost } from '../../core/wait-at-most.js';
import { MAX_ITEMS, type Schema } from '../../generated/operations.js';
import type { Db } from '../database.js';
import { sql } from '../sql.js';
import { escapeLike, safeOffset } from '../catalog-query.js';
import { createQueryCache } from '../query-cache.js';
import { unboundedTextScans, type TextScans } from '../text-scans.js';
import { createVersionedBuild } from '../versioned-build.js';
import { encodeCursor, type CursorPosition } from './cursor.js';
import {
  BASIS_OF_RECORD,
  filterKey,
  NO_FILTER,
  type BasisOfRecord,
  type OccurrenceFilter,
} from './occurrence-filter.js';
import { pgPolygon, ringBounds } from './wkt.js';
import { RecordOrder, type RecordOrderRow, type RecordOrderSource, type WordMatches } from './record-order.js';
import {
  RecordFilterColumns,
  RecordFilters,
  TaxonRanges,
  type FacetGroup,
  type RecordFilterRow,
  type ResolvedRecordFilter,
  type TaxonPathRow,
} from './record-filters.js';
import { RecordRows, toRecord, type RecordRow } from './record-rows.js';
import { positionsOf, selectionSize, type Selection } from './record-bits.js';
import { WordIndex, type RecordKeysRow, type SearchDocumentsRow } from './word-index.js';
import { overviewOf, type OverviewTexts } from './record-overview.js';
import { NodeAggregates, type NodeAggregateSource } from './node-aggregates.js';

export type FacetName = NonNullable<Schema<'DistributionFacets'>> extends infer F ? keyof F : never;
type Facets = Schema<'DistributionFacets'>;
/** Overview / by-node results kept in memory (per data version and filter). */
const AGGREGATE_CACHE_ENTRIES = 128;
/**
 * Most records of a `q` whose overview is computed from the in-memory rows (record-overview.ts); a `q` selecting
 * more takes aggregate.sql, whose answer is kept, rather than hold the event loop that long.
 */
const OVERVIEW_IN_MEMORY = 50_000;
/** Selections kept per data version, the least recently asked dropped first (4 bytes per record selected). */
const RECENT_SELECTIONS = 8;
/** What an overview's aggregate holds (a heatmap; no points, which are by-node's). */
const OVERVIEW_WANTS = { heatmap: true, points: false } as const;
/** Heatmap cell edges tried finest first; 30° always fits the bound (12 × 6 cells). */
const HEATMAP_CELL_SIZES = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30];

/** One located occurrence as tile-points.sql streams it: Web Mercator metres and its tile filter keys. */
export interface TilePoint {
  mercX: number;
  mercY: number;
  source: string;
  family: string | null;
  countryCode: string | null;
  country: string | null;
  taxonId: number | null;
  /** The record's occurrence.seq (the key of a filter's selection). */
  seq: number;
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
  const [x, y, source, family, countryCode, country, taxon, seq] = line.split('\t');
  return {
    mercX: Number(x),
    mercY: Number(y),
    source: copyField(source) ?? '',
    family: copyField(family),
    countryCode: copyField(countryCode),
    country: copyField(country),
    taxonId: taxon === undefined || taxon === '\\N' ? null : Number(taxon),
    seq: Number(seq),
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

/** A source's basisOfRecord in GBIF's form: `PreservedSpecimen` and `preserved specimen` → PRESERVED_SPECIMEN. */
export function basisOfRecordForm(raw: string): string {
  return raw
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toUpperCase();
}

/** What a filter needs from the data beyond its own values, read once per data version. */
interface FilterDictionaries {
  /** Lower-case family → the record name groups showing it (family-groups.sql). */
  groupsOfFamily: Map<string, number[]>;
  familyOfGroup: Map<number, string>;
  /** GBIF form → the raw values the sources write for it. */
  basisValues: Map<string, string[]>;
}

/** One facet value before sorting: the filter value, its label and its records. */
type FacetEntry = Schema<'DistributionFacetValue'>;

export interface FacetRequest {
  names: readonly FacetName[];
  limit: number;
  rank: string;
}

/** A filter the in-memory record order answers exactly as record-filter.sql: none, or `q` alone. */
const onlyQ = (filter: OccurrenceFilter) =>
  (Object.keys(filter) as (keyof OccurrenceFilter)[]).every((name) => name === 'q' || filter[name] === null);
/** A filter the in-memory record filters answer as record-filter.sql: any but polygons (their test stays in the SQL). */
const inMemory = (filter: OccurrenceFilter) => filter.geometry === null;

export interface DistributionsRepoOptions {
  /** Answer record pages of no filter or `q` alone from the in-memory record order (default true). */
  readonly recordOrder?: boolean;
  /**
   * Where the reads of every record run — the record order's build, the tile points, the aggregate over every record
   * (db/database.ts's buildDb: their own pool and statement timeout); default `db`.
   */
  readonly buildDb?: Db;
  /**
   * Longest a request waits for the aggregate over every record being computed on the builds pool (minutes at 10× the
   * records) before 503 SERVICE_BUSY with Retry-After; the computation goes on and is kept. Default BUILD_WAIT_MS.
   */
  readonly buildWaitMs?: number;
  /** The bound on the queries matching `q`'s words the word index does not answer (db/text-scans.ts); default none. */
  readonly textScans?: TextScans;
}

/** The answer of a request whose aggregate over every record is still being computed past its wait. */
const aggregateNotReady = stillBuilding('The overview of every record is being computed');

/** Records per read of the record order's build (record-order.sql): a few MB of rows at a time, whatever n is. */
const RECORD_ORDER_BATCH = 50_000;

export function createDistributionsRepo(db: Db, dataVersion: DataVersion, options: DistributionsRepoOptions = {}) {
  const buildDb = options.buildDb ?? db;
  const textScans = options.textScans ?? unboundedTextScans;
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

  /**
   * The family and basisOfRecord dictionaries of the loaded data (a few thousand rows, read once per version; the
   * distinct basisOfRecord values read every record: on the builds pool, as the warm-up reads them).
   */
  const dictionaries = () =>
    filterCounts.get('dictionaries', async (): Promise<FilterDictionaries> => {
      const [families, basis] = await Promise.all([
        buildDb.any<{ name_group: number; family: string | null }>(sql('distributions/family-groups.sql')),
        buildDb.any<{ value: string }>(sql('distributions/basis-values.sql')),
      ]);
      const groupsOfFamily = new Map<string, number[]>();
      const familyOfGroup = new Map<number, string>();
      for (const { name_group, family } of families) {
        if (family === null) continue;
        familyOfGroup.set(name_group, family);
        const key = family.toLowerCase();
        groupsOfFamily.set(key, [...(groupsOfFamily.get(key) ?? []), name_group]);
      }
      const basisValues = new Map<string, string[]>();
      for (const { value } of basis) {
        const form = basisOfRecordForm(value);
        basisValues.set(form, [...(basisValues.get(form) ?? []), value]);
      }
      return { groupsOfFamily, familyOfGroup, basisValues };
    });

  /** A page of records as API fields (page-records.sql over the ids `pageIds` selects, formatted). */
  const pageRecords = async (pageIds: string, via: Db = db) =>
    via.any<RecordRow>(sql('distributions/page-records.sql'), { pageIds, countryNames: await names() });

  /**
   * Every record's id, seq, search groups and filter columns in the list's order, read in id-ordered batches
   * (record-order.sql), with the taxa's paths, ranks and names (taxon-paths.sql).
   */
  async function readRecordOrder(): Promise<{ order: RecordOrder; filters: RecordFilters }> {
    const source: RecordOrderSource = { ids: [], seqs: [], name_groups: [], place_groups: [], collection_groups: [] };
    const taxa = await buildDb.any<TaxonPathRow>(sql('distributions/taxon-paths.sql'));
    const columns = new RecordFilterColumns(new TaxonRanges(taxa));
    for (let after: string | null = null; ;) {
      const batch: (RecordOrderRow & RecordFilterRow)[] = await buildDb.any<RecordOrderRow & RecordFilterRow>(
        sql('distributions/record-order.sql'),
        {
          after,
          limit: RECORD_ORDER_BATCH,
        },
      );
      for (const row of batch) {
        source.ids.push(row.id);
        source.seqs.push(row.seq);
        source.name_groups.push(row.name_group);
        source.place_groups.push(row.place_group);
        source.collection_groups.push(row.collection_group);
      }
      columns.addBatch(batch);
      if (batch.length < RECORD_ORDER_BATCH)
        return { order: new RecordOrder(source), filters: new RecordFilters(columns) };
      after = batch[batch.length - 1]!.id;
    }
  }

  /**
   * The loaded data version's records in memory, built once per version: their order (record-order.sql), what a `q`
   * word matches (word-index.ts) and every record's fields (record-rows.ts, read in id-ordered batches).
   */
  const recordOrder = createVersionedBuild(async () => {
    const [{ order, filters }, documents, keys, texts] = await Promise.all([
      readRecordOrder(),
      buildDb.any<SearchDocumentsRow>(sql('distributions/search-documents.sql')),
      buildDb.one<RecordKeysRow>(sql('distributions/record-keys.sql')),
      names().then((countryNames) =>
        buildDb.one<{ texts: string[]; titles: Record<string, string> }>(sql('distributions/text-order.sql'), {
          countryNames,
        }),
      ),
    ]);
    const words = new WordIndex(documents, keys, (seq) => order.idOfSeq(seq));
    const rows = await RecordRows.build(order.ids, (after, limit) =>
      pageRecords(pgPromise.as.format(sql('distributions/record-batch.sql'), { after, limit }), buildDb),
    );
    const overviewTexts: OverviewTexts = {
      rank: new Map(texts.texts.map((text, i) => [text, i])),
      titles: new Map(Object.entries(texts.titles)),
    };
    return { order, filters, words, rows, overviewTexts };
  });
  /** The record order when it is built for `version`; otherwise null (and it is being built: requests use SQL). */
  const readyRecordOrder = (version: string | null) =>
    version === null || options.recordOrder === false ? null : recordOrder.ready(version);

  /** The per-node aggregates of the loaded data version, built once per version (node-aggregates.ts). */
  const nodeAggregates = createVersionedBuild(async () => {
    const results = await db.multi(sql('distributions/node-aggregates.sql'), { countryNames: await names() });
    return new NodeAggregates(results as NodeAggregateSource);
  });
  /** The per-node aggregates when built for the loaded version; otherwise null (and being built: requests use SQL). */
  async function readyNodeAggregates(): Promise<NodeAggregates | null> {
    const version = await dataVersion.current();
    return version === null ? null : nodeAggregates.ready(version);
  }

  /** node() answered by node.sql. */
  async function nodeSql(nodeId: number): Promise<{ node: Schema<'TaxonRef'>; isRoot: boolean } | null> {
    const row = await db.oneOrNone<{ id: number; name: string; rank: string; is_root: boolean }>(
      sql('distributions/node.sql'),
      { nodeId },
    );
    return row && { node: { id: row.id, name: row.name, rank: row.rank }, isRoot: row.is_root };
  }

  /** byNode() answered by aggregate-subtree.sql and aggregate.sql (kept in the aggregate cache). */
  async function byNodeSql(node: Schema<'TaxonRef'>): Promise<ByNode> {
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
  }

  /**
   * What each of `q`'s words matches (word-matches.sql), in the words' order; null without `q`. From `index` when it
   * answers every word exactly, else in one query.
   */
  async function wordMatches(q: string | null, index?: WordIndex): Promise<WordMatches[] | null> {
    const words = searchWords(q ?? undefined);
    if (words.length === 0) return null;
    if (index) {
      const matched = words.map(({ word }) => index.match(word));
      if (matched.every((m) => m !== null)) return matched;
    }
    const terms = pgPromise.as.format(sql('distributions/search-terms.sql'), { patterns: words.map((w) => w.pattern) });
    const rows = await textScans(() =>
      db.any<{ word: number; kind: keyof WordMatches; ids: number[] }>(sql('distributions/word-matches.sql'), {
        terms,
        words: words.map((w) => w.word),
      }),
    );
    return words.map((_, index) => {
      const of = (kind: keyof WordMatches) => rows.find((r) => r.word === index + 1 && r.kind === kind)?.ids ?? [];
      return { name: of('name'), place: of('place'), collection: of('collection'), record: of('record') };
    });
  }

  /** `q`'s words as match-word.sql conditions (ANDed), each looked up first in the search dictionaries. */
  async function wordsCondition(q: string | null): Promise<string> {
    const words = searchWords(q ?? undefined);
    if (words.length === 0) return 'true';
    const found = await textScans(() =>
      db.any<{ word: number; kind: string; ids: number[] }>(sql('distributions/search-terms.sql'), {
        patterns: words.map((w) => w.pattern),
      }),
    );
    const ids = (word: number, kind: string) => found.find((r) => r.word === word && r.kind === kind)?.ids ?? [];
    return words
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

  /** The polygons of a `geometry` filter as polygon-filter.sql conditions (ORed). */
  function geometryCondition(filter: OccurrenceFilter): string {
    if (!filter.geometry) return 'true';
    return filter.geometry
      .map(([outer, ...holes]) => {
        const [west, south, east, north] = ringBounds(outer!);
        return pgPromise.as.format(sql('distributions/polygon-filter.sql'), {
          west,
          south,
          east,
          north,
          outer: pgPolygon(outer!),
          holes: holes.map(pgPolygon),
        });
      })
      .join(' OR ');
  }

  /**
   * The WHERE condition of a filter over occurrence `o` (record-filter.sql). Each `q` word is first looked up in the
   * search dictionaries built at load (search-terms.sql: a few thousand short documents), and families and
   * basisOfRecord forms in the per-version dictionaries, so the condition on the records compares small integer ids
   * and plain values.
   */
  async function recordFilter(filter: OccurrenceFilter): Promise<string> {
    const needsDictionaries = filter.family !== null || filter.basisOfRecord !== null;
    const [words, dict] = await Promise.all([
      wordsCondition(filter.q),
      needsDictionaries ? dictionaries() : Promise.resolve(null),
    ]);
    const range = (r: { min: number | null; max: number | null } | null) => [r?.min ?? null, r?.max ?? null];
    const [yearMin, yearMax] = range(filter.year);
    const [monthMin, monthMax] = range(filter.month);
    const [dayMin, dayMax] = range(filter.dayOfYear);
    const [uncertaintyMin, uncertaintyMax] = range(filter.coordinateUncertaintyInMeters);
    const [minLon, minLat, maxLon, maxLat] = filter.bbox ?? [null, null, null, null];
    return pgPromise.as.format(sql('distributions/record-filter.sql'), {
      source: filter.source,
      hasCoordinate: filter.hasCoordinate,
      taxa: filter.taxonId,
      countries: filter.country,
      nameGroups: filter.family && filter.family.flatMap((f) => dict!.groupsOfFamily.get(f) ?? []),
      yearMin,
      yearMax,
      monthMin,
      monthMax,
      dayMin,
      dayMax,
      uncertaintyMin,
      uncertaintyMax,
      basisOfRecord: filter.basisOfRecord && filter.basisOfRecord.flatMap((b) => dict!.basisValues.get(b) ?? []),
      minLon,
      minLat,
      maxLon,
      maxLat,
      geometry: geometryCondition(filter),
      words,
    });
  }

  /** The records of a filter, or those of a node's subtree (read from the per-taxon rollups). */
  type AggregateOf = { filter: OccurrenceFilter } | { nodeId: number };
  /**
   * The aggregate of a filter's records or a node's subtree, kept per data version. The one over every record (the
   * unfiltered overview) reads them all: a build on the builds pool, which a request waits for at most
   * `buildWaitMs` unless `unbounded` (the warm-up, which is there to wait for it).
   */
  function aggregate(of: AggregateOf, want: { heatmap: boolean; points: boolean }, unbounded = false) {
    const key = JSON.stringify(['filter' in of ? filterKey(of.filter) : of.nodeId, want]);
    const everyRecord = 'filter' in of && filterKey(of.filter) === filterKey(NO_FILTER);
    const row = aggregates.get(key, async () => {
      const countryNames = await names();
      const inputs =
        'nodeId' in of
          ? pgPromise.as.format(sql('distributions/aggregate-subtree.sql'), { nodeId: of.nodeId, countryNames })
          : pgPromise.as.format(sql('distributions/aggregate-records.sql'), {
              filter: await recordFilter(of.filter),
              countryNames,
            });
      return (everyRecord ? buildDb : db).one<AggregateRow>(sql('distributions/aggregate.sql'), {
        inputs,
        cellSizes: HEATMAP_CELL_SIZES,
        // heatmap cells and by-node points are cut to the contract's bounds
        maxCells: want.heatmap ? MAX_ITEMS['DistributionOverviewData.heatmap.points'] : 0,
        maxPoints: want.points ? MAX_ITEMS['DistributionByNodeData.points'] : 0,
      });
    });
    return everyRecord && !unbounded ? waitAtMost(row, options.buildWaitMs ?? BUILD_WAIT_MS, aggregateNotReady) : row;
  }

  /** The filter with its families and basisOfRecord forms read as the columns hold them (record-filters.ts). */
  async function resolvedFilter(filter: OccurrenceFilter): Promise<ResolvedRecordFilter> {
    const dict = filter.family !== null || filter.basisOfRecord !== null ? await dictionaries() : null;
    return {
      source: filter.source,
      hasCoordinate: filter.hasCoordinate,
      taxonIds: filter.taxonId,
      countries: filter.country,
      nameGroups: filter.family && filter.family.flatMap((f) => dict!.groupsOfFamily.get(f) ?? []),
      year: filter.year,
      month: filter.month,
      dayOfYear: filter.dayOfYear,
      coordinateUncertaintyInMeters: filter.coordinateUncertaintyInMeters,
      basisOfRecord: filter.basisOfRecord && filter.basisOfRecord.flatMap((b) => dict!.basisValues.get(b) ?? []),
      bbox: filter.bbox,
    };
  }

  /**
   * The positions of the filter's records in the in-memory record order (null: every record), as record-filter.sql.
   * The last few are kept per version: a page and its facets, or a map's tiles, ask for the same filter at once.
   */
  function selectInMemory(
    memory: NonNullable<ReturnType<typeof readyRecordOrder>>,
    filter: OccurrenceFilter,
  ): Promise<Selection | null> {
    let recent = recentSelections.get(memory);
    if (!recent) recentSelections.set(memory, (recent = new Map()));
    const key = filterKey(filter);
    let selected = recent.get(key);
    if (selected) recent.delete(key);
    else {
      selected = (async () => {
        const byWords = memory.order.select(await wordMatches(filter.q, memory.words));
        return onlyQ(filter) ? byWords : memory.filters.select(await resolvedFilter(filter), byWords);
      })();
      const made = selected;
      made.catch(() => recent.get(key) === made && recent.delete(key));
    }
    recent.set(key, selected);
    if (recent.size > RECENT_SELECTIONS) recent.delete(recent.keys().next().value!);
    return selected;
  }
  const recentSelections = new WeakMap<object, Map<string, Promise<Selection | null>>>();

  const countedFilter = (filter: OccurrenceFilter) =>
    filterCounts.get(filterKey(filter), async () => {
      const where = await recordFilter(filter);
      const { total } = await db.one<{ total: number }>(sql('distributions/count-records.sql'), { filter: where });
      return { where, total };
    });

  /** facet-groups.sql's raw groups of a filter (for polygons, or before the record order is built), kept per version. */
  const facetGroupsSql = (filter: OccurrenceFilter, want: readonly FacetName[]) =>
    aggregates.get(JSON.stringify(['facets', filterKey(filter), want]), async () => {
      const { where } = await countedFilter(filter);
      return db.one<Partial<Record<FacetName, FacetGroup[] | null>>>(sql('distributions/facet-groups.sql'), {
        filter: where,
        want,
      });
    });

  /** The taxonId facet's raw groups (records per taxon id) as [node id, records, name] per node of `rank`. */
  async function taxaAtRank(groups: FacetGroup[], rank: string): Promise<[number, number, string][]> {
    const ranks = await db.any<{ taxon_id: number; id: number; name: string }>(sql('distributions/taxa-at-rank.sql'), {
      ids: groups.map(([id]) => Number(id)),
      rank,
    });
    const at = new Map(ranks.map((r) => [r.taxon_id, r]));
    return groups.flatMap(([id, count]) => {
      const node = at.get(Number(id));
      return node ? [[node.id, count, node.name] as [number, number, string]] : [];
    });
  }

  /**
   * Raw facet groups of a filter and its taxonId facet at `rank`: counted over its records in memory when the record
   * order is built (any filter but polygons), else by facet-groups.sql and taxa-at-rank.sql.
   */
  async function facetGroups(filter: OccurrenceFilter, want: readonly FacetName[], rank: string) {
    const memory = inMemory(filter) ? readyRecordOrder(await dataVersion.current()) : null;
    if (memory) return await memory.filters.facetGroups(await selectInMemory(memory, filter), want, rank);
    const groups = await facetGroupsSql(filter, want);
    return { groups, taxa: want.includes('taxonId') ? await taxaAtRank(groups.taxonId ?? [], rank) : null };
  }

  /** Facet entries from raw groups: keys mapped to the filter's values, merged, most records first, cut to `limit`. */
  async function facets(filter: OccurrenceFilter, request: FacetRequest): Promise<Facets> {
    const want = [...new Set(request.names)].sort();
    const { groups: raw, taxa } = await facetGroups(filter, want, request.rank);
    const needsDictionaries = want.includes('family') || want.includes('basisOfRecord');
    const dict = needsDictionaries ? await dictionaries() : null;
    const out: Facets = {};
    for (const name of want) {
      const merged = new Map<string, FacetEntry>();
      const add = (value: string, count: number, label: string | null) => {
        const entry = merged.get(value);
        if (entry) entry.count += count;
        else merged.set(value, { value, count, label });
      };
      const groups = raw[name] ?? [];
      if (name === 'taxonId') {
        for (const [id, count, label] of taxa ?? []) add(String(id), count, label);
      } else {
        for (const [key, count] of groups) {
          if (name === 'family') {
            // the records without a name group (key null) show no family
            const family = key === null ? undefined : dict!.familyOfGroup.get(Number(key));
            if (family) add(family, count, null);
          } else if (name === 'basisOfRecord') {
            const form = basisOfRecordForm(String(key));
            // a source's value outside GBIF's vocabulary could not be asked for: it is no facet value
            if (BASIS_OF_RECORD.includes(form as BasisOfRecord)) add(form, count, null);
          } else {
            add(String(key), count, name === 'country' ? countryNameOf(String(key)) : null);
          }
        }
      }
      out[name] = [...merged.values()]
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
        .slice(0, request.limit);
    }
    return out;
  }

  return {
    /**
     * A page of the filter's records in id order: `offset` records skipped, or (a cursor) those after `after`; with
     * the filter's total and the cursor of the records after this page (null after the last).
     */
    async list(
      filter: OccurrenceFilter,
      page: { limit: number; offset: number; after?: string },
    ): Promise<{ total: number; items: Schema<'DistributionRecord'>[]; nextCursor: string | null }> {
      const version = await dataVersion.current();
      const memory = page.after === undefined && inMemory(filter) ? readyRecordOrder(version) : null;
      let total: number;
      let items: Schema<'DistributionRecord'>[];
      if (memory) {
        const { order, rows } = memory;
        const found = order.page(await selectInMemory(memory, filter), page.offset, page.limit);
        total = found.total;
        items = Array.from(found.positions, (position) => rows.record(position));
      } else {
        const counted = await countedFilter(filter);
        total = counted.total;
        if (total === 0 || page.offset >= total) return { total, items: [], nextCursor: null };
        const pageIds = pgPromise.as.format(sql('distributions/list-records.sql'), {
          filter: counted.where,
          after: page.after ?? null,
          limit: page.limit,
          offset: page.after === undefined ? safeOffset(page.offset) : 0,
        });
        items = (await pageRecords(pageIds)).map(toRecord);
      }
      const next: CursorPosition | null =
        items.length > 0 && page.offset + items.length < total
          ? { after: items.at(-1)!.id, offset: page.offset + items.length }
          : null;
      return { total, items, nextCursor: next && version ? encodeCursor(version, filter, next) : null };
    },

    facets,

    /** Builds the in-memory record order of the loaded data version (the warm-up runs it); its number of records. */
    async warmRecordOrder(): Promise<number> {
      const version = await dataVersion.current();
      if (version === null || options.recordOrder === false) return 0;
      // the dictionaries a family or basisOfRecord filter resolves through, and the bitmaps of broad ranges: the first
      // such request of a version read them (the family dictionary ~200 ms: a stall of every connection, a 503 if the
      // database was stalled then)
      const [memory] = await Promise.all([recordOrder.of(version), dictionaries()]);
      memory.filters.prepareBitmaps();
      return memory.order.size;
    },

    /** The data sources (with licence and citation) and the record licences of a filter's records, by record count. */
    async citations(filter: OccurrenceFilter): Promise<Omit<NonNullable<Schema<'ExportCitation'>>, 'text'>> {
      const { where } = await countedFilter(filter);
      return db.one(sql('distributions/export-citations.sql'), { filter: where });
    },

    /** The overview of every record, computed ahead of the first request (the warm-up waits as long as it takes). */
    async warmOverview(): Promise<void> {
      await aggregate({ filter: NO_FILTER }, OVERVIEW_WANTS, true);
    },

    async overview(filter: OccurrenceFilter): Promise<Overview> {
      // every record (no filter) is the warm-up's aggregate; any other filter but polygons is selected in memory
      const everyRecord = onlyQ(filter) && filter.q === null;
      const memory = !everyRecord && inMemory(filter) ? readyRecordOrder(await dataVersion.current()) : null;
      if (memory) {
        const selected = await selectInMemory(memory, filter);
        if (selected && selectionSize(selected) <= OVERVIEW_IN_MEMORY)
          return overviewOf(memory.rows, positionsOf(selected)!, memory.overviewTexts, {
            cellSizes: HEATMAP_CELL_SIZES,
            maxCells: MAX_ITEMS['DistributionOverviewData.heatmap.points'],
          });
      }
      const row = await aggregate({ filter }, OVERVIEW_WANTS);
      return {
        countries: row.countries,
        heatmap: { cellSizeDegrees: row.cell_size ?? 0, points: row.heatmap ?? [] },
        sources: row.sources,
        totals: row.totals,
      };
    },

    /**
     * The `seq` of every located record the filter selects (the tile service marks them in its index and keeps the
     * compact result; not kept here: a list of up to ~300k integers): from the in-memory selection when built.
     */
    async locatedSeqs(filter: OccurrenceFilter): Promise<Int32Array> {
      const memory = inMemory(filter) ? readyRecordOrder(await dataVersion.current()) : null;
      if (memory) return memory.filters.mappedSeqs(await selectInMemory(memory, filter));
      const where = await recordFilter(filter); // not countedFilter: its count would cost a second scan
      const { seqs } = await db.one<{ seqs: number[] }>(sql('distributions/located-seqs.sql'), { filter: where });
      return Int32Array.from(seqs);
    },

    /** A taxonomy node as the by-node answer names it, and whether it is a root of the tree; null when unknown. */
    async node(nodeId: number): Promise<{ node: Schema<'TaxonRef'>; isRoot: boolean } | null> {
      const index = await readyNodeAggregates();
      return index ? index.node(nodeId) : nodeSql(nodeId);
    },

    nodeSql,

    /** Builds the in-memory per-node aggregates of the loaded data version (the warm-up runs it); its number of taxa. */
    async warmNodeAggregates(): Promise<number> {
      const version = await dataVersion.current();
      return version === null ? 0 : (await nodeAggregates.of(version)).size;
    },

    /** The `limit` non-root nodes with the most occurrence records under them (the costliest per-node aggregates). */
    largestSubtrees(limit: number): Promise<number[]> {
      return db.map(sql('distributions/largest-subtrees.sql'), { limit }, (r: { id: number }) => r.id);
    },

    /** Ids of the nodes and their descendants (empty for unknown nodes). */
    async subtreeTaxa(taxonIds: readonly number[]): Promise<number[]> {
      const rows = await db.any<{ id: number }>(sql('distributions/subtree-taxa.sql'), { taxonIds });
      return rows.map((r) => r.id);
    },

    /** The aggregate of a node's subtree (a node that node() found). */
    async byNode(node: Schema<'TaxonRef'>): Promise<ByNode> {
      return (await readyNodeAggregates())?.byNode(node.id) ?? byNodeSql(node);
    },

    byNodeSql,

    /**
     * Every located occurrence with its tile filter keys, streamed (COPY … TO STDOUT, text format) so that
     * millions of points never exist as row objects at once.
     */
    async streamTilePoints(onRow: (row: TilePoint) => void): Promise<void> {
      const query = pgPromise.as.format(sql('distributions/tile-points.sql'));
      const connection = await buildDb.connect();
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
