import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Booking } from '@vizyt/contracts';
import { Spinner } from '@/components/ui/spinner';
import { useFormatMoney } from '@/hooks/use-format-price';
import { useCancelBookingMutation, useGetCanCancelQuery } from '../api/bookings-api';
import { bookingErrorText, codeText } from '../model/api-error';
import { useZonedTime } from '../model/use-booking-format';
import { ReasonDialog } from './reason-dialog';

interface CustomerCancelDialogProps {
  booking: Booking | null;
  timezone: string;
  onClose: () => void;
}

/**
 * The customer's cancellation: the terms from GET can-cancel first, then a reason. A booking paid
 * at the visit costs nothing to cancel; money paid online comes back by the rules, and the dialog
 * says how much before the customer confirms (can-cancel `refundAmount`, `keptAmount`: in full
 * before the free-cancellation deadline, the deposit kept after it). What the window also closes
 * is rescheduling, which the dialog names as the alternative.
 */
export const CustomerCancelDialog = ({ booking, timezone, onClose }: CustomerCancelDialogProps) => {
  const { t } = useTranslation('bookings');
  const zoned = useZonedTime();
  const check = useGetCanCancelQuery(booking?.id ?? '', { skip: !booking, refetchOnMountOrArgChange: true });
  const [cancelBooking] = useCancelBookingMutation();
  // Refunds are money in the booking's own currency, as /payments shows them (never converted).
  const formatMoney = useFormatMoney();
  const price = (amount: number, currency: Booking['currency']) => formatMoney(amount, currency);

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
    const until = deadline ? zoned(deadline, timezone) : null;
    const refund = check.data.refundAmount ?? 0;
    const kept = check.data.keptAmount ?? 0;
    const pointsBack = check.data.pointsReturned ?? 0;
    const money = (amount: number) => price(amount, booking.currency);
    const refundText =
      refund === 0 && kept === 0
        ? t(pointsBack > 0 ? 'cancel.nothingCharged' : 'cancel.noFee')
        : kept === 0
          ? t('cancel.refundFull', { amount: money(refund) })
          : refund === 0
            ? t('cancel.refundNone', { kept: money(kept) })
            : t('cancel.refundPartial', { amount: money(refund), kept: money(kept) });
    notice = (
      <div
        data-refund={refund}
        data-points-returned={pointsBack}
        className={
          kept > 0
            ? 'rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100'
            : 'rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200'
        }
      >
        <p className="font-medium">{refundText}</p>
        {pointsBack > 0 && <p className="mt-1 font-medium">{t('cancel.pointsBack', { count: pointsBack })}</p>}
        {until && (
          <p className="mt-1">
            {t(free ? 'cancel.rescheduleInstead' : 'cancel.rescheduleClosed', { date: until.day, time: until.time, zone: until.zone })}
          </p>
        )}
      </div>
    );
  }

  const submit = async (reason: string) => {
    if (!booking) return null;
    try {
      const { refunded = 0 } = await cancelBooking({ id: booking.id, reason }).unwrap();
      toast.success(
        refunded > 0
          ? t('cancel.doneRefunded', { service: booking.service.name, amount: price(refunded, booking.currency) })
          : t('cancel.done', { service: booking.service.name }),
      );
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
