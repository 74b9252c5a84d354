import { NOTIFICATION_FILTERS, type NotificationFilter } from '@vizyt/contracts';

/** The list's filter lives in the URL (?filter=unread): shareable, kept on reload, Back undoes it. */
export const FILTER_PARAM = 'filter';

export const filterFromSearch = (search: URLSearchParams): NotificationFilter => {
  const wanted = search.get(FILTER_PARAM);
  return NOTIFICATION_FILTERS.find((filter) => filter === wanted) ?? 'all';
};

/** The query with `filter` chosen ('all' is no parameter), every other parameter kept. */
export const searchWithFilter = (search: URLSearchParams, filter: NotificationFilter): URLSearchParams => {
  const next = new URLSearchParams(search);
  if (filter === 'all') next.delete(FILTER_PARAM);
  else next.set(FILTER_PARAM, filter);
  return next;
};
