import { useId, type ReactNode } from 'react';
import { BadgeCheck, CornerDownRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@vizyt/contracts';
import { Avatar } from '@/components/ui/avatar';
import { useReviewFormat } from '../model/format';
import { Stars } from './stars';

interface ReviewItemProps {
  review: Review;
  /** "Service: Manicure" under the name (on a specialist's reviews, not on a service's own). */
  showService?: boolean;
  /** "Your review" instead of the customer's name being the only mark. */
  isOwn?: boolean;
  /** "Your response" (the specialist's own page) rather than "Specialist's response". */
  ownResponse?: boolean;
  /** Replaces the response block (the specialist's inline reply form). */
  response?: ReactNode;
  /** Actions under the review (helpful, report, reply). */
  actions?: ReactNode;
}

/** One review: who (first name and initial), when, the stars, the comment and the specialist's response. */
export const ReviewItem = ({ review, showService = false, isOwn = false, ownResponse = false, response, actions }: ReviewItemProps) => {
  const { t } = useTranslation('reviews');
  const format = useReviewFormat();
  const nameId = useId();
  const name = `${review.customer.firstName} ${review.customer.lastInitial}`.trim();

  return (
    <article aria-labelledby={nameId} data-review-id={review.id} className="flex flex-col gap-3">
      <header className="flex items-start gap-3">
        <Avatar firstName={review.customer.firstName} lastName={review.customer.lastInitial} src={review.customer.avatar} className="size-10" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={nameId} className="font-semibold break-words text-slate-900 dark:text-white">
              {name}
            </h3>
            {isOwn && (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-500/15 dark:text-brand-200">
                {t('item.yours')}
              </span>
            )}
            {review.isVerified && (
              <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700 dark:text-emerald-400">
                <BadgeCheck aria-hidden="true" className="size-4" />
                {t('item.verified')}
              </span>
            )}
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
            <Stars rating={review.rating} />
            <time dateTime={review.createdAt}>{format.date(review.createdAt)}</time>
          </div>
          {showService && <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">{t('item.service', { name: review.service.name })}</p>}
        </div>
      </header>

      {review.comment ? (
        <p className="whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{review.comment}</p>
      ) : (
        <p className="text-sm text-slate-500 italic dark:text-slate-400">{t('item.noComment')}</p>
      )}

      {response ??
        (review.response && (
          <ResponseBlock title={t(ownResponse ? 'item.yourResponse' : 'item.response')} comment={review.response.comment} date={format.date(review.response.updatedAt)} dateTime={review.response.updatedAt} />
        ))}

      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </article>
  );
};

interface ResponseBlockProps {
  title: string;
  comment: string;
  date: string;
  dateTime: string;
  children?: ReactNode;
}

/** The specialist's answer, indented under the review. */
export const ResponseBlock = ({ title, comment, date, dateTime, children }: ResponseBlockProps) => (
  <div className="ml-4 flex gap-2 rounded-xl bg-slate-50 p-3 sm:ml-13 sm:p-4 dark:bg-slate-800/60" data-testid="review-response">
    <CornerDownRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
    <div className="min-w-0 flex-1">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold text-slate-900 dark:text-white">{title}</span>
        <time dateTime={dateTime} className="text-slate-500 dark:text-slate-400">
          {date}
        </time>
      </p>
      <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{comment}</p>
      {children}
    </div>
  </div>
);
