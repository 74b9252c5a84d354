import { useId } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUSES, type BookingStatus } from '@vizyt/contracts';
import { CheckboxChip } from '@/components/form/checkbox-chip';
import { controlClasses, labelClasses } from '@/components/form/field-styles';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { isDateOrEmpty } from '@/components/ui/date-time-text';

export interface SpecialistFilterValues {
  statuses: BookingStatus[];
  /** `YYYY-MM-DD` in the specialist's zone, both inclusive; '' = open. */
  from: string;
  to: string;
  search: string;
}

export const EMPTY_FILTERS: SpecialistFilterValues = { statuses: [], from: '', to: '', search: '' };

interface SpecialistFiltersProps {
  value: SpecialistFilterValues;
  onChange: (next: SpecialistFilterValues) => void;
}

/** Status chips, a date range and a search by customer name (the name search filters the loaded page). */
export const SpecialistFilters = ({ value, onChange }: SpecialistFiltersProps) => {
  const { t } = useTranslation('bookings');
  const id = useId();
  const toggle = (status: BookingStatus, on: boolean) =>
    onChange({ ...value, statuses: on ? [...value.statuses, status] : value.statuses.filter((s) => s !== status) });
  const rangeInvalid = Boolean(value.from && value.to && value.to < value.from);
  const dirty = value.statuses.length > 0 || value.from || value.to || value.search;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={`${id}-title`} className="sr-only">
        {t('filters.title')}
      </h2>
      <fieldset>
        <legend className={`${labelClasses} mb-2`}>{t('filters.status')}</legend>
        <div className="flex flex-wrap gap-2">
          {BOOKING_STATUSES.map((status) => (
            <CheckboxChip key={status} label={t(`status.${status}`)} checked={value.statuses.includes(status)} onChange={(e) => toggle(status, e.target.checked)} className="min-h-10" />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto] lg:items-end">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-from`} className={labelClasses}>
            {t('filters.from')}
          </label>
          <DateInput id={`${id}-from`} value={value.from} max={value.to || undefined} onChange={(from) => isDateOrEmpty(from) && onChange({ ...value, from })} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-to`} className={labelClasses}>
            {t('filters.to')}
          </label>
          <DateInput
            id={`${id}-to`}
            value={value.to}
            min={value.from || undefined}
            invalid={rangeInvalid}
            aria-describedby={rangeInvalid ? `${id}-range` : undefined}
            onChange={(to) => isDateOrEmpty(to) && onChange({ ...value, to })}
          />
        </div>
        <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-search`} className={labelClasses}>
            {t('filters.search')}
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            <input
              id={`${id}-search`}
              type="search"
              value={value.search}
              placeholder={t('filters.searchPlaceholder')}
              aria-describedby={`${id}-search-hint`}
              onChange={(e) => onChange({ ...value, search: e.target.value })}
              className={controlClasses(false, 'pl-9')}
            />
          </div>
          <p id={`${id}-search-hint`} className="sr-only">
            {t('filters.searchHint')}
          </p>
        </div>
        <Button variant="ghost" onClick={() => onChange(EMPTY_FILTERS)} disabled={!dirty} className="sm:col-span-2 lg:col-span-1">
          {t('filters.reset')}
        </Button>
      </div>
      {rangeInvalid && (
        <p id={`${id}-range`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('filters.rangeInvalid')}
        </p>
      )}
    </section>
  );
};
