import { useId, useMemo, useState } from 'react';
import { LocateFixed, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE } from '@vizyt/contracts';
import { controlClasses, labelClasses } from '@/components/form/field-styles';
import { SelectField } from '@/components/form/select-field';
import { deviceTimezone, listTimezones, matchesTimezone, timezoneDisplayName, utcOffsetLabel } from '../model/timezones';

interface TimezoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
  disabled?: boolean;
}

/**
 * Time zone: a filter box narrows the long native list (Europe/Kyiv first, every zone with its
 * current UTC offset); the device's own zone is one click away.
 */
export const TimezoneField = ({ value, onChange, disabled = false }: TimezoneFieldProps) => {
  const { t } = useTranslation('account');
  const searchId = useId();
  const selectId = useId();
  const [query, setQuery] = useState('');
  const device = useMemo(() => deviceTimezone(), []);
  const all = useMemo(() => listTimezones([value, device]), [value, device]);
  const now = useMemo(() => new Date(), []);
  const filtered = useMemo(() => all.filter((zone) => matchesTimezone(zone, query, now)), [all, query, now]);
  // The select must always hold its value, even when the filter hides it.
  const options = filtered.includes(value) ? filtered : [value, ...filtered];
  const label = (zone: string) => `(${utcOffsetLabel(zone, now)}) ${timezoneDisplayName(zone)}`;

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className={labelClasses}>
          {t('region.timezoneSearch')}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('region.timezoneSearchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            aria-controls={selectId}
            aria-describedby={`${searchId}-count`}
            disabled={disabled}
            className={controlClasses(false, 'pl-9')}
          />
        </div>
        <p id={`${searchId}-count`} aria-live="polite" className="text-xs text-slate-500 dark:text-slate-400">
          {query.trim() ? t('region.timezoneMatches', { count: filtered.length }) : t('region.timezoneCount', { count: all.length })}
        </p>
      </div>
      <SelectField
        label={t('region.timezone')}
        id={selectId}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        hint={t('region.timezoneHint')}
      >
        {options.map((zone) => (
          <option key={zone} value={zone}>
            {zone === DEFAULT_TIMEZONE ? `${label(zone)} · ${t('region.kyivDefault')}` : label(zone)}
          </option>
        ))}
      </SelectField>
      {device && device !== value && (
        <button
          type="button"
          onClick={() => onChange(device)}
          disabled={disabled}
          className="inline-flex min-h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-left text-sm font-medium text-slate-900 transition-colors hover:bg-slate-50 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          <LocateFixed aria-hidden="true" className="size-4 shrink-0" />
          {t('region.useDeviceTimezone', { zone: timezoneDisplayName(device) })}
        </button>
      )}
    </div>
  );
};
