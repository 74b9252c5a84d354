import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

interface StarsProps {
  /** 0–5; a fraction fills part of a star (averages). */
  rating: number;
  className?: string;
  /** Size classes of each star. */
  size?: string;
  /** Read as "Rated 4 out of 5" (else decorative: the number is written beside it). */
  labelled?: boolean;
}

/** Five stars, filled up to `rating`. */
export const Stars = ({ rating, className, size = 'size-4', labelled = true }: StarsProps) => {
  const { t, i18n } = useTranslation('reviews');
  const label = t('stars.label', { rating: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(rating) });
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} {...(labelled ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = Math.max(0, Math.min(1, rating - position + 1));
        return (
          <span key={position} className={cn('relative inline-block shrink-0', size)}>
            <Star aria-hidden="true" className={cn('absolute inset-0 text-slate-300 dark:text-slate-600', size)} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star aria-hidden="true" className={cn('fill-amber-400 text-amber-400', size)} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
};
