// Literature: publications from every source (deduplicated by DOI at load), pages and detail.
import type { Schema } from '../../generated/operations.js';
import type { Db } from '../database.js';
import { sql } from '../sql.js';
import { containsPatterns, safeOffset } from '../catalog-query.js';

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

export function createLiteratureRepo(db: Db) {
  return {
    /** One page of the records in which every word of `q` occurs (all records when `q` is absent or blank). */
    async list(params: { q?: string; limit: number; offset: number }): Promise<LiteraturePage> {
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
    },

    get(id: string): Promise<LiteratureDetail | null> {
      return db.oneOrNone<LiteratureDetail>(sql('literature/get-literature.sql'), { id });
    },

    all(): Promise<LiteratureExportRow[]> {
      return db.any<LiteratureExportRow>(sql('literature/all-literature.sql'));
    },
  };
}

export type LiteratureRepo = ReturnType<typeof createLiteratureRepo>;
