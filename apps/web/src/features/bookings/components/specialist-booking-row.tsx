import { useId } from 'react';
import { Bell, Check, CheckCheck, MessageCircle, Monitor, MapPin, Play, UserX, Video, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Booking } from '@vizyt/contracts';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { DangerButton } from '@/components/ui/danger-button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { specialistActionsFor, type SpecialistRowAction } from '../model/booking-actions';
import { capitalize } from '../model/booking-time';
import { useZonedTime } from '../model/use-booking-format';
import { PriceAndStatus } from './price-and-status';

const ICONS: Record<SpecialistRowAction, typeof Check> = {
  confirm: Check,
  start: Play,
  complete: CheckCheck,
  no_show: UserX,
  reminder: Bell,
  cancel: X,
};

interface SpecialistBookingRowProps {
  booking: Booking;
  selected: boolean;
  onSelect: (id: string, selected: boolean) => void;
  onAction: (booking: Booking, action: SpecialistRowAction) => void;
  /** The action running on this booking, if any. */
  busyAction: SpecialistRowAction | null;
  /** Another action (or a bulk action) is running. */
  disabled?: boolean;
}

/** One booking on the specialist's list: a checkbox for bulk actions, the facts, and the actions its status allows. */
export const SpecialistBookingRow = ({ booking, selected, onSelect, onAction, busyAction, disabled = false }: SpecialistBookingRowProps) => {
  const { t } = useTranslation('bookings');
  const titleId = useId();
  const zoned = useZonedTime();
  // Times in the specialist's own zone.
  const when = zoned(booking.scheduledAt, booking.specialist.timezone);
  const actions = specialistActionsFor(booking);

  return (
    <article
      aria-labelledby={titleId}
      data-booking-id={booking.id}
      className={cn(
        'flex gap-3 rounded-2xl border bg-white p-4 shadow-sm transition-colors sm:gap-4 sm:p-5 dark:bg-slate-900',
        selected ? 'border-brand-400 ring-1 ring-brand-400 dark:border-brand-500 dark:ring-brand-500' : 'border-slate-200 dark:border-slate-800',
      )}
    >
      {/* A 40 px tap area around the 20 px box (phones). */}
      <label className="-m-2.5 flex size-10 shrink-0 cursor-pointer items-center justify-center">
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelect(booking.id, e.target.checked)}
          aria-label={t('specialist.selectBooking', { customer: booking.customer.name, date: when.short })}
          className="size-5 cursor-pointer accent-brand-600"
        />
      </label>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h3 id={titleId} className="font-semibold break-words text-slate-900 dark:text-white">
              <Link
                to={paths.specialist.booking(booking.id)}
                data-testid="booking-open"
                className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300"
              >
                {booking.customer.name}
              </Link>
            </h3>
            <p className="text-sm break-words text-slate-600 dark:text-slate-400">{booking.service.name}</p>
          </div>
          <PriceAndStatus booking={booking} />
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_auto_1fr] dark:text-slate-300">
          <div>
            <dt className="sr-only">{t('card.when')}</dt>
            <dd>
              <span className="font-medium text-slate-900 dark:text-white">{capitalize(when.date)}</span>, {when.time}
              <span className="block text-xs text-slate-500 dark:text-slate-400">{t('card.zone', { zone: when.zone })}</span>
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t('card.duration')}</dt>
            <dd>{t('card.minutes', { minutes: booking.duration })}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('card.type')}</dt>
            <dd className="flex flex-wrap items-center gap-1.5">
              {booking.type === 'online' ? <Monitor aria-hidden="true" className="size-4 text-slate-400" /> : <MapPin aria-hidden="true" className="size-4 text-slate-400" />}
              {t(`type.${booking.type}`)}
              {booking.videoCall && (
                <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-950 dark:text-brand-200">
                  <Video aria-hidden="true" className="size-3.5" />
                  {t('card.videoCall')}
                </span>
              )}
            </dd>
          </div>
          {booking.notes && (
            <div className="sm:col-span-3">
              <dt className="sr-only">{t('card.notes')}</dt>
              <dd className="whitespace-pre-line text-slate-600 italic dark:text-slate-400">{t('card.quotedNotes', { notes: booking.notes })}</dd>
            </div>
          )}
          {booking.status === 'CANCELLED' && booking.cancellationReason && (
            <div className="sm:col-span-3">
              <dt className="sr-only">{t('card.cancellationReason')}</dt>
              <dd className="text-slate-600 dark:text-slate-400">{t('card.cancelledBecause', { reason: booking.cancellationReason })}</dd>
            </div>
          )}
        </dl>
        <div role="group" aria-label={t('specialist.rowActions', { customer: booking.customer.name })} className="flex flex-wrap gap-2">
          {/* Cancel goes last, after "Message", on the far side. */}
          {[...actions.filter((a) => a !== 'cancel'), 'message' as const, ...actions.filter((a) => a === 'cancel')].map((action) => {
            if (action === 'message') {
              return (
                <Link
                  key={action}
                  to={paths.specialist.conversation({ customer: booking.customer.id, booking: booking.id })}
                  className={buttonClasses('ghost', 'sm', 'max-sm:h-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300')}
                >
                  <MessageCircle aria-hidden="true" className="size-4" />
                  {t('actions.message')}
                  <span className="sr-only">: {booking.customer.name}</span>
                </Link>
              );
            }
            const Icon = ICONS[action];
            const content = (
              <>
                {busyAction === action ? <Spinner className="size-4" /> : <Icon aria-hidden="true" className="size-4" />}
                {t(`actions.${action}`)}
              </>
            );
            return action === 'cancel' ? (
              <DangerButton key={action} tone="outline" size="sm" aria-haspopup="dialog" disabled={disabled || busyAction !== null} onClick={() => onAction(booking, action)} className="max-sm:h-10 sm:ml-auto">
                {content}
              </DangerButton>
            ) : (
              <Button key={action} variant={action === 'confirm' ? 'primary' : 'outline'} size="sm" className="max-sm:h-10" disabled={disabled || busyAction !== null} onClick={() => onAction(booking, action)}>
                {content}
              </Button>
            );
          })}
        </div>
      </div>
    </article>
  );
};
