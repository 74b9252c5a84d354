/**
 * Money and dates of the earnings screen. Amounts are shown in their own currency (hryvnia: what
 * customers paid and what reaches the IBAN), not converted to the display currency the catalogue
 * uses: a payout of 920 ₴ must never read as "$24.86".
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UAH_PER_UNIT, type Currency } from '@vizyt/contracts';
import { formatPrice, moneyLocale } from '@/lib/money';
import { useViewerZone } from '@/stores/viewer';

/** "1 000 ₴" (uk, ru), "₴1,000" (en): an amount in major units of `currency`, in that currency. */
export const formatMoney = (amount: number, currency: Currency, language: string): string => formatPrice(amount * UAH_PER_UNIT[currency], currency, language);

const useLanguage = () => {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
};

export const useEarningsMoney = () => {
  const language = useLanguage();
  return useCallback((amount: number, currency: Currency) => formatMoney(amount, currency, language), [language]);
};

/** "12 тис." / "12K": an axis tick, no currency (the chart's caption names it). */
export const formatCompact = (amount: number, language: string): string =>
  new Intl.NumberFormat(moneyLocale(language), { notation: 'compact', maximumFractionDigits: 1 }).format(amount);

const monthDate = (month: string): Date | null => {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15)) : null;
};

/** '2026-11' → "лист." / "Nov" on the axis; "лист. 26 р." / "Nov 26" when the months span years. */
export const monthLabel = (month: string, language: string, withYear = false): string => {
  const date = monthDate(month);
  return date ? new Intl.DateTimeFormat(moneyLocale(language), { month: 'short', ...(withYear && { year: '2-digit' }), timeZone: 'UTC' }).format(date) : month;
};

/** '2026-11' → "Листопад 2026 р." / "November 2026" (the table and the tooltip: a heading, so capitalised). */
export const monthLongLabel = (month: string, language: string): string => {
  const date = monthDate(month);
  if (!date) return month;
  const text = new Intl.DateTimeFormat(moneyLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
};

/** The signed-in specialist's time zone (the profile's), for dates of payouts. */
export const useDates = () => {
  const language = useLanguage();
  const zone = useViewerZone();
  const date = useCallback(
    (iso: string | null) => (iso ? new Intl.DateTimeFormat(moneyLocale(language), { dateStyle: 'medium', timeZone: zone }).format(new Date(iso)) : ''),
    [language, zone],
  );
  /** The period shown: "1–30 листопада 2026 р."; null for all time. */
  const range = useCallback(
    (from: string | null, to: string | null) => {
      if (!from || !to) return null;
      const start = new Date(from);
      // `to` is the period's end: a midnight end (exclusive) shows the day before it.
      let end = new Date(to);
      const endTime = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone: zone }).format(end);
      if (endTime === '00:00:00' && end > start) end = new Date(end.getTime() - 1);
      const format = new Intl.DateTimeFormat(moneyLocale(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: zone });
      return format.formatRange(start, end);
    },
    [language, zone],
  );
  return { date, range };
};
