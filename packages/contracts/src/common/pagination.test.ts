import { describe, expect, it } from 'vitest';
import { PageQuerySchema, pageMeta, pageWindow } from './pagination.js';

describe('paging', () => {
  it('defaults to page 1 of 20 and coerces query strings', () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(PageQuerySchema.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
  });

  it('rejects page 0, fractional pages and limits over 100', () => {
    expect(PageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('counts pages, with at least one page for an empty result', () => {
    expect(pageMeta(0, { page: 1, limit: 20 })).toEqual({ page: 1, total: 0, totalPages: 1 });
    expect(pageMeta(41, { page: 2, limit: 20 })).toEqual({ page: 2, total: 41, totalPages: 3 });
  });
});

describe('pageWindow', () => {
  it('skips the earlier pages and takes one', () => {
    expect(pageWindow(1, 20)).toEqual({ skip: 0, take: 20 });
    expect(pageWindow(3, 10)).toEqual({ skip: 20, take: 10 });
  });
});
