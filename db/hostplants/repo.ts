// Insect – host plant associations (NHM HOSTS): two-way name search, sortable pages.
import { ENUM_VALUES, type Schema } from '../../generated/operations.js';
import type { Db } from '../database.js';
import { sql } from '../sql.js';
import { escapeLike, safeOffset, type SortDirection } from '../catalog-query.js';
import { createHostplantOrder } from './sort-positions.js';
import { createQueryCache } from '../query-cache.js';
import { toItem, type HostplantItem, type HostplantItemRow } from './items.js';

export type HostplantSortField = Schema<'HostplantSortBy'>;
export type { HostplantItem };

export const HOSTPLANT_SORT_FIELDS: readonly HostplantSortField[] = ENUM_VALUES.HostplantSortBy;

/** Sort field → column; species sort on the scientific name (the binomial the item shows). */
const SORT_COLUMN: Record<HostplantSortField, string> = {
  insectFamily: 'insect_family',
  insectGenus: 'insect_genus',
  insectSpecies: 'insect_scientific_name',
  hostplantFamily: 'hostplant_family',
  hostplantGenus: 'hostplant_genus',
  hostplantSpecies: 'hostplant_scientific_name',
};

/**
 * The ORDER BY of a page: the chosen column, the others in table order, then the HOSTS id — the column
 * order of the matching index in 004_downloads_and_lists.sql — and the row id, so the order is total and a
 * descending page is exactly an ascending one read from the end. Built only from the fixed names above.
 */
export function hostplantOrderBy(sortBy: HostplantSortField, direction: SortDirection): string {
  const first = SORT_COLUMN[sortBy];
  const columns = [
    first,
    ...HOSTPLANT_SORT_FIELDS.map((field) => SORT_COLUMN[field]).filter((c) => c !== first),
    'hosts_id',
    'id',
  ];
  const dir = direction === 'desc' ? 'DESC' : 'ASC';
  return columns.map((column) => `${column} ${dir}`).join(', ');
}

/**
 * Up to this many matches a page is cut from the matches fetched by id and sorted; above it, from a
 * walk of the sort column's index that keeps matching rows (matches are then dense enough that the
 * walk stops early). The planner cannot choose itself: it sees no row estimate for a name prefix.
 */
const SORT_MATCHES_UP_TO = 2000;

export interface HostplantListParams {
  q?: string;
  sortBy: HostplantSortField;
  sortDirection: SortDirection;
  limit: number;
  offset: number;
}

export function createHostplantsRepo(db: Db, version: () => Promise<string | null>) {
  const order = createHostplantOrder(
    db,
    HOSTPLANT_SORT_FIELDS.map((field) => ({ field, orderBy: hostplantOrderBy(field, 'asc') })),
    version,
  );
  /** A page of the whole list from the in-memory positions and items; null until they are built. */
  const pageByPosition = (params: HostplantListParams) =>
    order.page(params.sortBy, params.sortDirection, params.offset, params.limit);
  /** Counts per prefix only change with the data: kept per data version, so paging a search costs one query a page. */
  const counts = createQueryCache({ max: 1000, versionTtlMs: 1000, version });
  const countOf = (prefix: string | null) =>
    counts.get(JSON.stringify(prefix), async () => {
      const { total } = await db.one<{ total: number }>(
        sql(prefix ? 'hostplants/count-matches.sql' : 'hostplants/count-all.sql'),
        { prefix },
      );
      return total;
    });
  const prefixOf = (q: string | undefined) => {
    const trimmed = q?.trim();
    return trimmed ? `${escapeLike(trimmed)}%` : null;
  };
  /** A page of the list by its count and page queries (the whole list's pages from the positions when built). */
  async function listByQueries(params: HostplantListParams) {
    const prefix = prefixOf(params.q);
    const total = await countOf(prefix);
    if (total === 0 || params.offset >= total) return { total, items: [] };
    if (!prefix) {
      const items = await pageByPosition(params);
      if (items) return { total, items };
    }
    const page =
      prefix && total <= SORT_MATCHES_UP_TO ? 'hostplants/page-of-matches.sql' : 'hostplants/page-in-order.sql';
    const rows = await db.any<HostplantItemRow>(sql(page), {
      prefix,
      orderBy: hostplantOrderBy(params.sortBy, params.sortDirection),
      limit: params.limit,
      offset: safeOffset(params.offset),
    });
    return { total, items: rows.map((row) => toItem(row)) };
  }
  return {
    /** Builds the positions of the whole list's sort orders and its name index (at start, in the background). */
    warm: () => order.build(),

    /** list() with a `q` answered by its queries (the count, then a page), not the in-memory names. */
    listSql: listByQueries,

    /** `q` is a prefix of the insect family or scientific name, or the plant family or scientific name; blank → all. */
    async list(params: HostplantListParams) {
      const text = params.q?.trim();
      if (text) {
        const found = await order.matches(text, params.sortBy, params.sortDirection, params.offset, params.limit);
        if (found) return found;
      }
      return listByQueries(params);
    },

    /** The associations `list` selects for `q` per data source id. */
    async sourceCounts(q: string | undefined): Promise<Map<string, number>> {
      const rows = await db.any<{ source_id: string; records: number }>(sql('hostplants/source-counts.sql'), {
        prefix: prefixOf(q),
      });
      return new Map(rows.map((row) => [row.source_id, row.records]));
    },
  };
}

export type HostplantsRepo = ReturnType<typeof createHostplantsRepo>;
