import type { Ref } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { cardLabel } from '../model/card-label';
import { POINT_VALUE_UAH } from '../model/points';
import type { PaidResult } from '../model/paid-result';
import { useFormatMoney } from '../model/use-format-money';
import { Facts } from '@/components/ui/facts';
import { focusRing } from './styles';

/** After paying on /payment/:bookingId: what was paid now (by card and with points), in all, and what is left for the visit. */
export const PaymentResult = ({ result, ref }: { result: PaidResult; ref?: Ref<HTMLHeadingElement> }) => {
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  const { payment } = result;
  return (
    <section aria-labelledby="payment-result-title" className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300">
          <CheckCircle2 aria-hidden="true" className="size-8" />
        </span>
        <h2 id="payment-result-title" ref={ref} tabIndex={-1} className="text-2xl font-semibold text-slate-900 outline-none dark:text-white">
          {t('result.title')}
        </h2>
        <p className="max-w-md text-slate-600 dark:text-slate-300">
          {result.remaining > 0 ? t('result.textRest', { amount: formatMoney(result.remaining, result.currency) }) : t('result.textFull')}
        </p>
      </div>
      <Facts
        facts={[
          { label: t('result.paidNow'), value: formatMoney(result.paidNow, result.currency) },
          ...(payment.paymentMethod ? [{ label: t('result.card'), value: cardLabel(payment.paymentMethod) }] : []),
          ...(result.pointsUsed > 0
            ? [{ label: t('result.points'), value: t('result.pointsValue', { count: result.pointsUsed, amount: formatMoney(result.pointsUsed * POINT_VALUE_UAH, result.currency) }) }]
            : []),
          { label: t('result.paidTotal'), value: formatMoney(result.paidTotal, result.currency) },
          { label: t('result.remaining'), value: result.remaining > 0 ? formatMoney(result.remaining, result.currency) : t('result.nothingLeft'), emphasis: true },
        ]}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-center">
        <Link to={paths.customer.bookings} className={buttonClasses('primary', 'md', focusRing)}>
          {t('result.myBookings')}
        </Link>
        <Link to={paths.customer.payments} className={cn(buttonClasses('outline', 'md', focusRing))}>
          {t('result.history')}
        </Link>
      </div>
    </section>
  );
};
