// The pagination object of list endpoints, and the offset/limit a page means.
export interface Pagination {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  /** Rows to skip: (page - 1) × pageSize. */
  offset: number;
}

/** Reads `page`/`pageSize` as validated (and defaulted) by the contract. */
export function pageRequest(query: Record<string, unknown>): PageRequest {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize);
  return { page, pageSize, offset: (page - 1) * pageSize };
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
