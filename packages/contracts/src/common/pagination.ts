import { z } from 'zod';
import { SEARCH_PAGE_SIZE } from './constants.js';

/** Query parameters of every paged list; numbers arrive as strings in a query string. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(SEARCH_PAGE_SIZE),
});

export type PageQuery = z.infer<typeof PageQuerySchema>;

export const pageMeta = (total: number, { page, limit }: PageQuery) => ({
  page,
  total,
  totalPages: Math.max(1, Math.ceil(total / limit)),
});
