import { lazy, Suspense, useMemo } from 'react';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EARNINGS_PERIODS, type Earnings } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { PeriodPageHeader } from '@/components/ui/page-header';
import { useGetEarningsQuery, useGetPaymentSettingsQuery, useGetPayoutsQuery, type EarningsPeriod } from '../api/earnings-api';
import { EarningsCard } from '../components/card';
import { EarningsEmptyState } from '../components/earnings-empty-state';
import { EarningsTiles, EarningsTilesSkeleton } from '../components/earnings-tiles';
import { PaymentSettingsCard } from '../components/payment-settings-card';
import { PayoutsLedger } from '../components/payouts-ledger';
import { PeriodSwitch } from '../components/period-switch';
import { chartPoints } from '../model/chart';
import { formatCompact, useDates } from '../model/format';

// recharts is big: it downloads with the chart, after the tiles are on screen.
const EarningsChart = lazy(() => import('../components/earnings-chart').then((module) => ({ default: module.EarningsChart })));

const SETTINGS_ID = 'payment-settings';
const DEFAULT_PERIOD: EarningsPeriod = 'month';
const isPeriod = (value: string | null): value is EarningsPeriod => (EARNINGS_PERIODS as readonly string[]).includes(value ?? '');

const ChartSkeleton = () => <div aria-hidden="true" className="h-[284px] animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />;

/** Nothing paid in the period, nothing waiting and nothing ever paid out. */
const isEmpty = (earnings: Earnings, payoutCount: number) =>
  earnings.paymentsCount === 0 && earnings.gross === 0 && earnings.pendingPayout === 0 && earnings.paidOut === 0 && payoutCount === 0;

const LoadError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('earnings');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 @md:p-6 dark:border-red-900/60 dark:bg-red-950/30">
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600 dark:text-red-400" />
        <div>
          <h2 className="font-semibold text-red-900 dark:text-red-100">{t('error.title')}</h2>
          <p className="mt-1 text-sm text-red-800 dark:text-red-200">{t('error.body')}</p>
        </div>
      </div>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('actions.retry')}
      </Button>
    </div>
  );
};

/**
 * /specialist/earnings (issue #11): the period's gross, commission, refunds and net, what waits to
 * be paid out and what was; gross and net by month; the payouts ledger with "Request payout"; and
 * the payment settings (online payments, deposit, payout details). Laid out by the width of the
 * page itself (container queries): the sidebar takes a quarter of a tablet's screen.
 */
export const EarningsPage = () => {
  const { t, i18n } = useTranslation('earnings');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [params, setParams] = useSearchParams();
  const period = isPeriod(params.get('period')) ? (params.get('period') as EarningsPeriod) : DEFAULT_PERIOD;
  const earnings = useGetEarningsQuery(period);
  const settings = useGetPaymentSettingsQuery();
  const payouts = useGetPayoutsQuery();
  const { range } = useDates();

  // currentData: a new period shows the skeleton, never the previous period's numbers.
  const data = earnings.currentData;
  const periodText = data ? (range(data.from, data.to) ?? t('period.allTime')) : null;
  const empty = data && payouts.data ? isEmpty(data, payouts.data.payouts.length) : false;
  const points = useMemo(() => (data ? chartPoints(data.byMonth, data.currency, language) : []), [data, language]);

  let content: React.ReactNode;
  if (earnings.isError) {
    content = <LoadError onRetry={() => void earnings.refetch()} />;
  } else if (!data || payouts.isLoading) {
    content = (
      <div role="status" aria-live="polite" className="space-y-6">
        <span className="sr-only">{t('loading')}</span>
        <EarningsTilesSkeleton />
        <EarningsCard id="earnings-chart-loading" title={t('chart.title')}>
          <ChartSkeleton />
        </EarningsCard>
      </div>
    );
  } else if (empty) {
    content = <EarningsEmptyState commissionPercent={data.commissionPercent} payoutReady={settings.data?.payoutReady ?? true} settingsId={SETTINGS_ID} />;
  } else {
    content = (
      <div className="space-y-6">
        <EarningsTiles earnings={data} />
        <EarningsCard id="earnings-chart" title={t('chart.title')} description={t('chart.description')}>
          {data.byMonth.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('chart.empty')}</p>
          ) : (
            <Suspense fallback={<ChartSkeleton />}>
              <EarningsChart points={points} formatTick={(amount) => formatCompact(amount, language)} />
            </Suspense>
          )}
        </EarningsCard>
      </div>
    );
  }

  return (
    <div className="@container mx-auto w-full max-w-7xl space-y-6">
      <PeriodPageHeader
        title={t('title')}
        description={t('description')}
        periodSwitch={<PeriodSwitch value={period} onChange={(next) => setParams(next === DEFAULT_PERIOD ? {} : { period: next }, { replace: true })} />}
        range={periodText}
      />

      {content}

      {empty ? (
        <PaymentSettingsCard id={SETTINGS_ID} className="max-w-3xl" />
      ) : (
        <div className="grid items-start gap-6 @4xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <PayoutsLedger settings={settings.data} settingsId={SETTINGS_ID} />
          <PaymentSettingsCard id={SETTINGS_ID} />
        </div>
      )}
    </div>
  );
};
