// Barcodes: the specimen records of GET /barcodes/specimens with that list's filters (read by the contract's parameter
// schemas, then by the list's own filter parsing), in the list's order, as CSV / TSV or as the list's FASTA.
import {
  specimenFilter,
  specimenFilterKey,
  type BarcodeSpecimen,
  type SpecimensRepo,
} from '../../db/barcodes/index.js';
import type { CitationOf } from './citation.js';
import { countBy } from './citation.js';
import {
  asBody,
  bodyFilters,
  chunks,
  echoOf,
  itemColumns,
  type ExportableList,
  type FilterReader,
} from './datasets.js';

export function barcodesList(
  specimens: SpecimensRepo,
  reader: FilterReader,
  document: object,
  citation: CitationOf,
): ExportableList {
  const columns = itemColumns(document, 'BarcodeSpecimen');
  const read = (filters: Record<string, unknown>) => {
    const values = bodyFilters(reader, filters);
    return { values, filter: asBody(() => specimenFilter(values)) };
  };
  return {
    formats: ['csv', 'tsv', 'fasta'],
    understand(filters) {
      const { values, filter } = read(filters);
      return { query: echoOf(reader, values), key: specimenFilterKey(filter) };
    },
    async records(query) {
      const { values } = read(query);
      // the list itself, as one page of every match: its records and order (the index holds them in memory already)
      const all = await specimens.list({ ...values, page: 1, pageSize: Number.MAX_SAFE_INTEGER });
      const items: BarcodeSpecimen[] = all.items;
      return {
        total: all.total,
        columns,
        pages: chunks(items),
        citation: await citation(countBy(items, (item) => item.source)),
        fasta: (page) => specimens.fasta(page as unknown as BarcodeSpecimen[]),
      };
    },
  };
}
