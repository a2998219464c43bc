// Taxonomy reads: tree pages, name search, node detail facts, node literature and the typeahead index's source.
import type { Schema } from '../../generated/operations.js';
import pgPromise from 'pg-promise';
import type { Db } from '../database.js';
import { sql } from '../sql.js';
import { unboundedTextScans, type TextScans } from '../text-scans.js';
import { createVersionedBuild } from '../versioned-build.js';
import {
  NameSearch,
  ThreadedNameSearch,
  type NameMatch,
  type NameSearchSource,
  type NameSearchThread,
  type SearchNameRow,
  type SearchTaxonRow,
} from '../../core/name-search.js';
import { NodeIndex, type NodeIndexSource } from './node-index.js';

export type { NameMatch } from '../../core/name-search.js';

export type TreeItem = Schema<'TaxonomyTreeItem'>;
export type TaxonRef = Schema<'TaxonRef'>;
export type MatchedField = Schema<'MatchedField'>;
export type CommonName = Schema<'CommonName'>;
export type ValueCount = Schema<'ValueCount'>;

/** A taxon's own facts, the base of its detail payload. */
export interface NodeFacts {
  id: number;
  name: string;
  rank: string;
  authorship: string | null;
  childCount: number;
  speciesCount: number;
  genusCount: number;
  parent: TaxonRef | null;
  commonNames: CommonName[];
}

export interface NodeRecords {
  barcodes: number;
  barcodedTaxa: number;
  barcodeMedianBp: number | null;
  barcodeMarkers: string | null;
  genomes: number;
  chromosomeGenomes: number;
  occurrences: number;
  hostplantRecords: number;
  transcriptomes: number;
  populationDatasets: number;
  omicsRuns: number;
  proteins: number;
}

export interface NodeEcology {
  hostplantFamilyCount: number;
  hostplantFamilies: ValueCount[];
  countryCount: number;
  countries: ValueCount[];
  /** LepTraits records with flight data, and per month (Jan..Dec) how many of them fly then. */
  flightRecords: number;
  flightMonthRecords: number[] | null;
  wingspanRecords: number;
  wingspanMin: number | null;
  wingspanMax: number | null;
  forewingRecords: number;
  forewingMin: number | null;
  forewingMax: number | null;
  voltinism: ValueCount[];
  /** From dated occurrences, for a species (segregate, subspecies) with any; null otherwise. */
  flightPeriod: Schema<'FlightPeriod'>;
}

/** A publication linked to a node's subtree, with what the detail's citation, link and graph are composed from. */
export type LinkedPublication = Pick<Schema<'LiteratureItem'>, 'id' | 'title' | 'authors' | 'year' | 'doi'> & {
  url: string | null;
  citation: string | null;
  /** The taxa of the subtree the publication is about. */
  taxa: Pick<TaxonRef, 'id' | 'name'>[];
};

/** Everything a node's detail is composed from. */
export interface NodeDetailFacts {
  node: NodeFacts;
  records: NodeRecords;
  ecology: NodeEcology;
  literature: NodeLiteratureFacts;
}

export interface NodeLiteratureFacts {
  total: number;
  direct: number;
  publications: LinkedPublication[];
  /** Taxa from the node down to every taxon a shown publication is about. */
  taxa: (TaxonRef & { parentId: number | null })[];
}

/** search_text() of every non-ASCII character it changes, as the database answers it. */
export type FoldTable = ReadonlyMap<string, string>;

export interface TypeaheadTaxon {
  readonly id: number;
  readonly name: string;
  readonly rank: string;
  readonly rankOrder: number;
  /** Stable readable id for global suggestions (`species-papilio-machaon`). */
  readonly suggestionId: string;
  /** Genus and family names above the taxon (null when the taxon is itself that genus/family, or above it). */
  readonly genus: string | null;
  readonly family: string | null;
  readonly commonNames: CommonName[];
  /** Barcode, genome and occurrence records under the taxon: how much data it has. */
  readonly records: number;
}

export interface TypeaheadName {
  readonly taxonId: number;
  readonly name: string;
  readonly field: MatchedField;
}

/** Everything the in-memory typeahead index is built from. */
export interface TypeaheadSource {
  readonly taxa: readonly TypeaheadTaxon[];
  readonly names: readonly TypeaheadName[];
  readonly fold: FoldTable;
}

/**
 * The contract bounds pageSize but not page, so an offset can exceed what PostgreSQL's OFFSET takes;
 * no table holds 2^31 rows, so clamping there still answers the same empty page.
 */
