// Proteins: the catalog (search, sort), the detail and the 3D structure as PDB text with an ETag.
import type { ProteinSortBy, ProteinsRepo } from '../db/repos/proteins.js';
import type { SortDirection } from '../db/repos/catalog-query.js';
import type { HandlerMap } from '../http/context.js';
import { ApiError } from '../http/errors.js';
import { pageRequest, pagination } from '../http/pagination.js';
import { empty, json, raw } from '../http/reply.js';

export interface ProteinsDeps {
  readonly proteins: ProteinsRepo;
}

/** True when an If-None-Match header lists `etag` (or is `*`); weak validators compare by their tag. */
export function ifNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map((t) => t.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag);
}

function notFound(id: number): never {
  throw new ApiError('PROTEIN_NOT_FOUND', `Protein with ID ${id} does not exist.`);
}

export function createProteinsHandlers({ proteins }: ProteinsDeps): HandlerMap {
  return {
    async listProteins({ query }) {
      const page = pageRequest(query);
      const q = typeof query.q === 'string' && query.q.trim() !== '' ? query.q.trim() : null;
      const sortBy = (query.sortBy ?? 'length') as ProteinSortBy;
      const sortDirection = (query.sortDirection ?? 'desc') as SortDirection;
      const result = await proteins.list({ q, sortBy, sortDirection, limit: page.pageSize, offset: page.offset });
      return json({
        items: result.items,
        pagination: pagination(page, result.total),
        query: { q, page: page.page, pageSize: page.pageSize, sortBy, sortDirection },
      });
    },

    async getProtein({ params }) {
      const id = Number(params.proteinId);
      return json((await proteins.detail(id)) ?? notFound(id));
    },

    async getProteinStructure({ params, headers }) {
      const id = Number(params.proteinId);
      const structure = await proteins.structure(id);
      if (structure === undefined) notFound(id);
      if (structure === null) throw new ApiError('STRUCTURE_NOT_FOUND', `Protein with ID ${id} has no 3D structure.`);
      // strong validator: the SHA-256 of the exact bytes served
      const etag = `"${structure.sha256}"`;
      const cacheHeaders = { ETag: etag, 'Cache-Control': 'public, max-age=3600' };
      if (ifNoneMatch(headers['if-none-match'], etag)) return empty(304, cacheHeaders);
      return raw(structure.content, 'chemical/x-pdb', 200, {
        ...cacheHeaders,
        'Content-Length': String(structure.content.length),
        'Content-Disposition': `attachment; filename="${structure.pdbId}.pdb"`,
      });
    },
  };
}
