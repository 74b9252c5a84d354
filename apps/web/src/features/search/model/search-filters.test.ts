import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  clearFilters,
  countActiveFilters,
  parseSearchParams,
  priceBandOf,
  priceBands,
  toApiArgs,
  toSearchParams,
  withPriceBand,
  type SearchFilters,
} from './search-filters';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('parseSearchParams', () => {
  it('reads the landing links: ?q=… and ?category=…', () => {
    expect(parse('q=%20манікюр%20')).toEqual({ ...EMPTY_FILTERS, q: 'манікюр' });
    expect(parse('category=beauty-wellness')).toEqual({ ...EMPTY_FILTERS, category: 'beauty-wellness' });
  });

  it('reads every filter and the sort', () => {
    expect(parse('q=nails&category=beauty-wellness&location=Київ&minPrice=500&maxPrice=1500&rating=4.5&availability=week&sort=price-desc')).toEqual({
      q: 'nails',
      category: 'beauty-wellness',
      location: 'Київ',
      minPrice: 500,
      maxPrice: 1500,
      rating: 4.5,
      availability: 'week',
      sort: 'price-desc',
      origin: null,
    });
  });

  it('understands the sortBy/sortOrder pair of paths.search', () => {
    expect(parse('sortBy=price&sortOrder=desc').sort).toBe('price-desc');
    expect(parse('sortBy=price').sort).toBe('price-asc');
    expect(parse('sortBy=reviews').sort).toBe('reviews');
  });

  it('ignores invalid values instead of failing', () => {
    expect(parse('minPrice=-5&maxPrice=abc&rating=3&sort=cheapest')).toEqual(EMPTY_FILTERS);
    expect(parse('rating=7').rating).toBeNull();
  });

  it('swaps a reversed price range', () => {
    expect(parse('minPrice=900&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 900 });
  });

  it('falls back to relevance for distance without a point, and keeps the point with one', () => {
    expect(parse('sort=distance').sort).toBe('relevance');
    expect(parse('sort=distance&lat=50.45&lng=30.52')).toMatchObject({ sort: 'distance', origin: { lat: 50.45, lng: 30.52 } });
    expect(parse('sort=rating&lat=50.45&lng=30.52').origin).toBeNull();
  });
});

describe('availability', () => {
  it('reads now, today and week from the URL, ignores anything else, and sends it to the API', () => {
    expect(parseSearchParams(new URLSearchParams('availability=now')).availability).toBe('now');
    expect(parseSearchParams(new URLSearchParams('availability=tomorrow')).availability).toBeNull();
    expect(toApiArgs({ ...EMPTY_FILTERS, availability: 'week' })).toMatchObject({ availability: 'week' });
    expect(toApiArgs(EMPTY_FILTERS)).not.toHaveProperty('availability');
    expect(countActiveFilters({ ...EMPTY_FILTERS, availability: 'today' })).toBe(1);
  });
});

describe('countActiveFilters', () => {
  it('does not count the text query as a filter ("Фільтри (1)" with only a query typed)', () => {
    expect(countActiveFilters({ ...EMPTY_FILTERS, q: 'манікюр' })).toBe(0);
    expect(countActiveFilters({ ...EMPTY_FILTERS, q: 'манікюр', category: 'education' })).toBe(1);
  });
});

describe('toSearchParams', () => {
  it('writes only what differs from the defaults', () => {
    expect(toSearchParams(EMPTY_FILTERS).toString()).toBe('');
    expect(toSearchParams({ ...EMPTY_FILTERS, q: '  манікюр ' }).toString()).toBe('q=%D0%BC%D0%B0%D0%BD%D1%96%D0%BA%D1%8E%D1%80');
  });

  it('round-trips through the URL', () => {
    const filters: SearchFilters = {
      q: 'стрижка',
      category: 'beauty-wellness',
      location: 'Львів',
      minPrice: 250,
      maxPrice: null,
      rating: 5,
      availability: 'today',
      sort: 'distance',
      origin: { lat: 49.8397, lng: 24.0297 },
    };
    expect(parseSearchParams(toSearchParams(filters))).toEqual({ ...filters, origin: { lat: 49.84, lng: 24.03 } });
    const sorted = { ...EMPTY_FILTERS, sort: 'newest' as const };
    expect(parseSearchParams(toSearchParams(sorted))).toEqual(sorted);
  });
});

describe('toApiArgs', () => {
  it('maps filters to GET /services parameters, page size 20', () => {
    expect(toApiArgs({ ...EMPTY_FILTERS, q: 'манікур', minPrice: 100, sort: 'price-desc' }, 2)).toEqual({
      search: 'манікур',
      minPrice: 100,
      sortBy: 'price',
      sortOrder: 'desc',
      page: 2,
      limit: 20,
    });
  });

  it('sends the point with the distance sort', () => {
    expect(toApiArgs({ ...EMPTY_FILTERS, sort: 'distance', origin: { lat: 50, lng: 30 } })).toMatchObject({
      sortBy: 'distance',
      lat: 50,
      lng: 30,
    });
  });
});

describe('price bands and clearing', () => {
  it('five bands from four edges, in the display currency, filtering in hryvnia', () => {
    const uah = priceBands([600, 800, 1000, 1500], 'UAH');
    expect(uah.map(({ min, max }) => [min, max])).toEqual([[null, 600], [600, 800], [800, 1000], [1000, 1500], [1500, null]]);
    const usd = priceBands([15, 20, 25, 40], 'USD');
    expect(usd.map(({ minUah, maxUah }) => [minUah, maxUah])).toEqual([[null, 555], [555, 740], [740, 925], [925, 1480], [1480, null]]);
    expect(priceBands([], 'EUR')).toEqual([]);
  });

  it('selects a band and recognises it', () => {
    const bands = priceBands([15, 20, 25, 40], 'USD');
    const first = withPriceBand(EMPTY_FILTERS, bands[0]!);
    expect(first).toMatchObject({ minPrice: null, maxPrice: 555 });
    expect(priceBandOf(first, bands)).toBe(bands[0]);
    expect(priceBandOf(withPriceBand(EMPTY_FILTERS, bands[4]!), bands)).toBe(bands[4]);
    expect(withPriceBand({ ...EMPTY_FILTERS, minPrice: 1, maxPrice: 2 }, null)).toMatchObject({ minPrice: null, maxPrice: null });
    expect(priceBandOf({ minPrice: 250, maxPrice: 6000 }, bands)).toBeNull();
  });

  it('counts active filters and clears them, keeping the sort', () => {
    const filters = { ...EMPTY_FILTERS, q: 'x', category: 'education', minPrice: 10, rating: 4, sort: 'rating' as const };
    expect(countActiveFilters(filters)).toBe(3);
    expect(clearFilters(filters)).toEqual({ ...EMPTY_FILTERS, sort: 'rating' });
  });
});
