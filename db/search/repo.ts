// Search reads beyond the taxonomy: genome assemblies matching a global suggestion query.
import type { Db } from '../database.js';
import { sql } from '../sql.js';

/** A genome assembly matching a suggestion query, with what its label and description are composed from. */
export interface GenomeSuggestion {
  /** The assembly's slug id, as in /genomes/{id}. */
  id: string;
  accession: string;
  verbatimName: string;
  commonName: string | null;
  family: string | null;
  assemblyLevel: string | null;
  sizeMb: number | null;
  /** 3 exact, 2 prefix, 1 word prefix of the name, common name or accession. */
  score: number;
}

interface GenomeRow {
  id: string;
  accession: string;
  verbatim_name: string;
  common_name: string | null;
  family: string | null;
  assembly_level: string | null;
  size_mb: number | null;
}

interface GenomeSuggestionRow extends GenomeRow {
  score: number;
}

/** A genome assembly with the folded keys and order position the in-memory suggestion index ranks by. */
export interface GenomeSuggestionEntry extends Omit<GenomeSuggestion, 'score'> {
  /** search_text(verbatim_name), search_text(coalesce(common_name, '')), lower(accession): as the SQL compares them. */
  nameKey: string;
  commonKey: string;
  accessionKey: string;
  /** Place in genome-suggestions.sql's order after the score. */
  position: number;
}

const suggestion = (r: GenomeRow) => ({
  id: r.id,
  accession: r.accession,
  verbatimName: r.verbatim_name,
  commonName: r.common_name,
  family: r.family,
  assemblyLevel: r.assembly_level,
  sizeMb: r.size_mb,
});

/** What the in-memory genome suggestion index is built from. */
export interface GenomeSuggestionSource {
  readonly entries: GenomeSuggestionEntry[];
  /** search_text() of each non-ASCII character it changes (db/search-text-fold.sql). */
  readonly fold: ReadonlyMap<string, string>;
  /** The non-ASCII characters whose lower() begins with an ASCII one (db/search/lower-to-ascii.sql). */
  readonly lowerToAscii: ReadonlySet<string>;
}

export function createSearchRepo(db: Db) {
  return {
    /**
     * Every assembly for the in-memory suggestion index, in the SQL's order after the score, with how the database
     * folds and lower-cases characters (so the index answers queries in any script as the SQL would).
     */
    async genomeSuggestionSource(): Promise<GenomeSuggestionSource> {
      const [rows, fold, lowerToAscii] = await Promise.all([
        db.any<GenomeRow & { name_key: string; common_key: string; accession_key: string; position: number }>(
          sql('search/genome-suggestion-source.sql'),
        ),
        db.any<{ ch: string; folded: string }>(sql('search-text-fold.sql')),
        db.any<{ ch: string }>(sql('search/lower-to-ascii.sql')),
      ]);
      return {
        entries: rows.map((r) => ({
          ...suggestion(r),
          nameKey: r.name_key,
          commonKey: r.common_key,
          accessionKey: r.accession_key,
          position: r.position,
        })),
        fold: new Map(fold.map((r) => [r.ch, r.folded])),
        lowerToAscii: new Set(lowerToAscii.map((r) => r.ch)),
      };
    },

    /** Assemblies whose organism name, common name or accession starts with `q` (or has a word that does), best first. */
    async genomeSuggestions(q: string, limit: number): Promise<GenomeSuggestion[]> {
      const rows = await db.any<GenomeSuggestionRow>(sql('search/genome-suggestions.sql'), { q, limit });
      return rows.map((r) => ({ ...suggestion(r), score: r.score }));
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
