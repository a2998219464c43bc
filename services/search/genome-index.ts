// The genome assemblies of the global suggestions, held in memory per data version: a few hundred rows scanned in
// microseconds instead of a query per keystroke. Matches and ranks exactly as db/search/genome-suggestions.sql (the
// keys are folded by the database when the index is built; test/data/suggestion-index.test.ts compares the two).
import type { GenomeSuggestion, GenomeSuggestionEntry, SearchRepo } from '../../db/search/index.js';

/** Queries the index answers: ASCII only, where search_text() and lower() are both plain lower-casing. */
const ASCII = /^[\x20-\x7e]*$/;

export interface GenomeSuggestionIndex {
  /** Like SearchRepo.genomeSuggestions; asks the database only for a non-ASCII query or while nothing is loaded. */
  suggest(q: string, limit: number): Promise<GenomeSuggestion[]>;
}

export function createGenomeSuggestionIndex(
  repo: SearchRepo,
  dataVersion: () => Promise<string | null>,
): GenomeSuggestionIndex {
  let built: { version: string; entries: Promise<GenomeSuggestionEntry[]> } | null = null;

  async function entries(): Promise<GenomeSuggestionEntry[] | null> {
    const version = await dataVersion();
    if (version === null) return null;
    if (built?.version !== version) {
      const pending = repo.genomeSuggestionSource();
      built = { version, entries: pending };
      // a failed build is not kept: the next request tries again
      pending.catch(() => {
        if (built?.entries === pending) built = null;
      });
    }
    return built.entries;
  }

  return {
    async suggest(q, limit) {
      const all = ASCII.test(q) ? await entries() : null;
      if (!all) return repo.genomeSuggestions(q, limit);
      const key = q.toLowerCase();
      const word = ` ${key}`;
      const hits: { entry: GenomeSuggestionEntry; score: number }[] = [];
      for (const entry of all) {
        const namePrefix = entry.nameKey.startsWith(key);
        const accessionPrefix = entry.accessionKey.startsWith(key);
        if (!namePrefix && !accessionPrefix && !entry.nameKey.includes(word) && !entry.commonKey.startsWith(key))
          continue;
        const score = entry.nameKey === key || entry.accessionKey === key ? 3 : namePrefix || accessionPrefix ? 2 : 1;
        hits.push({ entry, score });
      }
      hits.sort((a, b) => b.score - a.score || a.entry.position - b.entry.position);
      return hits.slice(0, limit).map(({ entry, score }) => ({
        id: entry.id,
        accession: entry.accession,
        verbatimName: entry.verbatimName,
        commonName: entry.commonName,
        family: entry.family,
        assemblyLevel: entry.assemblyLevel,
        sizeMb: entry.sizeMb,
        score,
      }));
    },
  };
}
