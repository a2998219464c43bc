// Literature: the merged publication list (searchable with `q`) and one publication's detail.
import { ApiError } from '../core/errors.js';
import type { LiteratureRepo } from '../db/literature/index.js';
import type { TagHandlers } from '../http/operation.js';
import type { TagModule } from '../http/policy.js';
import { pageRequest, pagination } from '../http/pagination.js';
import { json } from '../http/reply.js';

export interface LiteratureDeps {
  readonly literature: LiteratureRepo;
}

export const literatureModule: TagModule<'Literature', LiteratureDeps> = {
  handlers: createLiteratureHandlers,
  policy: {
    listLiterature: { cache: true, warmUp: 'once', listedAtRoot: true },
    getLiterature: { cache: true },
  },
};

export function createLiteratureHandlers({ literature }: LiteratureDeps): TagHandlers<'Literature'> {
  return {
    async listLiterature({ query }) {
      const page = pageRequest(query);
      const { total, items } = await literature.list({ q: query.q, limit: page.pageSize, offset: page.offset });
      return json({ items, pagination: pagination(page, total) });
    },

    async getLiterature({ params }) {
      const id = params.literatureId;
      const detail = await literature.get(id);
      if (!detail)
        throw new ApiError('LITERATURE_NOT_FOUND', `Literature record ${id} does not exist.`, { literatureId: id });
      return json(detail);
    },
  };
}
