// Proteins: the searchable catalog, the detail with computed chemistry, and the stored PDB structures.
import type { Schema } from '../../generated/operations.js';
import type { Db } from '../database.js';
import { sql } from '../sql.js';
import { asciiFoldsAsLowerCase, containsPatterns, orderBy, safeOffset, type SortDirection } from '../catalog-query.js';
import { composition, molecularWeight } from './chemistry.js';
import { CatalogMemory } from '../catalog-memory.js';
import { unboundedTextScans, whenText, type TextScans } from '../text-scans.js';
import { readEachDetail } from '../each-detail.js';
import { createVersionedBuild } from '../versioned-build.js';

export type ProteinSortBy = Schema<'ProteinSortBy'>;
export type ProteinListItem = Schema<'ProteinListItem'>;
export type ProteinDetail = Schema<'ProteinDetail'>;

/** API sort field → column of the list query (the only text that reaches ORDER BY). */
const SORT_COLUMNS: Record<ProteinSortBy, string> = {
  length: 'length_aa',
  id: 'id',
  name: 'name',
  species: 'species',
  family: 'family',
  proteinType: 'protein_type',
};

export interface ProteinListParams {
  q: string | null;
  sortBy: ProteinSortBy;
  sortDirection: SortDirection;
  limit: number;
  offset: number;
}

export interface ProteinList {
  total: number;
  items: ProteinListItem[];
}

/** A protein of list-proteins.sql (inside its JSON items); the detail query has the same columns and more. */
interface ProteinRow {
  id: number;
  name: string;
  protein_type: string;
  species: string;
  family: string | null;
  length_aa: number;
  accession: string;
  source: string;
  has_structure: boolean;
}

interface ListRow {
  total: number;
  items: ProteinRow[];
}

interface DetailRow extends ProteinRow {
  title: string | null;
  sequence: string;
  url: string | null;
  /** Chains of a structure entry (jsonb), in chain order; null for single-sequence records. */
  chains: { sequence: string }[] | null;
  source_repository: string | null;
  pdb_id: string | null;
  structure_title: string | null;
  citation_doi: string | null;
  citation_pmid: string | null;
}

interface StructureRow {
  pdb_id: string | null;
  content: string | null;
  sha256: string | null;
}

function listItem(r: ProteinRow): ProteinListItem {
  return {
    id: r.id,
    name: r.name,
    proteinType: r.protein_type,
    species: r.species,
    family: r.family,
    length: r.length_aa,
    accession: r.accession,
    source: r.source,
    hasStructure: r.has_structure,
  };
}

/** Links the record's source gives: the structure's article (DOI, PubMed) and the source repository. */
function references(r: DetailRow): Schema<'Link'>[] {
  const links: Schema<'Link'>[] = [];
  if (r.citation_doi)
    links.push({
      label: `DOI ${r.citation_doi.toLowerCase()}`,
      href: `https://doi.org/${r.citation_doi.toLowerCase()}`,
    });
  if (r.citation_pmid)
    links.push({ label: `PubMed ${r.citation_pmid}`, href: `https://pubmed.ncbi.nlm.nih.gov/${r.citation_pmid}/` });
  if (r.source_repository && r.source_repository !== r.url) links.push({ label: r.source, href: r.source_repository });
  return links;
}

function detail(r: DetailRow): ProteinDetail {
  const chains = r.chains;
  return {
    ...listItem(r),
    sequence: r.sequence,
    molecularWeightDa: molecularWeight(chains ? chains.map((c) => c.sequence) : [r.sequence]),
    composition: composition(r.sequence),
    sourceUrl: r.url,
    description: r.structure_title ?? r.title,
    structure:
      r.has_structure && r.pdb_id
        ? { format: 'pdb', href: `/api/v1/proteins/${r.id}/structure`, chains: chains ? chains.length : null }
        : null,
    references: references(r),
  };
}

export interface StoredStructure {
  pdbId: string;
  content: Buffer;
  sha256: string;
}

/** More than every protein: list-proteins.sql's LIMIT when the memory reads a whole order. */
const WHOLE_ORDER = 1_000_000_000;

/**
 * `dataVersion`: with it, the list is answered from memory once built (db/catalog-memory.ts, per data version,
 * started by the first list or the warm-up); without it, or meanwhile, by the SQL.
 * `textScans`: the bound on the lists with `q` the SQL answers (db/text-scans.ts); default none.
 */
