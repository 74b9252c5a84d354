import { CalendarCheck, CalendarClock, CalendarDays, Gift, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAppSelector } from '@/stores/hooks';
import { useFormatPrice } from '@/hooks/use-format-price';
import { selectLoyaltyPoints } from '@/stores/auth-slice';
import { useGetAccountStatsQuery } from '../api/account-api';
import { apiErrorMessage } from '../model/api-error';

interface Tile {
  key: string;
  label: string;
  value: string;
  icon: LucideIcon;
}

/** A strip of the customer's numbers (GET /auth/me/stats); money in the display currency. */
export const ProfileStats = () => {
  const { t, i18n } = useTranslation('account');
  const formatPrice = useFormatPrice();
  const { data, isLoading, isError, error, refetch } = useGetAccountStatsQuery();
  const points = useAppSelector(selectLoyaltyPoints);
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  if (isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
        <span>{apiErrorMessage(t, error, 'errors.fetchStats')}</span>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }

  const tiles: Tile[] = data
    ? [
        { key: 'total', label: t('stats.totalBookings'), value: count(data.totalBookings), icon: CalendarDays },
        { key: 'upcoming', label: t('stats.upcomingBookings'), value: count(data.upcomingBookings), icon: CalendarClock },
        { key: 'completed', label: t('stats.completedBookings'), value: count(data.completedBookings), icon: CalendarCheck },
        { key: 'spent', label: t('stats.totalSpent'), value: formatPrice(data.totalSpent), icon: Wallet },
        // The one balance the header shows (lib/loyalty-balance.ts), not this answer's copy.
        { key: 'points', label: t('stats.loyaltyPoints'), value: count(points), icon: Gift },
      ]
    : [];

  return (
    <section aria-labelledby="profile-stats-title" aria-busy={isLoading || undefined}>
      <h2 id="profile-stats-title" className="sr-only">
        {t('stats.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {isLoading
          ? Array.from({ length: 5 }, (_, i) => (
              <div key={i} className="h-[84px] animate-pulse rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-900" />
            ))
          : tiles.map(({ key, label, value, icon: Icon }, index) => (
              <div
                key={key}
                className={`flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs dark:border-slate-800 dark:bg-slate-900 ${index === tiles.length - 1 ? 'col-span-2 sm:col-span-1' : ''}`}
              >
                <dt className="flex items-center gap-2 text-xs font-medium text-slate-600 dark:text-slate-400">
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-600 dark:text-brand-300" />
                  <span>{label}</span>
                </dt>
                <dd className="text-xl font-semibold text-slate-900 tabular-nums dark:text-white">{value}</dd>
              </div>
            ))}
      </dl>
    </section>
  );
};
