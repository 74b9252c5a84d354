import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import type { WorkingHours } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';
import { isoDate, type ScheduleItem } from '../model/calendar';
import { summarizeDays, type DaySummary } from '../model/day-summary';
import { DOT_CLASSES, useScheduleFormat } from '../model/use-schedule-format';

interface MonthViewProps {
  dates: string[];
  /** The month's own first and last day (the grid shows parts of its neighbours). */
  periodFirst: string;
  periodLast: string;
  today: string;
  /** The day that takes focus first. */
  anchor: string;
  zone: string;
  workingHours: WorkingHours;
  items: ScheduleItem[];
  /** Enter or a click: that day in the week view. */
  onOpenDay: (date: string) => void;
  /** Arrow keys past the month's edge move the anchor there. */
  onMoveAnchor: (date: string) => void;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

export const describeDay = (t: (key: string, options?: Record<string, unknown>) => string, summary: DaySummary | undefined): string => {
  if (!summary) return '';
  const parts = [
    summary.bookings > 0 && t('month.bookings', { count: summary.bookings }),
    summary.blocked > 0 && t('month.blocked', { count: summary.blocked }),
    summary.available > 0 && t('month.available', { count: summary.available }),
    summary.vacation && t('kinds.vacation'),
    !summary.working && t('week.dayOff'),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : t('month.nothing');
};

/** A month grid (WAI-ARIA grid: one tab stop, arrow keys move by day and week, Home/End to the week's ends). */
export const MonthView = ({ dates, periodFirst, periodLast, today, anchor, zone, workingHours, items, onOpenDay, onMoveAnchor }: MonthViewProps) => {
  const { t } = useTranslation('schedule');
  const format = useScheduleFormat(zone);
  const summaries = summarizeDays(dates, items, zone, workingHours);
  const initial = anchor >= periodFirst && anchor <= periodLast ? anchor : periodFirst;
  const [focused, setFocused] = useState(initial);
  const [keyboard, setKeyboard] = useState(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const active = dates.includes(focused) ? focused : initial;

  useEffect(() => {
    if (keyboard) gridRef.current?.querySelector<HTMLElement>(`[data-date="${active}"]`)?.focus();
  }, [active, keyboard]);

  const weeks: string[][] = [];
  for (let i = 0; i < dates.length; i += 7) weeks.push(dates.slice(i, i + 7));

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const day = DateTime.fromISO(active);
    let next: string | null = null;
    if (event.key in KEY_STEPS) next = isoDate(day.plus({ days: KEY_STEPS[event.key]! }));
    else if (event.key === 'Home') next = isoDate(day.startOf('week'));
    else if (event.key === 'End') next = isoDate(day.endOf('week'));
    else if (event.key === 'PageUp') next = isoDate(day.minus({ months: 1 }));
    else if (event.key === 'PageDown') next = isoDate(day.plus({ months: 1 }));
    if (!next) return;
    event.preventDefault();
    setKeyboard(true);
    setFocused(next);
    if (next < periodFirst || next > periodLast) onMoveAnchor(next);
  };

  return (
    <table ref={gridRef} role="grid" aria-label={format.monthTitle(periodFirst)} onKeyDown={onKeyDown} className="w-full table-fixed border-collapse">
      <thead>
        <tr>
          {dates.slice(0, 7).map((date) => (
            <th key={date} scope="col" abbr={format.date(date).toLocaleString({ weekday: 'long' })} className="pb-2 text-xs font-medium text-slate-500 uppercase dark:text-slate-400">
              {format.dayShort(date)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((date) => {
              const summary = summaries.get(date);
              const outside = date < periodFirst || date > periodLast;
              return (
                <td key={date} role="gridcell" aria-selected={date === active} className="border border-slate-200 p-0 align-top dark:border-slate-800">
                  <button
                    type="button"
                    data-date={date}
                    tabIndex={date === active ? 0 : -1}
                    onClick={() => onOpenDay(date)}
                    onFocus={() => setFocused(date)}
                    aria-label={`${format.fullDate(date)}: ${describeDay(t, summary)}`}
                    aria-current={date === today ? 'date' : undefined}
                    className={cn(
                      'flex h-16 w-full flex-col items-start gap-1 p-1 text-left sm:h-24 sm:p-2',
                      'hover:bg-slate-50 focus-visible:relative focus-visible:z-10 dark:hover:bg-slate-800/60',
                      outside && 'text-slate-400 dark:text-slate-600',
                      !outside && summary?.working && 'bg-emerald-50/60 dark:bg-emerald-950/20',
                      summary?.vacation && 'bg-amber-50 dark:bg-amber-950/30',
                    )}
                  >
                    <span
                      className={cn(
                        'flex size-6 items-center justify-center rounded-full text-xs font-semibold sm:text-sm',
                        date === today ? 'bg-brand-600 text-white' : outside ? '' : 'text-slate-900 dark:text-white',
                      )}
                    >
                      {format.date(date).day}
                    </span>
                    <span aria-hidden="true" className="flex flex-wrap gap-1 text-[10px] leading-none font-semibold sm:text-xs">
                      {summary && summary.bookings > 0 && <Marker kind="booking" count={summary.bookings} />}
                      {summary && summary.blocked > 0 && <Marker kind="blocked" count={summary.blocked} />}
                      {summary && summary.available > 0 && <Marker kind="available" count={summary.available} />}
                      {summary?.vacation && <Marker kind="vacation" />}
                    </span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
};

const Marker = ({ kind, count }: { kind: keyof typeof DOT_CLASSES; count?: number }) => (
  <span data-marker={kind} className="inline-flex items-center gap-0.5 text-slate-700 dark:text-slate-200">
    <span className={cn('size-2 rounded-full', DOT_CLASSES[kind])} />
    {count !== undefined && <span className="tabular-nums">{count}</span>}
  </span>
);