export function createProteinsRepo(
  db: Db,
  dataVersion?: () => Promise<string | null>,
  textScans: TextScans = unboundedTextScans,
) {
  async function queryList(p: ProteinListParams): Promise<ProteinList> {
    const row = await db.one<ListRow>(sql('proteins/list-proteins.sql'), {
      patterns: containsPatterns(p.q),
      orderBy: orderBy(SORT_COLUMNS[p.sortBy], p.sortDirection),
      limit: p.limit,
      offset: safeOffset(p.offset),
    });
    return { total: row.total, items: row.items.map(listItem) };
  }

  /** Each order read whole through the list's own SQL (the database's collation decides it), and the documents. */
  const inMemory = createVersionedBuild(async () => {
    const orders = new Map<string, ProteinListItem[]>();
    for (const sortBy of Object.keys(SORT_COLUMNS) as ProteinSortBy[])
      for (const sortDirection of ['asc', 'desc'] as const) {
        const whole = await queryList({ q: null, sortBy, sortDirection, limit: WHOLE_ORDER, offset: 0 });
        orders.set(`${sortBy}:${sortDirection}`, whole.items);
      }
    const [documents, asciiFolds] = await Promise.all([
      db.any<{ id: number; search_document: string }>(sql('proteins/protein-documents.sql')),
      asciiFoldsAsLowerCase(db),
    ]);
    return new CatalogMemory({
      orders,
      idOf: (item) => item.id,
      texts: new Map(documents.map((d) => [d.id, [d.search_document]])),
      match: 'everyWord',
      asciiFolds,
    });
  });

  async function queryDetail(id: number): Promise<ProteinDetail | null> {
    const row = await db.oneOrNone<DetailRow>(sql('proteins/get-protein.sql'), { id });
    return row && detail(row);
  }

  /**
   * Every protein's detail, built once per data version through the same query, one protein at a time (the warm-up
   * leaves the pool to users): ~2,000 details, a few MB. Otherwise each request costs a query and the chemistry
   * computed again (~1.2 ms per request under load: issue 26's long tail, where the catalog's ids are asked in turn).
   */
  const allDetails = createVersionedBuild(async () =>
    readEachDetail(
      (await db.any<{ id: number }>(sql('proteins/protein-ids.sql'))).map((r) => r.id),
      queryDetail,
    ),
  );

  return {
    /** Builds every protein's detail of the loaded data version (the warm-up runs it); how many it holds. */
    async warmDetails(): Promise<number> {
      const version = dataVersion ? await dataVersion() : null;
      return version === null ? 0 : (await allDetails.of(version)).size;
    },

    /** Builds the in-memory list of the loaded data version (the warm-up runs it); how many proteins it holds. */
    async warmList(): Promise<number> {
      const version = dataVersion ? await dataVersion() : null;
      return version === null ? 0 : (await inMemory.of(version)).size;
    },

    async list(p: ProteinListParams): Promise<ProteinList> {
      const version = dataVersion ? await dataVersion() : null;
      const memory = version === null ? null : inMemory.ready(version);
      const offset = safeOffset(p.offset);
      return (
        memory?.list(p.q, `${p.sortBy}:${p.sortDirection}`, p.limit, offset) ??
        whenText(textScans, p.q, () => queryList(p))
      );
    },

    /** From memory once the warm-up has built every detail; until then (or without a warm-up) from the SQL. */
    async detail(id: number): Promise<ProteinDetail | null> {
      const version = dataVersion ? await dataVersion() : null;
      const all = version === null ? null : allDetails.built(version);
      return all ? (all.get(id) ?? null) : queryDetail(id);
    },

    /** undefined: no such protein; null: the protein has no structure. */
    async structure(id: number): Promise<StoredStructure | null | undefined> {
      const row = await db.oneOrNone<StructureRow>(sql('proteins/get-structure.sql'), { id });
      if (!row) return undefined;
      // the structure columns are all set or, without a structure (LEFT JOIN), all null
      if (row.content === null || row.pdb_id === null || row.sha256 === null) return null;
      return { pdbId: row.pdb_id, content: Buffer.from(row.content, 'utf8'), sha256: row.sha256 };
    },
  };
}

export type ProteinsRepo = ReturnType<typeof createProteinsRepo>;
