import { useState, type ReactNode } from 'react';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useGetReviewsQuery, type ReviewQuery } from '../api/reviews-api';

interface ReviewPagesProps {
  /** What to list; the parent keys this component by it, so a new filter starts at page 1 again. */
  query: ReviewQuery;
  renderReview: (review: Review) => ReactNode;
  /** Shown when nothing matches. */
  empty: ReactNode;
  /** "12 reviews found" above the list. */
  renderTotal?: (total: number) => ReactNode;
}

const LoadFailed = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('reviews');
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 dark:border-red-900/60 dark:bg-red-950/30">
      <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-red-600 dark:text-red-400" />
      <p className="min-w-0 flex-1 text-sm text-red-900 dark:text-red-100">{t('list.failed')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('list.retry')}
      </Button>
    </div>
  );
};

const itemClasses = 'py-5 first:pt-0 last:pb-0';

/** A later page under "Load more": its own cache entry, so a vote or an answer patches just it. */
const LaterPage = ({ query, page, renderReview }: { query: ReviewQuery; page: number; renderReview: ReviewPagesProps['renderReview'] }) => {
  const result = useGetReviewsQuery({ ...query, page });
  if (result.isLoading) {
    return (
      <li className={itemClasses}>
        <Spinner className="mx-auto block" />
      </li>
    );
  }
  if (!result.data) {
    return (
      <li className={itemClasses}>
        <LoadFailed onRetry={() => void result.refetch()} />
      </li>
    );
  }
  return result.data.reviews.map((review) => (
    <li key={review.id} className={itemClasses}>
      {renderReview(review)}
    </li>
  ));
};

/** Reviews page by page: the first page, then one more per "Load more". */
export const ReviewPages = ({ query, renderReview, empty, renderTotal }: ReviewPagesProps) => {
  const { t } = useTranslation('reviews');
  const [pages, setPages] = useState(1);
  const first = useGetReviewsQuery({ ...query, page: 1 });

  if (first.isLoading) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-8">
        <Spinner />
        <span className="text-sm text-slate-600 dark:text-slate-400">{t('loading')}</span>
      </div>
    );
  }
  if (!first.data) return <LoadFailed onRetry={() => void first.refetch()} />;
  if (first.data.total === 0) return <>{empty}</>;

  return (
    <div className="flex flex-col gap-4">
      {renderTotal?.(first.data.total)}
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-busy={first.isFetching || undefined}>
        {first.data.reviews.map((review) => (
          <li key={review.id} className={itemClasses}>
            {renderReview(review)}
          </li>
        ))}
        {Array.from({ length: pages - 1 }, (_, index) => (
          <LaterPage key={index + 2} query={query} page={index + 2} renderReview={renderReview} />
        ))}
      </ul>
      {pages < first.data.totalPages && (
        <Button variant="outline" className="self-center" onClick={() => setPages((n) => n + 1)}>
          {t('list.loadMore')}
        </Button>
      )}
    </div>
  );
};
