import { useId, useState, type ReactNode } from 'react';
import { AlertTriangle, ExternalLink, MessageSquareReply, MessageSquareText, Pencil, RefreshCw, ThumbsUp, UserRoundPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Review, ReviewSort, ReviewSummary } from '@vizyt/contracts';
import { CheckboxChip } from '@/components/form/checkbox-chip';
import { SelectField } from '@/components/form/select-field';
import { Button, buttonClasses } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useGetOwnSpecialistIdQuery, useGetReviewSummaryQuery, type ReviewFilters } from '../api/reviews-api';
import { AverageRating, RatingDistribution } from '../components/rating-summary';
import { ReplyEditor } from '../components/reply-editor';
import { ReviewItem } from '../components/review-item';
import { ReviewPages } from '../components/review-pages';
import { card, focusRing, mutedText } from '../components/styles';
import { SORTS } from '../model/constants';
import { filtersToParams, hasNarrowingFilter, parseFilters } from '../model/filters';
import { hasStatus } from '@/lib/api-error-status';
import { useReviewFormat } from '../model/format';

export const SPECIALIST_PAGE_SIZE = 10;

const pageTitle = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white';

const Notice = ({ icon: Icon, title, body, action, tone = 'default' }: { icon: typeof AlertTriangle; title: string; body: string; action?: ReactNode; tone?: 'default' | 'error' }) => (
  <div
    role={tone === 'error' ? 'alert' : undefined}
    className={`${card} flex flex-col items-center gap-3 px-6 py-10 text-center`}
  >
    <Icon aria-hidden="true" className={tone === 'error' ? 'size-10 text-red-500' : 'size-10 text-slate-400'} />
    <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
    <p className={`max-w-prose ${mutedText}`}>{body}</p>
    {action}
  </div>
);

/**
 * /specialist/reviews (spec section 2, issue #12): the total, the average, how many are verified
 * and how many recommend (4–5 stars); the count per star (a row filters the list by it); the list
 * filtered by rating, verified only and with comments, sorted newest, by rating or most helpful,
 * ten at a time with "Load more"; a reply to each review, written and edited in place. Laid out
 * by the page's own width (container queries): the summary sits beside the list on wide screens.
 */
export const SpecialistReviewsPage = () => {
  const { t } = useTranslation('reviews');
  // The profile's id (GET /specialists/profile); 404: no profile yet.
  const profile = useGetOwnSpecialistIdQuery();
  const specialistId = hasStatus(profile.error, 404) ? null : (profile.data ?? null);

  let content: ReactNode;
  if (profile.isLoading) content = <FullPageSpinner label={t('loading')} className="min-h-64" />;
  else if (hasStatus(profile.error, 404)) {
    content = (
      <Notice
        icon={UserRoundPlus}
        title={t('specialist.noProfile')}
        body={t('specialist.noProfileHint')}
        action={
          <Link to={paths.specialist.getStarted()} className={buttonClasses('primary', 'md', focusRing)}>
            {t('specialist.setUp')}
          </Link>
        }
      />
    );
  } else if (!specialistId) {
    content = <LoadError onRetry={() => void profile.refetch()} />;
  } else content = <OwnReviews specialistId={specialistId} />;

  return (
    <div className="@container mx-auto w-full max-w-7xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className={pageTitle}>{t('title')}</h1>
          <p className="mt-1 max-w-3xl text-slate-600 dark:text-slate-400">{t('specialist.description')}</p>
        </div>
        {specialistId && (
          <Link to={paths.specialistProfile(specialistId)} className={buttonClasses('outline', 'md', focusRing)}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('specialist.viewPublic')}
          </Link>
        )}
      </header>
      {content}
    </div>
  );
};

const LoadError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('reviews');
  return (
    <Notice
      tone="error"
      icon={AlertTriangle}
      title={t('specialist.failed')}
      body={t('list.failed')}
      action={
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('list.retry')}
        </Button>
      }
    />
  );
};

const OwnReviews = ({ specialistId }: { specialistId: string }) => {
  const { t } = useTranslation('reviews');
  const summary = useGetReviewSummaryQuery({ specialistId });
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const setFilters = (next: ReviewFilters) => setParams(filtersToParams(next), { replace: true });

  if (summary.isLoading) return <FullPageSpinner label={t('loading')} className="min-h-64" />;
  if (!summary.data) return <LoadError onRetry={() => void summary.refetch()} />;
  if (summary.data.total === 0) {
    return <Notice icon={MessageSquareText} title={t('specialist.emptyTitle')} body={t('specialist.emptyBody')} />;
  }

  return (
    <div className="grid items-start gap-6 @4xl:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] @6xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <SummaryCard summary={summary.data} rating={filters.rating ?? null} onRating={(rating) => setFilters({ ...filters, rating: rating ?? undefined })} />
      <ReviewsCard specialistId={specialistId} filters={filters} onChange={setFilters} />
    </div>
  );
};