const MAX_OFFSET = 2 ** 31 - 1;
const boundedOffset = (offset: number) => Math.min(offset, MAX_OFFSET);

interface PageRows<T> {
  total: number;
  items: T[];
}

/** get-node.sql's row. */
interface NodeRow {
  id: number;
  name: string;
  rank: string;
  authorship: string | null;
  child_count: number;
  species_count: number;
  genus_count: number;
  parent_id: number | null;
  parent_name: string;
  parent_rank: string;
  common_names: CommonName[];
}

/** node-records.sql's row: NodeRecords' fields in snake case. */
interface NodeRecordsRow {
  barcodes: number;
  barcoded_taxa: number;
  barcode_median_bp: number | null;
  barcode_markers: string | null;
  genomes: number;
  chromosome_genomes: number;
  occurrences: number;
  hostplant_records: number;
  transcriptomes: number;
  population_datasets: number;
  omics_runs: number;
  proteins: number;
}

/** node-ecology.sql's row. */
interface NodeEcologyRow {
  hostplant_family_count: number;
  hostplant_families: ValueCount[];
  country_count: number;
  countries: ValueCount[];
  flight_species: number;
  flight_month_species: number[] | null;
  wingspan_species: number;
  wingspan_min: number | null;
  wingspan_max: number | null;
  forewing_species: number;
  forewing_min: number | null;
  forewing_max: number | null;
  voltinism: ValueCount[];
  flight_period: Schema<'FlightPeriod'>;
}

function toNodeFacts(r: NodeRow): NodeFacts {
  return {
    id: r.id,
    name: r.name,
    rank: r.rank,
    authorship: r.authorship,
    childCount: r.child_count,
    speciesCount: r.species_count,
    genusCount: r.genus_count,
    parent: r.parent_id === null ? null : { id: r.parent_id, name: r.parent_name, rank: r.parent_rank },
    commonNames: r.common_names,
  };
}

function toNodeRecords(r: NodeRecordsRow): NodeRecords {
  return {
    barcodes: r.barcodes,
    barcodedTaxa: r.barcoded_taxa,
    barcodeMedianBp: r.barcode_median_bp,
    barcodeMarkers: r.barcode_markers,
    genomes: r.genomes,
    chromosomeGenomes: r.chromosome_genomes,
    occurrences: r.occurrences,
    hostplantRecords: r.hostplant_records,
    transcriptomes: r.transcriptomes,
    populationDatasets: r.population_datasets,
    omicsRuns: r.omics_runs,
    proteins: r.proteins,
  };
}

function toNodeEcology(r: NodeEcologyRow): NodeEcology {
  return {
    hostplantFamilyCount: r.hostplant_family_count,
    hostplantFamilies: r.hostplant_families,
    countryCount: r.country_count,
    countries: r.countries,
    flightRecords: r.flight_species,
    flightMonthRecords: r.flight_month_species,
    wingspanRecords: r.wingspan_species,
    wingspanMin: r.wingspan_min,
    wingspanMax: r.wingspan_max,
    forewingRecords: r.forewing_species,
    forewingMin: r.forewing_min,
    forewingMax: r.forewing_max,
    voltinism: r.voltinism,
    flightPeriod: r.flight_period,
  };
}

export interface TaxonomyRepoOptions {
  /**
   * The loaded data version: with it, name searches, node details, children and node literature pages are answered
   * from in-memory indexes built once per version.
   */
  readonly dataVersion?: () => Promise<string | null>;
  /** A thread for the name search (workers/name-ranking-thread.ts); without one it runs on this thread. */
  readonly nameRanking?: NameSearchThread;
  /** The bound on the name search's SQL (db/text-scans.ts), which reads every name; default none. */
  readonly textScans?: TextScans;
}

