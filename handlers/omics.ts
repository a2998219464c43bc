// Omics: transcriptome datasets (species filter, sort, facets), species insights, population genomes.
import { ApiError } from '../core/errors.js';
import type { OmicsRepo } from '../db/omics/index.js';
import type { TagHandlers } from '../http/operation.js';
import type { TagModule } from '../http/policy.js';
import { pageRequest, pagination } from '../http/pagination.js';
import { json } from '../http/reply.js';

export interface OmicsDeps {
  readonly omics: OmicsRepo;
}

export const omicsModule: TagModule<'Omics', OmicsDeps> = {
  handlers: createOmicsHandlers,
  policy: {
    listTranscriptomes: { cache: true, warmUp: 'once', listedAtRoot: true },
    getTranscriptomeInsights: { cache: true },
    listPopulationGenomes: { cache: true, warmUp: 'once' },
  },
};

export function createOmicsHandlers({ omics }: OmicsDeps): TagHandlers<'Omics'> {
  return {
    async listTranscriptomes({ query }) {
      const page = pageRequest(query);
      const result = await omics.listTranscriptomes({
        species: query.species?.trim() || null,
        sortBy: query.sortBy,
        sortDirection: query.sortDirection,
        includeFacets: query.include_facets,
        limit: page.pageSize,
        offset: page.offset,
      });
      const data = { items: result.items, pagination: pagination(page, result.total) };
      return json(result.facets ? { ...data, facets: result.facets } : data);
    },

    async getTranscriptomeInsights({ query }) {
      const name = query.species.trim();
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
