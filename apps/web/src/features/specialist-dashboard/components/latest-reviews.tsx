import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@vizyt/contracts';
import { moneyLocale } from '@/lib/money';

/** The newest reviews: stars, who, which service, when, and the start of the comment. */
export const LatestReviews = ({ reviews }: { reviews: readonly Review[] }) => {
  const { t, i18n } = useTranslation('specialist-dashboard');
  const date = new Intl.DateTimeFormat(moneyLocale(i18n.resolvedLanguage ?? i18n.language), { day: 'numeric', month: 'short' });
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {reviews.map((review) => (
        <li key={review.id} className="py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex items-center gap-1" role="img" aria-label={t('rating', { rating: review.rating })}>
              {[1, 2, 3, 4, 5].map((n) => (
                <Star key={n} aria-hidden="true" className={n <= review.rating ? 'size-4 fill-amber-400 text-amber-400' : 'size-4 text-slate-300 dark:text-slate-600'} />
              ))}
            </span>
            <time dateTime={review.createdAt} className="text-xs text-slate-500 dark:text-slate-400">
              {date.format(new Date(review.createdAt))}
            </time>
          </div>
          <p className="mt-1 text-sm font-medium text-slate-900 dark:text-white">
            {`${review.customer.firstName} ${review.customer.lastInitial}`.trim()} · <span className="font-normal text-slate-600 dark:text-slate-400">{review.service.name}</span>
          </p>
          {review.comment && <p className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{review.comment}</p>}
          {!review.response && <p className="mt-1 text-xs font-medium text-amber-700 dark:text-amber-300">{t('reviews.noReply')}</p>}
        </li>
      ))}
    </ul>
  );
};
