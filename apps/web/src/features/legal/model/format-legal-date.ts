/**
 * "Last updated" dates are calendar dates (YYYY-MM-DD), not instants: they are formatted in
 * UTC so that no time zone can move them to the day before.
 */
const LOCALE_BY_LANGUAGE: Record<string, string> = {
  uk: 'uk-UA',
  en: 'en-GB',
  ru: 'ru-UA',
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `formatLegalDate('2026-11-22', 'uk')` → '22 листопада 2026 р.' */
export const formatLegalDate = (isoDate: string, language: string): string => {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const base = language.split('-')[0] ?? language;
  const locale = LOCALE_BY_LANGUAGE[base] ?? language;
  try {
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  } catch {
    return isoDate;
  }
};
