// Genomes: the assemblies of GET /genomes with that list's filters and order, as the list's TSV report (the same
// NCBI-Datasets-like columns and values, from the report's own query) or as CSV.
import { genomeFilterParams, type GenomeQuery, type GenomesRepo } from '../../db/genomes/index.js';
import type { CitationOf } from './citation.js';
import { bodyFilters, chunks, echoOf, type ExportableList, type FilterReader } from './datasets.js';

export function genomesList(genomes: GenomesRepo, reader: FilterReader, citation: CitationOf): ExportableList {
  const read = (filters: Record<string, unknown>) => {
    const values = bodyFilters(reader, filters);
    return { values, params: genomeFilterParams(values as unknown as GenomeQuery) };
  };
  return {
    formats: ['csv', 'tsv'],
    understand(filters) {
      const { values, params } = read(filters);
      return { query: echoOf(reader, values), key: JSON.stringify(params) };
    },
    async records(query) {
      const { params } = read(query);
      const [report, sources] = await Promise.all([genomes.reportRows(params), genomes.reportSources(params)]);
      return {
        total: report.rows.length,
        columns: report.columns.map((field) => ({ field })),
        pages: chunks(report.rows),
        citation: await citation(
          new Map(sources.map((s) => [s.source_id, s.records])),
          new Map(sources.map((s) => [s.source_id, s.own])),
        ),
      };
    },
  };
}
