/**
 * Reading and writing the text of the date and time inputs (date-input.tsx, time-input.tsx).
 * Forms exchange the same ISO strings the native inputs gave (yyyy-MM-dd, HH:mm); people see
 * and type dates as their interface language writes them and time always as 24-hour HH:mm.
 */

/** How each interface language writes a date (uk and ru: 31.12.2026; en, as en-GB elsewhere in the app: 31/12/2026). */
const DATE_SEPARATOR: Record<string, string> = { uk: '.', ru: '.', en: '/' };

const separatorOf = (language: string) => DATE_SEPARATOR[language.slice(0, 2)] ?? '.';
const pad = (n: number) => String(n).padStart(2, '0');

const isoDate = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1000 ? `${year}-${pad(month)}-${pad(day)}` : null;
};

/** yyyy-MM-dd → the language's dd.MM.yyyy / dd/MM/yyyy; anything else is shown as it is. */
export const displayDate = (iso: string, language: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const separator = separatorOf(language);
  return [match[3], match[2], match[1]].join(separator);
};

/**
 * Typed text → yyyy-MM-dd, or null when it is no real date. Day first (31.12.2026, 31/12/2026,
 * 31-12-2026, 1.2.2026, 31122026) or ISO (2026-12-31).
 */
export const parseDate = (text: string): string | null => {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = /^(\d{1,2})[./\-\s](\d{1,2})[./\-\s](\d{4})$/.exec(value) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  return dayFirst ? isoDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])) : null;
};

/**
 * Typed text → HH:mm (24-hour), or null. Accepts 09:30, 9:30, 9:5 (09:05), 9.30, 0930, 930 and
 * 9 (09:00).
 */
export const parseTime = (text: string): string | null => {
  const value = text.trim();
  const match =
    /^(\d{1,2})[:.\s](\d{1,2})$/.exec(value) ?? /^(\d{1,2})(\d{2})$/.exec(value) ?? (/^\d{1,2}$/.test(value) ? [value, value, '0'] : null);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? `${pad(hours)}:${pad(minutes)}` : null;
};

/** yyyy-MM-dd ↔ a local Date at midnight (for the calendar, which works in local days). */
export const isoToLocalDate = (iso: string | undefined): Date | undefined => {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
};

export const localDateToIso = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A DateInput's value a filter can use: a date or '' (typed text that is no date yet is not). */
export const isDateOrEmpty = (value: string): boolean => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value);
