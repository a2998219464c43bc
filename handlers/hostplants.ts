// Host plants: insect – host plant associations, searchable both ways and sortable.
import type { HostplantSortField, HostplantsRepo } from '../db/repos/hostplants.js';
import type { HandlerMap } from '../http/context.js';
import { pageRequest, pagination } from '../http/pagination.js';
import { json } from '../http/reply.js';

export interface HostplantsDeps {
  readonly hostplants: HostplantsRepo;
}

export function createHostplantsHandlers(deps: HostplantsDeps): HandlerMap {
  const { hostplants } = deps;
  return {
    async listHostplants(ctx) {
      const page = pageRequest(ctx.query);
      const { total, items } = await hostplants.list({
        q: ctx.query.q as string | undefined,
        // validated against the contract's enums (and defaulted) before the handler runs
        sortBy: ctx.query.sortBy as HostplantSortField,
        sortDirection: ctx.query.sortDirection as 'asc' | 'desc',
        limit: page.pageSize,
        offset: page.offset,
      });
      return json({ items, pagination: pagination(page, total) });
    },
  };
}
