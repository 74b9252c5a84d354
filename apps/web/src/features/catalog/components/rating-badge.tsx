import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface RatingBadgeProps {
  rating: number;
  reviewCount: number;
}

/** "★ 4.8 (12 reviews)", or "New" before the first review. */
export const RatingBadge = ({ rating, reviewCount }: RatingBadgeProps) => {
  const { t, i18n } = useTranslation('catalog');
  if (reviewCount === 0) {
    return <span className="text-sm text-slate-500 dark:text-slate-400">{t('rating.new')}</span>;
  }
  const value = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700 dark:text-slate-200">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
      <span className="sr-only">{t('rating.label', { rating: value })}</span>
      <span aria-hidden="true" className="font-semibold text-slate-900 dark:text-white">
        {value}
      </span>
      <span className="text-slate-500 dark:text-slate-400">({t('rating.reviews', { count: reviewCount })})</span>
    </span>
  );
};
