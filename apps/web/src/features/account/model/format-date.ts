/** The app's date locales (as on the legal pages): British English, Ukrainian and Russian as used in Ukraine. */
const LOCALE_BY_LANGUAGE: Record<string, string> = { uk: 'uk-UA', en: 'en-GB', ru: 'ru-UA' };

/** "22 листопада 2026 р." / "22 November 2026": the calendar date of an instant in the given time zone. */
export const formatDate = (iso: string | null | undefined, language: string, timeZone?: string): string => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = LOCALE_BY_LANGUAGE[language.split('-')[0] ?? language] ?? language;
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    // An unknown time zone must not hide the date.
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
};
