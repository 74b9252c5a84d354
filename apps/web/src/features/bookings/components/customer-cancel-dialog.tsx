import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Booking } from '@vizyt/contracts';
import { Spinner } from '@/components/ui/spinner';
import { useCancelBookingMutation, useGetCanCancelQuery } from '../api/bookings-api';
import { bookingErrorText, codeText } from '../model/api-error';
import { windowHours } from '../model/booking-time';
import { useZonedTime } from '../model/use-booking-format';
import { ReasonDialog } from './reason-dialog';

interface CustomerCancelDialogProps {
  booking: Booking | null;
  timezone: string;
  onClose: () => void;
}

/** The customer's cancellation: the terms from GET can-cancel first, then a reason. */
export const CustomerCancelDialog = ({ booking, timezone, onClose }: CustomerCancelDialogProps) => {
  const { t } = useTranslation('bookings');
  const zoned = useZonedTime();
  const check = useGetCanCancelQuery(booking?.id ?? '', { skip: !booking, refetchOnMountOrArgChange: true });
  const [cancelBooking] = useCancelBookingMutation();

  const when = booking ? zoned(booking.scheduledAt, timezone) : null;
  let notice: ReactNode = null;
  if (check.isFetching) {
    notice = (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Spinner className="size-4" /> {t('cancel.checking')}
      </p>
    );
  } else if (check.error || !check.data) {
    notice = (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
        {bookingErrorText(t, check.error, 'cancel.checkFailed')}
      </p>
    );
  } else if (!check.data.allowed) {
    notice = (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
        {codeText(t, check.data.reason) ?? t('cancel.notAllowed')}
      </p>
    );
  } else if (booking) {
    const { deadline, free } = check.data;
    const deadlineText = deadline ? zoned(deadline, timezone) : null;
    notice = (
      <div
        className={
          free
            ? 'rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200'
            : 'rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-200'
        }
      >
        <p className="font-medium">
          {free
            ? deadlineText
              ? t('cancel.freeUntil', { date: deadlineText.day, time: deadlineText.time, zone: deadlineText.zone })
              : t('cancel.free')
            : t('cancel.notFree')}
        </p>
        {deadline && <p className="mt-1">{t('help.window', { hours: windowHours(deadline, booking.scheduledAt) })}</p>}
      </div>
    );
  }

  const submit = async (reason: string) => {
    if (!booking) return null;
    try {
      await cancelBooking({ id: booking.id, reason }).unwrap();
      toast.success(t('cancel.done', { service: booking.service.name }));
      return null;
    } catch (failure) {
      return bookingErrorText(t, failure, 'cancel.failed');
    }
  };

  return (
    <ReasonDialog
      open={booking !== null}
      title={t('cancel.title')}
      description={booking && when ? t('cancel.description', { service: booking.service.name, date: when.day, time: when.time }) : undefined}
      notice={<div aria-live="polite">{notice}</div>}
      canSubmit={Boolean(check.data?.allowed) && !check.isFetching}
      submitLabel={t('cancel.confirm')}
      busyLabel={t('cancel.cancelling')}
      onClose={onClose}
      onSubmit={submit}
    />
  );
};
