// The taxonomy name search held in memory per data version: every scientific name, synonym and common name with its
// folded key and its pg_trgm trigrams (read from the database), so /taxonomy/search matches, scores and ranks exactly
// as search-names.sql without a query. It answers only queries whose folded form is printable ASCII (where its own
// trigram extraction is pg_trgm's); the repo asks the SQL for the others. test/data/name-search.test.ts compares them.
// Two halves: the ranking (core/name-ranking.ts: which names, how well) and the matches (this file: a ranked name as
// the answer's item, with its taxon and lineage). The service runs both on a thread of their own.
import type { Schema } from '../generated/operations.js';
import { highlighter } from './highlight.js';
import { buildRanking, NameRanking, sortedNames, type RankedNames, type RankingParts } from './name-ranking.js';

/** A search hit as the database ranks it; the HTML `highlight` of the contract's item is added with the answer. */
export type NameMatch = Omit<Schema<'TaxonomySearchItem'>, 'highlight'>;

/** name-search-names.sql's rows. */
export interface SearchNameRow {
  taxon_id: number;
  text: string;
  field_order: number;
  key: string;
  /** show_trgm()'s trigrams joined by '|' (empty when none). */
  trigrams: string;
  text_order: number;
}

/** name-search-taxa.sql's rows. */
export interface SearchTaxonRow {
  id: number;
  name: string;
  rank: string;
  authorship: string | null;
  rank_order: number;
  name_order: number;
  lineage: number[];
}

/** What the name search is built from (a RankingSource with what the answer's items show). */
export interface NameSearchSource {
  names: SearchNameRow[];
  taxa: SearchTaxonRow[];
  /** search_text() of each character it changes (or, for printable ASCII, of every one). */
  fold: Map<string, string>;
}

/**
 * What NameMatches is built from: the names in sortedNames()'s order (their texts, fields and taxa) and the taxa —
 * arrays and plain rows, which cross to the search's thread in one message.
 */
export interface MatchesSource {
  readonly texts: string[];
  readonly fieldOrders: Uint8Array;
  readonly taxonIds: Float64Array;
  readonly taxa: SearchTaxonRow[];
}

export function matchesSource(source: Pick<NameSearchSource, 'names' | 'taxa'>): MatchesSource {
  const names = sortedNames(source.names);
  return {
    texts: names.map((n) => n.text),
    fieldOrders: Uint8Array.from(names, (n) => n.field_order),
    taxonIds: Float64Array.from(names, (n) => n.taxon_id),
    taxa: source.taxa,
  };
}

/** The typed arrays of a MatchesSource, moved (not copied) to the search's thread. */
export const matchesBuffers = (source: MatchesSource): ArrayBuffer[] =>
  [source.fieldOrders, source.taxonIds].map((view) => view.buffer as ArrayBuffer);

/** The search of one data version on a thread of its own (workers/name-ranking-thread.ts): both halves there. */
export interface NameSearchThread {
  /** Whether the thread holds the search of `version`, built. */
  has(version: string): boolean;
  /** Whether the thread holds no search and builds none (never built, or lost with a thread that died). */
  lost(): boolean;
  /**
   * Hands the thread the search of `version` (the one it held is dropped); resolves once it holds it. The arrays of the
   * parts and the matches' source are moved, not copied: they are unusable here afterwards.
   */
  build(version: string, parts: RankingParts, matches: MatchesSource): Promise<void>;
  /** The ranked names of `text` in `version`; null when the SQL must answer (or the thread holds another version). */
  rank(version: string, text: string, limit: number): Promise<RankedNames | null>;
  /** NameSearch.search() on the thread, with rank()'s nulls. */
  search(version: string, text: string, limit: number): Promise<{ total: number; items: NameMatch[] } | null>;
  /** NameSearch.answerText() on the thread, with rank()'s nulls. */
  answerText(version: string, text: string, limit: number, query: string): Promise<string | null>;
}

