import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import type { ScheduleItem } from '../model/calendar';
import { DOT_CLASSES, itemKindKey, useScheduleFormat } from '../model/use-schedule-format';
import { ScheduleCard } from './card';

/** The next bookings and blocked time, soonest first. */
export const UpcomingList = ({ items, zone, onSelectItem, bookingsFailed }: { items: ScheduleItem[]; zone: string; onSelectItem: (item: ScheduleItem) => void; bookingsFailed: boolean }) => {
  const { t } = useTranslation('schedule');
  const format = useScheduleFormat(zone);
  return (
    <ScheduleCard id="upcoming-title" title={t('upcoming.title')} description={t('upcoming.description')}>
      {bookingsFailed && <p className="mb-2 text-sm text-amber-700 dark:text-amber-300">{t('errors.bookings')}</p>}
      {items.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <CalendarClock aria-hidden="true" className="size-4" />
          {t('upcoming.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((item) => {
            const kind = itemKindKey(item);
            return (
              <li key={item.key}>
                {/* Named by what it shows, then the full description for screen readers (visible text in the name, WCAG 2.5.3). */}
                <button type="button" onClick={() => onSelectItem(item)} className="flex w-full items-start gap-3 py-2.5 text-left hover:bg-slate-50 dark:hover:bg-slate-800/50">
                  <span aria-hidden="true" className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', DOT_CLASSES[kind])} />
                  <span className="min-w-0">
                    <span className="block text-sm font-medium text-slate-900 dark:text-white">
                      {item.booking ? `${item.booking.service.name} · ${item.booking.customer.name}` : (item.title ?? t(`kinds.${kind}`))}
                    </span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {format.date(item.start.setZone(zone).toISODate() ?? '').toLocaleString({ weekday: 'short', day: 'numeric', month: 'short' })}, {format.time(item.start)}–{format.time(item.end)} · {t(`kinds.${kind}`)}
                    </span>
                    <span className="sr-only">{`. ${format.itemLabel(item)}`}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </ScheduleCard>
  );
};
