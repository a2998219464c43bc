// The protein list of one data version in memory: every protein in each sort order as list-proteins.sql gives it, and
// each one's search document, so a page or a printable-ASCII `q` is answered without a query.
import { searchWords } from '../catalog-query.js';
import type { SortDirection } from '../catalog-query.js';

/** The list item fields the memory needs: its id (to share one object across the orders). */
interface Identified {
  readonly id: number;
}

/** Text search_text() changes only by lower-casing (unaccent and lower() leave printable ASCII as lower-case). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export class ProteinListMemory<Item extends Identified> {
  private readonly orders: ReadonlyMap<string, readonly Item[]>;

  /**
   * `orders`: every item in each `sortBy:direction` order; `documents`: id → search_document; `asciiFolds`: whether the
   * database's search_text() folds printable ASCII as lower-casing does (else every `q` is left to the SQL).
   */
  constructor(
    orders: ReadonlyMap<string, readonly Item[]>,
    private readonly documents: ReadonlyMap<number, string>,
    private readonly asciiFolds: boolean,
  ) {
    // one object per protein, whichever order it is read through
    const byId = new Map<number, Item>();
    const shared = new Map<string, readonly Item[]>();
    for (const [key, items] of orders)
      shared.set(
        key,
        items.map((item) => byId.get(item.id) ?? (byId.set(item.id, item), item)),
      );
    this.orders = shared;
  }

  static orderKey(sortBy: string, direction: SortDirection): string {
    return `${sortBy}:${direction}`;
  }

  /**
   * The page and total as list-proteins.sql gives them (every word of `q` a substring of the folded document), or null
   * for what only the SQL can fold (non-ASCII `q`) or an order not laid out.
   */
  list(q: string | null, sortBy: string, direction: SortDirection, limit: number, offset: number) {
    const order = this.orders.get(ProteinListMemory.orderKey(sortBy, direction));
    if (!order || (q !== null && !(this.asciiFolds && PRINTABLE_ASCII.test(q)))) return null;
    const words = searchWords(q)?.map((word) => word.toLowerCase()) ?? null;
    const matched = words
      ? order.filter((item) => {
          const document = this.documents.get(item.id) ?? '';
          return words.every((word) => document.includes(word));
        })
      : order;
    return { total: matched.length, items: matched.slice(offset, offset + limit) };
  }
}
