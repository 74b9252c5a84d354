import { useState } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Hourglass, RotateCcw, Sparkles, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { LOYALTY_PAGE_SIZE, useGetLoyaltyQuery, type Loyalty, type LoyaltyEntry, type LoyaltyEntryKind } from '../api/loyalty-api';
import { useLoyaltyFormat } from '../model/format';
import { card, sectionTitle } from './styles';

const KINDS: Record<LoyaltyEntryKind, { icon: LucideIcon; badge: string; amount: string }> = {
  EARN: {
    icon: Sparkles,
    badge: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300',
    amount: 'text-emerald-700 dark:text-emerald-300',
  },
  RESTORE: {
    icon: RotateCcw,
    badge: 'bg-sky-100 text-sky-700 dark:bg-sky-900/40 dark:text-sky-300',
    amount: 'text-emerald-700 dark:text-emerald-300',
  },
  REDEEM: {
    icon: Wallet,
    badge: 'bg-brand-100 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200',
    amount: 'text-rose-700 dark:text-rose-300',
  },
  EXPIRE: {
    icon: Hourglass,
    badge: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
    amount: 'text-slate-500 dark:text-slate-400',
  },
};

const EntryRow = ({ entry }: { entry: LoyaltyEntry }) => {
  const { t } = useTranslation('loyalty');
  const format = useLoyaltyFormat();
  const { icon: Icon, badge, amount } = KINDS[entry.kind];
  return (
    <li data-testid="loyalty-entry" data-kind={entry.kind} className="flex items-start gap-3 py-3">
      <span className={cn('mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full', badge)}>
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="font-medium text-slate-900 dark:text-white">{t(`history.kind.${entry.kind}`)}</p>
          <span className={cn('ml-auto font-semibold whitespace-nowrap tabular-nums', amount)}>
            {t('points', { count: Math.abs(entry.points), value: format.points(entry.points, true) })}
          </span>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {entry.serviceName && <span className="break-words">{entry.serviceName} · </span>}
          <span className="whitespace-nowrap">{format.date(entry.createdAt)}</span>
        </p>
        {entry.kind === 'EARN' && entry.expiresAt && <p className="text-xs text-slate-500 dark:text-slate-400">{t('history.expiresAt', { date: format.date(entry.expiresAt) })}</p>}
        {entry.kind === 'RESTORE' && <p className="text-xs text-slate-500 dark:text-slate-400">{t('history.restoreHint')}</p>}
      </div>
    </li>
  );
};

/** Page 2 onwards, each its own cache entry (page 1 comes with the balance). */
const HistoryChunk = ({ page }: { page: number }) => {
  const { t } = useTranslation('loyalty');
  const query = useGetLoyaltyQuery({ page, limit: LOYALTY_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  if (query.isLoading) {
    return (
      <li role="status" className="flex items-center justify-center gap-2 py-4 text-sm text-slate-600 dark:text-slate-400">
        <Spinner className="size-4" /> {t('history.loadingMore')}
      </li>
    );
  }
  if (query.isError || !query.data) {
    return (
      <li role="alert" className="flex flex-wrap items-center justify-between gap-3 py-4 text-sm text-red-800 dark:text-red-200">
        {t('history.failed')}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </Button>
      </li>
    );
  }
  return (
    <>
      {query.data.entries.map((entry) => (
        <EntryRow key={entry.id} entry={entry} />
      ))}
    </>
  );
};

/**
 * Every change of the balance, newest first: earned for a visit, spent on a payment, expired,
 * returned; with the service, the date and the signed number of points. "Load more" adds a page.
 */
export const LoyaltyHistory = ({ first, className }: { first: Loyalty; className?: string }) => {
  const { t } = useTranslation('loyalty');
  const [pages, setPages] = useState(1);
  const more = pages < first.totalPages;
  return (
    <section aria-labelledby="loyalty-history-title" className={cn(card, 'flex flex-col gap-2', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="loyalty-history-title" className={sectionTitle}>
          {t('history.title')}
        </h2>
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('history.total', { total: first.total })}</p>
      </div>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {first.entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} />
        ))}
        {Array.from({ length: pages - 1 }, (_, index) => (
          <HistoryChunk key={index + 2} page={index + 2} />
        ))}
      </ul>
      {more && (
        <Button variant="outline" className="self-center" onClick={() => setPages((n) => n + 1)}>
          {t('history.loadMore')}
        </Button>
      )}
    </section>
  );
};
