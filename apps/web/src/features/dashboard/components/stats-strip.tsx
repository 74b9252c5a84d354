import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { useFormatPrice } from '@/hooks/use-format-price';
import { useGetLoyaltySummaryQuery } from '@/lib/loyalty-balance';
import { useGetDashboardStatsQuery, type CustomerStats } from '../api/dashboard-api';
import { useCount } from '../model/format';
import { BlockError } from './block-error';
import { card } from './styles';

type StatKey = 'totalBookings' | 'upcomingBookings' | 'completedBookings' | 'totalSpent' | 'favoriteCount' | 'loyaltyPoints' | 'reviewsWritten';
const STATS: readonly StatKey[] = ['upcomingBookings', 'completedBookings', 'totalBookings', 'totalSpent', 'loyaltyPoints', 'favoriteCount', 'reviewsWritten'];

const grid = 'grid grid-cols-2 gap-3 @2xl:grid-cols-4 @5xl:grid-cols-7';

/** The customer's figures from GET /auth/me/stats, each a tile; its own skeleton and retry. */
export const StatsStrip = () => {
  const { t } = useTranslation('dashboard');
  const query = useGetDashboardStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  const formatPrice = useFormatPrice();
  const count = useCount();
  // The points tile shows the one balance the header mirrors (lib/loyalty-balance.ts), not this answer's copy.
  const balance = useGetLoyaltySummaryQuery().data?.balance;
  const valueOf = (stats: CustomerStats, key: StatKey) =>
    key === 'totalSpent' ? formatPrice(stats.totalSpent) : count(key === 'loyaltyPoints' ? (balance ?? stats.loyaltyPoints) : stats[key]);

  let body: ReactNode;
  if (query.isLoading) {
    body = (
      <div className={grid} aria-hidden="true" data-testid="block-skeleton">
        {STATS.map((key) => (
          <div key={key} className={cn(card, 'flex animate-pulse flex-col gap-2')}>
            <div className="h-3 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-6 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
          </div>
        ))}
      </div>
    );
  } else if (query.isError || !query.data) {
    body = <BlockError message={t('stats.error')} query={query} className={cn(card, 'flex flex-wrap items-center justify-between gap-3 text-sm text-red-800 dark:text-red-200')} />;
  } else {
    const stats = query.data;
    body = (
      <dl className={grid}>
        {STATS.map((key) => (
          <div key={key} className={cn(card, 'flex min-w-0 flex-col gap-1 sm:p-4')} data-testid={`stat-${key}`}>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{t(`stats.${key}`)}</dt>
            <dd className="truncate text-xl font-bold text-slate-900 tabular-nums dark:text-white">{valueOf(stats, key)}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <section aria-labelledby="dashboard-stats-title" data-testid="dashboard-stats" aria-busy={query.isLoading || undefined}>
      <h2 id="dashboard-stats-title" className="sr-only">
        {t('stats.title')}
      </h2>
      {query.isLoading && (
        <span className="sr-only" role="status">
          {t('block.loading')}
        </span>
      )}
      {body}
    </section>
  );
};
