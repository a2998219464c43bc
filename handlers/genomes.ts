// Genomes: the assembly catalog (filters, sort, facets, query echo, or every match as a TSV report) and the assembly
// detail (by slug or accession).
import { ApiError } from '../core/errors.js';
import type { GenomesRepo } from '../db/genomes/index.js';
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

/** A filter value as applied: absent and empty mean "no filter" (null in the echo). */
function filterText(value: string | undefined): string | null {
  return value !== undefined && value.trim() !== '' ? value.trim() : null;
}

export function createGenomesHandlers({ genomes }: GenomesDeps): TagHandlers<'Genomes'> {
  return {
    async listGenomes({ query }) {
      const page = pageRequest(query);
      const filters = {
        sortBy: query.sortBy,
        sortDirection: query.sortDirection,
        family: filterText(query.family),
        subfamily: filterText(query.subfamily),
        source: filterText(query.source),
        hasBrowser: query.hasBrowser ?? null,
        assemblyLevel: query.assemblyLevel ?? null,
        minBuscoCompletePct: query.minBuscoCompletePct ?? null,
        minN50Kb: query.minN50Kb ?? null,
        releasedAfter: query.releasedAfter ?? null,
      };
      const q = query.q?.trim() ?? '';
      if (query.format === 'tsv')
        return raw(await genomes.report({ ...filters, q: q || null }), 'text/tab-separated-values; charset=utf-8');
      const result = await genomes.list({ ...filters, q: q || null, limit: page.pageSize, offset: page.offset });
      return json({
        items: result.items,
        pagination: pagination(page, result.total),
        query: { q, page: page.page, pageSize: page.pageSize, ...filters },
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
