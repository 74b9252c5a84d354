import { CalendarClock, Gift, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import type { Loyalty } from '../api/loyalty-api';
import { useLoyaltyFormat } from '../model/format';
import { EXPIRING_SOON_DAYS } from '../model/rules';
import { card } from './styles';

/**
 * The top of /loyalty: the balance (big, with what it is worth), everything earned so far, and
 * the points that expire within 30 days with their date — or that nothing does.
 */
export const BalanceSummary = ({ loyalty }: { loyalty: Loyalty }) => {
  const { t } = useTranslation('loyalty');
  const format = useLoyaltyFormat();
  const { balance, lifetimeEarned, expiringSoon, rules } = loyalty;
  return (
    <div className="grid gap-4 @2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section
        aria-labelledby="loyalty-balance-title"
        data-testid="loyalty-balance"
        className="relative overflow-hidden rounded-2xl border border-accent-200 bg-gradient-to-br from-accent-50 via-white to-brand-50 p-5 shadow-sm sm:p-6 dark:border-accent-900/60 dark:from-accent-950/50 dark:via-slate-900 dark:to-brand-950/60"
      >
        <Gift aria-hidden="true" className="absolute -right-4 -bottom-6 size-28 text-accent-200/60 sm:size-36 dark:text-accent-900/40" />
        <h2 id="loyalty-balance-title" className="relative flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
          <Gift aria-hidden="true" className="size-4 text-accent-700 dark:text-accent-300" />
          {t('balance.title')}
        </h2>
        <p className="relative mt-2 flex flex-wrap items-baseline gap-x-2">
          <span className="text-5xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-6xl dark:text-white">{format.points(balance)}</span>
          <span className="text-lg font-medium text-slate-600 dark:text-slate-300">{t('balance.unit', { count: balance })}</span>
        </p>
        <p className="relative mt-2 text-sm text-slate-700 dark:text-slate-300">{t('balance.worth', { amount: format.uah(balance * rules.pointValueUah) })}</p>
      </section>

      <div className="grid gap-4 @md:grid-cols-2 @2xl:grid-cols-1">
        <section aria-labelledby="loyalty-lifetime-title" data-testid="loyalty-lifetime" className={cn(card, 'flex flex-col gap-1')}>
          <h2 id="loyalty-lifetime-title" className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-300">
            <TrendingUp aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
            {t('balance.lifetime')}
          </h2>
          <p className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{t('points', { count: lifetimeEarned, value: format.points(lifetimeEarned) })}</p>
        </section>
        <section
          aria-labelledby="loyalty-expiring-title"
          data-testid="loyalty-expiring"
          className={cn(
            'flex flex-col gap-1 rounded-2xl border p-4 sm:p-5',
            expiringSoon ? 'border-amber-200 bg-amber-50 dark:border-amber-900/60 dark:bg-amber-950/30' : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
          )}
        >
          <h2 id="loyalty-expiring-title" className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-300">
            <CalendarClock aria-hidden="true" className={cn('size-4', expiringSoon ? 'text-amber-600 dark:text-amber-400' : 'text-slate-400')} />
            {t('balance.expiring')}
          </h2>
          {expiringSoon ? (
            <>
              <p className="text-2xl font-bold text-amber-900 tabular-nums dark:text-amber-100">{t('points', { count: expiringSoon.points, value: format.points(expiringSoon.points) })}</p>
              <p className="text-sm text-amber-900 dark:text-amber-100">{t('balance.expiringOn', { date: format.date(expiringSoon.date) })}</p>
            </>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('balance.nothingExpiring', { count: EXPIRING_SOON_DAYS })}</p>
          )}
        </section>
      </div>
    </div>
  );
};
