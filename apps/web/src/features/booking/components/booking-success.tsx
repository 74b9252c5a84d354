import type { Ref } from 'react';
import { CalendarPlus, CheckCircle2, Clock3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Booking } from '@vizyt/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { useFormatPrice } from '@/hooks/use-format-price';
import { downloadFile } from '@/lib/download';
import { bookingToIcs } from '@/lib/ics';
import { formatDateTime } from '../model/visitor-time';
import { BookingFacts } from './booking-facts';
import { card, focusRing, stepTitle } from './styles';

interface BookingSuccessProps {
  booking: Booking;
  /** The visitor's zone, for the date and time. */
  timezone: string;
  /** The heading, focused when the view appears. */
  ref?: Ref<HTMLHeadingElement>;
}

/** After "Confirm Booking": the booking as the server stored it, with where to go next. */
export const BookingSuccess = ({ booking, timezone, ref }: BookingSuccessProps) => {
  const { t, i18n } = useTranslation('booking');
  const formatPrice = useFormatPrice();
  const confirmed = booking.status === 'CONFIRMED';
  const when = formatDateTime(booking.scheduledAt, timezone, i18n.language);

  const addToCalendar = () => {
    const summary = `${booking.service.name} — ${booking.specialist.name}`;
    const description = [t('success.payAtVisit'), booking.notes].filter(Boolean).join('\n');
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

      <BookingFacts
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
          { label: t('confirm.payment'), value: t('success.payAtVisit') },
          { label: t('confirm.total'), value: formatPrice(booking.amount), emphasis: true },
        ]}
      />

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
