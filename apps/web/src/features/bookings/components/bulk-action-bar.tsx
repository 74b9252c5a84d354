import type { ReactNode } from 'react';
import { Check, X, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DangerButton } from '@/components/ui/danger-button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';

interface BulkActionBarProps {
  count: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onClear: () => void;
  /** The "select all on this page" checkbox, first in the bar. */
  selectAll: ReactNode;
  /** Phones: the action buttons appear once something is selected, so the list starts sooner. */
  compact?: boolean;
}

/** Bulk actions of spec section 2 (confirm, cancel, clear selection) for the checked bookings. */
export const BulkActionBar = ({ count, busy, onConfirm, onCancel, onClear, selectAll, compact = false }: BulkActionBarProps) => {
  const { t } = useTranslation('bookings');
  return (
    <div
      role="region"
      aria-label={t('bulk.label')}
      className={cn(
        'z-10 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border p-2 pl-4 shadow-sm backdrop-blur transition-colors',
        // With a selection it stays in reach under the sticky page header (h-16) while the list scrolls.
        count > 0
          ? 'sticky top-[4.5rem] border-brand-300 bg-brand-50/95 dark:border-brand-700 dark:bg-slate-900/95'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
      )}
    >
      {selectAll}
      <p aria-live="polite" className="mr-auto text-sm font-medium text-slate-900 tabular-nums dark:text-white">
        {t('bulk.selected', { number: count })}
      </p>
      <div className={cn('flex flex-wrap gap-2', compact && count === 0 && 'hidden')}>
        <Button size="sm" className="max-sm:h-10" onClick={onConfirm} disabled={busy || count === 0}>
          {busy ? <Spinner className="size-4 text-white" /> : <Check aria-hidden="true" className="size-4" />}
          {t('bulk.confirm')}
        </Button>
        <DangerButton size="sm" className="max-sm:h-10" tone="outline" aria-haspopup="dialog" onClick={onCancel} disabled={busy || count === 0}>
          <XCircle aria-hidden="true" className="size-4" />
          {t('bulk.cancel')}
        </DangerButton>
        <Button size="sm" className="max-sm:h-10" variant="ghost" onClick={onClear} disabled={busy || count === 0}>
          <X aria-hidden="true" className="size-4" />
          {t('bulk.clear')}
        </Button>
      </div>
    </div>
  );
};
