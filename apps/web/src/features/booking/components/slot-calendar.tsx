import { useId } from 'react';
import { ChevronLeft, ChevronRight, Globe, Hourglass, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ServiceAvailability } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { insideCancellationWindow } from '../model/cancellation-window';
import { addDays, dayParts, formatFullDate, formatShortDate, formatTime, formatZone, sameInstant, sameZone, weekDates } from '../model/visitor-time';
import { alertBox, mutedText, tile } from './styles';

export interface SlotCalendarProps {
  /** First day shown (YYYY-MM-DD in the visitor's zone). */
  weekStart: string;
  canGoBack: boolean;
  canGoForward: boolean;
  availability: ServiceAvailability | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The day whose times are listed (null: none with free times). */
  selectedDate: string | null;
  selectedSlot: string | null;
  /** The current time (ms): slots inside the specialist's cancellation window get a mark. */
  now: number;
  onWeekChange: (weekStart: string) => void;
  onSelectDate: (date: string) => void;
  onSelectSlot: (slot: string, date: string) => void;
}

/**
 * A week of real free slots: seven day buttons (days without slots disabled), then the times of
 * the chosen day. Times are shown in the zone the API grouped the days in (the visitor's).
 */
export const SlotCalendar = ({
  weekStart,
  canGoBack,
  canGoForward,
  availability,
  loading,
  failed,
  onRetry,
  selectedDate,
  selectedSlot,
  now,
  onWeekChange,
  onSelectDate,
  onSelectSlot,
}: SlotCalendarProps) => {
  const { t, i18n } = useTranslation('booking');
  const locale = i18n.language;
  const slotsHeadingId = useId();
  const lateHintId = useId();
  const dates = weekDates(weekStart);
  const slotsByDate = new Map((availability?.days ?? []).map((day) => [day.date, day.slots]));
  const zone = availability?.timezone;
  const daySlots = selectedDate ? (slotsByDate.get(selectedDate) ?? []) : [];
  const windowHours = availability?.cancellationWindowHours ?? 0;
  const isLate = (slot: string) => windowHours > 0 && insideCancellationWindow(slot, windowHours, now);
  const dayHasLate = daySlots.some(isLate);
  const selectedIsLate = selectedSlot !== null && daySlots.some((slot) => sameInstant(slot, selectedSlot)) && isLate(selectedSlot);
  const weekIsEmpty = Boolean(availability) && dates.every((date) => (slotsByDate.get(date) ?? []).length === 0);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="icon" aria-label={t('calendar.previousWeek')} disabled={!canGoBack} onClick={() => onWeekChange(addDays(weekStart, -7))}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <p aria-live="polite" className="text-center text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('calendar.week', { start: formatShortDate(dates[0] ?? weekStart, locale), end: formatShortDate(dates[6] ?? weekStart, locale) })}
        </p>
        <Button variant="outline" size="icon" aria-label={t('calendar.nextWeek')} disabled={!canGoForward} onClick={() => onWeekChange(addDays(weekStart, 7))}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </div>

      <div role="group" aria-label={t('calendar.days')} aria-busy={loading} className="grid grid-cols-7 gap-1 sm:gap-2">
        {dates.map((date) => {
          const count = slotsByDate.get(date)?.length ?? 0;
          const available = count > 0 && !loading;
          const pressed = available && date === selectedDate;
          const parts = dayParts(date, locale);
          return (
            <button
              key={date}
              type="button"
              disabled={!available}
              aria-pressed={pressed}
              onClick={() => onSelectDate(date)}
              className={cn(tile.base, 'flex min-h-18 flex-col items-center justify-center gap-0.5 px-0.5 py-2', pressed ? tile.selected : available ? tile.idle : tile.disabled)}
            >
              {/* The name starts with what the button shows ("пн 30 лист."), then the full date and
                  the free slots for screen readers (visible text inside the accessible name, WCAG 2.5.3). */}
              <span className="text-[0.6875rem] font-medium uppercase sm:text-xs">{parts.weekday}</span>{' '}
              <span className="text-lg leading-none font-semibold tabular-nums">{parts.day}</span>{' '}
              <span className="text-[0.625rem] sm:text-xs">{parts.month}</span>
              <span className="sr-only">
                {`, ${t('calendar.dayLabel', { date: formatFullDate(date, locale), slots: count > 0 ? t('calendar.freeSlots', { count }) : t('calendar.noSlots') })}`}
              </span>
            </button>
          );
        })}
      </div>

      {loading ? (
        <div role="status" className="flex items-center justify-center gap-2 py-6">
          <Spinner className="size-5" />
          <span className={mutedText}>{t('calendar.loading')}</span>
        </div>
      ) : failed ? (
        <div role="alert" className={cn(alertBox.error, 'flex-wrap items-center justify-between')}>
          <span>{t('calendar.failed')}</span>
          <Button variant="outline" size="sm" className="max-sm:h-10" onClick={onRetry}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('calendar.retry')}
          </Button>
        </div>
      ) : weekIsEmpty ? (
        <p className={cn(alertBox.info)}>{t('calendar.emptyWeek')}</p>
      ) : selectedDate && zone ? (
        <section aria-labelledby={slotsHeadingId}>
          <h3 id={slotsHeadingId} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
            {t('calendar.slotsHeading', { date: formatFullDate(selectedDate, locale) })}
          </h3>
          <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5">
            {daySlots.map((slot) => {
              const pressed = selectedSlot !== null && sameInstant(slot, selectedSlot);
              const time = formatTime(slot, zone, locale);
              const late = isLate(slot);
              return (
                <li key={slot}>
                  <button
                    type="button"
                    aria-pressed={pressed}
                    aria-label={t('calendar.slotLabel', { date: formatFullDate(selectedDate, locale), time })}
                    aria-describedby={late ? lateHintId : undefined}
                    data-late={late || undefined}
                    onClick={() => onSelectSlot(slot, selectedDate)}
                    className={cn(tile.base, 'relative h-11 w-full text-sm font-semibold tabular-nums', pressed ? tile.selected : tile.idle)}
                  >
                    {time}
                    {late && (
                      <Hourglass
                        aria-hidden="true"
                        className={cn('absolute top-1 right-1 size-3', pressed ? 'text-amber-200' : 'text-amber-600 dark:text-amber-400')}
                      />
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
          {dayHasLate && (
            <p id={lateHintId} className={cn('mt-3', selectedIsLate ? alertBox.warning : cn(mutedText, 'flex items-start gap-2'))}>
              <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
              {t('calendar.lateHint', { hours: windowHours })}
            </p>
          )}
        </section>
      ) : (
        <p className={mutedText}>{t('calendar.pickDay')}</p>
      )}

      {availability && <TimezoneNote visitorZone={availability.timezone} specialistZone={availability.specialistTimezone} />}
    </div>
  );
};

const TimezoneNote = ({ visitorZone, specialistZone }: { visitorZone: string; specialistZone: string }) => {
  const { t, i18n } = useTranslation('booking');
  return (
    <p className={cn(mutedText, 'flex items-start gap-2')}>
      <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {t('calendar.timezone', { zone: formatZone(visitorZone, i18n.language) })}
        {!sameZone(visitorZone, specialistZone) && <> {t('calendar.specialistTimezone', { zone: formatZone(specialistZone, i18n.language) })}</>}
      </span>
    </p>
  );
};
