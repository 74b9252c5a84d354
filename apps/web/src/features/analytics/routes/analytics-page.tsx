import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { AnalyticsPeriod, SpecialistAnalytics } from '@vizyt/contracts';
import { buttonClasses } from '@/components/ui/button';
import { PeriodPageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { moneyLocale } from '@/lib/money';
import { useGetCustomerInsightsQuery, useGetSpecialistAnalyticsQuery, useGetTopServicesQuery, type CustomerInsights } from '../api/analytics-api';
import { AnalyticsCard, blockState } from '../components/analytics-card';
import { ANALYTICS_KPIS, KpiGrid, KpiGridSkeleton } from '../components/kpi-grid';
import { PeriodSwitch } from '../components/period-switch';
import { hourPoints, seriesPoints, weekdayPoints, type BarPoint } from '../model/chart-data';
import { formatKpi } from '../model/kpi';
import { paramsWithPeriod, periodFromParams } from '../model/period';
import { periodRangeText } from '../model/period-range';
import { useFeatureOn } from '@/lib/feature-flags';

// recharts is big: it downloads with the charts, after the figures are on screen.
const SeriesCharts = lazy(() => import('../components/analytics-charts').then((module) => ({ default: module.SeriesCharts })));
const BookingsBars = lazy(() => import('../components/analytics-charts').then((module) => ({ default: module.BookingsBars })));

const ChartSkeleton = ({ height = 'h-56' }: { height?: string }) => <div aria-hidden="true" className={`${height} animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800`} />;

/** Nothing booked and nothing earned in the period: a new specialist, or a quiet period. */
export const isQuietPeriod = (analytics: SpecialistAnalytics) => analytics.bookings.total === 0 && analytics.revenue.gross === 0;

const useLanguage = () => {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
};

const EmptyPeriod = ({ period }: { period: AnalyticsPeriod }) => {
  const { t } = useTranslation('analytics');
  return (
    <section aria-labelledby="analytics-empty-title" data-testid="analytics-empty" className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900">
      <BarChart3 aria-hidden="true" className="size-10 text-slate-400" />
      <h2 id="analytics-empty-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('empty.title')}
      </h2>
      <p className="max-w-prose text-sm text-slate-600 dark:text-slate-400">{t('empty.body', { period: t(`period.this.${period}`) })}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.specialist.services} className={buttonClasses('primary', 'md', 'min-h-11')}>
          {t('empty.services')}
        </Link>
        <Link to={paths.specialist.profile} className={buttonClasses('outline', 'md', 'min-h-11')}>
          {t('empty.profile')}
        </Link>
      </div>
    </section>
  );
};

/** New and returning customers as two numbers and one split bar. */
const NewVsReturning = ({ insights }: { insights: CustomerInsights }) => {
  const { t } = useTranslation('analytics');
  const language = useLanguage();
  const total = insights.newCustomers + insights.returningCustomers;
  const share = (n: number) => (total > 0 ? formatKpi('share', n / total, language) : formatKpi('share', null, language));
  return (
    <div>
      <h3 className="text-sm font-medium text-slate-700 dark:text-slate-300">{t('insights.newVsReturning')}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">{t('insights.new')}</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums dark:text-white" data-testid="insights-new">
            {insights.newCustomers} <span className="text-sm font-normal text-slate-500 dark:text-slate-400">{share(insights.newCustomers)}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">{t('insights.returning')}</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums dark:text-white" data-testid="insights-returning">
            {insights.returningCustomers} <span className="text-sm font-normal text-slate-500 dark:text-slate-400">{share(insights.returningCustomers)}</span>
          </dd>
        </div>
      </dl>
      {total > 0 && (
        <div aria-hidden="true" className="mt-3 flex h-3 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
          <span className="bg-brand-600 dark:bg-brand-400" style={{ width: `${(insights.newCustomers / total) * 100}%` }} />
          <span className="bg-emerald-500 dark:bg-emerald-400" style={{ width: `${(insights.returningCustomers / total) * 100}%` }} />
        </div>
      )}
    </div>
  );
};

