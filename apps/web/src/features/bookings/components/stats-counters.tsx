import { useTranslation } from 'react-i18next';
import { useGetBookingStatsQuery } from '../api/bookings-api';
import { useBookingPrice } from '../model/use-booking-format';
import { cn } from '@/components/ui/cn';

const TILES = ['total', 'PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED', 'completionRate'] as const;

/** Counters by status over the past month (rolling, GET /bookings/stats?period=month). */
export const StatsCounters = () => {
  const { t, i18n } = useTranslation('bookings');
  const stats = useGetBookingStatsQuery('month');
  const price = useBookingPrice();
  const data = stats.data;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });

  const value = (tile: (typeof TILES)[number]): string => {
    if (!data) return '—';
    if (tile === 'total') return String(data.total);
    if (tile === 'completionRate') return percent.format(data.completionRate > 1 ? data.completionRate / 100 : data.completionRate);
    return String(data.byStatus[tile] ?? 0);
  };

  return (
    <section aria-labelledby="booking-stats-title" aria-busy={stats.isLoading}>
      <h2 id="booking-stats-title" className="sr-only">
        {t('stats.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {TILES.map((tile) => (
          <div key={tile} className="rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{tile === 'total' || tile === 'completionRate' ? t(`stats.${tile}`) : t(`status.${tile}`)}</dt>
            <dd className={cn('mt-1 text-2xl font-semibold tabular-nums text-slate-900 dark:text-white', !data && 'text-slate-400 dark:text-slate-600')}>{value(tile)}</dd>
          </div>
        ))}
      </dl>
      {data && (
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
          {t('stats.footer', { upcoming: data.upcoming, amount: price(data.amount, 'UAH') })}
        </p>
      )}
    </section>
  );
};
