import { useCallback, useMemo } from 'react';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { formatZone } from '@/lib/time-zone';
import { luxonLocale, type ScheduleItem } from './calendar';

/** Dates, times and item descriptions in the interface language, in the specialist's zone. */
export const useScheduleFormat = (zone: string) => {
  const { t, i18n } = useTranslation('schedule');
  const locale = luxonLocale(i18n.language);

  const local = useCallback((dt: DateTime) => dt.setZone(zone).setLocale(locale), [zone, locale]);
  const date = useCallback((iso: string) => DateTime.fromISO(iso, { zone }).setLocale(locale), [zone, locale]);

  /** "Monday, 30 March 2026" */
  const fullDate = useCallback((iso: string) => date(iso).toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }), [date]);
  const time = useCallback((dt: DateTime) => local(dt).toFormat('HH:mm'), [local]);

  /** "Blocked: Lunch, Monday, 30 March 2026, 13:00–14:00" (a full date on both ends when it spans days). */
  const itemLabel = useCallback(
    (item: ScheduleItem) => {
      const start = local(item.start);
      const end = local(item.end);
      const sameDay = start.hasSame(end, 'day') || (end.hour === 0 && end.minute === 0 && end.minus({ days: 1 }).hasSame(start, 'day'));
      const when = sameDay
        ? `${fullDate(start.toISODate() ?? '')}, ${time(start)}–${end.hour === 0 && end.minute === 0 && !start.hasSame(end, 'day') ? '24:00' : time(end)}`
        : `${fullDate(start.toISODate() ?? '')} ${time(start)} – ${fullDate(end.toISODate() ?? '')} ${time(end)}`;
      const what = t(`kinds.${itemKindKey(item)}`);
      const detail = item.booking ? `${item.booking.service.name}, ${item.booking.customer.name} (${t(`status.${item.booking.status}`)})` : item.title;
      return [what + (detail ? `: ${detail}` : ''), when, item.entry?.repeatWeekly ? t('kinds.weekly') : null].filter(Boolean).join(', ');
    },
    [fullDate, local, t, time],
  );

  /** "Київ (UTC+02:00)" rather than the raw "Europe/Kyiv", with today's offset. */
  const zoneName = useMemo(() => formatZone(zone, locale), [zone, locale]);

  const monthTitle = useCallback((iso: string) => date(iso).toLocaleString({ month: 'long', year: 'numeric' }), [date]);
  const monthName = useCallback((iso: string) => date(iso).toLocaleString({ month: 'long' }), [date]);
  const dayShort = useCallback((iso: string) => date(iso).toLocaleString({ weekday: 'short' }), [date]);
  const dayMonth = useCallback((iso: string) => date(iso).toLocaleString({ day: 'numeric', month: 'short' }), [date]);

  return useMemo(
    () => ({ locale, fullDate, time, itemLabel, monthTitle, monthName, dayShort, dayMonth, date, zoneName }),
    [locale, fullDate, time, itemLabel, monthTitle, monthName, dayShort, dayMonth, date, zoneName],
  );
};

export type ScheduleFormat = ReturnType<typeof useScheduleFormat>;

/**
 * The legend's and labels' key of an item: an unavailable slot is "blocked" to the specialist;
 * a booking still waiting for the specialist's answer is "pending", drawn apart from a confirmed
 * one (issue #26).
 */
export const itemKindKey = (item: Pick<ScheduleItem, 'kind' | 'available'> & { booking?: { status: string } | null }): ScheduleKind =>
  item.kind === 'booking'
    ? item.booking?.status === 'PENDING'
      ? 'pending'
      : 'booking'
    : item.kind === 'vacation'
      ? 'vacation'
      : item.available
        ? 'available'
        : 'blocked';

export type ScheduleKind = 'booking' | 'pending' | 'blocked' | 'vacation' | 'available';
/** The legend's order. */
export const SCHEDULE_KINDS = ['booking', 'pending', 'blocked', 'vacation', 'available'] as const satisfies readonly ScheduleKind[];

export const ITEM_CLASSES: Record<ScheduleKind, string> = {
  booking: 'border-brand-600 bg-brand-100 text-brand-900 dark:border-brand-400 dark:bg-brand-900/70 dark:text-brand-50',
  // Dashed outline on white: waiting for an answer, not yet a fixed visit.
  pending: 'border border-dashed border-brand-600 bg-white text-brand-900 dark:border-brand-300 dark:bg-slate-900 dark:text-brand-100',
  blocked: 'border-red-600 bg-red-100 text-red-900 dark:border-red-400 dark:bg-red-950/80 dark:text-red-100',
  vacation: 'border-amber-600 bg-amber-100 text-amber-900 dark:border-amber-400 dark:bg-amber-950/80 dark:text-amber-100',
  available: 'border-emerald-600 bg-emerald-100 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950/80 dark:text-emerald-100',
};

export const DOT_CLASSES: Record<ScheduleKind, string> = {
  booking: 'bg-brand-600 dark:bg-brand-400',
  pending: 'border border-dashed border-brand-600 bg-white dark:border-brand-300 dark:bg-slate-900',
  blocked: 'bg-red-600 dark:bg-red-400',
  vacation: 'bg-amber-500 dark:bg-amber-400',
  available: 'bg-emerald-600 dark:bg-emerald-400',
};
