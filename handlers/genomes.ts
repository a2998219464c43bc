// Genomes: the assembly catalog (filters, sort, facets, query echo) and the assembly detail.
import type { GenomeSortBy, GenomesRepo } from '../db/repos/genomes.js';
import type { SortDirection } from '../db/repos/catalog-query.js';
import type { HandlerMap } from '../http/context.js';
import { ApiError } from '../http/errors.js';
import { pageRequest, pagination } from '../http/pagination.js';
import { json } from '../http/reply.js';

export interface GenomesDeps {
  readonly genomes: GenomesRepo;
}

/** A filter value as applied: absent and empty mean "no filter" (null in the echo). */
function filterText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function createGenomesHandlers({ genomes }: GenomesDeps): HandlerMap {
  return {
    async listGenomes({ query }) {
      const page = pageRequest(query);
      const applied = {
        q: typeof query.q === 'string' ? query.q.trim() : '',
        page: page.page,
        pageSize: page.pageSize,
        sortBy: (query.sortBy ?? 'n50Kb') as GenomeSortBy,
        sortDirection: (query.sortDirection ?? 'desc') as SortDirection,
        family: filterText(query.family),
        subfamily: filterText(query.subfamily),
        source: filterText(query.source),
        hasBrowser: typeof query.hasBrowser === 'boolean' ? query.hasBrowser : null,
      };
      const result = await genomes.list({
        q: applied.q || null,
        family: applied.family,
        subfamily: applied.subfamily,
        source: applied.source,
        hasBrowser: applied.hasBrowser,
        sortBy: applied.sortBy,
        sortDirection: applied.sortDirection,
        limit: page.pageSize,
        offset: page.offset,
      });
      return json({
        items: result.items,
        pagination: pagination(page, result.total),
        query: applied,
        facets: result.facets,
      });
    },

    async getGenome({ params }) {
      const id = String(params.id);
      const genome = await genomes.detail(id);
      if (!genome) throw new ApiError('GENOME_NOT_FOUND', `Genome '${id}' does not exist.`);
      return json(genome);
    },
  };
}
