import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { CalendarDays } from 'lucide-react';
import { DayPicker } from 'react-day-picker';
import { enGB, ru, uk } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { FieldError } from '@/components/form/field-message';
import { cn } from './cn';
import { displayDate, isoToLocalDate, localDateToIso, parseDate } from './date-time-text';
import { useTypedInput, type TypedInputProps } from './use-typed-value';

const CALENDAR_LOCALES = { uk, ru, en: enGB } as const;
const calendarLocale = (language: string) => CALENDAR_LOCALES[language.slice(0, 2) as keyof typeof CALENDAR_LOCALES] ?? uk;

interface DateInputProps extends TypedInputProps {
  /** Earliest and latest day (yyyy-MM-dd) offered by the calendar. */
  min?: string;
  max?: string;
  /** Which edge of the input the calendar lines up with ('end' for a field in a right-hand column). */
  align?: 'start' | 'end';
}

/** react-day-picker's colours from the brand palette. */
const CALENDAR_COLOURS = { '--rdp-accent-color': 'var(--color-brand-600)', '--rdp-accent-background-color': 'var(--color-brand-50)' } as CSSProperties;

/**
 * A date input written as the interface language writes dates (uk/ru 31.12.2026, en 31/12/2026),
 * in place of `<input type="date">` (which follows the browser's locale: mm/dd/yyyy). Typed or
 * picked from a calendar popover (react-day-picker: arrow keys move by day/week, Page Up/Down by
 * month, Enter picks, Escape closes and returns to the button). The form gets yyyy-MM-dd.
 */
/** About the calendar's size (7 days of 44 px and padding), to keep it inside the viewport. */
const POPOVER = { width: 340, height: 370, gap: 4, margin: 8 };

/** Where the calendar goes: under the input (over it when there is no room below), lined up with one edge. */
const popoverPlace = (box: HTMLElement, align: 'start' | 'end'): CSSProperties => {
  const input = (box.firstElementChild ?? box).getBoundingClientRect();
  const wanted = align === 'end' ? input.right - POPOVER.width : input.left;
  const left = Math.max(POPOVER.margin, Math.min(wanted, window.innerWidth - POPOVER.width - POPOVER.margin));
  const roomBelow = window.innerHeight - input.bottom;
  return roomBelow >= POPOVER.height || roomBelow >= input.top
    ? { left, top: input.bottom + POPOVER.gap }
    : { left, bottom: window.innerHeight - input.top + POPOVER.gap };
};

export const DateInput = ({ min, max, align = 'start', ...props }: DateInputProps) => {
  const { input, ownError, errorId, typed, language, t } = useTypedInput(props, 'date', { parse: parseDate, display: displayDate });
  const { value, className } = props;
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const open = place !== null;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const setOpen = (next: boolean) => setPlace(next && boxRef.current ? popoverPlace(boxRef.current, align) : null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setPlace(null);
    };
    // Fixed to the viewport (a dialog's scrolling body would cut it off): follows the input when something scrolls.
    const follow = () => boxRef.current && setPlace(popoverPlace(boxRef.current, align));
    document.addEventListener('mousedown', closeOutside);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [open, align]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onPopoverKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  const selected = isoToLocalDate(value);
  const disabled = [...(min ? [{ before: isoToLocalDate(min) as Date }] : []), ...(max ? [{ after: isoToLocalDate(max) as Date }] : [])];
  return (
    <div ref={boxRef} className={cn('relative flex flex-col gap-1', className)}>
      <div className="relative">
        <input {...input} />
        <button
          ref={buttonRef}
          type="button"
          disabled={props.disabled}
          onClick={() => setOpen(!open)}
          aria-label={t('dateTime.openCalendar')}
          aria-haspopup="dialog"
          aria-expanded={open}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-brand-700 disabled:opacity-60 dark:text-slate-400 dark:hover:text-brand-300"
        >
          <CalendarDays aria-hidden="true" className="size-5" />
        </button>
      </div>
      {open && (
        <div
          role="dialog"
          aria-label={t('dateTime.calendar')}
          onKeyDown={onPopoverKey}
          style={{ ...CALENDAR_COLOURS, ...place }}
          className="fixed z-[60] rounded-xl border border-slate-200 bg-white p-3 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <DayPicker
            mode="single"
            locale={calendarLocale(language)}
            selected={selected}
            defaultMonth={selected ?? isoToLocalDate(min)}
            disabled={disabled}
            autoFocus
            onSelect={(day) => {
              if (!day) return;
              typed.pick(localDateToIso(day));
              close();
            }}
          />
        </div>
      )}
      <FieldError id={errorId}>{ownError}</FieldError>
    </div>
  );
};
