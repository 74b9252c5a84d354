/** The blocks of one booking's page (routes/booking-detail-page.tsx): when, where, who, history, payment. */
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { CalendarClock, Mail, MapPin, Monitor, Phone, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Booking } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { statusHistory } from '../model/booking-history';
import { capitalize } from '../model/booking-time';
import { useBookingPrice, useZonedTime } from '../model/use-booking-format';
import { PaymentBadge } from './payment-badge';
import { card, focusRing } from './styles';

const BookingLocationMap = lazy(() => import('./booking-location-map'));

export const DetailSection = ({ title, children, className }: { title: string; children: ReactNode; className?: string }) => {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn(card, 'flex min-w-0 flex-col gap-3', className)}>
      <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex min-w-0 flex-col gap-0.5">
    <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
    <dd className="text-sm break-words text-slate-800 dark:text-slate-200">{children}</dd>
  </div>
);

/** The time in the specialist's zone, and in the viewer's when that zone differs. */
export const WhenSection = ({ booking, viewerZone }: { booking: Booking; viewerZone: string }) => {
  const { t } = useTranslation('bookings');
  const zoned = useZonedTime();
  const atSpecialist = zoned(booking.scheduledAt, booking.specialist.timezone);
  const endsAt = zoned(booking.endsAt, booking.specialist.timezone);
  const differs = zoned(booking.scheduledAt, viewerZone);
  const showViewer = viewerZone !== booking.specialist.timezone && differs.zone !== atSpecialist.zone;
  return (
    <DetailSection title={t('detail.when')}>
      <p className="flex items-start gap-2 text-lg font-semibold text-slate-900 dark:text-white" data-testid="booking-when">
        <CalendarClock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
        <span>
          {capitalize(atSpecialist.date)}, {atSpecialist.time}–{endsAt.time}
        </span>
      </p>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Row label={t('detail.specialistZone')}>{atSpecialist.zone}</Row>
        {showViewer && (
          <Row label={t('detail.viewerTime')}>
            <span data-testid="booking-viewer-time">
              {capitalize(differs.date)}, {differs.time} · {differs.zone}
            </span>
          </Row>
        )}
        <Row label={t('card.duration')}>{t('card.minutes', { minutes: booking.duration })}</Row>
      </dl>
    </DetailSection>
  );
};

