import { CURRENCY_SYMBOLS, type Category, type Currency } from '@vizyt/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { convertFromUah, convertToUah, formatAmountRange, formatWholeAmount } from '@/lib/money';
import {
  AVAILABILITY_OPTIONS,
  RATING_OPTIONS,
  priceBandOf,
  withPriceBand,
  type PriceBand,
  type SearchFilters,
} from '../model/search-filters';
import { usePriceBands } from '../model/use-price-bands';
import { fieldClasses, focusRing } from './search-styles';

interface FiltersFormProps {
  filters: SearchFilters;
  categories: Category[];
  onChange: (next: SearchFilters) => void;
  /** Prefix for radio group names, so the sidebar and the sheet never share a group. */
  idPrefix: string;
}

const legendClasses = 'mb-2 text-sm font-semibold text-slate-900 dark:text-white';

function Fieldset({ legend, children, describedBy }: { legend: string; children: ReactNode; describedBy?: string }) {
  return (
    <fieldset className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0 dark:border-slate-800" aria-describedby={describedBy}>
      <legend className={cn(legendClasses, 'float-left w-full')}>{legend}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

interface RadioProps {
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  disabled?: boolean;
}

function Radio({ name, checked, onChange, label, disabled }: RadioProps) {
  return (
    <label
      className={cn(
        'flex min-h-9 cursor-pointer items-center gap-2.5 rounded-lg px-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
        disabled && 'cursor-not-allowed opacity-60 hover:bg-transparent dark:hover:bg-transparent',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        className="size-4 accent-brand-600 dark:accent-brand-400"
      />
      {label}
    </label>
  );
}

const parsePrice = (raw: string): number | null => {
  const value = Number(raw.replace(',', '.'));
  return raw.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : null;
};

/** A hryvnia bound of the query, as the number a person reads in `currency` ("" when open). */
const shownAmount = (amountUah: number | null, currency: Currency): string =>
  amountUah === null ? '' : String(convertFromUah(amountUah, currency));

/**
 * Free minimum and maximum price in the display currency, applied with Enter or the button.
 * The query keeps hryvnia (minPrice/maxPrice), converted at the fixed rates.
 */
function CustomPriceRange({ filters, onChange, idPrefix, currency }: Omit<FiltersFormProps, 'categories'> & { currency: Currency }) {
  const { t } = useTranslation('search');
  const symbol = CURRENCY_SYMBOLS[currency];
  const [min, setMin] = useState(shownAmount(filters.minPrice, currency));
  const [max, setMax] = useState(shownAmount(filters.maxPrice, currency));
  const [synced, setSynced] = useState({ min: filters.minPrice, max: filters.maxPrice, currency });
  const errorId = useId();

  // A band, "clear filters" or another display currency changed the range: show it in the inputs.
  if (synced.min !== filters.minPrice || synced.max !== filters.maxPrice || synced.currency !== currency) {
    setSynced({ min: filters.minPrice, max: filters.maxPrice, currency });
    setMin(shownAmount(filters.minPrice, currency));
    setMax(shownAmount(filters.maxPrice, currency));
  }

  const minValue = parsePrice(min);
  const maxValue = parsePrice(max);
  const invalid = minValue !== null && maxValue !== null && minValue > maxValue;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    onChange({
      ...filters,
      minPrice: minValue === null ? null : convertToUah(minValue, currency),
      maxPrice: maxValue === null ? null : convertToUah(maxValue, currency),
    });
  };

  return (
    <div className="mt-3">
      <p className="mb-1.5 px-2 text-xs font-medium text-slate-600 dark:text-slate-400">{t('filters.price.custom')}</p>
      <div className="flex items-end gap-2 px-2">
        <label className="flex-1 text-xs text-slate-600 dark:text-slate-400" htmlFor={`${idPrefix}-min-price`}>
          {t('filters.price.min', { symbol })}
          <input
            id={`${idPrefix}-min-price`}
            inputMode="decimal"
            value={min}
            onChange={(event) => setMin(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && apply(event)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            className={cn(fieldClasses, 'mt-1')}
          />
        </label>
        <label className="flex-1 text-xs text-slate-600 dark:text-slate-400" htmlFor={`${idPrefix}-max-price`}>
          {t('filters.price.max', { symbol })}
          <input
            id={`${idPrefix}-max-price`}
            inputMode="decimal"
            value={max}
            onChange={(event) => setMax(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && apply(event)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            className={cn(fieldClasses, 'mt-1')}
          />
        </label>
      </div>
      {invalid && (
        <p id={errorId} role="alert" className="mt-1.5 px-2 text-xs text-red-700 dark:text-red-400">
          {t('filters.price.invalid')}
        </p>
      )}
      <button
        type="button"
        onClick={apply}
        disabled={invalid}
        className={cn(
          'mx-2 mt-2 h-9 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800',
          focusRing,
        )}
      >
        {t('filters.price.apply')}
      </button>
    </div>
  );
}

/** Category, city, price, rating and availability filters. */
export function FiltersForm({ filters, categories, onChange, idPrefix }: FiltersFormProps) {
  const { t, i18n } = useTranslation('search');
  const formatRating = (rating: number) => new Intl.NumberFormat(i18n.language).format(rating);
  const [location, setLocation] = useState(filters.location);
  const [syncedLocation, setSyncedLocation] = useState(filters.location);
  const { bands, currency, language } = usePriceBands();
  const band = priceBandOf(filters, bands);
  const hasRange = filters.minPrice !== null || filters.maxPrice !== null;
  const bandLabel = ({ min, max }: PriceBand): string => {
    if (min === null) return t('filters.price.upTo', { amount: formatWholeAmount(max ?? 0, currency, language) });
    if (max === null) return t('filters.price.from', { amount: formatWholeAmount(min, currency, language) });
    return formatAmountRange(min, max, currency, language);
  };

  if (syncedLocation !== filters.location) {
    setSyncedLocation(filters.location);
    setLocation(filters.location);
  }

  const commitLocation = () => {
    if (location.trim() !== filters.location) onChange({ ...filters, location: location.trim() });
  };

  return (
    <div className="flex flex-col gap-5">
      <div>
        <label htmlFor={`${idPrefix}-category`} className={cn(legendClasses, 'block')}>
          {t('filters.category.legend')}
        </label>
        <select
          id={`${idPrefix}-category`}
          value={filters.category}
          onChange={(event) => onChange({ ...filters, category: event.target.value })}
          className={cn(fieldClasses, 'cursor-pointer')}
        >
          <option value="">{t('filters.category.all')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
          {/* A category from a shared link that the list does not know (yet). */}
          {filters.category && !categories.some((category) => category.id === filters.category) && (
            <option value={filters.category}>{filters.category}</option>
          )}
        </select>
      </div>

      <div>
        <label htmlFor={`${idPrefix}-location`} className={cn(legendClasses, 'block')}>
          {t('filters.location.label')}
        </label>
        <input
          id={`${idPrefix}-location`}
          type="text"
          value={location}
          onChange={(event) => setLocation(event.target.value)}
          onBlur={commitLocation}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commitLocation();
            }
          }}
          placeholder={t('filters.location.placeholder')}
          autoComplete="address-level2"
          className={fieldClasses}
        />
      </div>

      <Fieldset legend={t('filters.price.legend', { symbol: CURRENCY_SYMBOLS[currency] })}>
        <Radio
          name={`${idPrefix}-price`}
          checked={!hasRange}
          onChange={() => onChange(withPriceBand(filters, null))}
          label={t('filters.price.any')}
        />
        {bands.map((option) => (
          <Radio
            key={option.id}
            name={`${idPrefix}-price`}
            checked={band === option}
            onChange={() => onChange(withPriceBand(filters, option))}
            label={bandLabel(option)}
          />
        ))}
        <CustomPriceRange filters={filters} onChange={onChange} idPrefix={idPrefix} currency={currency} />
      </Fieldset>

      <Fieldset legend={t('filters.rating.legend')}>
        <Radio
          name={`${idPrefix}-rating`}
          checked={filters.rating === null}
          onChange={() => onChange({ ...filters, rating: null })}
          label={t('filters.rating.any')}
        />
        {RATING_OPTIONS.map((rating) => (
          <Radio
            key={rating}
            name={`${idPrefix}-rating`}
            checked={filters.rating === rating}
            onChange={() => onChange({ ...filters, rating })}
            label={t(rating === 5 ? 'filters.rating.exactly' : 'filters.rating.atLeast', { rating: formatRating(rating) })}
          />
        ))}
      </Fieldset>

      <Fieldset legend={t('filters.availability.legend')}>
        <Radio
          name={`${idPrefix}-availability`}
          checked={filters.availability === null}
          onChange={() => onChange({ ...filters, availability: null })}
          label={t('filters.availability.any')}
        />
        {AVAILABILITY_OPTIONS.map((option) => (
          <Radio
            key={option}
            name={`${idPrefix}-availability`}
            checked={filters.availability === option}
            onChange={() => onChange({ ...filters, availability: option })}
            label={t(`filters.availability.${option}`)}
          />
        ))}
      </Fieldset>
    </div>
  );
}
