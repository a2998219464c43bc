// The pagination object: totals, page flags, pages past the end.
import { describe, expect, it } from 'vitest';
import { pageRequest, pagination } from '../../http/pagination.js';

describe('pagination', () => {
  it('computes offset from page and pageSize', () => {
    expect(pageRequest({ page: 3, pageSize: 20 })).toEqual({ page: 3, pageSize: 20, offset: 40 });
  });

  it('reports totals and neighbours', () => {
    expect(pagination({ page: 1, pageSize: 10 }, 25)).toEqual({
      page: 1,
      pageSize: 10,
      total: 25,
      totalPages: 3,
      hasNext: true,
      hasPrev: false,
    });
    expect(pagination({ page: 3, pageSize: 10 }, 25)).toMatchObject({ hasNext: false, hasPrev: true });
  });

  it('keeps real totals beyond the last page and for empty lists', () => {
    expect(pagination({ page: 9, pageSize: 10 }, 25)).toEqual({
      page: 9,
      pageSize: 10,
      total: 25,
      totalPages: 3,
      hasNext: false,
      hasPrev: true,
    });
    expect(pagination({ page: 1, pageSize: 10 }, 0)).toEqual({
      page: 1,
      pageSize: 10,
      total: 0,
      totalPages: 0,
      hasNext: false,
      hasPrev: false,
    });
  });
});
