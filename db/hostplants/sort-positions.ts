// Every host-plant association's position in each sort order of the list, held in memory per data version and built
// in the background at start: a deep page of the unfiltered list is a slice of ids, not an OFFSET walk of 140,000 rows.
// With them, the folded names a `q` prefix is matched with (as hostplant_matches() does), and every association as the
// list shows it, so neither a page nor a search's count and page needs a query (nor answers 503 while the database
// is stalled).
import { createSharedText, lowerBound } from '../../core/text.js';
import type { Db } from '../database.js';
import { sql } from '../sql.js';
import { asciiFoldsAsLowerCase, type SortDirection } from '../catalog-query.js';
import { toItem, type HostplantItem, type HostplantItemRow } from './items.js';

/** Up to this many matches a page is cut from the matches sorted by position; above, from a walk of the order. */
const SORT_FOUND_UP_TO = 4000;
/** Associations read per items.sql batch. */
const ITEMS_BATCH = 20_000;

export interface SortKey<Field extends string> {
  readonly field: Field;
  /** The ascending ORDER BY of the list for this field (built from fixed column names only). */
  readonly orderBy: string;
}

export interface HostplantOrder<Field extends string> {
  /** One page in order, or null while the positions of the current data version are not built yet. */
  page(field: Field, direction: SortDirection, offset: number, limit: number): Promise<HostplantItem[] | null>;
  /**
   * The associations with a name starting with `text` (a trimmed `q`, folded as hostplant_matches() folds it): how
   * many, and one page of them in order; null while the positions are not built yet, or when `text` is not printable
   * ASCII (the SQL answers).
   */
  matches(
    text: string,
    field: Field,
    direction: SortDirection,
    offset: number,
    limit: number,
  ): Promise<{ total: number; items: HostplantItem[] } | null>;
  /**
   * Builds the positions of the current data version (one ordered id query per sort field, one of the names, the
   * items in batches).
   */
  build(): Promise<void>;
}

