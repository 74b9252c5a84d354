import { moneyLocale } from '@/lib/money';

/**
 * The period shown, "1–30 листопада 2026 р.", on the specialist's calendar: `to` is exclusive
 * (the next period's midnight), so the last day shown is the one before it.
 */
export const periodRangeText = (from: string, to: string, timezone: string, language: string): string => {
  const start = new Date(from);
  const end = new Date(Math.max(start.getTime(), new Date(to).getTime() - 1));
  try {
    return new Intl.DateTimeFormat(moneyLocale(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: timezone }).formatRange(start, end);
  } catch {
    return new Intl.DateTimeFormat(moneyLocale(language), { day: 'numeric', month: 'long', year: 'numeric' }).formatRange(start, end);
  }
};
