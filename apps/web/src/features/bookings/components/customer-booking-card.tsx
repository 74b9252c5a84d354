import { useId, type ReactNode } from 'react';
import { CalendarClock, CalendarPlus, Clock, CreditCard, Hourglass, MapPin, MessageCircle, Monitor, StickyNote, User, Video, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Booking } from '@vizyt/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { DangerButton } from '@/components/ui/danger-button';
import { paths } from '@/config/paths';
import { useFeatureOn } from '@/lib/feature-flags';
import { capitalize, windowHours } from '../model/booking-time';
import { customerOptions, payableOnline, type CustomerChangeNote } from '../model/customer-options';
import type { BookingReviewSlot } from '../model/review-slot';
import { useZonedTime } from '../model/use-booking-format';
import { PriceAndStatus } from './price-and-status';
import { card, focusRing } from './styles';

/** What a customer's list hands every card: the zone, the time, the actions and the review slot. */
export interface CustomerBookingActions {
  timezone: string;
  /** The current time (ms): Reschedule and Cancel are offered only while they can work. */
  now: number;
  onCancel: (booking: Booking) => void;
  onReschedule: (booking: Booking) => void;
  onAddToCalendar: (booking: Booking) => void;
  /** Shown on a completed booking: its review, or "Leave a review" (the reviews feature, composed in app/). */
  Review?: BookingReviewSlot;
}

const Fact = ({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: ReactNode }) => (
  // A <dl> groups its pairs in one <div> at most (axe "dlitem"/"definition-list"): the icon goes inside the <dd>.
  <div className="min-w-0">
    <dt className="sr-only">{label}</dt>
    <dd className="flex min-w-0 gap-2 text-sm text-slate-700 dark:text-slate-300">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400 dark:text-slate-500" />
      <span className="min-w-0 break-words">{children}</span>
    </dd>
  </div>
);

