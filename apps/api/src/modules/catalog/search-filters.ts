import { pageWindow, toMinorUnits, type ServiceSearchQuery } from '@vizyt/contracts';
import type { SearchFilters } from './catalog.rows.js';
import { queryWords } from './search-terms.js';

/** What a search asks, as the routes pass it (GET /services, /services/location, /services/category/…). */
export type SearchQuery = ServiceSearchQuery & { radiusKm?: number };

/**
 * The text to match (`search`, or its alias `q`), or null for none. Text without a letter or a
 * digit (`-`, `'`, `%`, `*`, whitespace, control characters) has no word to match: it is no text
 * search at all, so "relevance" falls back to the order without text (issue #26: such a query
 * was a 500 — a relevance order with no text score).
 */
export const searchText = (query: SearchQuery): string | null => {
  const text = (query.search ?? query.q ?? '').trim();
  return text && queryWords(text).length > 0 ? text : null;
};

/**
 * A search's filters and order, but its text (a tsquery the vocabulary lookup builds). Without
 * text, "relevance" means best rated first, or nearest first when a position is given.
 * Pure, so the benchmark's floor server (bench/floor.mjs) builds the very same statement.
 */
export function toSearchFilters(query: SearchQuery, text: string | null): Omit<SearchFilters, 'tsQuery'> {
  const origin = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  const descending = query.sortOrder ? query.sortOrder === 'desc' : !['price', 'distance'].includes(query.sortBy);
  return {
    category: query.category ?? null,
    location: query.location?.toLowerCase() || null,
    minPriceMinor: query.minPrice !== undefined ? toMinorUnits(query.minPrice) : null,
    maxPriceMinor: query.maxPrice !== undefined ? toMinorUnits(query.maxPrice) : null,
    minRating: query.rating ?? null,
    availability: query.availability ?? null,
    origin,
    radiusKm: query.radiusKm ?? null,
    sortBy: query.sortBy === 'relevance' && !text ? (origin ? 'distance' : 'rating') : query.sortBy,
    descending: query.sortBy === 'relevance' && !text && origin ? false : descending,
    limit: query.limit,
    offset: pageWindow(query.page, query.limit).skip,
  };
}
