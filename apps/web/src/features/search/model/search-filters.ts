/**
 * The search query lives in the URL so that results are shareable and Back works.
 * This module maps URL query strings ⇄ filters ⇄ API parameters, as pure functions.
 *
 *   /search?q=манікюр&category=beauty-wellness&location=Київ&minPrice=500&maxPrice=1500&rating=4.5&sort=price-asc
 *
 * Links built with `paths.search({ sortBy, sortOrder })` are understood too.
 */

import { AVAILABILITY_FILTERS, type AvailabilityFilter, type Currency } from '@vizyt/contracts';
import { convertToUah } from '@/lib/money';

export const SEARCH_PAGE_SIZE = 20;

export const SORT_OPTIONS = ['relevance', 'price-asc', 'price-desc', 'rating', 'distance', 'newest', 'reviews'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const RATING_OPTIONS = [4, 4.5, 5] as const;

/**
 * One of the five price bands (spec section 2). The spec's fixed hryvnia bands (under 25 …
 * over 200) missed every real price, so the edges come from the catalog instead: GET
 * /services/pricing-range gives four round numbers per display currency that split the prices
 * into fifths. `min`/`max` are in the display currency (null: an open end); `minUah`/`maxUah` are
 * what the API filters by, edges inclusive.
 */
export interface PriceBand {
  id: string;
  min: number | null;
  max: number | null;
  minUah: number | null;
  maxUah: number | null;
}

/** Four ascending edges in `currency` → up to e1, e1–e2, e2–e3, e3–e4, from e4. No edges, no bands. */
export function priceBands(edges: readonly number[], currency: Currency): PriceBand[] {
  if (edges.length === 0) return [];
  const points: (number | null)[] = [null, ...edges, null];
  return points.slice(0, -1).map((min, index) => {
    const max = points[index + 1] ?? null;
    return {
      id: `${min ?? ''}-${max ?? ''}`,
      min,
      max,
      minUah: min === null ? null : convertToUah(min, currency),
      maxUah: max === null ? null : convertToUah(max, currency),
    };
  });
}

/** Availability filters of the spec: a free start within 2 hours, before midnight, within 7 days. */
export const AVAILABILITY_OPTIONS = AVAILABILITY_FILTERS;

export interface Coordinates {
  lat: number;
  lng: number;
}

export interface SearchFilters {
  q: string;
  category: string;
  location: string;
  minPrice: number | null;
  maxPrice: number | null;
  rating: number | null;
  availability: AvailabilityFilter | null;
  sort: SortOption;
  /** Only with sort 'distance' (the API needs a point to measure from). */
  origin: Coordinates | null;
}

export const EMPTY_FILTERS: SearchFilters = {
  q: '',
  category: '',
  location: '',
  minPrice: null,
  maxPrice: null,
  rating: null,
  availability: null,
  sort: 'relevance',
  origin: null,
};

const MAX_TEXT = 200;

const text = (params: URLSearchParams, key: string, max = MAX_TEXT): string => (params.get(key) ?? '').trim().slice(0, max);

const nonNegative = (raw: string | null): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

const inRange = (raw: string | null, min: number, max: number): number | null => {
  const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
};

const isSortOption = (value: string): value is SortOption => (SORT_OPTIONS as readonly string[]).includes(value);

/** `sort=price-desc`, or the `sortBy`/`sortOrder` pair that `paths.search` writes. */
const readSort = (params: URLSearchParams): SortOption => {
  const sort = params.get('sort');
  if (sort && isSortOption(sort)) return sort;
  const sortBy = params.get('sortBy');
  if (sortBy === 'price') return params.get('sortOrder') === 'desc' ? 'price-desc' : 'price-asc';
  if (sortBy && sortBy !== 'price' && isSortOption(sortBy)) return sortBy;
  return 'relevance';
};

const roundCoordinate = (value: number) => Math.round(value * 1000) / 1000;

/** URL query → filters. Unknown or invalid values fall back to "no filter". */
export function parseSearchParams(params: URLSearchParams): SearchFilters {
  let minPrice = nonNegative(params.get('minPrice'));
  let maxPrice = nonNegative(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];

  const ratingValue = inRange(params.get('rating'), 0, 5);
  const rating = RATING_OPTIONS.find((option) => option === ratingValue) ?? null;

  const lat = inRange(params.get('lat'), -90, 90);
  const lng = inRange(params.get('lng'), -180, 180);
  const origin = lat !== null && lng !== null ? { lat, lng } : null;

  let sort = readSort(params);
  // Distance without a point cannot be sorted by; a shared link without one falls back.
  if (sort === 'distance' && !origin) sort = 'relevance';

  return {
    q: text(params, 'q') || text(params, 'search'),
    category: text(params, 'category', 64),
    location: text(params, 'location', 100),
    minPrice,
    maxPrice,
    rating,
    availability: AVAILABILITY_FILTERS.find((option) => option === params.get('availability')) ?? null,
    sort,
    origin: sort === 'distance' ? origin : null,
  };
}

/** Filters → URL query (only what differs from the defaults, in a stable order). */
export function toSearchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.category) params.set('category', filters.category);
  const location = filters.location.trim();
  if (location) params.set('location', location);
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.rating !== null) params.set('rating', String(filters.rating));
  if (filters.availability) params.set('availability', filters.availability);
  if (filters.sort === 'distance' && filters.origin) {
    params.set('sort', 'distance');
    params.set('lat', String(roundCoordinate(filters.origin.lat)));
    params.set('lng', String(roundCoordinate(filters.origin.lng)));
  } else if (filters.sort !== 'relevance' && filters.sort !== 'distance') {
    params.set('sort', filters.sort);
  }
  return params;
}

