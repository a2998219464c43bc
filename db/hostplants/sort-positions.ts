// Every host-plant association's position in each sort order of the list, held in memory per data version and built
// in the background at start: a deep page of the unfiltered list is a slice of ids, not an OFFSET walk of 140,000 rows.
import type { Db } from '../database.js';
import { sql } from '../sql.js';
import type { SortDirection } from '../catalog-query.js';

export interface SortKey<Field extends string> {
  readonly field: Field;
  /** The ascending ORDER BY of the list for this field (built from fixed column names only). */
  readonly orderBy: string;
}

export interface HostplantOrder<Field extends string> {
  /** The ids of one page in order, or null while the positions of the current data version are not built yet. */
  page(field: Field, direction: SortDirection, offset: number, limit: number): Promise<string[] | null>;
  /** Builds the positions of the current data version (one ordered id query per sort field). */
  build(): Promise<void>;
}

interface Positions<Field extends string> {
  readonly version: string;
  /** Ids by index; each order is a list of indexes (4 bytes a row instead of a string per row per order). */
  readonly ids: readonly string[];
  readonly orders: ReadonlyMap<Field, Int32Array>;
}

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
    positions = { version: dataVersion, ids, orders };
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
      const dataVersion = await version();
      if (dataVersion === null || positions?.version !== dataVersion) {
        // a reload (or a start) since the last build: build in the background, answer this page the slow way
        build().catch(() => undefined);
        return null;
      }
      const order = positions.orders.get(field)!;
      const page: string[] = [];
      for (let i = offset; i < Math.min(offset + limit, order.length); i++)
        page.push(positions.ids[order[direction === 'asc' ? i : order.length - 1 - i]!]!);
      return page;
    },
    build,
  };
}
