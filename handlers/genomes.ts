// Genomes: the assembly catalog (filters, sort, facets, query echo, or every match as a TSV report) and the assembly
// detail (by slug or accession).
import { ApiError } from '../core/errors.js';
import { genomeFilterParams, type GenomesRepo } from '../db/genomes/index.js';
import type { TagHandlers } from '../http/operation.js';
import type { TagModule } from '../http/policy.js';
import { pageRequest, pagination } from '../http/pagination.js';
import { json, raw } from '../http/reply.js';

export interface GenomesDeps {
  readonly genomes: GenomesRepo;
}

export const genomesModule: TagModule<'Genomes', GenomesDeps> = {
  handlers: createGenomesHandlers,
  policy: {
    listGenomes: { cache: true, warmUp: 'once', listedAtRoot: true },
    getGenome: { cache: true },
  },
};

export function createGenomesHandlers({ genomes }: GenomesDeps): TagHandlers<'Genomes'> {
  return {
    async listGenomes({ query }) {
      const page = pageRequest(query);
      const params = genomeFilterParams(query);
      if (query.format === 'tsv') return raw(await genomes.report(params), 'text/tab-separated-values; charset=utf-8');
      const result = await genomes.list({ ...params, limit: page.pageSize, offset: page.offset });
      const { q, ...filters } = params;
      return json({
        items: result.items,
        pagination: pagination(page, result.total),
        query: { q: q ?? '', page: page.page, pageSize: page.pageSize, ...filters },
        facets: result.facets,
      });
    },

    async getGenome({ params }) {
      const genome = await genomes.detail(params.id);
      if (!genome) throw new ApiError('GENOME_NOT_FOUND', `Genome '${params.id}' does not exist.`);
      return json(genome);
    },
  };
}
