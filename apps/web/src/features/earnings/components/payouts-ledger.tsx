import { useState } from 'react';
import { Landmark, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PaymentSettings } from '@vizyt/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useGetPayoutsQuery, type Payout } from '../api/earnings-api';
import { earningsErrorText } from '../model/api-error';
import { useDates, useEarningsMoney } from '../model/format';
import { EarningsCard } from './card';
import { RequestPayoutDialog } from './request-payout-dialog';

const STATUS_TONES: Record<Payout['status'], string> = {
  PENDING: 'bg-amber-100 text-amber-900 ring-amber-200 dark:bg-amber-500/15 dark:text-amber-200 dark:ring-amber-500/30',
  PAID: 'bg-emerald-100 text-emerald-900 ring-emerald-200 dark:bg-emerald-500/15 dark:text-emerald-200 dark:ring-emerald-500/30',
};

/** One payout: amount and status, then when it was asked for and paid, to which account, and the bank's reference. */
const PayoutRow = ({ payout }: { payout: Payout }) => {
  const { t } = useTranslation('earnings');
  const money = useEarningsMoney();
  const { date } = useDates();
  const fact = (label: string, value: string, className?: string) => (
    <div className="flex min-w-0 gap-1.5">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className={cn('min-w-0 text-slate-800 dark:text-slate-200', className)}>{value}</dd>
    </div>
  );
  return (
    <li data-payout-id={payout.id} className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-base font-semibold text-slate-900 tabular-nums dark:text-white">
          <span className="sr-only">{t('payouts.amount')}: </span>
          {money(payout.amount, payout.currency)}
        </p>
        <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', STATUS_TONES[payout.status])}>
          <span className="sr-only">{t('payouts.status')}: </span>
          {t(`payouts.statuses.${payout.status}`)}
        </span>
      </div>
      <dl className="mt-1.5 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {fact(t('payouts.requestedAt'), date(payout.requestedAt))}
        {payout.paidAt && fact(t('payouts.paidAt'), date(payout.paidAt))}
        {fact(t('payouts.iban'), payout.ibanMasked, 'whitespace-nowrap tabular-nums')}
        {payout.reference && fact(t('payouts.reference'), payout.reference, 'break-all')}
      </dl>
    </li>
  );
};

/**
 * What is available to pay out, the "Request payout" button (with a confirmation), and every
 * payout with its status, account, bank reference and dates.
 */
export const PayoutsLedger = ({ settings, settingsId }: { settings: PaymentSettings | undefined; settingsId: string }) => {
  const { t } = useTranslation('earnings');
  const money = useEarningsMoney();
  const payouts = useGetPayoutsQuery();
  const [confirming, setConfirming] = useState(false);
  const available = payouts.data?.available ?? 0;
  const currency = payouts.data?.currency ?? 'UAH';
  const needsDetails = settings ? !settings.payoutReady : false;

  let body: React.ReactNode;
  if (payouts.isLoading) {
    body = (
      <div aria-hidden="true" className="space-y-3">
        {[0, 1].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
        ))}
      </div>
    );
  } else if (!payouts.data) {
    body = (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700 dark:text-slate-300">
        <p>{earningsErrorText(t, payouts.error, 'payouts.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void payouts.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  } else if (payouts.data.payouts.length === 0) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('payouts.empty')}</p>;
  } else {
    body = (
      <ul aria-label={t('payouts.listLabel')} className="divide-y divide-slate-100 dark:divide-slate-800">
        {payouts.data.payouts.map((payout) => (
          <PayoutRow key={payout.id} payout={payout} />
        ))}
      </ul>
    );
  }

  return (
    <EarningsCard id="payouts" title={t('payouts.title')} description={t('payouts.description')}>
      {payouts.data && (
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-3 @md:p-4 dark:bg-slate-800/60">
          <div className="flex min-w-0 items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-200">
              <Landmark aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="text-sm text-slate-600 dark:text-slate-300">{t('payouts.available')}</p>
              <p data-testid="payout-available" className="text-xl font-bold text-slate-900 tabular-nums dark:text-white">
                {money(available, currency)}
              </p>
            </div>
          </div>
          {available > 0 && (
            <Button onClick={() => setConfirming(true)} disabled={needsDetails} aria-haspopup="dialog" aria-describedby={needsDetails ? 'payout-needs-details' : undefined}>
              <Send aria-hidden="true" className="size-4" />
              {t('payouts.request')}
            </Button>
          )}
          {available > 0 && needsDetails && (
            <p id="payout-needs-details" className="w-full text-sm text-amber-800 dark:text-amber-200">
              {t('payouts.needsDetails')}{' '}
              <a href={`#${settingsId}`} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
                {t('payouts.addDetails')}
              </a>
            </p>
          )}
          {available === 0 && <p className="w-full text-sm text-slate-600 dark:text-slate-400">{t('payouts.nothingAvailable')}</p>}
        </div>
      )}
      {body}
      <RequestPayoutDialog
        open={confirming}
        amount={available}
        currency={currency}
        ibanMasked={settings?.payoutIbanMasked ?? null}
        recipientName={settings?.payoutRecipientName ?? null}
        onClose={() => setConfirming(false)}
      />
    </EarningsCard>
  );
};
