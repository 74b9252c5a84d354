import { useTranslation } from 'react-i18next';
import type { Booking, BookingPaymentStatus } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';
import { useBookingPrice } from '../model/use-booking-format';

const TONES: Record<BookingPaymentStatus, string> = {
  UNPAID: 'bg-white text-slate-700 ring-slate-300 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-600',
  DEPOSIT_PAID: 'bg-sky-50 text-sky-900 ring-sky-200 dark:bg-sky-500/15 dark:text-sky-200 dark:ring-sky-500/30',
  PAID: 'bg-emerald-50 text-emerald-900 ring-emerald-200 dark:bg-emerald-500/15 dark:text-emerald-200 dark:ring-emerald-500/30',
  REFUNDED: 'bg-slate-100 text-slate-800 ring-slate-200 dark:bg-slate-700/50 dark:text-slate-100 dark:ring-slate-600',
  PARTIALLY_REFUNDED: 'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-500/15 dark:text-amber-200 dark:ring-amber-500/30',
};

type PaymentFacts = Pick<Booking, 'paymentStatus' | 'amountPaid' | 'amountRefunded' | 'currency'>;

/**
 * A booking's money (issue #11) as a translated label: not paid, deposit paid (how much), paid,
 * refunded, partially refunded (how much came back). Shown beside the booking status, outlined so
 * the two badges do not read as one. Nothing for an answer without payment facts (older servers).
 */
export const PaymentBadge = ({ booking, className }: { booking: PaymentFacts; className?: string }) => {
  const { t } = useTranslation('bookings');
  const price = useBookingPrice();
  const status = booking.paymentStatus as BookingPaymentStatus | undefined;
  if (!status || !(status in TONES)) return null;
  const amount =
    status === 'DEPOSIT_PAID' || status === 'PAID' ? price(booking.amountPaid ?? 0, booking.currency)
    : status === 'REFUNDED' || status === 'PARTIALLY_REFUNDED' ? price(booking.amountRefunded ?? 0, booking.currency)
    : '';
  return (
    <span
      data-payment-status={status}
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', TONES[status], className)}
    >
      <span className="sr-only">{t('paymentBadge.label')}: </span>
      {t(`paymentBadge.status.${status}`, { amount })}
    </span>
  );
};
