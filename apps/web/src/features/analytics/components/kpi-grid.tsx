import { useTranslation } from 'react-i18next';
import type { SpecialistAnalytics } from '@vizyt/contracts';
import { cn } from '@/components/ui/cn';
import { formatKpi, KPI_KEYS, kpisOf, NO_VALUE, type KpiKey } from '../model/kpi';

/** Every figure of the analytics page: all but the month's, which the period already covers. */
export const ANALYTICS_KPIS: readonly KpiKey[] = KPI_KEYS.filter((key) => key !== 'bookingsThisMonth' && key !== 'revenueThisMonth');

/** The stats of spec section 3 on the dashboard (the month's figures). */
export const DASHBOARD_KPIS: readonly KpiKey[] = [
  'bookingsThisMonth',
  'revenueThisMonth',
  'averageRating',
  'responseTime',
  'completionRate',
  'profileViews',
  'favoriteCount',
  'conversionRate',
  'repeatClients',
  'punctuality',
];

const GRID = 'grid grid-cols-2 gap-3 @2xl:grid-cols-3 @4xl:grid-cols-4 @md:gap-4';

/** Figures as tiles: a label, the value, and a hint ("—" says why there is nothing to show). */
export const KpiGrid = ({ analytics, keys }: { analytics: SpecialistAnalytics; keys: readonly KpiKey[] }) => {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ul aria-label={t('kpi.label')} className={GRID}>
      {kpisOf(analytics, keys).map(({ key, kind, value }) => {
        const text = formatKpi(kind, value, language);
        const missing = text === NO_VALUE;
        return (
          <li key={key} data-testid={`kpi-${key}`} className="flex min-w-0 flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-3 @md:p-4 dark:border-slate-800 dark:bg-slate-900">
            <span className="text-sm font-medium text-slate-600 dark:text-slate-300">{t(`kpi.${key}.label`)}</span>
            <span className={cn('text-xl font-bold tracking-tight tabular-nums @md:text-2xl', missing ? 'text-slate-400 dark:text-slate-500' : 'text-slate-900 dark:text-white')}>
              {missing ? (
                <>
                  <span aria-hidden="true">{NO_VALUE}</span>
                  <span className="sr-only">{t('kpi.noValue')}</span>
                </>
              ) : (
                text
              )}
            </span>
            <span className="text-xs text-slate-500 dark:text-slate-400">{missing ? t(`kpi.${key}.none`) : t(`kpi.${key}.hint`)}</span>
          </li>
        );
      })}
    </ul>
  );
};

export const KpiGridSkeleton = ({ count }: { count: number }) => (
  <ul aria-hidden="true" className={GRID}>
    {Array.from({ length: count }, (_, index) => (
      <li key={index} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3 @md:p-4 dark:border-slate-800 dark:bg-slate-900">
        <span className="h-4 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
        <span className="h-7 w-1/2 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
        <span className="h-3 w-3/4 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
      </li>
    ))}
  </ul>
);
