import type { Currency } from '@vizyt/contracts';
import { useTranslation } from 'react-i18next';
import type { PaymentQuote } from '../model/paid-result';
import { useFormatMoney } from '../model/use-format-money';

/**
 * What one payment charges, line by line: the amount, the points off it, and what the card is
 * charged — the same quote the Pay button and the bank's dialog read.
 */
export const QuoteLines = ({ quote, currency = 'UAH' }: { quote: PaymentQuote; currency?: Currency }) => {
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  return (
    <dl data-testid="points-total" className="flex flex-col gap-1 border-y border-slate-200 py-3 dark:border-slate-800">
      {quote.points > 0 && (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">{t('step.dueNow')}</dt>
            <dd className="tabular-nums text-slate-900 dark:text-white">{formatMoney(quote.amount, currency)}</dd>
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">{t('points.discount', { count: quote.points })}</dt>
            <dd className="font-medium text-emerald-700 tabular-nums dark:text-emerald-300">−{formatMoney(quote.discount, currency)}</dd>
          </div>
        </>
      )}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <dt className="font-medium text-slate-900 dark:text-white">{t(quote.points > 0 ? 'points.toPay' : 'step.dueNow')}</dt>
        <dd className="text-lg font-bold text-slate-900 tabular-nums dark:text-white">{formatMoney(quote.toPay, currency)}</dd>
      </div>
    </dl>
  );
};
