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

/** The page fields of every paged answer, beside its list. */
export const pageMetaFields = { page: z.number().int(), totalPages: z.number().int(), total: z.number().int() };

/** A paged answer: the list under `key`, then page, totalPages and total (pageMeta fills them). */
export const pagedSchema = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ [key]: z.array(item), ...pageMetaFields } as { [P in K]: z.ZodArray<T> } & typeof pageMetaFields);

/** The rows a page covers: skip the earlier pages, take one page. */
export const pageWindow = (page: number, limit: number) => ({ skip: (page - 1) * limit, take: limit });
