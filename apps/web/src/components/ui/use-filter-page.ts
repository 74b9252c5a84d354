import { useCallback, useState } from 'react';

/**
 * The page of a list that belongs to its filters: when `filterKey` (the filters, as a string)
 * changes, the list starts again from page 1, without an effect or a render on the old page.
 */
export const useFilterPage = (filterKey: string) => {
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ filterKey, page: next }), [filterKey]);
  return { page, setPage };
};
