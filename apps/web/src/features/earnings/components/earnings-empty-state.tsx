import { CreditCard, Landmark, Percent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';

/**
 * Nothing earned yet: how money comes — customers pay online, the platform keeps its commission,
 * the rest is paid out to the specialist's IBAN — and a way to the payout details when missing.
 */
export const EarningsEmptyState = ({ commissionPercent, payoutReady, settingsId }: { commissionPercent: number; payoutReady: boolean; settingsId: string }) => {
  const { t } = useTranslation('earnings');
  const steps = [
    { key: 'pay', icon: CreditCard, text: t('empty.steps.pay') },
    { key: 'commission', icon: Percent, text: t('empty.steps.commission', { percent: commissionPercent }) },
    { key: 'payout', icon: Landmark, text: t('empty.steps.payout') },
  ];
  return (
    <section aria-labelledby="earnings-empty-title" className="rounded-2xl border border-dashed border-slate-300 bg-white p-5 @md:p-8 dark:border-slate-700 dark:bg-slate-900/60">
      <h2 id="earnings-empty-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('empty.title')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">{t('empty.description')}</p>
      <ol className="mt-5 grid gap-4 @2xl:grid-cols-3">
        {steps.map(({ key, icon: Icon, text }, index) => (
          <li key={key} className="flex gap-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-200">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              <span className="block font-semibold text-slate-900 dark:text-white">{t('empty.step', { n: index + 1 })}</span>
              {text}
            </p>
          </li>
        ))}
      </ol>
      {!payoutReady && (
        <a href={`#${settingsId}`} className={buttonClasses('primary', 'md', 'mt-5')}>
          {t('empty.setUp')}
        </a>
      )}
    </section>
  );
};
