import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { useGetBookingStatsQuery, type BookingStats } from '../api/bookings-api';
import type { InstantRange } from '../model/list-range';
import { useBookingPrice } from '../model/use-booking-format';

const STATUS_TILES = ['PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED'] as const;
type Tile = 'month' | (typeof STATUS_TILES)[number] | 'completionRate';
const TILES: readonly Tile[] = ['month', ...STATUS_TILES, 'completionRate'];

interface StatsCountersProps {
  /** The list's date filter as instants: the status tiles count exactly the bookings the list can show. */
  range: InstantRange;
  /** Phones: one line that opens into the tiles, so the bookings come first. */
  compact: boolean;
}

/**
 * The specialist's counters. "This month" is the calendar month on the specialist's wall
 * calendar (GET /bookings/stats?period=month, its future part included); the status tiles and
 * the completion rate cover the same dates as the list below (period=all narrowed by its filter).
 * Both are tagged STATS, which every booking action invalidates.
 */
export const StatsCounters = ({ range, compact }: StatsCountersProps) => {
  const { t, i18n } = useTranslation('bookings');
  const id = useId();
  const [open, setOpen] = useState(false);
  const month = useGetBookingStatsQuery({ period: 'month', view: 'specialist' });
  const listed = useGetBookingStatsQuery({ period: 'all', view: 'specialist', ...range });
  const price = useBookingPrice();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const filtered = Boolean(range.from || range.to);

  const value = (tile: Tile): string | null => {
    if (tile === 'month') return month.data ? String(month.data.total) : null;
    const data: BookingStats | undefined = listed.data;
    if (!data) return null;
    if (tile === 'completionRate') return percent.format(data.completionRate);
    return String(data.byStatus[tile] ?? 0);
  };
  const label = (tile: Tile) => (tile === 'month' ? t('stats.month') : tile === 'completionRate' ? t('stats.completionRate') : t(`status.${tile}`));

  const tiles = (
    <dl id={`${id}-tiles`} className="grid grid-cols-2 gap-2 @md:grid-cols-3 @md:gap-3 @4xl:grid-cols-6">
      {TILES.map((tile) => (
        <div key={tile} data-testid={`stat-${tile}`} className="flex min-w-0 flex-col justify-between rounded-xl border border-slate-200 bg-white px-3 py-2.5 lg:px-4 lg:py-3 dark:border-slate-800 dark:bg-slate-900">
          <dt className="text-xs leading-tight font-medium break-words hyphens-auto text-slate-600 dark:text-slate-400">{label(tile)}</dt>
          <dd className={cn('mt-1 text-xl font-semibold tabular-nums text-slate-900 sm:text-2xl dark:text-white', value(tile) === null && 'text-slate-400 dark:text-slate-600')}>
            {value(tile) ?? '—'}
          </dd>
        </div>
      ))}
    </dl>
  );

  // The month's gross revenue by visit date: the figure of the earnings, dashboard and analytics (#26).
  const footer = (
    <p data-testid="stats-footer" className="mt-2 text-xs text-slate-500 dark:text-slate-400">
      {filtered ? t('stats.scopeFiltered') : t('stats.scopeAll')}
      {month.data && <> · {t('stats.footer', { upcoming: month.data.upcoming, amount: price(month.data.amount, 'UAH') })}</>}
    </p>
  );

  if (!compact) {
    return (
      // Six tiles in a row only where each gets its label's width (the sidebar takes part of a tablet).
      <section aria-labelledby={`${id}-title`} aria-busy={month.isLoading || listed.isLoading} className="@container">
        <h2 id={`${id}-title`} className="sr-only">
          {t('stats.title')}
        </h2>
        {tiles}
        {footer}
      </section>
    );
  }

  const summary = (['PENDING', 'CONFIRMED', 'month'] as const).map((tile) => `${label(tile)}: ${value(tile) ?? '—'}`).join(' · ');
  return (
    <section aria-labelledby={`${id}-title`} aria-busy={month.isLoading || listed.isLoading} className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <h2 className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-brand-600/40"
        >
          <span className="flex min-w-0 flex-1 flex-col">
            <span id={`${id}-title`} className="text-sm font-semibold text-slate-900 dark:text-white">
              {t('stats.title')}
            </span>
            <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">{summary}</span>
          </span>
          <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')} />
        </button>
      </h2>
      {open && (
        <div id={`${id}-panel`} className="@container border-t border-slate-200 px-3 pt-3 pb-3 dark:border-slate-800">
          {tiles}
          {footer}
        </div>
      )}
    </section>
  );
};