const SummaryCard = ({ summary, rating, onRating }: { summary: ReviewSummary; rating: number | null; onRating: (rating: number | null) => void }) => {
  const { t } = useTranslation('reviews');
  const format = useReviewFormat();
  const titleId = useId();
  const stats = [
    { key: 'total', label: t('summary.total'), value: format.number(summary.total), hint: null },
    { key: 'verified', label: t('summary.verified'), value: format.number(summary.verifiedCount), hint: t('summary.verifiedHint') },
    { key: 'recommendation', label: t('summary.recommendation'), value: format.percent(summary.recommendationRate), hint: t('summary.recommendationHint') },
  ];
  return (
    <section aria-labelledby={titleId} className={`${card} @container/summary @4xl:sticky @4xl:top-4`}>
      <h2 id={titleId} className="sr-only">
        {t('summary.average')}
      </h2>
      {/* Narrow: the average, the figures, the bars. Wide: the average beside the bars, the figures under both. */}
      <div className="grid gap-6 @xl/summary:grid-cols-2">
        <AverageRating summary={summary} />
        <dl className="grid grid-cols-1 gap-2 @sm/summary:grid-cols-3 @xl/summary:order-last @xl/summary:col-span-2">
          {stats.map((stat) => (
            <div key={stat.key} className="flex items-baseline justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2 @sm/summary:flex-col @sm/summary:justify-between @sm/summary:gap-1 dark:bg-slate-800/60" data-testid={`summary-${stat.key}`}>
              <dt className="text-sm text-slate-600 dark:text-slate-400">
                {stat.label}
                {stat.hint && <span className="block text-xs text-slate-500 dark:text-slate-400">{stat.hint}</span>}
              </dt>
              <dd className="text-xl font-semibold text-slate-900 tabular-nums dark:text-white">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <RatingDistribution summary={summary} selected={rating} onSelect={onRating} headingLevel={3} />
      </div>
    </section>
  );
};

const ReviewsCard = ({ specialistId, filters, onChange }: { specialistId: string; filters: ReviewFilters; onChange: (filters: ReviewFilters) => void }) => {
  const { t } = useTranslation('reviews');
  const titleId = useId();
  const [replying, setReplying] = useState<string | null>(null);
  // Typed replies by review: opening another review's form closes this one but keeps its text.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const forget = (id: string) =>
    setDrafts((all) => {
      const rest = { ...all };
      delete rest[id];
      return rest;
    });
  const query = { specialistId, ...filters, limit: SPECIALIST_PAGE_SIZE };
  const narrowed = hasNarrowingFilter(filters);

  const renderReview = (review: Review) => (
    <ReviewItem
      review={review}
      showService
      ownResponse
      response={
        replying === review.id ? (
          <ReplyEditor
            review={review}
            draft={drafts[review.id]}
            onDraftChange={(text) => setDrafts((all) => ({ ...all, [review.id]: text }))}
            onDone={(discard) => {
              if (discard) forget(review.id);
              setReplying(null);
            }}
          />
        ) : undefined
      }
      actions={
        <>
          {replying !== review.id && (
            <Button variant={review.response ? 'ghost' : 'outline'} size="sm" className="max-sm:h-10" onClick={() => setReplying(review.id)}>
              {review.response ? <Pencil aria-hidden="true" className="size-4" /> : <MessageSquareReply aria-hidden="true" className="size-4" />}
              {t(drafts[review.id] !== undefined ? 'reply.continueDraft' : review.response ? 'reply.edit' : 'reply.action')}
            </Button>
          )}
          <span className="ml-auto inline-flex items-center gap-1.5 text-sm text-slate-500 dark:text-slate-400">
            <ThumbsUp aria-hidden="true" className="size-4" />
            {t('helpful.label', { count: review.helpfulCount })}
          </span>
        </>
      }
    />
  );

  return (
    <section aria-labelledby={titleId} className={card}>
      <h2 id={titleId} className="sr-only">
        {t('title')}
      </h2>
      <div role="group" aria-label={t('filters.label')} className="flex flex-col gap-3 @lg:flex-row @lg:flex-wrap @lg:items-end">
        <SelectField
          compact
          label={t('filters.rating')}
          value={filters.rating ?? ''}
          onChange={(event) => onChange({ ...filters, rating: event.target.value ? Number(event.target.value) : undefined })}
          className="@lg:w-44"
        >
          <option value="">{t('filters.allRatings')}</option>
          {[5, 4, 3, 2, 1].map((rating) => (
            <option key={rating} value={rating}>
              {t('stars.count', { count: rating })}
            </option>
          ))}
        </SelectField>
        <SelectField
          compact
          label={t('filters.sort')}
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as ReviewSort })}
          className="@lg:w-60"
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.sorts.${sort}`)}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-2">
          <CheckboxChip label={t('filters.verified')} checked={Boolean(filters.verified)} onChange={(event) => onChange({ ...filters, verified: event.target.checked || undefined })} className="min-h-9" />
          <CheckboxChip
            label={t('filters.withComments')}
            checked={Boolean(filters.withComments)}
            onChange={(event) => onChange({ ...filters, withComments: event.target.checked || undefined })}
            className="min-h-9"
          />
        </div>
        {narrowed && (
          <Button variant="ghost" size="sm" onClick={() => onChange({ sort: filters.sort })}>
            {t('filters.clear')}
          </Button>
        )}
      </div>

      <div className="mt-5 border-t border-slate-100 pt-5 dark:border-slate-800">
        <ReviewPages
          key={JSON.stringify(query)}
          query={query}
          renderReview={renderReview}
          renderTotal={(total) => (
            <p aria-live="polite" className={mutedText} data-testid="reviews-found">
              {t('filters.found', { count: total })}
            </p>
          )}
          empty={
            <div className="flex flex-col items-center gap-3 py-8 text-center">
              <MessageSquareText aria-hidden="true" className="size-8 text-slate-400" />
              <p className="font-medium text-slate-800 dark:text-slate-100">{t('list.emptyFiltered')}</p>
              <p className={mutedText}>{t('list.emptyFilteredHint')}</p>
              {narrowed && (
                <Button variant="outline" onClick={() => onChange({ sort: filters.sort })}>
                  {t('filters.clear')}
                </Button>
              )}
            </div>
          }
        />
      </div>
    </section>
  );
};
