// Taxonomy reads: tree pages, name search, node detail facts, node literature and the typeahead index's source.
import { foldText, type CommonName, type MatchedField, type TypeaheadSource } from '../../services/typeahead.js';
import type { Db } from '../database.js';
import { sql } from '../sql.js';
import type { LiteratureItem } from './literature.js';

export interface TreeItem {
  id: number;
  name: string;
  rank: string;
  depth: number;
  childCount: number;
  hasDetail: boolean;
}

export interface TaxonRef {
  id: number;
  name: string;
  rank: string;
}

export interface SearchMatch {
  id: number;
  name: string;
  rank: string;
  authorship: string | null;
  matchedText: string;
  matchedField: MatchedField;
  highlight: string;
  matchType: 'exact' | 'prefix' | 'fuzzy';
  score: number;
  acceptedName: string | null;
  acceptedId: number | null;
  lineage: TaxonRef[];
}

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

export interface ValueCount {
  value: string;
  count: number;
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
}

export interface NodePublication {
  id: string;
  title: string;
  authors: string | null;
  year: number | null;
  doi: string | null;
  url: string | null;
  citation: string | null;
  taxa: { id: number; name: string }[];
}

export interface NodeLiteratureFacts {
  total: number;
  direct: number;
  publications: NodePublication[];
  /** Taxa from the node down to every taxon a shown publication is about. */
  taxa: (TaxonRef & { parentId: number | null })[];
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

/**
 * `text` as HTML with every occurrence of each query word (compared folded: case and accents ignored)
 * wrapped in `<mark>`, everything else escaped. A fuzzy match that shares no word is marked whole.
 */
export function highlightMatch(text: string, query: string): string {
  // fold character by character so folded offsets map back to the original text
  const starts: number[] = [];
  let folded = '';
  for (let i = 0; i < text.length;) {
    const ch = String.fromCodePoint(text.codePointAt(i)!);
    const f = foldText(ch);
    for (let k = 0; k < f.length; k++) starts.push(i);
    folded += f;
    i += ch.length;
  }
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of new Set(foldText(query).split(/\s+/).filter(Boolean))) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + 1)) {
      const from = starts[at]!;
      const to = at + word.length < starts.length ? starts[at + word.length]! : text.length;
      for (let i = from; i < to; i++) marked[i] = true;
    }
  }
  if (!marked.some(Boolean)) return `<mark>${escapeHtml(text)}</mark>`;
  let html = '';
  for (let i = 0; i < text.length;) {
    const on = marked[i];
    let j = i;
    while (j < text.length && marked[j] === on) j++;
    const part = escapeHtml(text.slice(i, j));
    html += on ? `<mark>${part}</mark>` : part;
    i = j;
  }
  return html;
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

export function createTaxonomyRepo(db: Db) {
  return {
    /** A page of the children of `parentId` (roots when null); `parentExists` false for an unknown parent. */
    async children(parentId: number | null, limit: number, offset: number) {
      const row = await db.one<PageRows<TreeItem> & { parent_exists: boolean }>(sql('taxonomy/list-children.sql'), {
        parentId,
        limit,
        offset: boundedOffset(offset),
      });
      return { parentExists: row.parent_exists, total: row.total, items: row.items };
    },

    /** Ranked name matches (best per accepted taxon) and how many taxa matched in all. */
    async search(q: string, limit: number): Promise<{ total: number; items: SearchMatch[] }> {
      // names have single inner spaces; a query typed with more (or padded) should still match exactly.
      // PostgreSQL text cannot hold NUL, and no name contains one: drop it rather than fail the query.
      const text = q
        // eslint-disable-next-line no-control-regex -- NUL is exactly what is removed
        .replace(/\u0000/g, '')
        .trim()
        .replace(/\s+/g, ' ');
      if (text.length === 0) return { total: 0, items: [] };
      const rows = await db.any(sql('taxonomy/search-names.sql'), { q: text, limit });
      const items = rows.map((r): SearchMatch => {
        const synonym = r.matched_field === 'synonym';
        return {
          id: r.id,
          name: r.name,
          rank: r.rank,
          authorship: r.authorship,
          matchedText: r.matched_text,
          matchedField: r.matched_field,
          highlight: highlightMatch(r.matched_text, q),
          matchType: r.match_type,
          score: r.score,
          acceptedName: synonym ? r.name : null,
          acceptedId: synonym ? r.id : null,
          lineage: r.lineage,
        };
      });
      return { total: rows[0]?.total ?? 0, items };
    },

    async node(id: number): Promise<NodeFacts | null> {
      const r = await db.oneOrNone(sql('taxonomy/get-node.sql'), { id });
      if (!r) return null;
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
    },

    async nodeRecords(id: number): Promise<NodeRecords> {
      const r = await db.one(sql('taxonomy/node-records.sql'), { id });
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
    },

    async nodeEcology(id: number, top: number): Promise<NodeEcology> {
      const r = await db.one(sql('taxonomy/node-ecology.sql'), { id, top });
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
      };
    },

    async nodeLiteratureFacts(id: number, limit: number): Promise<NodeLiteratureFacts> {
      return db.one(sql('taxonomy/node-literature-graph.sql'), { id, limit });
    },

    /** A page of literature linked to the node or its descendants, newest first. */
    async nodeLiterature(
      id: number,
      limit: number,
      offset: number,
    ): Promise<PageRows<LiteratureItem> & { nodeExists: boolean }> {
      const row = await db.one(sql('taxonomy/node-literature-page.sql'), { id, limit, offset: boundedOffset(offset) });
      return { nodeExists: row.node_exists, total: row.total, items: row.items };
    },

    /** Everything the in-memory typeahead index holds. */
    async typeaheadSource(): Promise<TypeaheadSource> {
      const [taxa, names, fold] = await Promise.all([
        db.any(sql('taxonomy/typeahead-taxa.sql')),
        db.any(sql('taxonomy/typeahead-names.sql')),
        db.any<{ ch: string; folded: string }>(sql('taxonomy/typeahead-fold.sql')),
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
