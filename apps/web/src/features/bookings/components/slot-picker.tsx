import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { dayLabel, timeOfDay } from '../model/booking-time';
import { focusRing } from './styles';

export interface SlotDay {
  date: string;
  slots: string[];
}

interface SlotPickerProps {
  days: SlotDay[];
  /** Zone the days and times are shown in. */
  timezone: string;
  day: string | null;
  slot: string | null;
  onDayChange: (date: string) => void;
  onSlotChange: (slot: string) => void;
}

const chip = (selected: boolean, disabled = false) =>
  cn(
    'flex cursor-pointer items-center justify-center rounded-lg border text-sm transition-colors select-none',
    'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:has-focus-visible:outline-brand-300',
    selected
      ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500'
      : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-slate-500',
    disabled && 'cursor-not-allowed opacity-50 hover:border-slate-300',
  );

/**
 * A small week picker: a day, then a free start time on it. Two radio groups (native radios, so
 * arrows move inside a group and screen readers announce "3 of 7"). Days without free times stay
 * visible but disabled, so the week keeps its shape.
 */
export const SlotPicker = ({ days, timezone, day, slot, onDayChange, onSlotChange }: SlotPickerProps) => {
  const { t, i18n } = useTranslation('bookings');
  const name = useId();
  const slots = days.find((d) => d.date === day)?.slots ?? [];

  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t('reschedule.day')}</legend>
        <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
          {days.map((d) => {
            const label = dayLabel(d.date, i18n.language);
            const empty = d.slots.length === 0;
            return (
              <label key={d.date} className={cn(chip(d.date === day, empty), 'min-h-14 flex-col px-1 py-1.5 text-center')}>
                <input
                  type="radio"
                  name={`${name}-day`}
                  value={d.date}
                  checked={d.date === day}
                  disabled={empty}
                  onChange={() => onDayChange(d.date)}
                  className="sr-only"
                  aria-label={`${label.weekday}, ${label.day}${empty ? ` — ${t('reschedule.dayFull')}` : ''}`}
                />
                <span aria-hidden="true" className="text-xs capitalize opacity-80">
                  {label.weekday}
                </span>
                <span aria-hidden="true" className="font-medium">
                  {label.day}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t('reschedule.time')}</legend>
        {day === null ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('reschedule.pickDay')}</p>
        ) : slots.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('reschedule.noSlots')}</p>
        ) : (
          <div className="grid max-h-56 grid-cols-3 gap-2 overflow-y-auto p-0.5 sm:grid-cols-5">
            {slots.map((s) => (
              <label key={s} className={cn(chip(s === slot), 'h-10 tabular-nums', focusRing)}>
                <input type="radio" name={`${name}-slot`} value={s} checked={s === slot} onChange={() => onSlotChange(s)} className="sr-only" />
                {timeOfDay(s, timezone, i18n.language)}
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </div>
  );
};
