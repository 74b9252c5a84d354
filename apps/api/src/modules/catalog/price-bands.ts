import { CURRENCIES, UAH_PER_UNIT, type Currency } from '@vizyt/contracts';

/**
 * Edges of the search page's price bands. The quantiles of real prices (computed in SQL) are
 * turned into numbers a person reads at a glance in each display currency: 600 ₴ rather than
 * 612.5 ₴, $15 rather than $16.55. Pure: no database, no HTTP.
 */

/** Half the order of magnitude, at least 1: 612 → 50, 16.5 → 5, 1480 → 500, 7 → 1. */
export const friendlyStep = (value: number): number => Math.max(1, 10 ** Math.floor(Math.log10(Math.max(value, 1))) / 2);

/** The nearest multiple of the friendly step (never below 1). */
export const roundFriendly = (value: number): number => {
  const step = friendlyStep(value);
  return Math.max(step, Math.round(value / step) * step);
};

/**
 * Quantiles in hryvnia → ascending round edges in `currency`. Prices that bunch up (many
 * services at one price) give equal quantiles; each edge is then moved one step above the
 * previous one, so that there are always as many distinct edges as quantiles.
 */
export function friendlyBoundaries(quantilesUah: readonly number[], currency: Currency): number[] {
  const edges: number[] = [];
  for (const quantile of quantilesUah) {
    let edge = roundFriendly(quantile / UAH_PER_UNIT[currency]);
    const previous = edges.at(-1);
    if (previous !== undefined && edge <= previous) edge = previous + friendlyStep(previous);
    edges.push(edge);
  }
  return edges;
}

export const boundariesByCurrency = (quantilesUah: readonly number[]): Record<Currency, number[]> =>
  Object.fromEntries(CURRENCIES.map((currency) => [currency, friendlyBoundaries(quantilesUah, currency)])) as Record<Currency, number[]>;