/** Parameters of GET /services for one page of results. */
export interface ServiceSearchArgs {
  search?: string;
  category?: string;
  location?: string;
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  availability?: AvailabilityFilter;
  lat?: number;
  lng?: number;
  sortBy: 'relevance' | 'price' | 'rating' | 'distance' | 'newest' | 'reviews';
  sortOrder?: 'asc' | 'desc';
  page: number;
  limit: number;
}

export function toApiArgs(filters: SearchFilters, page = 1): ServiceSearchArgs {
  const args: ServiceSearchArgs = { sortBy: 'relevance', page, limit: SEARCH_PAGE_SIZE };
  if (filters.q.trim()) args.search = filters.q.trim();
  if (filters.category) args.category = filters.category;
  if (filters.location.trim()) args.location = filters.location.trim();
  if (filters.minPrice !== null) args.minPrice = filters.minPrice;
  if (filters.maxPrice !== null) args.maxPrice = filters.maxPrice;
  if (filters.rating !== null) args.rating = filters.rating;
  if (filters.availability) args.availability = filters.availability;

  switch (filters.sort) {
    case 'price-asc':
      Object.assign(args, { sortBy: 'price', sortOrder: 'asc' });
      break;
    case 'price-desc':
      Object.assign(args, { sortBy: 'price', sortOrder: 'desc' });
      break;
    case 'distance':
      if (filters.origin) Object.assign(args, { sortBy: 'distance', sortOrder: 'asc', ...filters.origin });
      break;
    case 'relevance':
      break;
    default:
      args.sortBy = filters.sort;
  }
  return args;
}

/** How many filters narrow the results (the sort is not a filter). */
/**
 * How many filters narrow the results: the text query is not one of them (it has its own box),
 * so "Filters (1)" never counts what was typed into the search field (issue #26).
 */
export function countActiveFilters(filters: SearchFilters): number {
  return [
    filters.category !== '',
    filters.location.trim() !== '',
    filters.minPrice !== null || filters.maxPrice !== null,
    filters.rating !== null,
    filters.availability !== null,
  ].filter(Boolean).length;
}

/** Clears the filters, keeping the chosen sort (and its point). */
export const clearFilters = (filters: SearchFilters): SearchFilters => ({
  ...EMPTY_FILTERS,
  sort: filters.sort,
  origin: filters.origin,
});

/** The band exactly matching the price range (in hryvnia), if any. */
export function priceBandOf(filters: Pick<SearchFilters, 'minPrice' | 'maxPrice'>, bands: readonly PriceBand[]): PriceBand | null {
  return bands.find((band) => band.minUah === filters.minPrice && band.maxUah === filters.maxPrice) ?? null;
}

export function withPriceBand(filters: SearchFilters, band: PriceBand | null): SearchFilters {
  return { ...filters, minPrice: band?.minUah ?? null, maxPrice: band?.maxUah ?? null };
}
