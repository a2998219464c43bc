// Literature: the merged publication list and one publication's detail.
import type { LiteratureRepo } from '../db/repos/literature.js';
import type { HandlerMap } from '../http/context.js';
import { ApiError } from '../http/errors.js';
import { pageRequest, pagination } from '../http/pagination.js';
import { json } from '../http/reply.js';

export interface LiteratureDeps {
  readonly literature: LiteratureRepo;
}

export function createLiteratureHandlers(deps: LiteratureDeps): HandlerMap {
  const { literature } = deps;
  return {
    async listLiterature(ctx) {
      const page = pageRequest(ctx.query);
      const { total, items } = await literature.list({ limit: page.pageSize, offset: page.offset });
      return json({ items, pagination: pagination(page, total) });
    },

    async getLiterature(ctx) {
      const id = String(ctx.params.literatureId);
      const detail = await literature.get(id);
      if (!detail)
        throw new ApiError('LITERATURE_NOT_FOUND', `Literature record ${id} does not exist.`, { literatureId: id });
      return json(detail);
    },
  };
}
