import { describe, expect, it } from 'vitest';
import { boundariesByCurrency, friendlyBoundaries, friendlyStep, roundFriendly } from './price-bands.js';

describe('friendly price edges', () => {
  it('round to half the order of magnitude, never below 1', () => {
    expect([0.4, 7, 16.5, 99, 612, 1480, 12_345].map(friendlyStep)).toEqual([1, 1, 5, 5, 50, 500, 5000]);
    expect([0.4, 7.4, 16.55, 22.5, 612.5, 760, 1250, 1600, 4499].map(roundFriendly)).toEqual([1, 7, 15, 25, 600, 750, 1500, 1500, 4500]);
  });

  it('follow the fixed rates (1 USD = 37, 1 EUR = 40 hryvnia)', () => {
    const quantiles = [500, 760, 1000, 1600];
    expect(friendlyBoundaries(quantiles, 'UAH')).toEqual([500, 750, 1000, 1500]);
    expect(friendlyBoundaries(quantiles, 'USD')).toEqual([15, 20, 25, 45]);
    expect(friendlyBoundaries(quantiles, 'EUR')).toEqual([15, 20, 25, 40]);
  });

  it('stay strictly ascending when prices bunch up', () => {
    expect(friendlyBoundaries([600, 600, 610, 620], 'UAH')).toEqual([600, 650, 700, 750]);
    expect(friendlyBoundaries([950, 960, 990, 1000], 'UAH')).toEqual([950, 1000, 1500, 2000]);
    expect(friendlyBoundaries([10, 10, 10, 10], 'EUR')).toEqual([1, 2, 3, 4]);
  });

  it('are empty without prices, for every currency', () => {
    expect(boundariesByCurrency([])).toEqual({ UAH: [], USD: [], EUR: [] });
  });
});
