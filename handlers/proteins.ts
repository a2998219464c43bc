// Proteins: the catalog (search, sort), the detail and the 3D structure as PDB text with an ETag.
import { ApiError } from '../core/errors.js';
import type { ProteinsRepo } from '../db/proteins/index.js';
import { notModified } from '../http/conditional.js';
import type { TagHandlers } from '../http/operation.js';
import type { TagModule } from '../http/policy.js';
import { pageRequest, pagination } from '../http/pagination.js';
import { json, raw } from '../http/reply.js';

export interface ProteinsDeps {
  readonly proteins: ProteinsRepo;
}

export const proteinsModule: TagModule<'Proteins', ProteinsDeps> = {
  handlers: createProteinsHandlers,
  policy: {
    listProteins: { cache: true, warmUp: 'once', listedAtRoot: true },
    getProtein: { cache: true },
    // one stored file per protein, the same bytes until a reload: kept (its own SHA-256 ETag still answers 304)
    getProteinStructure: { cache: true },
  },
};

function notFound(id: number): never {
  throw new ApiError('PROTEIN_NOT_FOUND', `Protein with ID ${id} does not exist.`);
}

export function createProteinsHandlers({ proteins }: ProteinsDeps): TagHandlers<'Proteins'> {
  return {
    async listProteins({ query }) {
      const page = pageRequest(query);
      const q = query.q?.trim() || null;
      const { sortBy, sortDirection } = query;
      const result = await proteins.list({ q, sortBy, sortDirection, limit: page.pageSize, offset: page.offset });
      return json({
        items: result.items,
        pagination: pagination(page, result.total),
        query: { q, page: page.page, pageSize: page.pageSize, sortBy, sortDirection },
      });
    },

    async getProtein({ params }) {
      return json((await proteins.detail(params.proteinId)) ?? notFound(params.proteinId));
    },

    async getProteinStructure(ctx) {
      const id = ctx.params.proteinId;
      const structure = await proteins.structure(id);
      if (structure === undefined) notFound(id);
      if (structure === null) throw new ApiError('STRUCTURE_NOT_FOUND', `Protein with ID ${id} has no 3D structure.`);
      // strong validator: the SHA-256 of the exact bytes served
      const etag = `"${structure.sha256}"`;
      const cacheHeaders = { ETag: etag, 'Cache-Control': 'public, max-age=3600' };
      return (
        notModified(ctx, etag, cacheHeaders) ??
        raw(structure.content, 'chemical/x-pdb', 200, {
          ...cacheHeaders,
          'Content-Length': String(structure.content.length),
          'Content-Disposition': `attachment; filename="${structure.pdbId}.pdb"`,
        })
      );
    },
  };
}
