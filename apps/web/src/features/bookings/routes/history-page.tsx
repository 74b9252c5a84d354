import { useState } from 'react';
import { History, RotateCcw, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Booking } from '@vizyt/contracts';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import { useGetBookingHistoryQuery } from '../api/bookings-api';
import { EmptyState, ErrorPanel } from '../components/empty-state';
import { PriceAndStatus } from '../components/price-and-status';
import { card, focusRing } from '../components/styles';
import { bookingErrorText } from '../model/api-error';
import { BOOKINGS_PAGE_SIZE } from '../model/booking-tabs';
import { capitalize } from '../model/booking-time';
import { pagerLabels } from '../model/pager-labels';
import type { BookingReviewSlot } from '../model/review-slot';
import { useViewerZone } from '@/stores/viewer';
import { useZonedTime } from '../model/use-booking-format';

const HistoryRow = ({ booking, timezone, now, Review }: { booking: Booking; timezone: string; now: number; Review?: BookingReviewSlot }) => {
  const { t } = useTranslation('bookings');
  const zoned = useZonedTime();
  const when = zoned(booking.scheduledAt, timezone);
  return (
    <article data-booking-id={booking.id} aria-label={booking.service.name} className={cn(card, 'flex flex-col gap-3')}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold break-words text-slate-900 dark:text-white">
            <Link to={paths.customer.booking(booking.id)} data-testid="booking-open" className={cn('rounded hover:underline', focusRing)}>
              {booking.service.name}
            </Link>
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {booking.specialist.name} · {capitalize(when.day)}, {when.time}
          </p>
        </div>
        <PriceAndStatus booking={booking} withPayment={false} />
      </div>
      {Review && booking.status === 'COMPLETED' && (
        <div className="flex empty:hidden">
          <Review booking={booking} now={now} />
        </div>
      )}
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        {/* The same service again: its booking page opens with a fresh calendar. */}
        <Link to={paths.booking(booking.service.id)} className={buttonClasses('outline', 'sm', cn('max-sm:h-10', focusRing))}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('history.bookAgain')}
          <span className="sr-only">: {booking.service.name}</span>
        </Link>
      </div>
    </article>
  );
};

/**
 * /history (customer): past visits — completed, cancelled and no-shows, and visits whose time has
 * passed — newest first, a page at a time (GET /bookings/history), each with "Book again" and,
 * after a completed visit, its review or "Leave a review" (`review`, the reviews feature composed in app/).
 */
export const HistoryPage = ({ review }: { review?: BookingReviewSlot }) => {
  const { t } = useTranslation('bookings');
  const [params, setParams] = useSearchParams();
  const [pageFromUrl] = useState(() => Math.max(1, Number(params.get('page')) || 1));
  const [page, setPage] = useState(pageFromUrl);
  const timezone = useViewerZone();
  const now = useNow();
  const query = useGetBookingHistoryQuery({ page, limit: BOOKINGS_PAGE_SIZE });

  const goToPage = (next: number) => {
    setPage(next);
    setParams(next > 1 ? { page: String(next) } : {}, { replace: true });
    window.scrollTo({ top: 0 });
  };

  let content;
  if (query.isLoading) content = <FullPageSpinner label={t('list.loading')} className="min-h-48" />;
  else if (query.error || !query.data) content = <ErrorPanel message={bookingErrorText(t, query.error, 'list.failed')} retryLabel={t('list.retry')} onRetry={() => void query.refetch()} />;
  else if (query.data.total === 0) {
    content = (
      <EmptyState
        icon={History}
        title={t('history.emptyTitle')}
        body={t('history.emptyBody')}
        action={
          <Link to={paths.search()} className={buttonClasses('primary', 'md', focusRing)}>
            <Search aria-hidden="true" className="size-4" />
            {t('empty.action')}
          </Link>
        }
      />
    );
  } else {
    content = (
      <>
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {t('list.total', { total: query.data.total })}
        </p>
        <ul className="flex flex-col gap-4">
          {query.data.bookings.map((booking) => (
            <li key={booking.id}>
              <HistoryRow booking={booking} timezone={timezone} now={now} Review={review} />
            </li>
          ))}
        </ul>
        <Pager page={page} totalPages={query.data.totalPages} onPage={goToPage} labels={pagerLabels(t, page, query.data.totalPages)} />
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 sm:gap-6">
      <PageHeader title={t('history.title')} description={t('history.description')} />
      {content}
    </div>
  );
};
