/** The app's date locales (as elsewhere): British English, Ukrainian and Russian as used in Ukraine. */
const LOCALES: Record<string, string> = { uk: 'uk-UA', en: 'en-GB', ru: 'ru-UA' };
export const dateLocale = (language: string): string => LOCALES[language.split('-')[0] ?? language] ?? language;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const safeZone = (timeZone: string | undefined) => {
  try {
    if (timeZone) new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
};

/**
 * "щойно", "5 хв тому", "3 год тому", "вчора" up to a week back; after that the date ("12 лист."),
 * with the year when it is not this year. Future instants (a clock a little ahead) read as now.
 */
export const formatRelativeTime = (iso: string, now: number, language: string, timeZone?: string): string => {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const locale = dateLocale(language);
  const ago = Math.max(0, now - at);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  if (ago < MINUTE) return relative.format(0, 'second');
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  const zone = safeZone(timeZone);
  const sameYear = new Date(at).getUTCFullYear() === new Date(now).getUTCFullYear();
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }), timeZone: zone }).format(at);
};

/** "12 листопада 2026 р., 14:05": the full moment, for a tooltip and screen readers. */
export const formatFullTime = (iso: string, language: string, timeZone?: string): string => {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'long', timeStyle: 'short', timeZone: safeZone(timeZone) }).format(at);
};
