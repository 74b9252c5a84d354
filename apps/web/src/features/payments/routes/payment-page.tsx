import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import type { Booking } from '@vizyt/contracts';
import { useViewer } from '@/stores/viewer';
import { QueryRetryError } from '@/components/errors/retry-error';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useGetPayableBookingQuery } from '../api/payments-api';
import { Facts } from '@/components/ui/facts';
import { DepositDueNote } from '../components/deposit-due-note';
import { PayBookingPanel } from '../components/pay-booking-panel';
import { BookingMoneyBadge } from '../components/payment-status-badge';
import { PaymentResult } from '../components/payment-result';
import { alertBox, card, focusRing, pageFrame, sectionTitle } from '../components/styles';
import { useFormatInstant } from '../model/format-date';
import type { PaidResult } from '../model/paid-result';
import { isApiClientError } from '../model/payment-error';
import { useFormatMoney } from '../model/use-format-money';

/** /payment/:bookingId — pay (a deposit, the rest, or in full) for a booking of mine. */
export const PaymentPage = () => {
  const { bookingId = '' } = useParams();
  const { t } = useTranslation('payments');
  const location = useLocation();
  const user = useViewer();

  if (!user) return <Navigate to={paths.auth.login(`${location.pathname}${location.search}`)} replace />;
  return (
    <div className={pageFrame}>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
        <header className="flex flex-col gap-1">
          <Link to={paths.customer.bookings} className={cn('inline-flex items-center gap-1.5 self-start rounded text-sm font-medium text-brand-700 hover:underline dark:text-brand-300', focusRing)}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('page.back')}
          </Link>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('page.title')}</h1>
        </header>
        {user.role === 'CUSTOMER' ? (
          <BookingPayment bookingId={bookingId} />
        ) : (
          <p role="note" className={alertBox.warning}>
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('page.notCustomer')}
          </p>
        )}
      </div>
    </div>
  );
};

const BookingPayment = ({ bookingId }: { bookingId: string }) => {
  const { t } = useTranslation('payments');
  const booking = useGetPayableBookingQuery(bookingId);
  const [result, setResult] = useState<PaidResult | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  if (booking.isLoading) return <FullPageSpinner label={t('page.loading')} className="min-h-48" />;
  if (booking.isError || !booking.data) {
    const missing = isApiClientError(booking.error) && (booking.error.status === 404 || booking.error.status === 403);
    return (
      <QueryRetryError
        query={booking}
        title={t('page.errorTitle')}
        message={t(missing ? 'page.notFound' : 'page.failed')}
        retryLabel={t('actions.retry')}
        className={card}
      />
    );
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="pay-heading" className={cn(card, 'flex flex-col gap-5')}>
        {result ? (
          <PaymentResult ref={resultHeading} result={result} />
        ) : (
          <>
            <h2 id="pay-heading" className={sectionTitle}>
              {t('page.heading')}
            </h2>
            <DepositDueNote booking={booking.data} />
            <PayBookingPanel bookingId={bookingId} onPaid={setResult} />
          </>
        )}
      </section>
      <BookingSummary booking={booking.data} result={result} />
    </div>
  );
};

const BookingSummary = ({ booking, result }: { booking: Booking; result: PaidResult | null }) => {
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  const formatInstant = useFormatInstant();
  const paid = result ? result.paidTotal : booking.amountPaid;
  return (
    <aside aria-labelledby="payment-summary-title" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="payment-summary-title" className="text-base font-semibold text-slate-900 dark:text-white">
          {t('page.summary')}
        </h2>
        {!result && <BookingMoneyBadge status={booking.paymentStatus} />}
      </div>
      <Facts
        className="mt-2"
        facts={[
          { label: t('page.service'), value: booking.service.name },
          { label: t('page.specialist'), value: booking.specialist.name },
          { label: t('page.when'), value: <span className="block first-letter:uppercase">{formatInstant(booking.scheduledAt)}</span> },
          { label: t('page.price'), value: formatMoney(booking.amount, booking.currency) },
          ...(paid > 0 ? [{ label: t('page.paid'), value: formatMoney(paid, booking.currency) }] : []),
          ...(booking.amountRefunded > 0 ? [{ label: t('page.refunded'), value: formatMoney(booking.amountRefunded, booking.currency) }] : []),
        ]}
      />
      <Link to={paths.customer.bookings} className={buttonClasses('ghost', 'sm', cn('mt-2 w-full', focusRing))}>
        {t('page.allBookings')}
      </Link>
    </aside>
  );
};
