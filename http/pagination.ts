// The pagination object of list endpoints, and the offset/limit a page means.
import type { Schema } from '../generated/operations.js';

export type Pagination = Schema<'Pagination'>;

export interface PageRequest {
  page: number;
  pageSize: number;
  /** Rows to skip: (page - 1) × pageSize. */
  offset: number;
}

/** The page a list operation's `page`/`pageSize` ask for (validated and defaulted by the contract). */
export function pageRequest(query: { readonly page: number; readonly pageSize: number }): PageRequest {
  return { page: query.page, pageSize: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** Totals for a page; a page past the end is empty but still reports the real total. */
export function pagination(request: Pick<PageRequest, 'page' | 'pageSize'>, total: number): Pagination {
  const totalPages = Math.ceil(total / request.pageSize);
  return {
    page: request.page,
    pageSize: request.pageSize,
    total,
    totalPages,
    hasNext: request.page < totalPages,
    hasPrev: request.page > 1,
  };
}
