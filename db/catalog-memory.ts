// A catalog list of one data version in memory (proteins, literature, barcodes): every item in each order its SQL gives,
// and each item's folded search texts, so a page or a printable-ASCII `q` is answered without a query. The orders are
// read through the list's own SQL (the database's collation decides them); the filter repeats its LIKE in JavaScript.
import { searchWords } from './catalog-query.js';

/** Text search_text() changes only by lower-casing (unaccent and lower() leave printable ASCII as lower-case). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * How `q` matches an item's folded texts, as the list's SQL has it: `everyWord` — each of searchWords(q) occurs in the
 * first text (`search_document LIKE ALL '%word%'`); `wholeText` — the trimmed `q` occurs in one of them (`LIKE '%q%'`).
 */
export type CatalogMatch = 'everyWord' | 'wholeText';

export interface CatalogMemoryOptions<Item> {
  /** Every item, in each order a request may ask (keys as the repository names them). */
  readonly orders: ReadonlyMap<string, readonly Item[]>;
  readonly idOf: (item: Item) => string | number;
  /** id → the item's folded search texts (search_text() of its fields). */
  readonly texts: ReadonlyMap<string | number, readonly string[]>;
  readonly match: CatalogMatch;
  /** Whether the database's search_text() folds printable ASCII as lower-casing does (else every `q` goes to the SQL). */
  readonly asciiFolds: boolean;
}

export class CatalogMemory<Item> {
  private readonly orders = new Map<string, readonly Item[]>();

  constructor(private readonly options: CatalogMemoryOptions<Item>) {
    // one object per item, whichever order it is read through
    const byId = new Map<string | number, Item>();
    for (const [key, items] of options.orders)
      this.orders.set(
        key,
        items.map((item) => byId.get(options.idOf(item)) ?? (byId.set(options.idOf(item), item), item)),
      );
  }

  /** How many items the catalog holds. */
  get size(): number {
    return this.options.texts.size;
  }

  /** The page and total as the list's SQL gives them, or null for what only the SQL can fold or an unknown order. */
  list(
    q: string | null | undefined,
    order: string,
    limit: number,
    offset: number,
  ): { total: number; items: Item[] } | null {
    const items = this.orders.get(order);
    if (!items) return null;
    const matches = this.matcher(q);
    if (matches === null) return null;
    const matched =
      matches === true ? items : items.filter((item) => matches(this.options.texts.get(this.options.idOf(item)) ?? []));
    return { total: matched.length, items: matched.slice(offset, offset + limit) };
  }

  /** true: no filter; null: the SQL must answer; else the test of an item's texts. */
  private matcher(q: string | null | undefined): true | null | ((texts: readonly string[]) => boolean) {
    if (this.options.match === 'everyWord') {
      const words = searchWords(q);
      if (!words) return true;
      if (!this.foldable(q!)) return null;
      const folded = words.map((word) => word.toLowerCase());
      return (texts) => folded.every((word) => (texts[0] ?? '').includes(word));
    }
    const text = q?.trim();
    if (!text) return true;
    if (!this.foldable(text)) return null;
    const folded = text.toLowerCase();
    return (texts) => texts.some((candidate) => candidate.includes(folded));
  }

  private foldable(q: string): boolean {
    return this.options.asciiFolds && PRINTABLE_ASCII.test(q);
  }
}
