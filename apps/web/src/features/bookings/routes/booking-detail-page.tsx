import { useState, type ReactNode } from 'react';
import { ArrowLeft, CalendarClock, CalendarPlus, CreditCard, MessageCircle, SearchX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import type { Booking } from '@vizyt/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { DangerButton } from '@/components/ui/danger-button';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import { useFeatureOn } from '@/lib/feature-flags';
import { useCancelBookingMutation, useGetBookingQuery } from '../api/bookings-api';
import { HistorySection, PartySection, PaymentSection, PlaceSection, WhenSection, DetailSection } from '../components/booking-detail-sections';
import { CustomerCancelDialog } from '../components/customer-cancel-dialog';
import { EmptyState, ErrorPanel } from '../components/empty-state';
import { PaymentBadge } from '../components/payment-badge';
import { ReasonDialog } from '../components/reason-dialog';
import { RescheduleDialog } from '../components/reschedule-dialog';
import { StatusBadge } from '../components/status-badge';
import { focusRing, pageTitle } from '../components/styles';
import { bookingErrorText, isApiClientError } from '../model/api-error';
import { specialistActionsFor, type SpecialistRowAction } from '../model/booking-actions';
import { customerOptions, payableOnline } from '../model/customer-options';
import type { BookingReviewSlot } from '../model/review-slot';
import { useAddToCalendar } from '../model/use-add-to-calendar';
import { useViewerZone } from '@/stores/viewer';
import { useSpecialistTransition } from '../model/use-specialist-transition';

export type BookingView = 'customer' | 'specialist';

const ACTIVE = new Set(['PENDING', 'CONFIRMED', 'IN_PROGRESS']);
const actionButton = 'max-sm:h-10 max-sm:w-full';

const CalendarButton = ({ booking, view }: { booking: Booking; view: BookingView }) => {
  const { t } = useTranslation('bookings');
  const addToCalendar = useAddToCalendar(view);
  return (
    <Button variant="outline" size="sm" className={actionButton} onClick={() => addToCalendar(booking)}>
      <CalendarPlus aria-hidden="true" className="size-4" />
      {t('actions.addToCalendar')}
    </Button>
  );
};

/** The customer's actions: pay, reschedule, add to calendar, message, cancel; the review after the visit. */
const CustomerActions = ({ booking, now, timezone, Review }: { booking: Booking; now: number; timezone: string; Review?: BookingReviewSlot }) => {
  const { t } = useTranslation('bookings');
  const paymentsOn = useFeatureOn('payments');
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | null>(null);
  const active = ACTIVE.has(booking.status);
  const options = customerOptions(booking, now);
  return (
    <>
      {Review && booking.status === 'COMPLETED' && <Review booking={booking} now={now} />}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {active && payableOnline(booking) && paymentsOn && (
          <Link to={paths.payment(booking.id)} className={buttonClasses('primary', 'sm', cn(actionButton, focusRing))}>
            <CreditCard aria-hidden="true" className="size-4" />
            {t(booking.paymentStatus === 'DEPOSIT_PAID' ? 'actions.payRest' : 'actions.pay')}
          </Link>
        )}
        {active && options.canReschedule && (
          <Button variant="outline" size="sm" className={actionButton} aria-haspopup="dialog" onClick={() => setDialog('reschedule')}>
            <CalendarClock aria-hidden="true" className="size-4" />
            {t('actions.reschedule')}
          </Button>
        )}
        {active && <CalendarButton booking={booking} view="customer" />}
        <Link to={paths.customer.conversation({ to: booking.specialist.id, booking: booking.id })} className={buttonClasses('outline', 'sm', cn(actionButton, focusRing))}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('detail.messageSpecialist')}
        </Link>
        {active && options.canCancel && (
          <DangerButton tone="outline" size="sm" aria-haspopup="dialog" className={actionButton} onClick={() => setDialog('cancel')}>
            <X aria-hidden="true" className="size-4" />
            {t('actions.cancel')}
          </DangerButton>
        )}
      </div>
      <CustomerCancelDialog booking={dialog === 'cancel' ? booking : null} timezone={timezone} onClose={() => setDialog(null)} />
      <RescheduleDialog booking={dialog === 'reschedule' ? booking : null} timezone={timezone} onClose={() => setDialog(null)} />
    </>
  );
};

