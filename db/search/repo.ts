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

export function createSearchRepo(db: Db) {
  return {
    /** Every assembly for the in-memory suggestion index, in the SQL's order after the score. */
    async genomeSuggestionSource(): Promise<GenomeSuggestionEntry[]> {
      const rows = await db.any<
        GenomeRow & { name_key: string; common_key: string; accession_key: string; position: number }
      >(sql('search/genome-suggestion-source.sql'));
      return rows.map((r) => ({
        ...suggestion(r),
        nameKey: r.name_key,
        commonKey: r.common_key,
        accessionKey: r.accession_key,
        position: r.position,
      }));
    },

    /** Assemblies whose organism name, common name or accession starts with `q` (or has a word that does), best first. */
    async genomeSuggestions(q: string, limit: number): Promise<GenomeSuggestion[]> {
      const rows = await db.any<GenomeSuggestionRow>(sql('search/genome-suggestions.sql'), { q, limit });
      return rows.map((r) => ({ ...suggestion(r), score: r.score }));
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
