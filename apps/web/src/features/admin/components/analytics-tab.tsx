import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_STATS_PERIODS, type AdminStats, type AdminStatsPeriod } from '@vizyt/contracts';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { cn } from '@/components/ui/cn';
import { moneyLocale } from '@/lib/money';
import { useGetAdminStatsQuery } from '../api/admin-api';
import { useAdminFormat, type AdminFormat } from '../model/format';
import { seriesPoints, type SeriesMetric } from '../model/series';
import type { ChartPoint } from './admin-charts';
import { card, EmptyState, LoadError, LoadingRows, Panel, td, th } from './panel';

// recharts is big: it downloads with the charts, after the figures are on screen.
const CountBars = lazy(() => import('./admin-charts').then((module) => ({ default: module.CountBars })));
const MoneyArea = lazy(() => import('./admin-charts').then((module) => ({ default: module.MoneyArea })));

const ChartSkeleton = () => <div aria-hidden="true" className="h-[200px] animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />;

const Figure = ({ title, children }: { title: string; children: ReactNode }) => (
  <figure className="min-w-0">
    <figcaption className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{title}</figcaption>
    <Suspense fallback={<ChartSkeleton />}>{children}</Suspense>
  </figure>
);

type Kpi = 'newUsers' | 'bookings' | 'paid' | 'refunds' | 'commission';
const KPIS: readonly Kpi[] = ['newUsers', 'bookings', 'paid', 'refunds', 'commission'];
const kpiValue = (stats: AdminStats, key: Kpi, f: AdminFormat) =>
  key === 'newUsers' ? f.count(stats.users.new) : key === 'bookings' ? f.count(stats.bookings.total) : f.money(stats.money[key], stats.currency);

