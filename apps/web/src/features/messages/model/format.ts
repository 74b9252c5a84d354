/**
 * Times of messages in the interface language and the viewer's time zone: "14:05" on a bubble,
 * a day separator ("Today", "Yesterday", "3 November"), and the list's short stamp.
 */
import { SUPPORT_USER_ID } from '@vizyt/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewerZone } from '@/stores/viewer';

const DAY_MS = 86_400_000;

/** The calendar day of `iso` in `zone`, as 'YYYY-MM-DD' (en-CA writes dates that way). */
export const dayKey = (iso: string | Date, zone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(typeof iso === 'string' ? new Date(iso) : iso);

/** Whole days from day `a` to day `b` (both 'YYYY-MM-DD'). */
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

export type DayName = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

/** How a day separator names the day of `iso`, seen at `now`. */
export const dayName = (iso: string, zone: string, locale: string, now: Date): DayName => {
  const age = daysBetween(dayKey(iso, zone), dayKey(now, zone));
  if (age === 0) return { kind: 'today' };
  if (age === 1) return { kind: 'yesterday' };
  const date = new Date(iso);
  const sameYear = dayKey(iso, zone).slice(0, 4) === dayKey(now, zone).slice(0, 4);
  const text = new Intl.DateTimeFormat(locale, { timeZone: zone, day: 'numeric', month: 'long', ...(sameYear ? { weekday: 'long' } : { year: 'numeric' }) }).format(date);
  // A separator starts like a sentence ("понеділок, 23 листопада" → "Понеділок, 23 листопада").
  return { kind: 'date', text: text.charAt(0).toLocaleUpperCase(locale) + text.slice(1) };
};

/** "14:05" (uk, ru), "2:05 PM" (en). */
export const clockTime = (iso: string, zone: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, timeStyle: 'short' }).format(new Date(iso));

/** The list's stamp: the time today, "Yesterday", the weekday within a week, else the date. */
export const listStamp = (iso: string, zone: string, locale: string, now: Date): { kind: 'yesterday' } | { kind: 'text'; text: string } => {
  const age = daysBetween(dayKey(iso, zone), dayKey(now, zone));
  const date = new Date(iso);
  if (age <= 0) return { kind: 'text', text: clockTime(iso, zone, locale) };
  if (age === 1) return { kind: 'yesterday' };
  if (age < 7) return { kind: 'text', text: new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'short' }).format(date) };
  return { kind: 'text', text: new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: 'short' }).format(date) };
};

/** The formatters above in the interface language and the viewer's zone. */
export const useMessageTime = () => {
  const { t, i18n } = useTranslation('messages');
  const zone = useViewerZone();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const day = useCallback(
    (iso: string, now: Date) => {
      const name = dayName(iso, zone, locale, now);
      return name.kind === 'date' ? name.text : t(`day.${name.kind}`);
    },
    [zone, locale, t],
  );
  const stamp = useCallback(
    (iso: string, now: Date) => {
      const value = listStamp(iso, zone, locale, now);
      return value.kind === 'yesterday' ? t('day.yesterday') : value.text;
    },
    [zone, locale, t],
  );
  const time = useCallback((iso: string) => clockTime(iso, zone, locale), [zone, locale]);
  const full = useCallback(
    (iso: string) => new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso)),
    [zone, locale],
  );
  return useMemo(() => ({ zone, day, stamp, time, full }), [zone, day, stamp, time, full]);
};

/** The name to show for the other person: Vizyt support (issue #26) in the reader's language, anyone else as named. */
export const participantName = (participant: { id: string; name: string }, supportName: string): string =>
  participant.id === SUPPORT_USER_ID ? supportName : participant.name;