interface Positions<Field extends string> {
  readonly version: string;
  /** Items by index; each order is a list of indexes (4 bytes a row instead of a string per row per order). */
  readonly items: readonly HostplantItem[];
  readonly orders: ReadonlyMap<Field, Int32Array>;
  /** Per field, each index's position in its order (the inverse of `orders`). */
  readonly positions: ReadonlyMap<Field, Int32Array>;
  /** The folded names in code-unit order, and the indexes carrying each: names[k]'s are rows[start[k] .. start[k + 1]). */
  readonly names: readonly string[];
  readonly nameStart: Int32Array;
  readonly nameRows: Int32Array;
  /** Per index, the number of the match that last took it (matches of one name found under several names count once). */
  readonly taken: Uint32Array;
  /** Whether search_text() folds printable ASCII as lower-casing does (else no `q` is matched here). */
  readonly asciiFolds: boolean;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export function createHostplantOrder<Field extends string>(
  db: Db,
  keys: readonly SortKey<Field>[],
  version: () => Promise<string | null>,
): HostplantOrder<Field> {
  let positions: Positions<Field> | null = null;
  let building: Promise<void> | null = null;

  async function buildFor(dataVersion: string): Promise<void> {
    const ids: string[] = [];
    const indexOf = new Map<string, number>();
    const orders = new Map<Field, Int32Array>();
    for (const key of keys) {
      const rows = await db.any<{ id: string }>(sql('hostplants/ids-in-order.sql'), { orderBy: key.orderBy });
      const order = new Int32Array(rows.length);
      rows.forEach(({ id }, position) => {
        let index = indexOf.get(id);
        if (index === undefined) {
          index = ids.push(id) - 1;
          indexOf.set(id, index);
        }
        order[position] = index;
      });
      orders.set(key.field, order);
    }
    const inverse = new Map<Field, Int32Array>();
    for (const [field, order] of orders) {
      const position = new Int32Array(order.length);
      order.forEach((index, at) => (position[index] = at));
      inverse.set(field, position);
    }
    const items = await readItems(indexOf, ids.length);
    const keyed = await db.any<{ key: string; ids: string[] }>(sql('hostplants/name-keys.sql'));
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const nameStart = new Int32Array(keyed.length + 1);
    keyed.forEach((row, k) => (nameStart[k + 1] = nameStart[k]! + row.ids.length));
    const nameRows = new Int32Array(nameStart[keyed.length]!);
    keyed.forEach((row, k) => row.ids.forEach((id, j) => (nameRows[nameStart[k]! + j] = indexOf.get(id) ?? -1)));
    positions = {
      version: dataVersion,
      items,
      orders,
      positions: inverse,
      names: keyed.map((row) => row.key),
      nameStart,
      nameRows,
      taken: new Uint32Array(ids.length),
      asciiFolds: await asciiFoldsAsLowerCase(db),
    };
  }

  /** Every association as the list shows it, by its index (texts shared: families, genera and the citation repeat). */
  async function readItems(indexOf: ReadonlyMap<string, number>, count: number): Promise<HostplantItem[]> {
    const items = new Array<HostplantItem>(count);
    const shared = createSharedText();
    for (let after: string | null = null; ;) {
      const batch: HostplantItemRow[] = await db.any<HostplantItemRow>(sql('hostplants/items.sql'), {
        after,
        limit: ITEMS_BATCH,
      });
      for (const row of batch) items[indexOf.get(row.id)!] = toItem(row, shared);
      if (batch.length < ITEMS_BATCH) return items;
      after = batch[batch.length - 1]!.id;
    }
  }

  let match = 0;
  /** The indexes with a name starting with `key`, once each. */
  function matching(p: Positions<Field>, key: string): number[] {
    if (++match === 0xffffffff) {
      p.taken.fill(0);
      match = 1;
    }
    const found: number[] = [];
    for (let k = lowerBound(p.names, key); k < p.names.length && p.names[k]!.startsWith(key); k++) {
      for (let j = p.nameStart[k]!; j < p.nameStart[k + 1]!; j++) {
        const index = p.nameRows[j]!;
        if (index < 0 || p.taken[index] === match) continue;
        p.taken[index] = match;
        found.push(index);
      }
    }
    return found;
  }

  /** The built positions of the loaded data version, or null (and a build started) while there are none. */
  async function current(): Promise<Positions<Field> | null> {
    const dataVersion = await version();
    if (dataVersion === null || positions?.version !== dataVersion) {
      // a reload (or a start) since the last build: build in the background, answer this page the slow way
      build().catch(() => undefined);
      return null;
    }
    return positions;
  }

  function build(): Promise<void> {
    building ??= (async () => {
      const dataVersion = await version();
      if (dataVersion !== null && positions?.version !== dataVersion) await buildFor(dataVersion);
    })().finally(() => (building = null));
    return building;
  }

  return {
    async page(field, direction, offset, limit) {
      const p = await current();
      if (!p) return null;
      const order = p.orders.get(field)!;
      const page: HostplantItem[] = [];
      for (let i = offset; i < Math.min(offset + limit, order.length); i++)
        page.push(p.items[order[direction === 'asc' ? i : order.length - 1 - i]!]!);
      return page;
    },
    async matches(text, field, direction, offset, limit) {
      const p = await current();
      if (!p || !p.asciiFolds || !PRINTABLE_ASCII.test(text)) return null;
      const found = matching(p, text.toLowerCase());
      const total = found.length;
      if (offset >= total) return { total, items: [] };
      const sign = direction === 'asc' ? 1 : -1;
      let page: number[];
      if (total <= SORT_FOUND_UP_TO) {
        const position = p.positions.get(field)!;
        page = found.sort((a, b) => sign * (position[a]! - position[b]!)).slice(offset, offset + limit);
      } else {
        // many matches: walk the order, keeping the matched ones, until the page is full
        const order = p.orders.get(field)!;
        page = [];
        for (let i = 0, seen = 0; i < order.length && page.length < limit; i++) {
          const index = order[direction === 'asc' ? i : order.length - 1 - i]!;
          if (p.taken[index] !== match) continue;
          if (seen++ >= offset) page.push(index);
        }
      }
      return { total, items: page.map((index) => p.items[index]!) };
    },
    build,
  };
}
