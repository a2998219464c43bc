// Search operations: global suggestions across taxa, genomes, tools and the service's modules.
import type { Suggestions, SuggestionGroup } from '../db/repos/suggestions.js';
import type { HandlerMap } from '../http/context.js';
import { json } from '../http/reply.js';

export interface SearchDeps {
  readonly suggestions: Suggestions;
}

export function createSearchHandlers(deps: SearchDeps): HandlerMap {
  return {
    async getSearchSuggestions(ctx) {
      const q = String(ctx.query.q);
      const group = (ctx.query.group as SuggestionGroup | undefined) ?? null;
      const items = await deps.suggestions.suggest(q, Number(ctx.query.limit), group);
      return json({ query: q, items });
    },
  };
}
