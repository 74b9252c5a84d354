/**
 * Display prices (spec section 9): the one place that converts and formats money. Amounts
 * arrive in hryvnia (major units) and are shown in the visitor's display currency at fixed
 * rates: 1 USD = 37 UAH, 1 EUR = 40 UAH (rounded to 2 decimals).
 *
 * How much of the number is shown, exactly as the spec states it:
 * - UAH: 1000 and above grouped in thousands with no decimals, below 1000 the plain number;
 * - USD, EUR: two decimals below 100, a rounded whole number from 100;
 * - a missing or invalid price (null, undefined, NaN, ±Infinity, negative) shows the symbol and 0.
 *
 * Where the symbol goes and which separators are used follows the interface language, through
 * Intl.NumberFormat: Ukrainian and Russian put the symbol after the amount with a no-break
 * space ("1 250 ₴", "11,25 €"), English before it ("₴1,250", "$12.16"). The grouping and the
 * space before the symbol are no-break spaces, so a price never wraps. The symbols themselves
 * are ours (₴, $, €), whatever Intl would call the currency in that language.
 */
import { CURRENCY_SYMBOLS, UAH_PER_UNIT, type Currency, type Language } from '@vizyt/contracts';

const LOCALES: Record<Language, string> = { uk: 'uk-UA', en: 'en-US', ru: 'ru-UA' };

/** The Intl locale for an interface language ("uk", "en-GB", …); Ukrainian when unknown. */
export const moneyLocale = (language: string | undefined): string =>
  LOCALES[(language ?? '').split('-')[0] as Language] ?? LOCALES.uk;

const roundTo2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

const isValidAmount = (amount: unknown): amount is number =>
  typeof amount === 'number' && Number.isFinite(amount) && amount >= 0;

/** Hryvnia → display currency, rounded to 2 decimals. */
export const convertFromUah = (amountUah: number, currency: Currency): number =>
  roundTo2(amountUah / UAH_PER_UNIT[currency]);

/** Display currency → hryvnia (what the API filters by), rounded to 2 decimals. */
export const convertToUah = (amount: number, currency: Currency): number => roundTo2(amount * UAH_PER_UNIT[currency]);

interface Digits {
  min: number;
  max: number;
  grouping: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

const currencyFormat = (language: string | undefined, currency: Currency, digits: Digits): Intl.NumberFormat => {
  const locale = moneyLocale(language);
  const key = `${locale}|${currency}|${digits.min}|${digits.max}|${digits.grouping}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits.min,
      maximumFractionDigits: digits.max,
      // "always": Russian would otherwise leave four-digit numbers ungrouped ("1250 ₴").
      useGrouping: digits.grouping ? 'always' : false,
    });
    formatters.set(key, format);
  }
  return format;
};

const withOurSymbol = (parts: Intl.NumberFormatPart[], currency: Currency): string =>
  parts.map((part) => (part.type === 'currency' ? CURRENCY_SYMBOLS[currency] : part.value)).join('');

/** The spec's digits for an amount already in the display currency. */
const digitsFor = (value: number, currency: Currency): Digits => {
  if (currency === 'UAH') return value >= 1000 ? { min: 0, max: 0, grouping: true } : { min: 0, max: 2, grouping: false };
  return value < 100 ? { min: 2, max: 2, grouping: false } : { min: 0, max: 0, grouping: value >= 1000 };
};

const WHOLE: Digits = { min: 0, max: 0, grouping: true };

/** Formats a price given in hryvnia for display in `currency`, in the language's pattern. */
export const formatPrice = (amountUah: number | null | undefined, currency: Currency, language?: string): string => {
  if (!isValidAmount(amountUah)) return withOurSymbol(currencyFormat(language, currency, WHOLE).formatToParts(0), currency);
  const value = convertFromUah(amountUah, currency);
  const digits = digitsFor(value, currency);
  // Whole numbers are rounded here (half up), not by Intl's rounding mode.
  const shown = digits.max === 0 ? Math.round(value) : value;
  return withOurSymbol(currencyFormat(language, currency, digits).formatToParts(shown), currency);
};

/** A whole amount already in `currency` (a price band's edge): "600 ₴", "$15". */
export const formatWholeAmount = (amount: number, currency: Currency, language?: string): string =>
  withOurSymbol(currencyFormat(language, currency, WHOLE).formatToParts(Math.round(amount)), currency);

/** A range of whole amounts in `currency`, as the language writes it: "600–800 ₴", "$15 – $20". */
export const formatAmountRange = (min: number, max: number, currency: Currency, language?: string): string => {
  const format = currencyFormat(language, currency, WHOLE);
  if (typeof format.formatRangeToParts !== 'function') {
    return `${formatWholeAmount(min, currency, language)} – ${formatWholeAmount(max, currency, language)}`;
  }
  return withOurSymbol(format.formatRangeToParts(Math.round(min), Math.round(max)), currency);
};
