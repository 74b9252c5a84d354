/**
 * The filters of /specialist/reviews live in the address (?rating=5&sort=helpful&verified=1
 * &comments=1), so a filtered list survives a reload and can be shared; anything unknown reads
 * as "no filter".
 */
import type { ReviewSort } from '@vizyt/contracts';
import type { ReviewFilters } from '../api/reviews-api';
import { SORTS } from './constants';

const isSort = (value: string | null): value is ReviewSort => (SORTS as readonly string[]).includes(value ?? '');

export const parseFilters = (params: URLSearchParams): ReviewFilters => {
  const rating = Number(params.get('rating'));
  return {
    sort: isSort(params.get('sort')) ? (params.get('sort') as ReviewSort) : 'newest',
    ...(Number.isInteger(rating) && rating >= 1 && rating <= 5 ? { rating } : {}),
    ...(params.get('verified') === '1' ? { verified: true } : {}),
    ...(params.get('comments') === '1' ? { withComments: true } : {}),
  };
};

/** The address's query for `filters` (defaults left out). */
export const filtersToParams = (filters: ReviewFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.rating) params.set('rating', String(filters.rating));
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.verified) params.set('verified', '1');
  if (filters.withComments) params.set('comments', '1');
  return params;
};

export const hasNarrowingFilter = (filters: ReviewFilters): boolean => Boolean(filters.rating || filters.verified || filters.withComments);
