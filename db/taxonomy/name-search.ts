// The taxonomy name search held in memory per data version: every scientific name, synonym and common name with its
// folded key and its pg_trgm trigrams (read from the database), so /taxonomy/search matches, scores and ranks exactly
// as search-names.sql without a query. It answers only queries whose folded form is printable ASCII (where its own
// trigram extraction is pg_trgm's); the repo asks the SQL for the others. test/data/name-search.test.ts compares them.
import { lowerBound } from '../../core/text.js';
import type { NameMatch } from './repo.js';
import { TrigramIndex } from './trigram-index.js';

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

export interface NameSearchSource {
  names: SearchNameRow[];
  taxa: SearchTaxonRow[];
  /** search_text() of each character it changes (or, for printable ASCII, of every one). */
  fold: Map<string, string>;
}

const FIELDS = ['scientificName', 'synonym', 'commonName'] as const;
/** pg_trgm's default similarity threshold (the `%` operator); the service never changes it. */
const SIMILARITY_THRESHOLD = 0.3;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

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

interface Taxon {
  ref: { id: number; name: string; rank: string };
  authorship: string | null;
  rankOrder: number;
  nameOrder: number;
  lineage: { id: number; name: string; rank: string }[];
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

export class NameSearch {
  private readonly fold: Map<string, string>;
  /** Names in the order of their keys (code units), for prefix ranges. */
  private readonly keys: string[];
  private readonly texts: string[];
  private readonly fieldOrders: Uint8Array;
  private readonly textOrders: Int32Array;
  private readonly trigrams: TrigramIndex;
  /** Each name's taxon as an index into taxonIds (every taxon id the names carry, known to `taxa` or not). */
  private readonly taxonOf: Int32Array;
  private readonly taxonIds: Int32Array;
  /** Per taxon index: its hit facts (undefined for an id without a taxon row, which the SQL's join drops). */
  private readonly taxa: (Taxon | undefined)[];
  /** Per name and per taxon, the number of the query that last touched it (no clearing between queries). */
  private readonly nameSeen: Uint32Array;
  private readonly taxonSeen: Uint32Array;
  private query = 0;
  /** Per taxon, for the query being answered: its best name, that name's score and class. */
  private readonly bestName: Int32Array;
  private readonly bestScore: Float64Array;
  private readonly bestClass: Float64Array;

  constructor(source: NameSearchSource) {
    this.fold = source.fold;
    const names = source.names.slice().sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.keys = names.map((n) => n.key);
    this.texts = names.map((n) => n.text);
    this.fieldOrders = Uint8Array.from(names, (n) => n.field_order);
    this.textOrders = Int32Array.from(names, (n) => n.text_order);
    this.trigrams = new TrigramIndex(
      names.map((n) => [...new Set(n.trigrams === '' ? [] : n.trigrams.split('|').map(trigramText))]),
    );
    const taxonIndex = new Map<number, number>();
    const indexOf = (id: number) => {
      let index = taxonIndex.get(id);
      if (index === undefined) taxonIndex.set(id, (index = taxonIndex.size));
      return index;
    };
    this.taxonOf = Int32Array.from(names, (n) => indexOf(n.taxon_id));
    this.taxonIds = Int32Array.from(taxonIndex.keys());
    const refs = new Map(source.taxa.map((t) => [t.id, { id: t.id, name: t.name, rank: t.rank }]));
    this.taxa = new Array<Taxon | undefined>(taxonIndex.size);
    for (const t of source.taxa) {
      const index = taxonIndex.get(t.id);
      if (index === undefined) continue; // a taxon no name points to is never a hit
      this.taxa[index] = {
        ref: refs.get(t.id)!,
        authorship: t.authorship,
        rankOrder: t.rank_order,
        nameOrder: t.name_order,
        lineage: t.lineage.map((id) => refs.get(id)!).filter(Boolean),
      };
    }
    this.nameSeen = new Uint32Array(names.length);
    this.taxonSeen = new Uint32Array(taxonIndex.size);
    this.bestName = new Int32Array(taxonIndex.size);
    this.bestScore = new Float64Array(taxonIndex.size);
    this.bestClass = new Float64Array(taxonIndex.size);
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
  search(text: string, limit: number): { total: number; items: NameMatch[] } | null {
    const q = this.key(text);
    if (q === null) return null;
    const query = ++this.query;
    if (query === 0xffffffff) {
      // the counter wraps: forget every mark so an old one is never taken for this query's
      this.nameSeen.fill(0);
      this.taxonSeen.fill(0);
      this.query = 1;
      return this.search(text, limit);
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
    const items = top.map((t): NameMatch => {
      const i = this.bestName[t]!;
      const taxon = this.taxa[t]!;
      const cls = this.bestClass[t]!;
      const field = FIELDS[this.fieldOrders[i]!]!;
      const synonym = field === 'synonym';
      return {
        id: taxon.ref.id,
        name: taxon.ref.name,
        rank: taxon.ref.rank,
        authorship: taxon.authorship,
        matchedText: this.texts[i]!,
        matchedField: field,
        matchType: cls === 3 ? 'exact' : cls >= 1.5 ? 'prefix' : 'fuzzy',
        score: roundedScore(this.bestScore[t]!),
        acceptedName: synonym ? taxon.ref.name : null,
        acceptedId: synonym ? taxon.ref.id : null,
        lineage: taxon.lineage,
      };
    });
    return { total: touched.length, items };
  }

  /** The first `limit` touched taxa with a taxon row in the SQL's order (score, field, rank, name, id), kept sorted. */
  private top(touched: readonly number[], limit: number): number[] {
    const before = (a: number, b: number) => {
      const ta = this.taxa[a]!;
      const tb = this.taxa[b]!;
      return (
        (this.bestScore[b]! - this.bestScore[a]! ||
          this.fieldOrders[this.bestName[a]!]! - this.fieldOrders[this.bestName[b]!]! ||
          ta.rankOrder - tb.rankOrder ||
          ta.nameOrder - tb.nameOrder ||
          this.taxonIds[a]! - this.taxonIds[b]!) < 0
      );
    };
    const top: number[] = [];
    if (limit < 1) return top;
    for (const t of touched) {
      if (this.taxa[t] === undefined) continue;
      if (top.length === limit && !before(t, top[limit - 1]!)) continue;
      let at = top.length;
      while (at > 0 && before(t, top[at - 1]!)) at--;
      top.splice(at, 0, t);
      if (top.length > limit) top.pop();
    }
    return top;
  }
}
