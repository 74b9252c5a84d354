import { useState } from 'react';
import { ExternalLink, MessageSquareText, Pencil, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Review } from '@vizyt/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import { useGetMyReviewsQuery } from '../api/reviews-api';
import { ReviewDialog } from '../components/review-dialog';
import { ReviewItem } from '../components/review-item';
import { useReviewFormat } from '../model/format';
import { canEdit } from '../model/review-window';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900';
const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300';

const MyReview = ({ review, now, onEdit }: { review: Review; now: number; onEdit: (review: Review) => void }) => {
  const { t } = useTranslation('reviews');
  const format = useReviewFormat();
  const editable = canEdit(review, now);
  return (
    <div className={card} data-testid="my-review">
      <ReviewItem
        review={review}
        showService
        isOwn
        actions={
          <>
            {editable && (
              <Button variant="outline" size="sm" className="max-sm:h-10" aria-haspopup="dialog" onClick={() => onEdit(review)}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('leave.edit')}
                <span className="sr-only">: {review.service.name}</span>
              </Button>
            )}
            <Link to={paths.customer.booking(review.bookingId)} className={buttonClasses('ghost', 'sm', cn('max-sm:h-10', focusRing))}>
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('mine.visit')}
            </Link>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {editable ? t('leave.editUntil', { date: format.date(review.editableUntil) }) : t('mine.locked')}
            </p>
          </>
        }
      />
    </div>
  );
};

/**
 * /reviews (customer): the reviews I wrote (GET /reviews/mine, newest first) with the
 * specialist's answers; "Edit" while the review can still be edited (PUT /reviews/{id}). The API
 * has no way to delete a review, so the page offers none.
 */
export const MyReviewsPage = () => {
  const { t } = useTranslation('reviews');
  const now = useNow();
  const mine = useGetMyReviewsQuery();
  const [editing, setEditing] = useState<Review | null>(null);

  let content;
  if (mine.isLoading) content = <FullPageSpinner label={t('loading')} className="min-h-48" />;
  else if (mine.error || !mine.data) {
    content = (
      <div role="alert" className={card}>
        <p className="text-slate-700 dark:text-slate-300">{t('mine.failed')}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void mine.refetch()}>
          {t('mine.retry')}
        </Button>
      </div>
    );
  } else if (mine.data.length === 0) {
    content = (
      <section className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/60">
        <MessageSquareText aria-hidden="true" className="size-8 text-brand-600 dark:text-brand-300" />
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('mine.emptyTitle')}</h2>
        <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{t('mine.emptyBody')}</p>
        <Link to={paths.customer.history} className={buttonClasses('primary', 'md', focusRing)}>
          <Search aria-hidden="true" className="size-4" />
          {t('mine.toHistory')}
        </Link>
      </section>
    );
  } else {
    content = (
      <ul className="flex flex-col gap-4">
        {mine.data.map((review) => (
          <li key={review.id}>
            <MyReview review={review} now={now} onEdit={setEditing} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 sm:gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('mine.title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('mine.description')}</p>
      </header>
      {content}
      <ReviewDialog open={editing !== null} onClose={() => setEditing(null)} bookingId={editing?.bookingId ?? ''} serviceName={editing?.service.name ?? ''} review={editing} />
    </div>
  );
};