const FIELDS = ['scientificName', 'synonym', 'commonName'] as const;

/** round(x::numeric, 4) of a float8, as PostgreSQL computes it: x to 15 significant digits, then half away from zero. */
export function roundScore(x: number): number {
  const [mantissa, exponent = '0'] = x.toExponential(14).split('e');
  const digits = mantissa!.replace('.', '').replace('-', '');
  // value = 0.d1d2…d15 × 10^(e+1); keep the digits down to 10^-4 and look at the next one
  const point = Number(exponent) + 1;
  const keep = point + 4;
  if (keep < 0) return 0;
  const padded = digits.padEnd(keep + 1, '0');
  let kept = BigInt(padded.slice(0, keep) || '0');
  if (Number(padded[keep]) >= 5) kept += 1n;
  return (x < 0 ? -1 : 1) * (Number(kept) / 10_000);
}

/** roundScore() of the scores met so far: a score is a class plus a ratio of small counts, so few distinct ones recur. */
const ROUNDED = new Map<number, number>();
const ROUNDED_MAX = 100_000;

function roundedScore(score: number): number {
  let rounded = ROUNDED.get(score);
  if (rounded === undefined) {
    if (ROUNDED.size >= ROUNDED_MAX) ROUNDED.clear();
    ROUNDED.set(score, (rounded = roundScore(score)));
  }
  return rounded;
}

interface Taxon {
  ref: { id: number; name: string; rank: string };
  authorship: string | null;
  lineage: { id: number; name: string; rank: string }[];
  /** An item's text up to its matchedText: `{"id":…,"name":…,"rank":…,"authorship":…,"matchedText":` (flat). */
  head: string;
  /** An item's text from its acceptedName to its highlight's value for a name that is no synonym (siblings share it). */
  tail: string;
  /** The same for a synonym (its accepted name and id), made on first use: few taxa are found by a synonym. */
  synonymTail: string | null;
  /** Its lineage's refs as JSON, comma-separated (see lineageTexts()). */
  lineageJson: string;
}

type Ref = Taxon['ref'];

/** The contract's matchType of a ranking class (3 exact, 2 prefix, 1.5 word prefix, 1 infix, 0 trigram-similar). */
const matchType = (cls: number): NameMatch['matchType'] => (cls === 3 ? 'exact' : cls >= 1.5 ? 'prefix' : 'fuzzy');
const J = JSON.stringify;

/**
 * `text` as one flat string: a template literal's result is a rope of its pieces, kept as such (several objects per
 * taxon, and a tree to walk each time an answer containing it is flattened for its Content-Length); JSON.parse
 * builds a new sequential string. The kept pieces, flat, cost NameMatches 17 → 31 MB of heap and made composing,
 * highlighting and flattening an answer ~59 → ~40 µs (micro, 3,000 checklist queries; 42 MB with the heads as ropes).
 */
const flat = (text: string): string => JSON.parse(J(text)) as string;

/**
 * Per taxon, its lineage as JSON text (its refs, comma-separated). A taxon's lineage is its parent's path from the
 * root, so siblings share one text: 12.5 k flat texts (~8.5 MB) serve the 46 k taxa. Flat, not a rope: a path built
 * as its parent's plus one ref is a rope of ~34 pieces spread over the heap, which each answer holding it walks when
 * it is flattened for its Content-Length (~5 µs of a search's 20 lineages, micro).
 */
function lineageTexts(lineages: Map<number, Ref[]>): Map<number, string> {
  const pathOf = new Map<number, string>(); // per node: the refs from the root down to it, itself included
  const flatPathOf = new Map<number, string>();
  const texts = new Map<number, string>();
  for (const [id, lineage] of lineages) {
    let text = '';
    for (const ref of lineage) {
      let path = pathOf.get(ref.id);
      if (path === undefined) {
        // JSON.stringify gives one flat string; a template literal would be a rope of six pieces
        const own = J(ref);
        pathOf.set(ref.id, (path = text === '' ? own : `${text},${own}`));
      }
      text = path;
    }
    const parent = lineage.at(-1)?.id;
    if (parent === undefined) texts.set(id, text);
    else {
      let shared = flatPathOf.get(parent);
      if (shared === undefined) flatPathOf.set(parent, (shared = flat(text)));
      texts.set(id, shared);
    }
  }
  return texts;
}

