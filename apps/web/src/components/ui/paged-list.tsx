import type { ReactNode } from 'react';

/** What a paged list reads of an RTK Query result: `currentData` is the answer for the current arguments. */
export interface PagedQuery<Data> {
  currentData?: Data;
  isError: boolean;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The page fields of every paged answer. */
export interface PageMeta {
  page: number;
  totalPages: number;
  total: number;
}

export interface PagedListProps<Data extends PageMeta, Item> {
  query: PagedQuery<Data>;
  /** The answer's items. */
  items: (data: Data) => readonly Item[];
  /** A failed load, with its retry. */
  error: (error: unknown, retry: () => void, retrying: boolean) => ReactNode;
  /** Shown until the first answer for these arguments. */
  loading: ReactNode;
  /** Shown for an answer without items. */
  empty: ReactNode;
  /** The pages under the list (busy while the next page loads). */
  pager: (meta: PageMeta, busy: boolean) => ReactNode;
  children: (items: readonly Item[], data: Data) => ReactNode;
}

/**
 * One paged list: a failed load, loading, an empty list, or the items with their pages. The
 * page itself is the caller's (see `useFilterPage`); the texts are the caller's too.
 */
export const PagedList = <Data extends PageMeta, Item>({ query, items, error, loading, empty, pager, children }: PagedListProps<Data, Item>) => {
  const data = query.currentData;
  if (query.isError) return error(query.error, () => void query.refetch(), query.isFetching);
  if (!data) return loading;
  const list = items(data);
  if (list.length === 0) return empty;
  return (
    <>
      {children(list, data)}
      {pager({ page: data.page, totalPages: data.totalPages, total: data.total }, query.isFetching)}
    </>
  );
};
