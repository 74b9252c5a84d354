import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Service } from '@vizyt/contracts';
import { useAppSelector } from '@/stores/hooks';
import { cn } from '@/components/ui/cn';
import { useFormatPrice } from '@/hooks/use-format-price';
import { mutedText } from './styles';
import { Facts } from '@/components/ui/facts';

/**
 * Step 3 without online payments (the page was given none, see model/payment-slots.ts): the
 * only method is paying the specialist at the visit.
 */
export const PaymentStep = ({ service }: { service: Service }) => {
  const { t } = useTranslation('booking');
  const formatPrice = useFormatPrice();
  const currency = useAppSelector((state) => state.ui.currency);
  return (
    <div className="flex flex-col gap-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">{t('payment.method')}</legend>
        <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-brand-600 bg-brand-50 p-3 dark:border-brand-400 dark:bg-brand-500/10">
          <input type="radio" name="payment-method" value="at_visit" checked readOnly className="mt-1 size-4 accent-brand-600" />
          <span className="flex flex-col gap-0.5">
            <span className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
              <Wallet aria-hidden="true" className="size-5" />
              {t('payment.atVisit')}
            </span>
            <span className={mutedText}>{t('payment.atVisitHint')}</span>
          </span>
        </label>
      </fieldset>
      <section aria-label={t('payment.summary')}>
        <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">{t('payment.summary')}</h3>
        <Facts
          className="mt-1"
          facts={[
            { label: t('payment.duration'), value: t('payment.minutes', { minutes: service.duration }) },
            { label: t('payment.price'), value: formatPrice(service.price), emphasis: true },
          ]}
        />
        {currency !== 'UAH' && <p className={cn(mutedText, 'mt-1 text-xs')}>{t('payment.converted', { currency })}</p>}
      </section>
    </div>
  );
};