/** A taxon's item text from its acceptedName to its highlight's value when the name found is one of its synonyms. */
const synonymTail = (taxon: Taxon): string =>
  `,"acceptedName":${J(taxon.ref.name)},"acceptedId":${taxon.ref.id},"lineage":[${taxon.lineageJson}],"highlight":`;

/** What a ranked name becomes in the answer: its text, field and taxon (names numbered as sortedNames() orders them). */
export class NameMatches {
  private readonly texts: string[];
  private readonly fieldOrders: Uint8Array;
  /** Each name's taxon (undefined for an id without a taxon row, which the ranking never answers). */
  private readonly taxonOf: (Taxon | undefined)[];

  constructor(source: MatchesSource) {
    this.texts = source.texts;
    this.fieldOrders = source.fieldOrders;
    const refs = new Map(source.taxa.map((t) => [t.id, { id: t.id, name: t.name, rank: t.rank }]));
    const lineages = new Map(source.taxa.map((t) => [t.id, t.lineage.map((id) => refs.get(id)!).filter(Boolean)]));
    const lineageJson = lineageTexts(lineages);
    // siblings share their lineage's text, so one tail serves them all
    const tails = new Map<string, string>();
    const tailOf = (lineage: string) => {
      let tail = tails.get(lineage);
      if (tail === undefined)
        tails.set(lineage, (tail = `,"acceptedName":null,"acceptedId":null,"lineage":[${lineage}],"highlight":`));
      return tail;
    };
    const taxa = new Map<number, Taxon>(
      source.taxa.map((t) => [
        t.id,
        {
          ref: refs.get(t.id)!,
          authorship: t.authorship,
          lineage: lineages.get(t.id)!,
          head: flat(
            `{"id":${t.id},"name":${J(t.name)},"rank":${J(t.rank)},"authorship":${J(t.authorship)},"matchedText":`,
          ),
          tail: tailOf(lineageJson.get(t.id)!),
          synonymTail: null,
          lineageJson: lineageJson.get(t.id)!,
        },
      ]),
    );
    this.taxonOf = Array.from(source.taxonIds, (id) => taxa.get(id));
  }

  /** How many names it describes. */
  get size(): number {
    return this.texts.length;
  }

  describe(ranked: RankedNames): { total: number; items: NameMatch[] } {
    const items = ranked.names.map((i, at): NameMatch => {
      const taxon = this.taxonOf[i]!;
      const cls = ranked.classes[at]!;
      const field = FIELDS[this.fieldOrders[i]!]!;
      const synonym = field === 'synonym';
      return {
        id: taxon.ref.id,
        name: taxon.ref.name,
        rank: taxon.ref.rank,
        authorship: taxon.authorship,
        matchedText: this.texts[i]!,
        matchedField: field,
        matchType: matchType(cls),
        score: roundedScore(ranked.scores[at]!),
        acceptedName: synonym ? taxon.ref.name : null,
        acceptedId: synonym ? taxon.ref.id : null,
        lineage: taxon.lineage,
      };
    });
    return { total: ranked.total, items };
  }

