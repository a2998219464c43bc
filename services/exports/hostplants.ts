// Host plants: the associations of GET /hostplants with that list's filter and order (`q`, `sortBy`,
// `sortDirection`), read page by page through the list itself, as CSV or TSV.
import type { HostplantSortField, HostplantsRepo } from '../../db/hostplants/index.js';
import type { CitationOf } from './citation.js';
import {
  bodyFilters,
  echoOf,
  itemColumns,
  PAGE_SIZE,
  pagesFrom,
  type ExportableList,
  type FilterReader,
} from './datasets.js';

interface HostplantFilters {
  q?: string;
  sortBy: HostplantSortField;
  sortDirection: 'asc' | 'desc';
}

export function hostplantsList(
  hostplants: HostplantsRepo,
  reader: FilterReader,
  document: object,
  citation: CitationOf,
): ExportableList {
  const columns = itemColumns(document, 'HostplantItem');
  const read = (filters: Record<string, unknown>) => bodyFilters(reader, filters) as unknown as HostplantFilters;
  return {
    formats: ['csv', 'tsv'],
    understand(filters) {
      const values = read(filters);
      const key = { q: values.q?.trim() || null, sortBy: values.sortBy, sortDirection: values.sortDirection };
      return { query: echoOf(reader, { ...values }), key: JSON.stringify(key) };
    },
    async records(query) {
      const values = read(query);
      const [first, counts] = await Promise.all([
        hostplants.list({ ...values, limit: PAGE_SIZE, offset: 0 }),
        hostplants.sourceCounts(values.q),
      ]);
      const next = async (read: number) =>
        read >= first.total ? [] : (await hostplants.list({ ...values, limit: PAGE_SIZE, offset: read })).items;
      return { total: first.total, columns, pages: pagesFrom(first.items, next), citation: await citation(counts) };
    },
  };
}
