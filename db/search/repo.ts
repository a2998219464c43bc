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

interface GenomeSuggestionRow {
  id: string;
  accession: string;
  verbatim_name: string;
  common_name: string | null;
  family: string | null;
  assembly_level: string | null;
  size_mb: number | null;
  score: number;
}

export function createSearchRepo(db: Db) {
  return {
    /** Assemblies whose organism name, common name or accession starts with `q` (or has a word that does), best first. */
    async genomeSuggestions(q: string, limit: number): Promise<GenomeSuggestion[]> {
      const rows = await db.any<GenomeSuggestionRow>(sql('search/genome-suggestions.sql'), { q, limit });
      return rows.map((r) => ({
        id: r.id,
        accession: r.accession,
        verbatimName: r.verbatim_name,
        commonName: r.common_name,
        family: r.family,
        assemblyLevel: r.assembly_level,
        sizeMb: r.size_mb,
        score: r.score,
      }));
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
