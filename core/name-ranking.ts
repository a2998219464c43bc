// The matching half of the in-memory name search: which names match a query and how well (pg_trgm's trigrams and
// similarity, search-names.sql's classes and order), the best name per taxon, the first `limit` taxa and how many
// matched. Pure and self-contained: the database layer builds it, a thread of its own runs it (workers/name-ranking.ts).
import { lowerBound } from './text.js';
import { buildTrigramIndex, TrigramIndex, type TrigramIndexParts } from './trigram-index.js';

/**
 * What the ranking is built from, as the taxonomy repo reads it from the database (db/taxonomy/name-search-*.sql):
 * each name's taxon, field (0 scientific name, 1 synonym, 2 common name), folded key, pg_trgm trigrams (show_trgm's,
 * joined by '|') and place in the collation order of all names; each taxon's rank and name order; the folding of
 * characters (search_text()'s of each character it changes, or for printable ASCII of every one).
 */
export interface RankingSource {
  names: { taxon_id: number; field_order: number; key: string; trigrams: string; text_order: number }[];
  taxa: { id: number; rank_order: number; name_order: number }[];
  fold: Map<string, string>;
}

/** The matched taxa of one query: per taxon in the answer's order, its best name (an index of sortedNames()). */
export interface RankedNames {
  /** Taxa matched in all. */
  readonly total: number;
  readonly names: number[];
  readonly scores: number[];
  /** 3 exact, 2 prefix, 1.5 word prefix, 1 infix, 0 trigram-similar. */
  readonly classes: number[];
}

/** pg_trgm's default similarity threshold (the `%` operator); the service never changes it. */
const SIMILARITY_THRESHOLD = 0.3;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * The names in one total order (key, then text, field and taxon), the same whatever order the rows came in: the
 * ranking and the matches (built apart, perhaps on different threads) number the names alike.
 */
export function sortedNames<Name extends RankingSource['names'][number]>(names: readonly Name[]): Name[] {
  const order = (a: Name, b: Name) =>
    a.key < b.key
      ? -1
      : a.key > b.key
        ? 1
        : a.text_order - b.text_order || a.field_order - b.field_order || a.taxon_id - b.taxon_id;
  return names.slice().sort(order);
}

/** A trigram as pg_trgm compares it: show_trgm's hash of a multibyte trigram (0x…) is 3 bytes, ASCII ones equal to text. */
function trigramText(shown: string): string {
  if (!/^0x[0-9a-f]{6}$/.test(shown)) return shown;
  const value = Number.parseInt(shown.slice(2), 16);
  const bytes = [value >> 16, (value >> 8) & 0xff, value & 0xff];
  // bytes all ASCII: the same 3 bytes as that text trigram, so pg_trgm counts them as one
  return bytes.every((b) => b < 0x80) ? String.fromCharCode(...bytes) : shown;
}

