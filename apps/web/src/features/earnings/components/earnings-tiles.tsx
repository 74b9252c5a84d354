import type { LucideIcon } from 'lucide-react';
import { ArrowDownLeft, Banknote, Clock, Landmark, Percent, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Earnings } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';
import { useEarningsMoney } from '../model/format';

type TileKey = 'gross' | 'commission' | 'refunds' | 'net' | 'pendingPayout' | 'paidOut';

const TILES: Array<{ key: TileKey; icon: LucideIcon }> = [
  { key: 'gross', icon: TrendingUp },
  { key: 'commission', icon: Percent },
  { key: 'refunds', icon: ArrowDownLeft },
  { key: 'net', icon: Banknote },
  { key: 'pendingPayout', icon: Clock },
  { key: 'paidOut', icon: Landmark },
];

const GRID = 'grid grid-cols-2 gap-3 @2xl:grid-cols-3 @2xl:gap-4';

/**
 * The period's money in six tiles: what customers paid (gross), the platform's commission, refunds,
 * and what is left (net); then, for all time, what waits to be paid out and what was paid out.
 */
export const EarningsTiles = ({ earnings }: { earnings: Earnings }) => {
  const { t } = useTranslation('earnings');
  const money = useEarningsMoney();
  const hint: Record<TileKey, string> = {
    gross: t('tiles.grossHint', { count: earnings.paymentsCount }),
    commission: t('tiles.commissionHint'),
    refunds: t('tiles.refundsHint'),
    net: t('tiles.netHint'),
    pendingPayout: t('tiles.pendingPayoutHint'),
    paidOut: t('tiles.paidOutHint'),
  };
  return (
    <ul aria-label={t('tiles.label')} className={GRID}>
      {TILES.map(({ key, icon: Icon }) => {
        const label = key === 'commission' ? t('tiles.commission', { percent: earnings.commissionPercent }) : t(`tiles.${key}`);
        const strong = key === 'net';
        return (
          <li
            key={key}
            data-testid={`tile-${key}`}
            className={cn(
              'flex min-w-0 flex-col gap-1 rounded-2xl border p-3 @md:p-4',
              strong ? 'border-brand-200 bg-brand-50 dark:border-brand-800 dark:bg-brand-950/60' : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
            )}
          >
            <span className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-300">
              <Icon aria-hidden="true" className={cn('size-4 shrink-0', strong ? 'text-brand-600 dark:text-brand-300' : 'text-slate-400')} />
              <span className="min-w-0">{label}</span>
            </span>
            <span
              className={cn(
                'text-xl font-bold tracking-tight tabular-nums @md:text-2xl',
                strong ? 'text-brand-800 dark:text-brand-100' : 'text-slate-900 dark:text-white',
              )}
            >
              {key === 'commission' || key === 'refunds' ? (earnings[key] > 0 ? `−${money(earnings[key], earnings.currency)}` : money(0, earnings.currency)) : money(earnings[key], earnings.currency)}
            </span>
            {/* slate-600: slate-500 on the net tile's brand-50 was 4.37:1, under WCAG's 4.5:1. */}
            <span className="text-xs text-slate-600 dark:text-slate-400">{hint[key]}</span>
          </li>
        );
      })}
    </ul>
  );
};

/** The tiles' shape while the numbers load. */
export const EarningsTilesSkeleton = () => (
  <ul aria-hidden="true" className={GRID}>
    {TILES.map(({ key }) => (
      <li key={key} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3 @md:p-4 dark:border-slate-800 dark:bg-slate-900">
        <span className="h-4 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
        <span className="h-7 w-1/2 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
        <span className="h-3 w-3/4 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
      </li>
    ))}
  </ul>
);