/** In person: the address and the map; online: the kind of call. */
export const PlaceSection = ({ booking }: { booking: Booking }) => {
  const { t } = useTranslation('bookings');
  const online = booking.type === 'online';
  const address = booking.location ?? ([booking.specialist.address, booking.specialist.city].filter(Boolean).join(', ') || null);
  const { latitude, longitude } = booking.specialist;
  return (
    <DetailSection title={t('detail.where')}>
      <p className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
        {online ? <Monitor aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" /> : <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />}
        <span>
          <span className="font-medium">{t(`type.${booking.type}`)}</span>
          {booking.videoCall && (
            <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-950 dark:text-brand-200">
              <Video aria-hidden="true" className="size-3.5" />
              {t('card.videoCall')}
            </span>
          )}
          {!online && <span className="block">{address ?? t('detail.noAddress')}</span>}
        </span>
      </p>
      {!online && latitude !== null && longitude !== null && (
        <Suspense fallback={<div className="h-56 animate-pulse rounded-2xl bg-slate-100 sm:h-64 dark:bg-slate-800" />}>
          <BookingLocationMap latitude={latitude} longitude={longitude} label={t('detail.mapLabel', { place: address ?? booking.specialist.city })} />
        </Suspense>
      )}
      {booking.notes && (
        <dl>
          <Row label={t('card.notes')}>
            <span className="whitespace-pre-line">{booking.notes}</span>
          </Row>
        </dl>
      )}
    </DetailSection>
  );
};

const ContactRow = ({ label, href, icon: Icon, text }: { label: string; href: string; icon: typeof Phone; text: string }) => (
  <Row label={label}>
    <a href={href} className={cn('inline-flex items-center gap-1.5 rounded break-all hover:underline', focusRing)}>
      <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      {text}
    </a>
  </Row>
);

/** The other party of the viewer: the specialist (with a link to the profile) or the customer, with the contacts their privacy allows. */
export const PartySection = ({ booking, view }: { booking: Booking; view: 'customer' | 'specialist' }) => {
  const { t } = useTranslation('bookings');
  const party = view === 'customer' ? booking.specialist : booking.customer;
  return (
    <DetailSection title={t(view === 'customer' ? 'card.specialist' : 'detail.customer')}>
      <p className="font-medium text-slate-900 dark:text-white" data-testid="booking-party">
        {view === 'customer' ? (
          <Link to={paths.specialistProfile(booking.specialist.id)} className={cn('rounded text-brand-700 hover:underline dark:text-brand-300', focusRing)}>
            {party.name}
          </Link>
        ) : (
          party.name
        )}
      </p>
      <dl className="flex flex-col gap-2">
        <Row label={t('detail.service')}>
          <Link to={paths.service(booking.service.id)} className={cn('rounded text-brand-700 hover:underline dark:text-brand-300', focusRing)}>
            {booking.service.name}
          </Link>
        </Row>
        {party.phone && <ContactRow label={t('detail.phone')} href={`tel:${party.phone}`} icon={Phone} text={party.phone} />}
        {party.email && <ContactRow label={t('detail.email')} href={`mailto:${party.email}`} icon={Mail} text={party.email} />}
      </dl>
    </DetailSection>
  );
};

/** Every change of status with its moment, in the viewer's zone. */
export const HistorySection = ({ booking, viewerZone }: { booking: Booking; viewerZone: string }) => {
  const { t } = useTranslation('bookings');
  const zoned = useZonedTime();
  return (
    <DetailSection title={t('detail.history')}>
      <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700" data-testid="booking-history">
        {statusHistory(booking).map((entry) => {
          const at = zoned(entry.at, viewerZone);
          return (
            <li key={entry.event} className="relative text-sm">
              <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-600 dark:bg-brand-300" />
              <span className="font-medium text-slate-900 dark:text-white">
                {t(`detail.events.${entry.event}`)}
                {entry.by && ` ${t(`detail.by.${entry.by}`)}`}
              </span>
              <span className="block text-slate-600 dark:text-slate-400">
                <time dateTime={entry.at}>
                  {at.day}, {at.time}
                </time>
              </span>
            </li>
          );
        })}
      </ol>
      {booking.status === 'CANCELLED' && booking.cancellationReason && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('card.cancelledBecause', { reason: booking.cancellationReason })}</p>
      )}
    </DetailSection>
  );
};

/** The price, what was paid online and what was refunded (as the API gives them), and what is left to pay. */
export const PaymentSection = ({ booking }: { booking: Booking }) => {
  const { t } = useTranslation('bookings');
  const price = useBookingPrice();
  const left = Math.max(0, booking.amount - booking.amountPaid);
  const open = booking.status === 'PENDING' || booking.status === 'CONFIRMED' || booking.status === 'IN_PROGRESS';
  return (
    <DetailSection title={t('paymentBadge.label')}>
      <PaymentBadge booking={booking} className="self-start" />
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm" data-testid="booking-payment">
        <dt className="text-slate-600 dark:text-slate-400">{t('card.price')}</dt>
        <dd className="text-right font-semibold text-slate-900 tabular-nums dark:text-white">{price(booking.amount, booking.currency)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('detail.paid')}</dt>
        <dd className="text-right text-slate-900 tabular-nums dark:text-white">{price(booking.amountPaid, booking.currency)}</dd>
        {booking.amountRefunded > 0 && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('detail.refunded')}</dt>
            <dd className="text-right text-slate-900 tabular-nums dark:text-white">{price(booking.amountRefunded, booking.currency)}</dd>
          </>
        )}
        {open && left > 0 && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('detail.leftToPay')}</dt>
            <dd className="text-right text-slate-900 tabular-nums dark:text-white">{price(left, booking.currency)}</dd>
          </>
        )}
      </dl>
    </DetailSection>
  );
};
