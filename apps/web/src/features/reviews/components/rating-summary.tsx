import { useTranslation } from 'react-i18next';
import type { ReviewSummary } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';
import { useReviewFormat } from '../model/format';
import { Stars } from './stars';
import { focusRing } from './styles';

const RATINGS_DOWN = [5, 4, 3, 2, 1] as const;

/** The big average with its stars and "based on 12 reviews". */
export const AverageRating = ({ summary, className }: { summary: ReviewSummary; className?: string }) => {
  const { t } = useTranslation('reviews');
  const format = useReviewFormat();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <p className="flex items-baseline gap-2">
        <span className="sr-only">{t('summary.average')}: </span>
        <span className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white" data-testid="review-average">
          {format.rating(summary.average)}
        </span>
        <span className="text-sm text-slate-500 dark:text-slate-400">/ 5</span>
      </p>
      <Stars rating={summary.average} size="size-5" />
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('summary.basedOn', { count: summary.total })}</p>
    </div>
  );
};

interface DistributionProps {
  summary: ReviewSummary;
  /** With it, each row is a toggle that filters the list by that rating. */
  selected?: number | null;
  onSelect?: (rating: number | null) => void;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Count per star, as bars (5 on top); the share is of all reviews. */
export const RatingDistribution = ({ summary, selected = null, onSelect, headingLevel = 3, className }: DistributionProps) => {
  const { t } = useTranslation('reviews');
  const format = useReviewFormat();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className}>
      <Heading className="text-sm font-medium text-slate-700 dark:text-slate-300">{t('summary.distribution')}</Heading>
      {onSelect && <p className="sr-only">{t('summary.filterHint')}</p>}
      <ul className="mt-2 flex flex-col gap-1">
        {RATINGS_DOWN.map((rating) => {
          const count = summary.distribution[String(rating) as keyof ReviewSummary['distribution']];
          const share = summary.total === 0 ? 0 : count / summary.total;
          const label = t('summary.bar', { stars: t('stars.count', { count: rating }), count });
          const row = (
            <>
              <span aria-hidden="true" className="w-3 shrink-0 text-right text-sm font-medium text-slate-700 tabular-nums dark:text-slate-300">
                {rating}
              </span>
              <span aria-hidden="true" className="relative h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
                <span className="absolute inset-y-0 left-0 rounded-full bg-amber-400" style={{ width: `${share * 100}%` }} />
              </span>
              <span aria-hidden="true" className="w-10 shrink-0 text-right text-sm text-slate-600 tabular-nums dark:text-slate-400">
                {format.number(count)}
              </span>
              <span className="sr-only">{label}</span>
            </>
          );
          return (
            <li key={rating}>
              {onSelect ? (
                <button
                  type="button"
                  aria-pressed={selected === rating}
                  disabled={count === 0 && selected !== rating}
                  onClick={() => onSelect(selected === rating ? null : rating)}
                  className={cn(
                    'flex min-h-9 w-full items-center gap-3 rounded-lg px-2 text-left transition-colors hover:bg-slate-100 disabled:cursor-default disabled:opacity-60 disabled:hover:bg-transparent dark:hover:bg-slate-800',
                    selected === rating && 'bg-brand-50 ring-1 ring-brand-600 hover:bg-brand-50 dark:bg-brand-500/10 dark:ring-brand-400 dark:hover:bg-brand-500/10',
                    focusRing,
                  )}
                >
                  {row}
                </button>
              ) : (
                <div className="flex min-h-7 items-center gap-3">{row}</div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
};
