import type { Ref } from 'react';
import { CalendarPlus, CheckCircle2, Clock3, CreditCard, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Booking } from '@vizyt/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { useFormatMoney, useFormatPrice } from '@/hooks/use-format-price';
import { downloadFile } from '@/lib/download';
import { useFeatureOn } from '@/lib/feature-flags';
import { bookingToIcs } from '@/lib/ics';
import type { PaymentOutcome } from '../model/payment-slots';
import { formatDateTime, formatTime } from '../model/visitor-time';
import { Facts } from '@/components/ui/facts';
import { card, focusRing, stepTitle } from './styles';

interface BookingSuccessProps {
  booking: Booking;
  /** The visitor's zone, for the date and time. */
  timezone: string;
  /** The heading, focused when the view appears. */
  ref?: Ref<HTMLHeadingElement>;
  /** What was paid online right after booking (null: nothing). */
  payment?: PaymentOutcome | null;
  /** The customer meant to pay online but did not (declined, or chose to pay later). */
  unpaidOnline?: boolean;
}

/** After "Confirm Booking": the booking as the server stored it, with where to go next. */
export const BookingSuccess = ({ booking, timezone, ref, payment = null, unpaidOnline = false }: BookingSuccessProps) => {
  const { t, i18n } = useTranslation('booking');
  // The admin may switch online payments off (GET /config → features.payments): no "Pay now" then.
  const paymentsOn = useFeatureOn('payments');
  const formatPrice = useFormatPrice();
  // What was paid and is owed is money in its own currency, as /payments and the invoice show it.
  const formatMoney = useFormatMoney();
  const money = (amount: number) => formatMoney(amount, booking.currency);
  const confirmed = booking.status === 'CONFIRMED';
  const when = formatDateTime(booking.scheduledAt, timezone, i18n.language);

  const addToCalendar = () => {
    const summary = `${booking.service.name} — ${booking.specialist.name}`;
    const paymentNote = !payment
      ? t('success.payAtVisit')
      : payment.remaining > 0
        ? t('success.paidPart', { paid: money(payment.paidTotal), rest: money(payment.remaining) })
        : t('success.paidInFull');
    const description = [paymentNote, booking.notes].filter(Boolean).join('\n');
    const location = booking.location ?? booking.specialist.address ?? (booking.type === 'online' ? null : booking.specialist.city);
    downloadFile(bookingToIcs(booking, { summary, description, location }), `vizyt-booking-${booking.id}.ics`);
  };

  return (
    <section aria-labelledby="booking-success-title" className={cn(card, 'mx-auto flex w-full max-w-2xl flex-col gap-5')}>
      <div className="flex flex-col items-center gap-3 text-center">
        <span
          className={cn(
            'flex size-14 items-center justify-center rounded-full',
            confirmed ? 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300' : 'bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300',
          )}
        >
          {confirmed ? <CheckCircle2 aria-hidden="true" className="size-8" /> : <Clock3 aria-hidden="true" className="size-8" />}
        </span>
        <h2 id="booking-success-title" ref={ref} tabIndex={-1} className={cn(stepTitle, 'text-2xl')}>
          {t(confirmed ? 'success.confirmedTitle' : 'success.pendingTitle')}
        </h2>
        <p className="max-w-md text-slate-600 dark:text-slate-300">{t(confirmed ? 'success.confirmedText' : 'success.pendingText')}</p>
      </div>

      <Facts
        facts={[
          { label: t('success.status'), value: t(`success.statuses.${booking.status}`) },
          { label: t('confirm.service'), value: booking.service.name },
          { label: t('confirm.specialist'), value: booking.specialist.name },
          { label: t('confirm.when'), value: <span className="block first-letter:uppercase">{when}</span> },
          { label: t('confirm.duration'), value: t('payment.minutes', { minutes: booking.duration }) },
          {
            label: t('confirm.format'),
            value: booking.type === 'online' ? `${t('details.online')}${booking.videoCall ? `, ${t('confirm.videoCall')}` : ''}` : t('details.inPerson'),
          },
          ...(booking.type === 'in_person'
            ? [{ label: t('confirm.location'), value: booking.location ?? booking.specialist.address ?? t('confirm.atSpecialist') }]
            : []),
          ...(booking.notes ? [{ label: t('confirm.notes'), value: <span className="whitespace-pre-line">{booking.notes}</span> }] : []),
          // Paid online: price = points + paid now by card + left for the visit, each line from the same payment.
          ...(payment
            ? [
                { label: t('success.price'), value: money(payment.price) },
                ...(payment.pointsUsed > 0
                  ? [{ label: t('success.points'), value: t('success.pointsValue', { count: payment.pointsUsed, amount: money(payment.pointsDiscount) }) }]
                  : []),
                {
                  label: t('success.paidOnline'),
                  value: (
                    <>
                      <span className="block">{money(payment.paidNow)}</span>
                      {payment.card && <span className="text-xs font-normal text-slate-500 dark:text-slate-400">{payment.card}</span>}
                    </>
                  ),
                },
                { label: t('success.leftToPay'), value: payment.remaining > 0 ? money(payment.remaining) : t('success.nothingLeft'), emphasis: true },
              ]
            : [
                { label: t('confirm.payment'), value: t(unpaidOnline ? 'success.notPaidYet' : 'success.payAtVisit') },
                { label: t('confirm.total'), value: formatPrice(booking.amount), emphasis: true },
              ]),
        ]}
      />

      {booking.paymentDueAt && !payment && (
        <p role="note" className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('success.payBy', { time: formatTime(booking.paymentDueAt, timezone, i18n.language) })}
        </p>
      )}
      {unpaidOnline && !payment && (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          <p>{t(paymentsOn ? 'success.payLaterText' : 'success.paymentsOff')}</p>
          {paymentsOn && (
            <Link to={paths.payment(booking.id)} className={buttonClasses('outline', 'sm', cn('shrink-0', focusRing))}>
              <CreditCard aria-hidden="true" className="size-4" />
              {t('success.payNow')}
            </Link>
          )}
        </div>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-center">
        <Link to={paths.customer.bookings} className={buttonClasses('primary', 'md', focusRing)}>
          {t('success.myBookings')}
        </Link>
        <Button variant="outline" onClick={addToCalendar}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('success.addToCalendar')}
        </Button>
        <Link to={paths.service(booking.service.id)} className={buttonClasses('ghost', 'md', focusRing)}>
          {t('success.backToService')}
        </Link>
      </div>
    </section>
  );
};
