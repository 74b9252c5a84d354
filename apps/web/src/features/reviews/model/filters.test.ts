import { describe, expect, it } from 'vitest';
import { filtersToParams, hasNarrowingFilter, parseFilters } from './filters';

describe('review filters in the address', () => {
  it('reads every filter and writes it back the same', () => {
    const params = new URLSearchParams('rating=4&sort=helpful&verified=1&comments=1');
    const filters = parseFilters(params);
    expect(filters).toEqual({ rating: 4, sort: 'helpful', verified: true, withComments: true });
    expect(filtersToParams(filters).toString()).toBe('rating=4&sort=helpful&verified=1&comments=1');
    expect(hasNarrowingFilter(filters)).toBe(true);
  });

  it.each(['rating=0', 'rating=6', 'rating=4.5', 'rating=abc', 'sort=oldest', 'verified=yes', ''])('reads "%s" as no filter, newest first', (query) => {
    const filters = parseFilters(new URLSearchParams(query));
    expect(filters).toEqual({ sort: 'newest' });
    expect(filtersToParams(filters).toString()).toBe('');
    expect(hasNarrowingFilter(filters)).toBe(false);
  });

  it('does not count the sort as narrowing the list', () => {
    expect(hasNarrowingFilter({ sort: 'rating' })).toBe(false);
  });
});