const ByCity = ({ insights }: { insights: CustomerInsights }) => {
  const { t } = useTranslation('analytics');
  const max = Math.max(1, ...insights.byCity.map((c) => c.customers));
  return (
    <div>
      <h3 className="text-sm font-medium text-slate-700 dark:text-slate-300">{t('insights.byCity')}</h3>
      {insights.byCity.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('insights.noCities')}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {insights.byCity.map(({ city, customers }) => (
            <li key={city} className="text-sm">
              <div className="flex justify-between gap-3 text-slate-700 dark:text-slate-300">
                <span className="min-w-0 break-words">{city === 'unknown' ? t('insights.unknownCity') : city}</span>
                <span className="font-medium tabular-nums">{t('insights.customers', { count: customers })}</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-100 dark:bg-slate-800">
                <div className="h-2 rounded-full bg-brand-600 dark:bg-brand-400" style={{ width: `${(customers / max) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

const ChartBlock = ({ title, children }: { title: string; children: ReactNode }) => (
  <div className="min-w-0">
    <h3 className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{title}</h3>
    <Suspense fallback={<ChartSkeleton height="h-48" />}>{children}</Suspense>
  </div>
);

/**
 * /specialist/analytics (spec section 2, issue #14): the period switch (in the URL, ?period=),
 * the figures of the period, bookings and revenue over time, the most booked services and who
 * the customers are. Each block loads, fails and retries on its own. Laid out by the page's own
 * width (container queries): the sidebar takes part of a tablet's screen.
 */
export const ANALYTICS_REFRESH_MS = 60_000;

export const SpecialistAnalyticsPage = () => {
  const { t } = useTranslation('analytics');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const period = periodFromParams(params);
  // currentData: a new period shows skeletons, never the previous period's numbers.
  // Live analytics (the admin's features.realtimeAnalytics): the figures refresh every minute
  // while the tab is in front; switched off, they load once per visit.
  const live = { pollingInterval: useFeatureOn('realtimeAnalytics') ? ANALYTICS_REFRESH_MS : 0, skipPollingIfUnfocused: true };
  const overview = useGetSpecialistAnalyticsQuery(period, live);
  const top = useGetTopServicesQuery(period, live);
  const insights = useGetCustomerInsightsQuery(period, live);
  const data = overview.currentData;

  const points = useMemo(() => (data ? seriesPoints(data, language) : []), [data, language]);
  const compact = useMemo(() => {
    const format = new Intl.NumberFormat(moneyLocale(language), { notation: 'compact', maximumFractionDigits: 1 });
    return (amount: number) => format.format(amount);
  }, [language]);
  const topPoints: BarPoint[] = useMemo(
    () => (top.currentData?.services ?? []).map((s) => ({ key: s.serviceId, label: s.name.length > 18 ? `${s.name.slice(0, 17)}…` : s.name, longLabel: s.name, bookings: s.bookings })),
    [top.currentData],
  );
  const weekdays = useMemo(() => (insights.currentData ? weekdayPoints(insights.currentData.byWeekday, language) : []), [insights.currentData, language]);
  const hours = useMemo(() => (insights.currentData ? hourPoints(insights.currentData.byHour) : []), [insights.currentData]);

  const quiet = data ? isQuietPeriod(data) : false;
  const overviewState = blockState([{ isError: overview.isError, data }], () => false);
  const topState = blockState([{ isError: top.isError, data: top.currentData }], () => top.currentData!.services.length === 0);
  const insightsState = blockState([{ isError: insights.isError, data: insights.currentData }], () => insights.currentData!.customers === 0);

  return (
    <div className="@container mx-auto w-full max-w-7xl space-y-6">
      <PeriodPageHeader
        title={t('title')}
        description={t('description')}
        periodSwitch={<PeriodSwitch value={period} onChange={(next) => setParams(paramsWithPeriod(params, next), { replace: true })} />}
        range={data ? periodRangeText(data.from, data.to, data.timezone, language) : null}
        rangeTestId="analytics-range"
      />

      {overviewState === 'error' ? (
        <AnalyticsCard id="analytics-kpis" title={t('kpi.title')} state="error" onRetry={() => void overview.refetch()} empty={null} />
      ) : overviewState === 'loading' ? (
        <div role="status">
          <span className="sr-only">{t('loading')}</span>
          <KpiGridSkeleton count={ANALYTICS_KPIS.length} />
        </div>
      ) : (
        <section aria-label={t('kpi.title')}>
          <KpiGrid analytics={data!} keys={ANALYTICS_KPIS} />
        </section>
      )}

      {quiet ? (
        <EmptyPeriod period={period} />
      ) : (
        <>
          {overviewState !== 'error' && (
          <AnalyticsCard
            id="analytics-series"
            title={t('series.title')}
            description={t(`series.description.${period}`)}
            state={overviewState}
            onRetry={() => void overview.refetch()}
            empty={null}
            skeletonHeight="h-56"
          >
            <Suspense fallback={<ChartSkeleton />}>
              <SeriesCharts points={points} formatTick={compact} />
            </Suspense>
          </AnalyticsCard>
          )}

          <AnalyticsCard id="analytics-top-services" title={t('top.title')} description={t('top.description')} state={topState} onRetry={() => void top.refetch()} empty={t('top.empty')}>
              <ChartBlock title={t('top.chart')}>
                <BookingsBars horizontal withTable={false} points={topPoints} caption={t('top.title')} categoryHeader={t('top.service')} testId="chart-top-services" />
              </ChartBlock>
              <div className="mt-4 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t('top.tableCaption')}</caption>
                  <thead className="text-xs text-slate-500 dark:text-slate-400">
                    <tr>
                      <th scope="col" className="py-2 pr-3 font-medium">{t('top.service')}</th>
                      <th scope="col" className="py-2 pr-3 text-right font-medium">{t('top.bookings')}</th>
                      <th scope="col" className="hidden py-2 pr-3 text-right font-medium @md:table-cell">{t('top.completed')}</th>
                      <th scope="col" className="py-2 pr-3 text-right font-medium">{t('top.revenue')}</th>
                      <th scope="col" className="py-2 text-right font-medium">{t('top.rating')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
                    {(top.currentData?.services ?? []).map((s) => (
                      <tr key={s.serviceId}>
                        <th scope="row" className="py-2 pr-3 font-medium break-words">{s.name}</th>
                        <td className="py-2 pr-3 text-right tabular-nums">{s.bookings}</td>
                        <td className="hidden py-2 pr-3 text-right tabular-nums @md:table-cell">{s.completed}</td>
                        <td className="py-2 pr-3 text-right tabular-nums">{formatKpi('money', s.revenue, language)}</td>
                        <td className="py-2 text-right tabular-nums">{formatKpi('rating', s.averageRating, language)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </AnalyticsCard>

            <AnalyticsCard
              id="analytics-insights"
              title={t('insights.title')}
              description={t('insights.description', { count: insights.currentData?.customers ?? 0 })}
              state={insightsState}
              onRetry={() => void insights.refetch()}
              empty={t('insights.empty')}
            >
              {insights.currentData && (
                <div className="space-y-6">
                  <div className="grid gap-6 @2xl:grid-cols-2">
                    <NewVsReturning insights={insights.currentData} />
                    <ByCity insights={insights.currentData} />
                  </div>
                  <div className="grid gap-6 @4xl:grid-cols-2">
                  <ChartBlock title={t('insights.byWeekday')}>
                    <BookingsBars points={weekdays} caption={t('insights.byWeekday')} categoryHeader={t('insights.weekday')} testId="chart-weekdays" />
                  </ChartBlock>
                  <ChartBlock title={t('insights.byHour')}>
                    <BookingsBars points={hours} caption={t('insights.byHour')} categoryHeader={t('insights.hour')} testId="chart-hours" />
                  </ChartBlock>
                  </div>
                </div>
              )}
            </AnalyticsCard>
        </>
      )}
    </div>
  );
};
