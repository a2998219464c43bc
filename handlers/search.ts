// Search operations: global suggestions across taxa, genomes, tools and the service's modules.
import type { TagHandlers } from '../http/operation.js';
import type { TagModule } from '../http/policy.js';
import { json } from '../http/reply.js';
import type { Suggestions } from '../services/search/index.js';

export interface SearchDeps {
  readonly suggestions: Suggestions;
}

export const searchModule: TagModule<'Search', SearchDeps> = {
  handlers: createSearchHandlers,
  policy: {
    getSearchSuggestions: { cache: true, listedAtRoot: true },
  },
};

export function createSearchHandlers({ suggestions }: SearchDeps): TagHandlers<'Search'> {
  return {
    async getSearchSuggestions({ query }) {
      const items = await suggestions.suggest(query.q, query.limit, query.group ?? null);
      return json({ query: query.q, items });
    },
  };
}