/** One booking of the customer: what, with whom, when (in the viewer's zone), and what can be done. */
export const CustomerBookingCard = ({ booking, timezone, now, onCancel, onReschedule, onAddToCalendar, Review }: CustomerBookingActions & { booking: Booking }) => {
  const { t } = useTranslation('bookings');
  // The admin may switch online payments off (GET /config → features.payments): no "Pay" then.
  const paymentsOn = useFeatureOn('payments');
  const titleId = useId();
  const zoned = useZonedTime();
  const when = zoned(booking.scheduledAt, timezone);
  const active = booking.status === 'PENDING' || booking.status === 'CONFIRMED' || booking.status === 'IN_PROGRESS';
  const options = customerOptions(booking, now);
  const place = booking.type === 'in_person' ? (booking.location ?? ([booking.specialist.address, booking.specialist.city].filter(Boolean).join(', ') || null)) : null;

  return (
    <article aria-labelledby={titleId} data-booking-id={booking.id} className={`${card} flex flex-col gap-4`}>
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={titleId} className="text-base font-semibold break-words text-slate-900 dark:text-white">
            {/* The whole booking, on its own page. */}
            <Link to={paths.customer.booking(booking.id)} className={`rounded hover:underline ${focusRing}`} data-testid="booking-open">
              {booking.service.name}
            </Link>
          </h3>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <User aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{t('card.specialist')}: </span>
            <Link to={paths.specialistProfile(booking.specialist.id)} className={`rounded font-medium text-brand-700 hover:underline dark:text-brand-300 ${focusRing}`}>
              {booking.specialist.name}
            </Link>
          </p>
        </div>
        <PriceAndStatus booking={booking} priceClassName="text-base" />
      </header>

      {active && booking.paymentDueAt && booking.paymentStatus === 'UNPAID' && (
        <p role="note" className="-mt-1 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
          <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('card.payBy', { date: zoned(booking.paymentDueAt, timezone).day, time: zoned(booking.paymentDueAt, timezone).time })}
        </p>
      )}
      {booking.status === 'PENDING' && booking.expiresAt && (
        <p className="-mt-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
          {t('card.awaiting', { date: zoned(booking.expiresAt, timezone).day, time: zoned(booking.expiresAt, timezone).time })}
        </p>
      )}

      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact icon={CalendarClock} label={t('card.when')}>
          <span className="font-medium text-slate-900 dark:text-white">
            {capitalize(when.date)}, {when.time}
          </span>
          <span className="block text-xs text-slate-500 dark:text-slate-400">{t('card.zone', { zone: when.zone })}</span>
        </Fact>
        <Fact icon={Clock} label={t('card.duration')}>
          {t('card.minutes', { minutes: booking.duration })}
        </Fact>
        <Fact icon={booking.type === 'online' ? Monitor : MapPin} label={t('card.type')}>
          {t(`type.${booking.type}`)}
          {booking.videoCall && (
            <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-950 dark:text-brand-200">
              <Video aria-hidden="true" className="size-3.5" />
              {t('card.videoCall')}
            </span>
          )}
          {place && <span className="block text-xs text-slate-500 dark:text-slate-400">{place}</span>}
        </Fact>
        {booking.notes && (
          <Fact icon={StickyNote} label={t('card.notes')}>
            <span className="whitespace-pre-line">{booking.notes}</span>
          </Fact>
        )}
        {booking.status === 'CANCELLED' && booking.cancellationReason && (
          <Fact icon={X} label={t('card.cancellationReason')}>
            {t('card.cancelledBecause', { reason: booking.cancellationReason })}
          </Fact>
        )}
      </dl>

      {Review && booking.status === 'COMPLETED' && (
        <div className="flex border-t border-slate-100 pt-4 empty:hidden dark:border-slate-800">
          <Review booking={booking} now={now} />
        </div>
      )}

      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4 dark:border-slate-800">
        {active && options.note && <ChangeNote note={options.note} booking={booking} timezone={timezone} />}
        {active && payableOnline(booking) && !paymentsOn && (
          <p role="note" className="self-center text-sm text-slate-600 dark:text-slate-400">
            {t('card.paymentsOff')}
          </p>
        )}
        {active && payableOnline(booking) && paymentsOn && (
          <Link to={paths.payment(booking.id)} className={buttonClasses('primary', 'sm', `max-sm:h-10 ${focusRing}`)}>
            <CreditCard aria-hidden="true" className="size-4" />
            {t(booking.paymentStatus === 'DEPOSIT_PAID' ? 'actions.payRest' : 'actions.pay')}
            <span className="sr-only">: {booking.service.name}</span>
          </Link>
        )}
        {active && options.canReschedule && (
          <Button variant="outline" size="sm" className="max-sm:h-10" aria-haspopup="dialog" onClick={() => onReschedule(booking)}>
            <CalendarClock aria-hidden="true" className="size-4" />
            {t('actions.reschedule')}
          </Button>
        )}
        {active && (
          <Button variant="ghost" size="sm" className="max-sm:h-10" onClick={() => onAddToCalendar(booking)}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('actions.addToCalendar')}
          </Button>
        )}
        <Link to={paths.customer.conversation({ to: booking.specialist.id, booking: booking.id })} className={buttonClasses('ghost', 'sm', `max-sm:h-10 ${focusRing}`)}>
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('actions.message')}
          <span className="sr-only">: {booking.specialist.name}</span>
        </Link>
        {active && options.canCancel && (
          <DangerButton tone="outline" size="sm" aria-haspopup="dialog" className="max-sm:h-10 sm:ml-auto" onClick={() => onCancel(booking)}>
            <X aria-hidden="true" className="size-4" />
            {t('actions.cancel')}
          </DangerButton>
        )}
      </div>
    </article>
  );
};

/** Why Reschedule or Cancel is missing, and until when what is left works. */
const ChangeNote = ({ note, booking, timezone }: { note: CustomerChangeNote; booking: Booking; timezone: string }) => {
  const { t } = useTranslation('bookings');
  const zoned = useZonedTime();
  if (note.kind === 'rescheduleUntil') {
    const until = zoned(note.until, timezone);
    return (
      <p className="flex w-full items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('card.rescheduleUntil', { date: until.day, time: until.time })}
      </p>
    );
  }
  const text =
    note.kind === 'rescheduleClosed'
      ? t('card.rescheduleClosed', {
          date: zoned(note.closedAt, timezone).day,
          time: zoned(note.closedAt, timezone).time,
          hours: windowHours(note.closedAt, booking.scheduledAt),
          start: zoned(note.cancelUntil, timezone).time,
        })
      : t(note.kind === 'started' ? 'card.startPassed' : 'card.inProgress');
  return (
    <p className="flex w-full items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
      <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
};
