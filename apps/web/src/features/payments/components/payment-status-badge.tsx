import { useTranslation } from 'react-i18next';
import type { BookingPaymentStatus, PaymentStatus } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';
const tone = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-200 dark:bg-slate-700/50 dark:text-slate-100 dark:ring-slate-600',
  success: 'bg-emerald-100 text-emerald-900 ring-emerald-200 dark:bg-emerald-500/15 dark:text-emerald-200 dark:ring-emerald-500/30',
  waiting: 'bg-amber-100 text-amber-900 ring-amber-200 dark:bg-amber-500/15 dark:text-amber-200 dark:ring-amber-500/30',
  danger: 'bg-red-100 text-red-900 ring-red-200 dark:bg-red-500/15 dark:text-red-200 dark:ring-red-500/30',
  info: 'bg-sky-100 text-sky-900 ring-sky-200 dark:bg-sky-500/15 dark:text-sky-200 dark:ring-sky-500/30',
  open: 'bg-white text-slate-700 ring-slate-300 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-600',
};

const PAYMENT_TONES: Record<PaymentStatus, string> = {
  PENDING: tone.waiting,
  REQUIRES_ACTION: tone.waiting,
  SUCCEEDED: tone.success,
  FAILED: tone.danger,
  CANCELLED: tone.neutral,
  REFUNDED: tone.neutral,
  PARTIALLY_REFUNDED: tone.info,
};

const BOOKING_TONES: Record<BookingPaymentStatus, string> = {
  UNPAID: tone.open,
  DEPOSIT_PAID: tone.info,
  PAID: tone.success,
  REFUNDED: tone.neutral,
  PARTIALLY_REFUNDED: tone.waiting,
};

/** A payment's status as a coloured, translated label (the colour is never the only cue). */
export const PaymentStatusBadge = ({ status, className }: { status: PaymentStatus; className?: string }) => {
  const { t } = useTranslation('payments');
  return <span className={cn(badge, PAYMENT_TONES[status], className)}>{t(`status.${status}`)}</span>;
};

/** The money side of a booking (UNPAID, DEPOSIT_PAID, …). */
export const BookingMoneyBadge = ({ status, className }: { status: BookingPaymentStatus; className?: string }) => {
  const { t } = useTranslation('payments');
  return <span className={cn(badge, BOOKING_TONES[status], className)}>{t(`bookingStatus.${status}`)}</span>;
};