/** pg_trgm's trigrams of a printable-ASCII text: per word of letters and digits, "  w" … "w ", distinct. */
export function asciiTrigrams(key: string): Set<string> {
  const out = new Set<string>();
  for (const word of key.toLowerCase().split(/[^a-z0-9]+/)) {
    if (word.length === 0) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** A built ranking: a dictionary, the names' keys and typed arrays (which a thread can be handed without a copy). */
export interface RankingParts {
  readonly fold: Map<string, string>;
  /** Names in the order of sortedNames() (by key first, for prefix ranges). */
  readonly keys: string[];
  readonly fieldOrders: Uint8Array;
  readonly textOrders: Int32Array;
  readonly trigrams: TrigramIndexParts;
  /** Each name's taxon as an index into taxonIds (every taxon id the names carry, known to `taxa` or not). */
  readonly taxonOf: Int32Array;
  readonly taxonIds: Int32Array;
  /** Per taxon index: 1 when it has a taxon row (the SQL's join drops the others), its rank and name order. */
  readonly hasRow: Uint8Array;
  readonly rankOrders: Int32Array;
  readonly nameOrders: Int32Array;
}

export function buildRanking(source: RankingSource): RankingParts {
  const names = sortedNames(source.names);
  const taxonIndex = new Map<number, number>();
  const indexOf = (id: number) => {
    let index = taxonIndex.get(id);
    if (index === undefined) taxonIndex.set(id, (index = taxonIndex.size));
    return index;
  };
  const taxonOf = Int32Array.from(names, (n) => indexOf(n.taxon_id));
  const hasRow = new Uint8Array(taxonIndex.size);
  const rankOrders = new Int32Array(taxonIndex.size);
  const nameOrders = new Int32Array(taxonIndex.size);
  for (const t of source.taxa) {
    const index = taxonIndex.get(t.id);
    if (index === undefined) continue; // a taxon no name points to is never a hit
    hasRow[index] = 1;
    rankOrders[index] = t.rank_order;
    nameOrders[index] = t.name_order;
  }
  return {
    fold: source.fold,
    keys: names.map((n) => n.key),
    fieldOrders: Uint8Array.from(names, (n) => n.field_order),
    textOrders: Int32Array.from(names, (n) => n.text_order),
    trigrams: buildTrigramIndex(
      names.map((n) => [...new Set(n.trigrams === '' ? [] : n.trigrams.split('|').map(trigramText))]),
    ),
    taxonOf,
    taxonIds: Int32Array.from(taxonIndex.keys()),
    hasRow,
    rankOrders,
    nameOrders,
  };
}

/** The buffers of `parts`' typed arrays, to hand a thread (postMessage's transfer list): unusable here afterwards. */
export function rankingBuffers(parts: RankingParts): ArrayBuffer[] {
  const views = [...Object.values(parts), ...Object.values(parts.trigrams)].filter(ArrayBuffer.isView);
  return views.map((view) => view.buffer as ArrayBuffer);
}

export class NameRanking {
  private readonly fold: Map<string, string>;
  private readonly keys: string[];
  private readonly fieldOrders: Uint8Array;
  private readonly textOrders: Int32Array;
  private readonly trigrams: TrigramIndex;
  private readonly taxonOf: Int32Array;
  private readonly taxonIds: Int32Array;
  private readonly hasRow: Uint8Array;
  private readonly rankOrders: Int32Array;
  private readonly nameOrders: Int32Array;
  /** Per name and per taxon, the number of the query that last touched it (no clearing between queries). */
  private readonly nameSeen: Uint32Array;
  private readonly taxonSeen: Uint32Array;
  private query = 0;
  /** Per taxon, for the query being answered: its best name, that name's score and class. */
  private readonly bestName: Int32Array;
  private readonly bestScore: Float64Array;
  private readonly bestClass: Float64Array;

  constructor(parts: RankingParts) {
    ({
      fold: this.fold,
      keys: this.keys,
      fieldOrders: this.fieldOrders,
      textOrders: this.textOrders,
      taxonOf: this.taxonOf,
      taxonIds: this.taxonIds,
      hasRow: this.hasRow,
      rankOrders: this.rankOrders,
      nameOrders: this.nameOrders,
    } = parts);
    this.trigrams = new TrigramIndex(parts.trigrams);
    const taxa = this.taxonIds.length;
    this.nameSeen = new Uint32Array(this.keys.length);
    this.taxonSeen = new Uint32Array(taxa);
    this.bestName = new Int32Array(taxa);
    this.bestScore = new Float64Array(taxa);
    this.bestClass = new Float64Array(taxa);
  }

  /** How many names it searches. */
  get size(): number {
    return this.keys.length;
  }

  /** search_text() of `text` when every character folds to printable ASCII; null when the SQL must answer. */
  private key(text: string): string | null {
    let out = '';
    for (const ch of text) {
      const folded = this.fold.get(ch) ?? (PRINTABLE_ASCII.test(ch) ? null : ch);
      if (folded === null) return null; // a printable ASCII character the database does not fold as expected
      out += folded;
    }
    return PRINTABLE_ASCII.test(out) ? out : null;
  }

  /** The names containing q: those having its rarest run of three letters or digits (every such name has each run). */
  private infixPool(q: string): ArrayLike<number> | null {
    let pool: string | null = null;
    for (let i = 0; i + 3 <= q.length; i++) {
      const run = q.slice(i, i + 3);
      if (!/^[a-z0-9]{3}$/.test(run)) continue;
      if (pool === null || this.trigrams.listLength(run) < this.trigrams.listLength(pool)) pool = run;
    }
    return pool === null ? null : this.trigrams.namesWith(pool);
  }

  /**
   * As search-names.sql: the best match per taxon (exact 3, prefix 2, word prefix 1.5, infix 1, trigram-similar 0,
   * plus the similarity), ranked, `limit` of them, and the number of taxa matched; null when the SQL must answer.
   * `text` is the query trimmed with single inner spaces, not empty.
   */
  rank(text: string, limit: number): RankedNames | null {
    const q = this.key(text);
    if (q === null) return null;
    const query = ++this.query;
    if (query === 0xffffffff) {
      // the counter wraps: forget every mark so an old one is never taken for this query's
      this.nameSeen.fill(0);
      this.taxonSeen.fill(0);
      this.query = 1;
      return this.rank(text, limit);
    }
    this.trigrams.setQuery(asciiTrigrams(q));
    const touched: number[] = [];
    const consider = (i: number, similarity: number) => {
      const key = this.keys[i]!;
      const cls = key === q ? 3 : key.startsWith(q) ? 2 : key.includes(` ${q}`) ? 1.5 : key.includes(q) ? 1 : 0;
      const score = cls + similarity;
      const t = this.taxonOf[i]!;
      if (this.taxonSeen[t] !== query) {
        this.taxonSeen[t] = query;
        touched.push(t);
      } else {
        const held = this.bestName[t]!;
        if (
          score < this.bestScore[t]! ||
          (score === this.bestScore[t]! &&
            (this.fieldOrders[i]! - this.fieldOrders[held]! || this.textOrders[i]! - this.textOrders[held]!) >= 0)
        )
          return;
      }
      this.bestName[t] = i;
      this.bestScore[t] = score;
      this.bestClass[t] = cls;
    };
    // prefix and infix matches first (matched whatever their similarity), then the trigram-similar rest
    const lo = lowerBound(this.keys, q);
    for (let i = lo; i < this.keys.length && this.keys[i]!.startsWith(q); i++) {
      this.nameSeen[i] = query;
      consider(i, this.trigrams.similarity(i));
    }
    if (q.length >= 3) {
      const pool = this.infixPool(q);
      for (let k = 0, n = pool ? pool.length : this.keys.length; k < n; k++) {
        const i = pool ? pool[k]! : k;
        if (this.nameSeen[i] === query || !this.keys[i]!.includes(q)) continue;
        this.nameSeen[i] = query;
        consider(i, this.trigrams.similarity(i));
      }
      this.trigrams.similar(SIMILARITY_THRESHOLD, (i, similarity) => {
        if (this.nameSeen[i] !== query) consider(i, similarity);
      });
    }
    const top = this.top(touched, limit);
    return {
      total: touched.length,
      names: top.map((t) => this.bestName[t]!),
      scores: top.map((t) => this.bestScore[t]!),
      classes: top.map((t) => this.bestClass[t]!),
    };
  }

  /** The first `limit` touched taxa with a taxon row in the SQL's order (score, field, rank, name, id), kept sorted. */
  private top(touched: readonly number[], limit: number): number[] {
    const before = (a: number, b: number) =>
      (this.bestScore[b]! - this.bestScore[a]! ||
        this.fieldOrders[this.bestName[a]!]! - this.fieldOrders[this.bestName[b]!]! ||
        this.rankOrders[a]! - this.rankOrders[b]! ||
        this.nameOrders[a]! - this.nameOrders[b]! ||
        this.taxonIds[a]! - this.taxonIds[b]!) < 0;
    const top: number[] = [];
    if (limit < 1) return top;
    for (const t of touched) {
      if (this.hasRow[t] === 0) continue;
      if (top.length === limit && !before(t, top[limit - 1]!)) continue;
      let at = top.length;
      while (at > 0 && before(t, top[at - 1]!)) at--;
      top.splice(at, 0, t);
      if (top.length > limit) top.pop();
    }
    return top;
  }
}
