// The taxonomy name search held in memory per data version: every scientific name, synonym and common name with its
// folded key and its pg_trgm trigrams (read from the database), so /taxonomy/search matches, scores and ranks exactly
// as search-names.sql without a query. It answers only queries whose folded form is printable ASCII (where its own
// trigram extraction is pg_trgm's); the repo asks the SQL for the others. test/data/name-search.test.ts compares them.
import { lowerBound } from '../../core/text.js';
import type { NameMatch } from './repo.js';

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

export class NameSearch {
  private readonly fold: Map<string, string>;
  /** Names in the order of their keys (code units), for prefix ranges. */
  private readonly keys: string[];
  private readonly texts: string[];
  private readonly taxonIds: Int32Array;
  private readonly fieldOrders: Uint8Array;
  private readonly textOrders: Int32Array;
  private readonly trigramCounts: Int32Array;
  /** Trigram → the names (indexes into keys) that have it, once each. */
  private readonly byTrigram = new Map<string, Int32Array>();
  private readonly taxa = new Map<number, Taxon>();
  /** Common-trigram counts per name, reset after each query. */
  private readonly common: Uint16Array;

  constructor(source: NameSearchSource) {
    this.fold = source.fold;
    const names = source.names.slice().sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.keys = names.map((n) => n.key);
    this.texts = names.map((n) => n.text);
    this.taxonIds = Int32Array.from(names, (n) => n.taxon_id);
    this.fieldOrders = Uint8Array.from(names, (n) => n.field_order);
    this.textOrders = Int32Array.from(names, (n) => n.text_order);
    this.common = new Uint16Array(names.length);
    const postings = new Map<string, number[]>();
    this.trigramCounts = new Int32Array(names.length);
    names.forEach((n, i) => {
      const trigrams = new Set(n.trigrams === '' ? [] : n.trigrams.split('|').map(trigramText));
      this.trigramCounts[i] = trigrams.size;
      for (const t of trigrams) {
        let list = postings.get(t);
        if (!list) postings.set(t, (list = []));
        list.push(i);
      }
    });
    for (const [t, list] of postings) this.byTrigram.set(t, Int32Array.from(list));
    const refs = new Map(source.taxa.map((t) => [t.id, { id: t.id, name: t.name, rank: t.rank }]));
    for (const t of source.taxa) {
      this.taxa.set(t.id, {
        ref: refs.get(t.id)!,
        authorship: t.authorship,
        rankOrder: t.rank_order,
        nameOrder: t.name_order,
        lineage: t.lineage.map((id) => refs.get(id)!).filter(Boolean),
      });
    }
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

  /**
   * As search-names.sql: the best match per taxon (exact 3, prefix 2, word prefix 1.5, infix 1, trigram-similar 0,
   * plus the similarity), ranked, `limit` of them, and the number of taxa matched; null when the SQL must answer.
   * `text` is the query trimmed with single inner spaces, not empty.
   */
  search(text: string, limit: number): { total: number; items: NameMatch[] } | null {
    const q = this.key(text);
    if (q === null) return null;
    const long = q.length >= 3;
    const queryTrigrams = asciiTrigrams(q);
    const touched: number[] = [];
    for (const t of queryTrigrams) {
      const list = this.byTrigram.get(t);
      if (!list) continue;
      for (const i of list) if (this.common[i]++ === 0) touched.push(i);
    }
    const similarity = (i: number) => {
      const c = this.common[i]!;
      const union = queryTrigrams.size + this.trigramCounts[i]! - c;
      return queryTrigrams.size === 0 || this.trigramCounts[i] === 0 ? 0 : Math.fround(c / union);
    };
    const matched = new Set<number>();
    for (let i = lowerBound(this.keys, q); i < this.keys.length && this.keys[i]!.startsWith(q); i++) matched.add(i);
    if (long) {
      for (const i of touched) if (similarity(i) >= SIMILARITY_THRESHOLD) matched.add(i);
      // an infix match: a run of three letters or digits of q is a trigram of every name containing q
      const run = /[a-z0-9]{3}/.exec(q);
      const pool = run ? (this.byTrigram.get(run[0]) ?? []) : this.keys.map((_, i) => i);
      for (const i of pool) if (this.keys[i]!.includes(q)) matched.add(i);
    }
    const best = new Map<number, { i: number; score: number; cls: number }>();
    for (const i of matched) {
      const key = this.keys[i]!;
      const cls = key === q ? 3 : key.startsWith(q) ? 2 : key.includes(` ${q}`) ? 1.5 : key.includes(q) ? 1 : 0;
      const score = cls + similarity(i);
      const taxonId = this.taxonIds[i]!;
      const held = best.get(taxonId);
      if (
        !held ||
        score > held.score ||
        (score === held.score &&
          (this.fieldOrders[i]! - this.fieldOrders[held.i]! || this.textOrders[i]! - this.textOrders[held.i]!) < 0)
      )
        best.set(taxonId, { i, score, cls });
    }
    for (const i of touched) this.common[i] = 0;
    const hits = [...best.entries()]
      .map(([taxonId, hit]) => ({ ...hit, taxon: this.taxa.get(taxonId), taxonId }))
      .filter((h): h is typeof h & { taxon: Taxon } => h.taxon !== undefined);
    hits.sort(
      (a, b) =>
        b.score - a.score ||
        this.fieldOrders[a.i]! - this.fieldOrders[b.i]! ||
        a.taxon.rankOrder - b.taxon.rankOrder ||
        a.taxon.nameOrder - b.taxon.nameOrder ||
        a.taxonId - b.taxonId,
    );
    const items = hits.slice(0, limit).map(({ i, cls, score, taxon }): NameMatch => {
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
        score: roundScore(score),
        acceptedName: synonym ? taxon.ref.name : null,
        acceptedId: synonym ? taxon.ref.id : null,
        lineage: taxon.lineage,
      };
    });
    return { total: best.size, items };
  }
}