export function createTaxonomyRepo(db: Db, options: TaxonomyRepoOptions = {}) {
  /** Every name the name search searches, with its taxa and the folding of characters (from the database). */
  const nameSource = (): Promise<NameSearchSource> =>
    Promise.all([
      db.any<SearchNameRow>(sql('taxonomy/name-search-names.sql')),
      db.any<SearchTaxonRow>(sql('taxonomy/name-search-taxa.sql')),
      db.any<{ ch: string; folded: string }>(sql('search-text-fold.sql')),
      db.any<{ ch: string; folded: string }>(sql('taxonomy/name-search-fold.sql')),
    ]).then(([names, taxa, fold, ascii]) => ({
      names,
      taxa,
      fold: new Map([...fold, ...ascii].map((r) => [r.ch, r.folded])),
    }));
  /** The name search of the loaded data version, built once per version (its ranking on its thread, when given one). */
  const nameSearch = createVersionedBuild(async (version): Promise<NameSearch | ThreadedNameSearch> => {
    const source = await nameSource();
    const thread = options.nameRanking;
    return thread ? ThreadedNameSearch.build(version, source, thread, nameSource) : NameSearch.from(source);
  });
  /** The index of the loaded version when built; otherwise null (and it is being built: searches ask the SQL). */
  async function readyNameSearch(): Promise<NameSearch | ThreadedNameSearch | null> {
    const version = options.dataVersion ? await options.dataVersion() : null;
    return version === null ? null : nameSearch.ready(version);
  }

  /** The node index of the loaded data version (node-index.ts), built once per version. */
  const nodeIndex = createVersionedBuild(() =>
    db.multi(sql('taxonomy/node-index.sql')).then((results) => new NodeIndex(results as NodeIndexSource)),
  );
  /** The node index of the loaded version when built; otherwise null (and it is being built: requests ask the SQL). */
  async function readyNodeIndex(): Promise<NodeIndex | null> {
    const version = options.dataVersion ? await options.dataVersion() : null;
    return version === null ? null : nodeIndex.ready(version);
  }

  /** children() answered by list-children.sql. */
  async function childrenSql(parentId: number | null, limit: number, offset: number) {
    const row = await db.one<PageRows<TreeItem> & { parent_exists: boolean }>(sql('taxonomy/list-children.sql'), {
      parentId,
      limit,
      offset: boundedOffset(offset),
    });
    return { parentExists: row.parent_exists, total: row.total, items: row.items };
  }

  /** nodeDetailFacts() answered by the four statements of a node's detail, sent as one. */
  async function nodeDetailFactsSql(
    id: number,
    { top, publications }: { top: number; publications: number },
  ): Promise<NodeDetailFacts | null> {
    const statements = [
      pgPromise.as.format(sql('taxonomy/get-node.sql'), { id }),
      pgPromise.as.format(sql('taxonomy/node-records.sql'), { id }),
      pgPromise.as.format(sql('taxonomy/node-ecology.sql'), { id, top }),
      pgPromise.as.format(sql('taxonomy/node-literature-graph.sql'), { id, limit: publications }),
    ];
    const [node, records, ecology, literature] = await db.multi(statements.join(';\n'));
    if (!node?.[0]) return null;
    return {
      node: toNodeFacts(node[0]),
      records: toNodeRecords(records![0]),
      ecology: toNodeEcology(ecology![0]),
      literature: literature![0] as NodeLiteratureFacts,
    };
  }

  /** nodeLiterature() answered by node-literature-page.sql. */
  async function nodeLiteratureSql(
    id: number,
    limit: number,
    offset: number,
  ): Promise<PageRows<Schema<'LiteratureItem'>> & { nodeExists: boolean }> {
    const row = await db.one(sql('taxonomy/node-literature-page.sql'), { id, limit, offset: boundedOffset(offset) });
    return { nodeExists: row.node_exists, total: row.total, items: row.items };
  }

  /**
   * A search's text as names are written: trimmed, single inner spaces (a query typed with more, or padded, should still
   * match exactly). NUL, which PostgreSQL text cannot hold, is refused by the transport for every parameter.
   */
  const searchText = (q: string) => q.trim().replace(/\s+/g, ' ');

  /** search() answered by search-names.sql (`text` trimmed, single inner spaces, not empty). */
  async function searchSql(text: string, limit: number): Promise<{ total: number; items: NameMatch[] }> {
    const scans = options.textScans ?? unboundedTextScans;
    const rows = await scans(() => db.any(sql('taxonomy/search-names.sql'), { q: text, limit }));
    const items = rows.map((r): NameMatch => {
      const synonym = r.matched_field === 'synonym';
      return {
        id: r.id,
        name: r.name,
        rank: r.rank,
        authorship: r.authorship,
        matchedText: r.matched_text,
        matchedField: r.matched_field,
        matchType: r.match_type,
        score: r.score,
        acceptedName: synonym ? r.name : null,
        acceptedId: synonym ? r.id : null,
        lineage: r.lineage,
      };
    });
    return { total: rows[0]?.total ?? 0, items };
  }

  return {
    /** Builds the in-memory name search of the loaded data version (the warm-up runs it); how many names it holds. */
    async warmNameSearch(): Promise<number> {
      const version = options.dataVersion ? await options.dataVersion() : null;
      return version === null ? 0 : (await nameSearch.of(version)).size;
    },

    /** Builds the in-memory node index of the loaded data version (the warm-up runs it); how many taxa it holds. */
    async warmNodeIndex(): Promise<number> {
      const version = options.dataVersion ? await options.dataVersion() : null;
      return version === null ? 0 : (await nodeIndex.of(version)).size;
    },

    /** A page of the children of `parentId` (roots when null); `parentExists` false for an unknown parent. */
    async children(parentId: number | null, limit: number, offset: number) {
      return (await readyNodeIndex())?.children(parentId, limit, offset) ?? childrenSql(parentId, limit, offset);
    },

    childrenSql,

    /** Ranked name matches (best per accepted taxon) and how many taxa matched in all. */
    async search(q: string, limit: number): Promise<{ total: number; items: NameMatch[] }> {
      const text = searchText(q);
      if (text.length === 0) return { total: 0, items: [] };
      const fromMemory = await (await readyNameSearch())?.search(text, limit);
      if (fromMemory) return fromMemory;
      return searchSql(text, limit);
    },

    /**
     * search()'s answer: when the in-memory search answers, as the JSON text of the answer's data ({ query, items each
     * with its highlight, total }: NameMatches.answerText()); otherwise the SQL's matches, as search() gives them.
     */
    async searchAnswer(q: string, limit: number): Promise<{ json: string } | { total: number; items: NameMatch[] }> {
      const text = searchText(q);
      if (text.length === 0) return { total: 0, items: [] };
      const json = await (await readyNameSearch())?.answerText(text, limit, q);
      return json ? { json } : searchSql(text, limit);
    },

    searchSql,

    async node(id: number): Promise<NodeFacts | null> {
      const r = await db.oneOrNone<NodeRow>(sql('taxonomy/get-node.sql'), { id });
      return r ? toNodeFacts(r) : null;
    },

    async nodeRecords(id: number): Promise<NodeRecords> {
      return toNodeRecords(await db.one<NodeRecordsRow>(sql('taxonomy/node-records.sql'), { id }));
    },

    async nodeEcology(id: number, top: number): Promise<NodeEcology> {
      return toNodeEcology(await db.one<NodeEcologyRow>(sql('taxonomy/node-ecology.sql'), { id, top }));
    },

    /**
     * Everything a node's detail is composed from — its facts, records, ecology (`top` values per list) and literature
     * (`publications` shown); null for an unknown node.
     */
    async nodeDetailFacts(id: number, options: { top: number; publications: number }): Promise<NodeDetailFacts | null> {
      const index = await readyNodeIndex();
      return index ? index.detailFacts(id, options) : nodeDetailFactsSql(id, options);
    },

    nodeDetailFactsSql,

    async nodeLiteratureFacts(id: number, limit: number): Promise<NodeLiteratureFacts> {
      return db.one(sql('taxonomy/node-literature-graph.sql'), { id, limit });
    },

    /** A page of literature linked to the node or its descendants, newest first. */
    async nodeLiterature(
      id: number,
      limit: number,
      offset: number,
    ): Promise<PageRows<Schema<'LiteratureItem'>> & { nodeExists: boolean }> {
      return (await readyNodeIndex())?.literaturePage(id, limit, offset) ?? nodeLiteratureSql(id, limit, offset);
    },

    nodeLiteratureSql,

    /** Everything the in-memory typeahead index holds. */
    async typeaheadSource(): Promise<TypeaheadSource> {
      const [taxa, names, fold] = await Promise.all([
        db.any(sql('taxonomy/typeahead-taxa.sql')),
        db.any(sql('taxonomy/typeahead-names.sql')),
        db.any<{ ch: string; folded: string }>(sql('search-text-fold.sql')),
      ]);
      return {
        taxa: taxa.map((r) => ({
          id: r.id,
          name: r.name,
          rank: r.rank,
          rankOrder: r.rank_order,
          suggestionId: r.suggestion_id,
          genus: r.genus,
          family: r.family,
          commonNames: r.common_names,
          records: r.records,
        })),
        names: names.map((r) => ({ taxonId: r.taxon_id, name: r.name, field: r.field })),
        fold: new Map(fold.map((r) => [r.ch, r.folded])),
      };
    },
  };
}

export type TaxonomyRepo = ReturnType<typeof createTaxonomyRepo>;
