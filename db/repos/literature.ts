// Literature: publications from every source (deduplicated by DOI at load), pages and detail.
import type { Db } from '../database.js';
import { sql } from '../sql.js';
import { safeOffset } from './catalog-query.js';

export interface LiteratureItem {
  id: string;
  title: string;
  authors: string | null;
  year: number | null;
  journal: string | null;
  doi: string | null;
}

export interface LiteratureDetail extends LiteratureItem {
  citation: string | null;
  url: string | null;
  volume: string | null;
  issue: string | null;
  pages: string | null;
  sources: { sourceId: string; title: string }[];
  taxa: { id: number; name: string; rank: string }[];
}

export type LiteratureExportRow = Omit<LiteratureDetail, 'sources' | 'taxa'> & { sources: string | null };

export function createLiteratureRepo(db: Db) {
  return {
    async list(params: { limit: number; offset: number }): Promise<{ total: number; items: LiteratureItem[] }> {
      const rows = await db.any<LiteratureItem & { total: number; id: string | null }>(
        sql('literature/list-literature.sql'),
        { limit: params.limit, offset: safeOffset(params.offset) },
      );
      return {
        total: rows[0]?.total ?? 0,
        items: rows
          .filter((row) => row.id !== null)
          .map(({ id, title, authors, year, journal, doi }) => ({
            id: id as string,
            title,
            authors,
            year,
            journal,
            doi,
          })),
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
