import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { SORT_OPTIONS, type SortOption } from '../model/search-filters';
import { fieldClasses } from './search-styles';

interface SortSelectProps {
  value: SortOption;
  onChange: (value: SortOption) => void;
  busy: boolean;
}

export function SortSelect({ value, onChange, busy }: SortSelectProps) {
  const { t } = useTranslation('search');
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="search-sort" className="sr-only text-sm whitespace-nowrap text-slate-600 sm:not-sr-only dark:text-slate-400">
        {t('sort.label')}
      </label>
      <div className="relative">
        <select
          id="search-sort"
          value={value}
          aria-busy={busy || undefined}
          onChange={(event) => onChange(event.target.value as SortOption)}
          className={cn(fieldClasses, 'cursor-pointer appearance-none pr-8')}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`sort.options.${option}`)}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 text-slate-500" />
      </div>
    </div>
  );
}
