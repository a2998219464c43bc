// The genome assemblies of the global suggestions, held in memory per data version: every key a query can match sorted
// once, so a keystroke is a binary search instead of a query (or a scan of every assembly). Matches and ranks exactly as
// db/search/genome-suggestions.sql (the keys are folded by the database when the index is built;
// test/data/suggestion-index.test.ts compares the two).
import { lowerBound } from '../../core/text.js';
import type { GenomeSuggestion, GenomeSuggestionEntry, SearchRepo } from '../../db/search/index.js';

/** Queries the index answers: ASCII only, where search_text() and lower() are both plain lower-casing. */
const ASCII = /^[\x20-\x7e]*$/;

export interface GenomeSuggestionIndex {
  /** Like SearchRepo.genomeSuggestions; asks the database only for a non-ASCII query or while nothing is loaded. */
  suggest(q: string, limit: number): Promise<GenomeSuggestion[]>;
}

/**
 * Every text an assembly matches by prefix, sorted: its name, accession and common name keys, and each word of its name
 * from the word on (`nameKey.includes(' ' + q)` is the same as a prefix of the name after one of its spaces).
 */
interface KeyedEntries {
  readonly texts: readonly string[];
  readonly entries: readonly GenomeSuggestionEntry[];
}

function keyEntries(all: readonly GenomeSuggestionEntry[]): KeyedEntries {
  const keyed: { text: string; entry: GenomeSuggestionEntry }[] = [];
  for (const entry of all) {
    keyed.push({ text: entry.nameKey, entry }, { text: entry.accessionKey, entry }, { text: entry.commonKey, entry });
    for (let i = entry.nameKey.indexOf(' '); i !== -1; i = entry.nameKey.indexOf(' ', i + 1))
      keyed.push({ text: entry.nameKey.slice(i + 1), entry });
  }
  // code-unit order, the order startsWith compares in
  keyed.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  return { texts: keyed.map((k) => k.text), entries: keyed.map((k) => k.entry) };
}

/** The assemblies with a key starting with `key`: a binary search to the first, then the run of matches. */
function matching({ texts, entries }: KeyedEntries, key: string): Set<GenomeSuggestionEntry> {
  const found = new Set<GenomeSuggestionEntry>();
  for (let i = lowerBound(texts, key); i < texts.length && texts[i]!.startsWith(key); i++) found.add(entries[i]!);
  return found;
}

export function createGenomeSuggestionIndex(
  repo: SearchRepo,
  dataVersion: () => Promise<string | null>,
): GenomeSuggestionIndex {
  let built: { version: string; keyed: Promise<KeyedEntries> } | null = null;

  async function keyed(): Promise<KeyedEntries | null> {
    const version = await dataVersion();
    if (version === null) return null;
    if (built?.version !== version) {
      const pending = repo.genomeSuggestionSource().then(keyEntries);
      built = { version, keyed: pending };
      // a failed build is not kept: the next request tries again
      pending.catch(() => {
        if (built?.keyed === pending) built = null;
      });
    }
    return built.keyed;
  }

  return {
    async suggest(q, limit) {
      const index = ASCII.test(q) ? await keyed() : null;
      if (!index) return repo.genomeSuggestions(q, limit);
      const key = q.toLowerCase();
      const hits: { entry: GenomeSuggestionEntry; score: number }[] = [];
      for (const entry of matching(index, key)) {
        const namePrefix = entry.nameKey.startsWith(key);
        const accessionPrefix = entry.accessionKey.startsWith(key);
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
