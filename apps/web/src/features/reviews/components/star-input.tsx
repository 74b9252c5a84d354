import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

interface StarInputProps {
  value: number | null;
  onChange: (rating: number) => void;
  legend: string;
  /** Translated error text, read with the group. */
  error?: string;
  name?: string;
}

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * 1–5 stars as a native radio group: Tab reaches it, the arrow keys change the rating, each star
 * is announced as "4 stars", and the chosen one is named beside the stars ("Good").
 */
export const StarInput = ({ value, onChange, legend, error, name }: StarInputProps) => {
  const { t } = useTranslation('reviews');
  const id = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const errorId = `${id}-error`;

  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex" onMouseLeave={() => setHovered(null)}>
          {RATINGS.map((rating) => (
            <label
              key={rating}
              onMouseEnter={() => setHovered(rating)}
              className="cursor-pointer rounded-lg p-1 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:has-focus-visible:outline-brand-300"
            >
              <input
                type="radio"
                name={name ?? `${id}-rating`}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                className="sr-only"
              />
              <span className="sr-only">{t('stars.count', { count: rating })}</span>
              <Star
                aria-hidden="true"
                className={cn(
                  'size-9 transition-colors sm:size-8',
                  rating <= shown ? 'fill-amber-400 text-amber-400' : 'text-slate-300 dark:text-slate-600',
                )}
              />
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="min-w-20 text-sm font-medium text-slate-700 dark:text-slate-300">
          {shown > 0 ? t(`leave.ratingNames.${shown}`) : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
};
