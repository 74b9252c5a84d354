import { useId, useMemo, useState, type ReactNode, type Ref } from 'react';
import { ChevronDown, LocateFixed, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { deviceTimeZone, matchesTimeZone, timeZoneOptions, zoneCity } from '@/lib/time-zone';
import { FieldError, FieldHint, useFieldIds } from './field-message';
import { FieldLabel } from './field-label';
import { controlClasses } from './field-styles';

interface TimeZonePickerProps {
  /** The IANA id ("Europe/Kyiv"); what `onChange` receives too. */
  value: string;
  onChange: (zone: string) => void;
  label: ReactNode;
  hint?: ReactNode;
  /** Translated error text. */
  error?: string;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
  /** The select (react-hook-form focuses it on a server error). */
  ref?: Ref<HTMLSelectElement>;
  /** Placement in the form's grid ("sm:col-span-2"). */
  className?: string;
}

/**
 * The one time-zone control of the app (settings, business profile, working hours): a native
 * select of every zone the browser knows, named by city in the interface language with its
 * current offset ("Київ (UTC+02:00)"), Ukraine's zone first; a filter box narrows the long list
 * by city in that language or English, by IANA id or by offset, and the device's own zone is
 * one click away.
 */
export const TimeZonePicker = ({ value, onChange, label, hint, error, disabled = false, name, onBlur, ref, className }: TimeZonePickerProps) => {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const ids = useFieldIds({ error, hint });
  const filterId = useId();
  const [query, setQuery] = useState('');
  const device = useMemo(() => deviceTimeZone(), []);
  const options = useMemo(() => timeZoneOptions(language, [value, device]), [language, value, device]);
  const filtered = useMemo(() => options.filter((option) => matchesTimeZone(option, query)), [options, query]);
  // The select always holds its value, even while the filter hides it.
  const current = options.find((option) => option.value === value);
  const shown = current && !filtered.includes(current) ? [current, ...filtered] : filtered;
  const filtering = query.trim() !== '';

  return (
    <div className={cn('@container flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <div className="grid gap-2 @lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <input
            id={filterId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-label={t('timeZonePicker.filter')}
            placeholder={t('timeZonePicker.filterPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            aria-controls={ids.controlId}
            aria-describedby={`${filterId}-count`}
            disabled={disabled}
            className={controlClasses(false, 'pl-9')}
          />
        </div>
        <div className="relative">
          <select
            ref={ref}
            id={ids.controlId}
            name={name}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.describedBy}
            className={controlClasses(Boolean(error), 'cursor-pointer appearance-none pr-10')}
          >
            {!current && <option value={value}>{value}</option>}
            {shown.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
        </div>
      </div>
      <p id={`${filterId}-count`} aria-live="polite" className={filtering ? 'text-xs text-slate-500 dark:text-slate-400' : 'sr-only'}>
        {filtering ? t('timeZonePicker.matches', { count: filtered.length }) : ''}
      </p>
      <FieldError id={ids.errorId}>{error}</FieldError>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {device && device !== value && (
        <button
          type="button"
          onClick={() => onChange(device)}
          disabled={disabled}
          className="inline-flex min-h-9 items-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-left text-sm font-medium text-slate-900 transition-colors hover:bg-slate-50 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <LocateFixed aria-hidden="true" className="size-4 shrink-0" />
          {t('timeZonePicker.useDevice', { zone: zoneCity(device, language) })}
        </button>
      )}
    </div>
  );
};