/** The platform's figures over a period: series of new users, bookings and money paid; top categories and cities. */
export const AnalyticsTab = () => {
  const { t } = useTranslation('admin');
  const f = useAdminFormat();
  const [period, setPeriod] = useState<AdminStatsPeriod>('month');
  // currentData: a new period shows skeletons, never the previous period's numbers.
  const query = useGetAdminStatsQuery(period);
  const stats = query.currentData;

  const points = useMemo(() => {
    const of = (metric: SeriesMetric): ChartPoint[] =>
      stats
        ? seriesPoints(stats.series, metric, f.language).map((p) => ({ ...p, valueText: metric === 'paid' ? f.money(p.value, stats.currency) : f.count(p.value) }))
        : [];
    return { newUsers: of('newUsers'), bookings: of('bookings'), paid: of('paid') };
  }, [stats, f]);
  const compact = useMemo(() => {
    const format = new Intl.NumberFormat(moneyLocale(f.language), { notation: 'compact', maximumFractionDigits: 1 });
    return (value: number) => format.format(value);
  }, [f.language]);

  const quiet = stats ? stats.series.every((p) => p.newUsers === 0 && p.bookings === 0 && p.paid === 0) : false;

  return (
    <div className="@container space-y-6" data-testid="admin-analytics">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('analytics.title')}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {stats ? f.period(stats.from, stats.to) : '\u00a0'}
          </p>
        </div>
        <ToggleGroup label={t('analytics.period.label')} options={ADMIN_STATS_PERIODS} value={period} onChange={setPeriod} labelOf={(p) => t(`analytics.period.${p}`)} columns="grid-cols-4" />
      </div>

      {query.isError ? (
        <Panel id="admin-analytics-error" title={t('analytics.title')}>
          <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </Panel>
      ) : !stats ? (
        <LoadingRows rows={5} testId="admin-analytics-loading" />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 @3xl:grid-cols-5">
            {KPIS.map((key) => (
              <div key={key} className={cn(card, 'flex flex-col gap-1 p-4')} data-testid={`kpi-${key}`}>
                <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{t(`analytics.kpi.${key}`)}</dt>
                <dd className="truncate text-xl font-bold text-slate-900 tabular-nums dark:text-white">{kpiValue(stats, key, f)}</dd>
              </div>
            ))}
          </dl>

          <Panel id="admin-analytics-series" title={t('analytics.series.title')} description={t(`analytics.series.description.${period}`)}>
            {quiet ? (
              <EmptyState title={t('analytics.series.empty')} testId="admin-analytics-quiet" />
            ) : (
              <div className="grid gap-6 @4xl:grid-cols-3">
                <Figure title={t('analytics.series.newUsers')}>
                  <CountBars points={points.newUsers} name={t('analytics.series.newUsers')} testId="chart-new-users" tone="second" />
                </Figure>
                <Figure title={t('analytics.series.bookings')}>
                  <CountBars points={points.bookings} name={t('analytics.series.bookings')} testId="chart-bookings" />
                </Figure>
                <Figure title={t('analytics.series.paid')}>
                  <MoneyArea points={points.paid} name={t('analytics.series.paid')} testId="chart-paid" formatTick={compact} />
                </Figure>
                {/* A table is as wide as its content whatever its width says: the wrapper is what hides it. */}
                <div className="sr-only">
                <table>
                  <caption>{t('analytics.series.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('analytics.series.date')}</th>
                      <th scope="col">{t('analytics.series.newUsers')}</th>
                      <th scope="col">{t('analytics.series.bookings')}</th>
                      <th scope="col">{t('analytics.series.paid')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {points.bookings.map((point, index) => (
                      <tr key={point.key}>
                        <th scope="row">{point.longLabel}</th>
                        <td>{points.newUsers[index]?.valueText}</td>
                        <td>{point.valueText}</td>
                        <td>{points.paid[index]?.valueText}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                </div>
              </div>
            )}
          </Panel>

          <div className="grid gap-6 @4xl:grid-cols-2">
            <Panel id="admin-top-categories" title={t('analytics.categories.title')}>
              {stats.topCategories.length === 0 ? (
                <EmptyState title={t('analytics.categories.empty')} />
              ) : (
                <div className="relative overflow-x-auto">
                  <table className="w-full">
                    <thead className="border-b border-slate-200 dark:border-slate-800">
                      <tr>
                        <th scope="col" className={th}>{t('analytics.categories.category')}</th>
                        <th scope="col" className={`${th} text-right`}>{t('analytics.categories.bookings')}</th>
                        <th scope="col" className={`${th} text-right`}>{t('analytics.categories.revenue')}</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                      {stats.topCategories.map((category) => {
                        const max = Math.max(1, ...stats.topCategories.map((c) => c.bookings));
                        return (
                          <tr key={category.id}>
                            <th scope="row" className={`${td} text-left font-medium`}>
                              <span className="break-words">{category.name}</span>
                              <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-slate-100 dark:bg-slate-800">
                                <span className="block h-1.5 rounded-full bg-brand-600 dark:bg-brand-400" style={{ width: `${(category.bookings / max) * 100}%` }} />
                              </span>
                            </th>
                            <td className={`${td} text-right tabular-nums`}>{f.count(category.bookings)}</td>
                            <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{f.money(category.revenue, stats.currency)}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              )}
            </Panel>
            <Panel id="admin-top-cities" title={t('analytics.cities.title')}>
              {stats.topCities.length === 0 ? (
                <EmptyState title={t('analytics.cities.empty')} />
              ) : (
                <div className="relative overflow-x-auto">
                  <table className="w-full">
                    <thead className="border-b border-slate-200 dark:border-slate-800">
                      <tr>
                        <th scope="col" className={th}>{t('analytics.cities.city')}</th>
                        <th scope="col" className={`${th} text-right`}>{t('analytics.cities.bookings')}</th>
                        <th scope="col" className={`${th} text-right`}>{t('analytics.cities.specialists')}</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                      {stats.topCities.map((city) => (
                        <tr key={city.city}>
                          <th scope="row" className={`${td} text-left font-medium break-words`}>{city.city}</th>
                          <td className={`${td} text-right tabular-nums`}>{f.count(city.bookings)}</td>
                          <td className={`${td} text-right tabular-nums`}>{f.count(city.specialists)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </Panel>
          </div>
        </>
      )}
    </div>
  );
};
