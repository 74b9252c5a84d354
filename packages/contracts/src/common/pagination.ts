import { z } from 'zod';
import { SEARCH_PAGE_SIZE } from './constants.js';

/** The last page any list serves: beyond it every list is empty, and offsets stay small. */
export const MAX_PAGE = 10_000;

/** `page` of every paged list (1-based; numbers arrive as strings in a query string). */
export const PageNumberSchema = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);

/** Query parameters of every paged list; numbers arrive as strings in a query string. */
export const PageQuerySchema = z.object({
  page: PageNumberSchema,
  limit: z.coerce.number().int().min(1).max(100).default(SEARCH_PAGE_SIZE),
});

export type PageQuery = z.infer<typeof PageQuerySchema>;

export const pageMeta = (total: number, { page, limit }: PageQuery) => ({
  page,
  total,
  totalPages: Math.max(1, Math.ceil(total / limit)),
});
