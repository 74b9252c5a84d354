/**
 * The text chunks of the languages other than the default, as a map of lazy imports. Kept out
 * of the shell (src/lib/i18n.ts loads this module only for another language): every entry names
 * a hashed chunk, and the first page load of the default language needs none of them.
 * index.html preloads this module for a visitor whose stored language is another one
 * (build/first-page-preload.ts), so it costs them no extra round trip.
 */
export const otherLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>(['../locales/*/*.json', '!../locales/uk/*.json']);
