import { useId } from 'react';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Booking } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { agendaTime } from '../model/agenda';

const STATUS_TONE: Partial<Record<Booking['status'], string>> = {
  PENDING: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  CONFIRMED: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200',
  IN_PROGRESS: 'bg-brand-100 text-brand-900 dark:bg-brand-900/50 dark:text-brand-100',
};

const AgendaItem = ({ booking, withDay, onConfirm, busy, disabled }: { booking: Booking; withDay: boolean; onConfirm: (booking: Booking) => void; busy: boolean; disabled: boolean }) => {
  const { t, i18n } = useTranslation('specialist-dashboard');
  const titleId = useId();
  const when = agendaTime(booking.scheduledAt, booking.specialist.timezone, i18n.resolvedLanguage ?? i18n.language, withDay);
  return (
    <li aria-labelledby={titleId} data-booking-id={booking.id} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <time dateTime={booking.scheduledAt} className="text-sm font-semibold text-slate-900 tabular-nums dark:text-white">
            {when}
          </time>
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', STATUS_TONE[booking.status] ?? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300')}>
            {t(`status.${booking.status}`)}
          </span>
        </p>
        <p id={titleId} className="mt-1 font-medium break-words text-slate-900 dark:text-white">
          <Link to={paths.specialist.booking(booking.id)} className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300">
            {booking.customer.name}
          </Link>
        </p>
        <p className="text-sm break-words text-slate-600 dark:text-slate-400">{booking.service.name}</p>
      </div>
      {booking.status === 'PENDING' && (
        <Button
          className="min-h-11 min-w-32"
          onClick={() => onConfirm(booking)}
          disabled={disabled}
          aria-label={t('confirmFor', { customer: booking.customer.name, time: when })}
        >
          {busy ? <Spinner className="size-4 text-white" /> : <Check aria-hidden="true" className="size-4" />}
          {t('confirm')}
        </Button>
      )}
    </li>
  );
};

/** Bookings in time order, each with a one-tap Confirm while it waits for the specialist. */
export const AgendaList = ({
  bookings,
  withDay,
  onConfirm,
  busyId,
}: {
  bookings: readonly Booking[];
  withDay: boolean;
  onConfirm: (booking: Booking) => void;
  busyId: string | null;
}) => (
  <ul className="divide-y divide-slate-100 dark:divide-slate-800">
    {bookings.map((booking) => (
      <AgendaItem key={booking.id} booking={booking} withDay={withDay} onConfirm={onConfirm} busy={busyId === booking.id} disabled={busyId !== null} />
    ))}
  </ul>
);
