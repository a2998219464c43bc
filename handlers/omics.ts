// Omics: transcriptome datasets (species filter, sort, facets), species insights, population genomes.
import type { OmicsRepo, TranscriptomeSortBy } from '../db/repos/omics.js';
import type { SortDirection } from '../db/repos/catalog-query.js';
import type { HandlerMap } from '../http/context.js';
import { ApiError } from '../http/errors.js';
import { pageRequest, pagination } from '../http/pagination.js';
import { json } from '../http/reply.js';

export interface OmicsDeps {
  readonly omics: OmicsRepo;
}

export function createOmicsHandlers({ omics }: OmicsDeps): HandlerMap {
  return {
    async listTranscriptomes({ query }) {
      const page = pageRequest(query);
      const species = typeof query.species === 'string' && query.species.trim() !== '' ? query.species.trim() : null;
      const result = await omics.listTranscriptomes({
        species,
        sortBy: (query.sortBy ?? 'scientificName') as TranscriptomeSortBy,
        sortDirection: (query.sortDirection ?? 'asc') as SortDirection,
        includeFacets: query.include_facets === true,
        limit: page.pageSize,
        offset: page.offset,
      });
      const data = { items: result.items, pagination: pagination(page, result.total) };
      return json(result.facets ? { ...data, facets: result.facets } : data);
    },

    async getTranscriptomeInsights({ query }) {
      const name = String(query.species).trim();
      const species = name === '' ? null : await omics.resolveSpecies(name);
      if (!species) throw new ApiError('SPECIES_NOT_FOUND', `Species '${name}' does not exist.`);
      return json(await omics.insights(species));
    },

    async listPopulationGenomes({ query }) {
      const page = pageRequest(query);
      const result = await omics.listPopulationGenomes(page.pageSize, page.offset);
      return json({ items: result.items, pagination: pagination(page, result.total) });
    },
  };
}
