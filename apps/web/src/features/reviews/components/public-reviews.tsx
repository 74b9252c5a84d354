import { useId, useMemo, useState } from 'react';
import { Flag, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Review, ReviewSort } from '@vizyt/contracts';
import { useAppSelector } from '@/stores/hooks';
import { SelectField } from '@/components/form/select-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useGetMyReviewsQuery, useGetReviewSummaryQuery, type ReviewQuery, type ReviewTarget } from '../api/reviews-api';
import { SORTS } from '../model/constants';
import { HelpfulButton } from './helpful-button';
import { AverageRating, RatingDistribution } from './rating-summary';
import { ReportReviewDialog } from './report-review-dialog';
import { ReviewItem } from './review-item';
import { ReviewPages } from './review-pages';
import { card, mutedText, sectionTitle } from './styles';

export const PUBLIC_PAGE_SIZE = 5;

export interface PublicReviewsProps {
  target: ReviewTarget;
  headingLevel?: 2 | 3;
}

const Empty = () => {
  const { t } = useTranslation('reviews');
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-700">
      <MessageSquareText aria-hidden="true" className="size-8 text-slate-400" />
      <p className="font-medium text-slate-800 dark:text-slate-100">{t('list.empty')}</p>
      <p className={mutedText}>{t('list.emptyHint')}</p>
    </div>
  );
};

/**
 * The reviews of a specialist (their public page) or of a service (its page): the average, the
 * count per star and the reviews, newest first or sorted, five at a time with "Load more"; helpful
 * votes and reports for signed-in people (a guest is sent to sign in), never on one's own review.
 */
export const PublicReviews = ({ target, headingLevel = 2 }: PublicReviewsProps) => {
  const { t } = useTranslation('reviews');
  const titleId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const Heading = `h${headingLevel}` as const;
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [reporting, setReporting] = useState<string | null>(null);
  const auth = useAppSelector((state) => state.auth);
  const summary = useGetReviewSummaryQuery(target);
  const mine = useGetMyReviewsQuery(undefined, { skip: !auth.isAuthenticated || auth.user?.role !== 'CUSTOMER' });
  const ownIds = useMemo(() => new Set(mine.data?.map((review) => review.id)), [mine.data]);
  const showService = 'specialistId' in target;
  const query: ReviewQuery = { ...target, sort, limit: PUBLIC_PAGE_SIZE };

  const report = (review: Review) => {
    if (!auth.isAuthenticated) {
      void navigate(paths.auth.login(`${location.pathname}${location.search}`));
      return;
    }
    setReporting(review.id);
  };

  const renderReview = (review: Review) => {
    const own = ownIds.has(review.id);
    return (
      <ReviewItem
        review={review}
        showService={showService}
        isOwn={own}
        actions={
          own ? null : (
            <>
              <HelpfulButton review={review} />
              <Button variant="ghost" size="sm" className="max-sm:h-10" aria-haspopup="dialog" onClick={() => report(review)}>
                <Flag aria-hidden="true" className="size-4" />
                {t('report.open')}
              </Button>
            </>
          )
        }
      />
    );
  };

  const data = summary.data;
  return (
    <section aria-labelledby={titleId} className={card} data-testid="public-reviews">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={titleId} className={sectionTitle}>
          {t('title')}
        </Heading>
        {data && data.total > 0 && <p className={mutedText}>{t('count', { count: data.total })}</p>}
      </div>

      {summary.isLoading ? (
        <div role="status" className="flex items-center justify-center gap-3 py-8">
          <Spinner />
          <span className={mutedText}>{t('loading')}</span>
        </div>
      ) : !data || data.total === 0 ? (
        // A failed summary is not worth an error box on someone's profile: it reads as no reviews yet.
        <div className="mt-4">
          <Empty />
        </div>
      ) : (
        <>
          <div className="mt-4 grid gap-5 rounded-xl bg-slate-50 p-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-8 sm:p-5 dark:bg-slate-800/40">
            <AverageRating summary={data} />
            <RatingDistribution summary={data} headingLevel={headingLevel === 2 ? 3 : 4} />
          </div>
          <div className="mt-5 flex justify-end">
            <SelectField compact label={t('filters.sort')} value={sort} onChange={(event) => setSort(event.target.value as ReviewSort)} className="w-full sm:w-64">
              {SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(`filters.sorts.${value}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="mt-5">
            <ReviewPages key={sort} query={query} renderReview={renderReview} empty={<Empty />} />
          </div>
        </>
      )}

      <ReportReviewDialog reviewId={reporting} onClose={() => setReporting(null)} />
    </section>
  );
};