  /**
   * The search's answer data as JSON text: exactly JSON.stringify({ query, items: describe()'s items each with its
   * `highlight` (core/highlight.ts) last, total }) — composed from each taxon's kept pieces, with no item objects and no
   * lineage to walk. test/data/name-search.test.ts holds the two equal.
   */
  answerText(ranked: RankedNames, query: string): string {
    const highlight = highlighter(query);
    let items = '';
    for (let at = 0; at < ranked.names.length; at++) {
      const i = ranked.names[at]!;
      const taxon = this.taxonOf[i]!;
      const field = FIELDS[this.fieldOrders[i]!]!;
      const text = this.texts[i]!;
      const tail = field === 'synonym' ? (taxon.synonymTail ??= synonymTail(taxon)) : taxon.tail;
      items +=
        `${at === 0 ? '' : ','}${taxon.head}${J(text)},"matchedField":"${field}",` +
        `"matchType":"${matchType(ranked.classes[at]!)}","score":${J(roundedScore(ranked.scores[at]!))}` +
        `${tail}${J(highlight(text))}}`;
    }
    return `{"query":${J(query)},"items":[${items}],"total":${ranked.total}}`;
  }
}

/** Both halves together: in the service, on the search's thread (workers/name-ranking.ts). */
export class NameSearch {
  constructor(
    private readonly ranking: NameRanking,
    private readonly matches: NameMatches,
  ) {}

  static from(source: NameSearchSource): NameSearch {
    return new NameSearch(new NameRanking(buildRanking(source)), new NameMatches(matchesSource(source)));
  }

  get size(): number {
    return this.matches.size;
  }

  /** The ranked names of `text` (trimmed, single inner spaces, not empty); null when the SQL must answer. */
  rank(text: string, limit: number): RankedNames | null {
    return this.ranking.rank(text, limit);
  }

  /** The ranked matches of `text`; null when the SQL must answer. */
  search(text: string, limit: number): { total: number; items: NameMatch[] } | null {
    const ranked = this.ranking.rank(text, limit);
    return ranked && this.matches.describe(ranked);
  }

  /** As search(), as the answer's JSON text (NameMatches.answerText()). */
  answerText(text: string, limit: number, query: string): string | null {
    const ranked = this.ranking.rank(text, limit);
    return ranked && this.matches.answerText(ranked, query);
  }
}

/**
 * The search on a thread of its own: a search costs the event loop only the message of its answer's text (ranking and
 * composing it took ~1/6 of the event loop's time under the long tail of searches). A search lost with its thread is
 * built again from `reload` (the database); meanwhile the SQL answers.
 */
export class ThreadedNameSearch {
  private rebuilding: Promise<void> | null = null;

  private constructor(
    private readonly version: string,
    readonly size: number,
    private readonly thread: NameSearchThread,
    private readonly reload: () => Promise<NameSearchSource>,
  ) {}

  static async build(
    version: string,
    source: NameSearchSource,
    thread: NameSearchThread,
    reload: () => Promise<NameSearchSource>,
  ): Promise<ThreadedNameSearch> {
    const matches = matchesSource(source);
    const size = matches.texts.length;
    await thread.build(version, buildRanking(source), matches);
    return new ThreadedNameSearch(version, size, thread, reload);
  }

  /** As NameSearch.search; also null while the thread's search is lost, or its thread fails the query. */
  search(text: string, limit: number): Promise<{ total: number; items: NameMatch[] } | null> {
    return this.ask(() => this.thread.search(this.version, text, limit));
  }

  /** As NameSearch.answerText, with search()'s nulls. */
  answerText(text: string, limit: number, query: string): Promise<string | null> {
    return this.ask(() => this.thread.answerText(this.version, text, limit, query));
  }

  private async ask<T>(question: () => Promise<T | null>): Promise<T | null> {
    if (!this.thread.has(this.version)) {
      // only a lost search is built again: one of another version means this one is being retired
      if (this.thread.lost()) this.rebuild();
      return null;
    }
    return question().catch(() => null);
  }

  private rebuild(): void {
    this.rebuilding ??= this.reload()
      .then((source) => this.thread.build(this.version, buildRanking(source), matchesSource(source)))
      .catch(() => undefined)
      .finally(() => (this.rebuilding = null));
  }
}
