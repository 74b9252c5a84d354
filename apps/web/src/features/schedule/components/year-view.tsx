import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import type { WorkingHours } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';
import { datesBetween, isoDate, type ScheduleItem } from '../model/calendar';
import { summarizeDays } from '../model/day-summary';
import { useScheduleFormat } from '../model/use-schedule-format';

interface YearViewProps {
  year: string;
  today: string;
  zone: string;
  workingHours: WorkingHours;
  items: ScheduleItem[];
  onOpenMonth: (date: string) => void;
}

/** Twelve small months; days with bookings and blocked days are marked. Each month opens its month view. */
export const YearView = ({ year, today, zone, workingHours, items, onOpenMonth }: YearViewProps) => {
  const { t } = useTranslation('schedule');
  const format = useScheduleFormat(zone);
  const start = DateTime.fromISO(year).startOf('year');
  const all = datesBetween(isoDate(start), isoDate(start.endOf('year')));
  const summaries = summarizeDays(all, items, zone, workingHours);
  const weekdayHeads = datesBetween(isoDate(start.startOf('week')), isoDate(start.startOf('week').plus({ days: 6 })));

  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: 12 }, (_, m) => {
        const first = start.plus({ months: m });
        const firstIso = isoDate(first);
        const days = datesBetween(isoDate(first.startOf('week')), isoDate(first.endOf('month').endOf('week')));
        const own = days.filter((d) => d.slice(0, 7) === firstIso.slice(0, 7));
        const busy = own.filter((d) => (summaries.get(d)?.bookings ?? 0) > 0).length;
        const blocked = own.filter((d) => (summaries.get(d)?.blocked ?? 0) > 0 || summaries.get(d)?.vacation).length;
        return (
          <li key={firstIso}>
            <button
              type="button"
              onClick={() => onOpenMonth(firstIso)}
              aria-label={`${format.monthTitle(firstIso)}: ${t('year.summary', { busy, blocked })}`}
              className="w-full rounded-xl border border-slate-200 p-3 text-left hover:border-brand-400 dark:border-slate-800 dark:hover:border-brand-500"
            >
              <span className="mb-2 flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="font-semibold text-slate-900 first-letter:uppercase dark:text-white">{format.monthName(firstIso)}</span>
                <span aria-hidden="true" className="text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
                  {t('year.short', { busy, blocked })}
                </span>
              </span>
              <span aria-hidden="true" className="grid grid-cols-7 gap-0.5 text-center text-[10px] tabular-nums">
                {weekdayHeads.map((d) => (
                  <span key={d} className="text-slate-400 dark:text-slate-500">
                    {format.dayShort(d).slice(0, 2)}
                  </span>
                ))}
                {days.map((d) => {
                  const s = summaries.get(d);
                  const outside = d.slice(0, 7) !== firstIso.slice(0, 7);
                  if (outside) return <span key={d} />;
                  const isBlocked = (s?.blocked ?? 0) > 0 || s?.vacation;
                  const isBusy = (s?.bookings ?? 0) > 0;
                  return (
                    <span
                      key={d}
                      data-date={d}
                      data-busy={isBusy || undefined}
                      data-blocked={isBlocked || undefined}
                      className={cn(
                        'flex aspect-square items-center justify-center rounded',
                        isBusy && isBlocked ? 'bg-gradient-to-br from-brand-500 from-50% to-red-500 to-50% text-white' : isBusy ? 'bg-brand-600 text-white dark:bg-brand-500' : isBlocked ? 'bg-red-500 text-white dark:bg-red-500/80' : s?.working ? 'text-slate-800 dark:text-slate-200' : 'text-slate-400 dark:text-slate-600',
                        d === today && 'ring-2 ring-brand-600 dark:ring-brand-300',
                      )}
                    >
                      {Number(d.slice(8))}
                    </span>
                  );
                })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
};
