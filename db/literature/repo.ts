// Literature: publications from every source (deduplicated by DOI at load), pages and detail.
import type { Schema } from '../../generated/operations.js';
import type { Db } from '../database.js';
import { sql } from '../sql.js';
import { asciiFoldsAsLowerCase, containsPatterns, safeOffset } from '../catalog-query.js';
import { CatalogMemory } from '../catalog-memory.js';
import { unboundedTextScans, whenText, type TextScans } from '../text-scans.js';
import { readEachDetail } from '../each-detail.js';
import { createVersionedBuild } from '../versioned-build.js';

export type LiteratureItem = Schema<'LiteratureItem'>;
export type LiteratureDetail = Schema<'LiteratureDetail'>;

export interface LiteraturePage {
  total: number;
  items: LiteratureItem[];
}

/** A row of the literature CSV export: the detail's fields with the source ids as one ';'-separated text. */
export type LiteratureExportRow = Omit<LiteratureDetail, 'sources' | 'taxa'> & { sources: string | null };

/** list-literature.sql: the total on every row; a page past the end is one row of nulls. */
type ListRow = { total: number } & (LiteratureItem | { [K in keyof LiteratureItem]: null });

/** More than every record: list-literature.sql's LIMIT when the memory reads the whole order. */
const WHOLE_ORDER = 1_000_000_000;
/** The list has one order (newest first, undated last, then id). */
const ORDER = 'year';

/**
 * `dataVersion`: with it, the list is answered from memory once built (db/catalog-memory.ts, per data version, started
 * by the first list or the warm-up); without it, or meanwhile, by the SQL.
 * `textScans`: the bound on the lists with `q` the SQL answers (db/text-scans.ts); default none.
 */
export function createLiteratureRepo(
  db: Db,
  dataVersion?: () => Promise<string | null>,
  textScans: TextScans = unboundedTextScans,
) {
  const inMemory = createVersionedBuild(async () => {
    const [whole, documents, asciiFolds] = await Promise.all([
      queryList({ limit: WHOLE_ORDER, offset: 0 }),
      db.any<{ id: string; search_document: string }>(sql('literature/literature-documents.sql')),
      asciiFoldsAsLowerCase(db),
    ]);
    return new CatalogMemory({
      orders: new Map([[ORDER, whole.items]]),
      idOf: (item) => item.id,
      texts: new Map(documents.map((d) => [d.id, [d.search_document]])),
      match: 'everyWord',
      asciiFolds,
    });
  });

  async function queryList(params: { q?: string; limit: number; offset: number }): Promise<LiteraturePage> {
    const rows = await db.any<ListRow>(sql('literature/list-literature.sql'), {
      patterns: containsPatterns(params.q),
      limit: params.limit,
      offset: safeOffset(params.offset),
    });
    return {
      total: rows[0]?.total ?? 0,
      items: rows.flatMap((row) =>
        row.id === null
          ? []
          : [
              {
                id: row.id,
                title: row.title,
                authors: row.authors,
                year: row.year,
                journal: row.journal,
                doi: row.doi,
              },
            ],
      ),
    };
  }

  function queryDetail(id: string): Promise<LiteratureDetail | null> {
    return db.oneOrNone<LiteratureDetail>(sql('literature/get-literature.sql'), { id });
  }

  /**
   * Every publication's detail, built once per data version through the same query, one at a time (the warm-up leaves
   * the pool to users): ~1,400 details, about a MB. Otherwise each request holds a pooled connection for a query,
   * which under the 200-connection mix waited ~110 ms with the other database-backed reads.
   */
  const allDetails = createVersionedBuild(async () =>
    readEachDetail(
      (await db.any<{ id: string }>(sql('literature/literature-ids.sql'))).map((r) => r.id),
      queryDetail,
    ),
  );

  return {
    /** Builds every publication's detail of the loaded data version (the warm-up runs it); how many it holds. */
    async warmDetails(): Promise<number> {
      const version = dataVersion ? await dataVersion() : null;
      return version === null ? 0 : (await allDetails.of(version)).size;
    },

    /** Builds the in-memory list of the loaded data version (the warm-up runs it); how many records it holds. */
    async warmList(): Promise<number> {
      const version = dataVersion ? await dataVersion() : null;
      return version === null ? 0 : (await inMemory.of(version)).size;
    },

    /** One page of the records in which every word of `q` occurs (all records when `q` is absent or blank). */
    async list(params: { q?: string; limit: number; offset: number }): Promise<LiteraturePage> {
      const version = dataVersion ? await dataVersion() : null;
      const memory = version === null ? null : inMemory.ready(version);
      return (
        memory?.list(params.q, ORDER, params.limit, safeOffset(params.offset)) ??
        whenText(textScans, params.q, () => queryList(params))
      );
    },

    /** From memory once the warm-up has built every detail; until then (or without a warm-up) from the SQL. */
    async get(id: string): Promise<LiteratureDetail | null> {
      const version = dataVersion ? await dataVersion() : null;
      const all = version === null ? null : allDetails.built(version);
      return all ? (all.get(id) ?? null) : queryDetail(id);
    },

    all(): Promise<LiteratureExportRow[]> {
      return db.any<LiteratureExportRow>(sql('literature/all-literature.sql'));
    },
  };
}

export type LiteratureRepo = ReturnType<typeof createLiteratureRepo>;