/** The specialist's actions: confirm or decline a request, start, complete, no-show, reminder, cancel, message, add to calendar. */
const SpecialistActions = ({ booking, now }: { booking: Booking; now: number }) => {
  const { t } = useTranslation('bookings');
  const transition = useSpecialistTransition();
  const [cancelBooking] = useCancelBookingMutation();
  const [busy, setBusy] = useState<SpecialistRowAction | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const actions = specialistActionsFor(booking, now);
  // Cancelling a request that was never confirmed is declining it.
  const declining = booking.status === 'PENDING';

  const run = async (action: Exclude<SpecialistRowAction, 'cancel'>) => {
    setBusy(action);
    await transition(booking, action);
    setBusy(null);
  };
  const submitCancel = async (reason: string): Promise<string | null> => {
    try {
      await cancelBooking({ id: booking.id, reason }).unwrap();
      toast.success(t('toasts.cancel', { customer: booking.customer.name }));
      return null;
    } catch (failure) {
      return bookingErrorText(t, failure, 'cancel.failed');
    }
  };

  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {actions
          .filter((action): action is Exclude<SpecialistRowAction, 'cancel'> => action !== 'cancel')
          .map((action) => (
            <Button key={action} variant={action === 'confirm' ? 'primary' : 'outline'} size="sm" className={actionButton} disabled={busy !== null} onClick={() => void run(action)}>
              {busy === action && <Spinner className="size-4" />}
              {t(`actions.${action}`)}
            </Button>
          ))}
        {ACTIVE.has(booking.status) && <CalendarButton booking={booking} view="specialist" />}
        <Link to={paths.specialist.conversation({ customer: booking.customer.id, booking: booking.id })} className={buttonClasses('outline', 'sm', cn(actionButton, focusRing))}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('detail.messageCustomer')}
        </Link>
        {actions.includes('cancel') && (
          <DangerButton tone="outline" size="sm" aria-haspopup="dialog" className={actionButton} disabled={busy !== null} onClick={() => setCancelling(true)}>
            <X aria-hidden="true" className="size-4" />
            {t(declining ? 'detail.decline' : 'actions.cancel')}
          </DangerButton>
        )}
      </div>
      <ReasonDialog
        open={cancelling}
        title={t(declining ? 'detail.declineTitle' : 'cancel.title')}
        description={t('cancel.specialistDescription', { customer: booking.customer.name, service: booking.service.name })}
        submitLabel={t(declining ? 'detail.decline' : 'cancel.confirm')}
        busyLabel={t('cancel.cancelling')}
        onClose={() => setCancelling(false)}
        onSubmit={submitCancel}
      />
    </>
  );
};

/**
 * One booking's page (issue #26 item 16): /bookings/:bookingId for the customer,
 * /specialist/bookings/:bookingId for the specialist. Everything about the visit — the time in
 * the specialist's zone and the viewer's, the place on a map, the other party, the status
 * history, the payment and refund — and what can be done next. A booking that is not the
 * viewer's is "not found" (the API answers 404 for it, as for one that does not exist).
 */
export const BookingDetailPage = ({ view, review }: { view: BookingView; review?: BookingReviewSlot }) => {
  const { t } = useTranslation('bookings');
  const { bookingId = '' } = useParams();
  const viewerZone = useViewerZone();
  const now = useNow();
  const query = useGetBookingQuery(bookingId);
  const list = view === 'customer' ? paths.customer.bookings : paths.specialist.bookings;
  const back = (
    <Link to={list} className={cn('inline-flex items-center gap-1.5 self-start rounded text-sm font-medium text-brand-700 hover:underline dark:text-brand-300', focusRing)}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('detail.back')}
    </Link>
  );

  let content: ReactNode;
  if (query.isLoading) {
    content = <FullPageSpinner label={t('detail.loading')} className="min-h-48" />;
  } else if (query.error && isApiClientError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
    content = <EmptyState icon={SearchX} title={t('detail.notFound.title')} body={t('detail.notFound.body')} action={<Link to={list} className={buttonClasses('primary', 'md', focusRing)}>{t('detail.back')}</Link>} />;
  } else if (query.error || !query.data) {
    content = <ErrorPanel message={bookingErrorText(t, query.error, 'detail.failed')} retryLabel={t('list.retry')} onRetry={() => void query.refetch()} />;
  } else {
    const booking = query.data;
    content = (
      <article className="flex flex-col gap-4 sm:gap-6" data-booking-id={booking.id} aria-labelledby="booking-detail-title">
        <header className="flex flex-col gap-2">
          <h1 id="booking-detail-title" className={cn(pageTitle, 'break-words')}>
            {booking.service.name}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={booking.status} />
            <PaymentBadge booking={booking} />
          </div>
        </header>
        <div className="grid items-start gap-4 sm:gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex min-w-0 flex-col gap-4 sm:gap-6">
            <WhenSection booking={booking} viewerZone={viewerZone} />
            <PlaceSection booking={booking} />
            <HistorySection booking={booking} viewerZone={viewerZone} />
          </div>
          <div className="flex min-w-0 flex-col gap-4 sm:gap-6">
            <DetailSection title={t('detail.actions')}>
              {view === 'customer' ? <CustomerActions booking={booking} now={now} timezone={viewerZone} Review={review} /> : <SpecialistActions booking={booking} now={now} />}
            </DetailSection>
            <PartySection booking={booking} view={view} />
            <PaymentSection booking={booking} />
          </div>
        </div>
      </article>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      {back}
      {content}
    </div>
  );
};
