import { ArrowRight, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useMarketingNumbers } from '../model/use-marketing-numbers';
import { container } from './landing-styles';

const BENEFITS = ['clients', 'schedule', 'payments'] as const;

/** Anchor target of the header link "For specialists" (`/#for-specialists`). */
export function ForSpecialistsSection() {
  const { t } = useTranslation('landing');
  const numbers = useMarketingNumbers();
  // The commission is marketing copy (spec section 9): it lives in the translations, not in code.
  const commission = t('forSpecialists.commission');

  const stats = [
    { key: 'bookings', value: t('forSpecialists.stats.bookings.value', { value: numbers.integer(45) }) },
    { key: 'response', value: t('forSpecialists.stats.response.value', { value: numbers.integer(2) }) },
    { key: 'satisfaction', value: t('forSpecialists.stats.satisfaction.value', { value: numbers.oneDecimal(4.8) }) },
    { key: 'commission', value: commission },
  ] as const;

  return (
    <section id="for-specialists" aria-labelledby="landing-for-specialists-title" className="scroll-mt-20 bg-white pb-16 sm:pb-20 lg:pb-24 dark:bg-slate-950">
      <div className={container}>
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-slate-900 px-5 py-12 shadow-xl sm:px-10 sm:py-16 lg:px-16 dark:from-brand-900 dark:via-slate-900 dark:to-slate-900 dark:ring-1 dark:ring-brand-500/30">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-accent-400/20 blur-3xl dark:bg-brand-400/15"
          />
          <div className="grid items-center gap-12 lg:grid-cols-2">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">{t('forSpecialists.eyebrow')}</p>
              <h2
                id="landing-for-specialists-title"
                className="mt-2 text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
              >
                {t('forSpecialists.title')}
              </h2>
              <p className="mt-4 text-lg text-pretty text-brand-100">{t('forSpecialists.subtitle')}</p>
              <ul className="mt-8 space-y-3">
                {BENEFITS.map((benefit) => (
                  <li key={benefit} className="flex items-start gap-3 text-white">
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
                    {t(`forSpecialists.benefits.${benefit}`)}
                  </li>
                ))}
              </ul>
              <p className="mt-6 text-sm text-brand-100">{t('forSpecialists.commissionNote', { commission })}</p>
              <Link
                to={paths.auth.register('specialist')}
                className="mt-8 inline-flex items-center justify-center gap-2 rounded-xl bg-white px-6 py-3 text-base font-semibold text-brand-800 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-800"
              >
                {t('forSpecialists.join')}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </div>

            <div>
              <h3 className="sr-only">{t('forSpecialists.statsTitle')}</h3>
              <dl className="grid grid-cols-2 gap-3 sm:gap-4">
                {stats.map(({ key, value }) => (
                  <div
                    key={key}
                    className="flex flex-col-reverse justify-end gap-1 rounded-2xl border border-white/15 bg-white/10 p-4 backdrop-blur sm:p-6"
                  >
                    <dt className="text-sm break-words hyphens-auto text-brand-100">{t(`forSpecialists.stats.${key}.label`)}</dt>
                    <dd className="text-2xl font-bold tracking-tight whitespace-nowrap text-white tabular-nums sm:text-3xl">
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
