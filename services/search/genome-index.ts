// The genome assemblies of the global suggestions, held in memory per data version: every key a query can match sorted
// once, so a keystroke is a binary search instead of a query (or a scan of every assembly). Matches and ranks exactly as
// db/search/genome-suggestions.sql (the keys are folded by the database when the index is built;
// test/data/suggestion-index.test.ts compares the two).
import { createFolder, lowerBound } from '../../core/text.js';
import type {
  GenomeSuggestion,
  GenomeSuggestionEntry,
  GenomeSuggestionSource,
  SearchRepo,
} from '../../db/search/index.js';

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export interface GenomeSuggestionIndex {
  /** Like SearchRepo.genomeSuggestions; asks the database only for a query it cannot fold or while nothing is loaded. */
  suggest(q: string, limit: number): Promise<GenomeSuggestion[]>;
  /**
   * Builds the index of the loaded version (the service's warm-up): built on the first suggestion otherwise, that one
   * would be a database read — and with the database stalled, every suggestion a 503 until it answers again.
   */
  warm(): Promise<number>;
}

/**
 * Every text an assembly matches by prefix, sorted: its name and common name keys (search_text), its accession key
 * (lower), and each word of its name from the word on (`nameKey.includes(' ' + q)` is the same as a prefix of the name
 * after one of its spaces); with the database's folding of characters, to key queries in any script alike.
 */
interface KeyedEntries {
  readonly texts: readonly string[];
  readonly entries: readonly GenomeSuggestionEntry[];
  /** Per text, whether it is an accession key (compared with lower(q), the others with search_text(q)). */
  readonly isAccession: readonly boolean[];
  /** Every accession key is printable ASCII (then a query whose lower() keeps a non-ASCII character matches none). */
  readonly asciiAccessions: boolean;
  /** search_text() of a query (core/text.ts createFolder over the database's table). */
  readonly fold: (value: string) => string;
  readonly lowerToAscii: ReadonlySet<string>;
}

function keyEntries({ entries: all, fold, lowerToAscii }: GenomeSuggestionSource): KeyedEntries {
  const keyed: { text: string; entry: GenomeSuggestionEntry; isAccession: boolean }[] = [];
  for (const entry of all) {
    keyed.push(
      { text: entry.nameKey, entry, isAccession: false },
      { text: entry.accessionKey, entry, isAccession: true },
      { text: entry.commonKey, entry, isAccession: false },
    );
    for (let i = entry.nameKey.indexOf(' '); i !== -1; i = entry.nameKey.indexOf(' ', i + 1))
      keyed.push({ text: entry.nameKey.slice(i + 1), entry, isAccession: false });
  }
  // code-unit order, the order startsWith compares in
  keyed.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  return {
    texts: keyed.map((k) => k.text),
    entries: keyed.map((k) => k.entry),
    isAccession: keyed.map((k) => k.isAccession),
    asciiAccessions: all.every((entry) => PRINTABLE_ASCII.test(entry.accessionKey)),
    fold: createFolder(fold),
    lowerToAscii,
  };
}

/**
 * search_text(q) and lower(q) as the database computes them: plain lower-casing for printable ASCII (what it does
 * there); otherwise its own folding of each character, and no lower(q) — it keeps a non-ASCII character, so no ASCII
 * accession starts with it. Null where only the database can tell: a control character, one beyond the Basic
 * Multilingual Plane (the fold table stops there), one that lower-cases to ASCII (the Kelvin sign), or non-ASCII
 * accessions.
 */
function queryKeys(index: KeyedEntries, q: string): { folded: string; lowered: string | null } | null {
  if (PRINTABLE_ASCII.test(q)) {
    const lowered = q.toLowerCase();
    return { folded: lowered, lowered };
  }
  if (!index.asciiAccessions) return null;
  for (const ch of q) {
    const code = ch.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f || code > 0xffff || index.lowerToAscii.has(ch)) return null;
  }
  return { folded: index.fold(q), lowered: null };
}

/** The assemblies with a key starting with its query key: a binary search to the first, then the run of matches. */
function matching(index: KeyedEntries, folded: string, lowered: string | null): Set<GenomeSuggestionEntry> {
  const { texts, entries, isAccession } = index;
  const found = new Set<GenomeSuggestionEntry>();
  // the two keys are one text for an ASCII query; without lower(q) the accession keys are left out
  for (let i = lowerBound(texts, folded); i < texts.length && texts[i]!.startsWith(folded); i++)
    if (lowered !== null || !isAccession[i]) found.add(entries[i]!);
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
    async warm() {
      return (await keyed())?.texts.length ?? 0;
    },

    async suggest(q, limit) {
      const index = await keyed();
      const keys = index && queryKeys(index, q);
      if (!keys) return repo.genomeSuggestions(q, limit);
      const { folded, lowered } = keys;
      const hits: { entry: GenomeSuggestionEntry; score: number }[] = [];
      for (const entry of matching(index, folded, lowered)) {
        const exact = entry.nameKey === folded || entry.accessionKey === lowered;
        const prefix = entry.nameKey.startsWith(folded) || (lowered !== null && entry.accessionKey.startsWith(lowered));
        const score = exact ? 3 : prefix ? 2 : 1;
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
