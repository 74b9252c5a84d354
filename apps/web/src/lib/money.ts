/**
 * Display prices (spec section 9). Amounts arrive in hryvnia (major units) and are shown in the
 * visitor's display currency at fixed rates: 1 USD = 37 UAH, 1 EUR = 40 UAH.
 *
 * Format, exactly as the spec states it:
 * - UAH: 1000 and above with Ukrainian thousands grouping and no decimals ("₴1 000"),
 *   below 1000 the plain number ("₴999", "₴99.5");
 * - USD, EUR: two decimals below 100 ("$99.99"), a rounded whole number from 100 ("$100");
 * - a missing or invalid price (null, undefined, NaN, ±Infinity, negative) shows "₴0" / "$0" / "€0".
 *
 * Symbol placement: always before the number, for every currency, so that the spec's
 * "symbol followed by 0" rule and real prices read the same way and columns of prices align.
 * The grouping separator is the no-break space Intl gives for uk-UA, so a price never wraps.
 */
import { CURRENCY_SYMBOLS, UAH_PER_UNIT, type Currency } from '@vizyt/contracts';

const roundTo2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

const isValidAmount = (amount: unknown): amount is number =>
  typeof amount === 'number' && Number.isFinite(amount) && amount >= 0;

/** Hryvnia → display currency, rounded to 2 decimals. */
export const convertFromUah = (amountUah: number, currency: Currency): number =>
  roundTo2(amountUah / UAH_PER_UNIT[currency]);

const uahGrouping = new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 0, useGrouping: true });

const formatNumber = (value: number, currency: Currency): string => {
  if (currency === 'UAH') return value >= 1000 ? uahGrouping.format(Math.round(value)) : String(value);
  return value < 100 ? value.toFixed(2) : String(Math.round(value));
};

/** Formats a price given in hryvnia for display in `currency`. */
export const formatPrice = (amountUah: number | null | undefined, currency: Currency): string => {
  const symbol = CURRENCY_SYMBOLS[currency];
  if (!isValidAmount(amountUah)) return `${symbol}0`;
  return `${symbol}${formatNumber(convertFromUah(amountUah, currency), currency)}`;
};
