// Host plants: insect – host plant associations, searchable both ways and sortable.
import type { HostplantsRepo } from '../db/hostplants/index.js';
import type { TagHandlers } from '../http/operation.js';
import type { TagModule } from '../http/policy.js';
import { pageRequest, pagination } from '../http/pagination.js';
import { json } from '../http/reply.js';

export interface HostplantsDeps {
  readonly hostplants: HostplantsRepo;
}

export const hostplantsModule: TagModule<'Hostplants', HostplantsDeps> = {
  handlers: createHostplantsHandlers,
  policy: {
    listHostplants: { cache: true, warmUp: 'once', listedAtRoot: true },
  },
};

export function createHostplantsHandlers({ hostplants }: HostplantsDeps): TagHandlers<'Hostplants'> {
  return {
    async listHostplants({ query }) {
      const page = pageRequest(query);
      const { total, items } = await hostplants.list({
        q: query.q,
        sortBy: query.sortBy,
        sortDirection: query.sortDirection,
        limit: page.pageSize,
        offset: page.offset,
      });
      return json({ items, pagination: pagination(page, total) });
    },
  };
}
