import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';

const TONES: Record<BookingStatus, string> = {
  PENDING: 'bg-amber-100 text-amber-900 ring-amber-200 dark:bg-amber-500/15 dark:text-amber-200 dark:ring-amber-500/30',
  CONFIRMED: 'bg-emerald-100 text-emerald-900 ring-emerald-200 dark:bg-emerald-500/15 dark:text-emerald-200 dark:ring-emerald-500/30',
  IN_PROGRESS: 'bg-sky-100 text-sky-900 ring-sky-200 dark:bg-sky-500/15 dark:text-sky-200 dark:ring-sky-500/30',
  COMPLETED: 'bg-slate-100 text-slate-800 ring-slate-200 dark:bg-slate-700/50 dark:text-slate-100 dark:ring-slate-600',
  CANCELLED: 'bg-red-100 text-red-900 ring-red-200 dark:bg-red-500/15 dark:text-red-200 dark:ring-red-500/30',
  NO_SHOW: 'bg-purple-100 text-purple-900 ring-purple-200 dark:bg-purple-500/15 dark:text-purple-200 dark:ring-purple-500/30',
};

/** A booking's status as a coloured, translated label (the colour is never the only cue). */
export const StatusBadge = ({ status, className }: { status: BookingStatus; className?: string }) => {
  const { t } = useTranslation('bookings');
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', TONES[status], className)}>
      {t(`status.${status}`)}
    </span>
  );
};
