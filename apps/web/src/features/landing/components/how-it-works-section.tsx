import type { LucideIcon } from 'lucide-react';
import { CalendarCheck, Handshake, Search, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMarketingNumbers } from '../model/use-marketing-numbers';
import { container, sectionSpacing } from './landing-styles';
import { SectionHeading } from './section-heading';

const STEPS: ReadonlyArray<{ key: 'search' | 'book' | 'meet' | 'rate'; icon: LucideIcon }> = [
  { key: 'search', icon: Search },
  { key: 'book', icon: CalendarCheck },
  { key: 'meet', icon: Handshake },
  { key: 'rate', icon: Star },
];

/** Anchor target of the header link "How it works" (`/#how-it-works`). */
export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  const numbers = useMarketingNumbers();

  return (
    <section
      id="how-it-works"
      aria-labelledby="landing-how-title"
      className={`scroll-mt-20 border-y border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900 ${sectionSpacing}`}
    >
      <div className={container}>
        <SectionHeading id="landing-how-title" title={t('howItWorks.title')} subtitle={t('howItWorks.subtitle')} />

        <div className="relative mt-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-8 right-[12.5%] left-[12.5%] hidden h-0.5 bg-gradient-to-r from-brand-200 via-brand-300 to-brand-200 lg:block dark:from-brand-500/20 dark:via-brand-500/40 dark:to-brand-500/20"
          />
          <ol className="relative grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8">
            {STEPS.map(({ key, icon: Icon }, index) => (
              <li key={key} className="relative flex flex-col items-center text-center">
                <span className="relative inline-flex size-16 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-md ring-1 ring-slate-200 dark:bg-slate-800 dark:text-brand-300 dark:ring-slate-700">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <p className="mt-5 text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-300">
                  {t('howItWorks.step', { number: numbers.integer(index + 1) })}
                </p>
                <h3 className="mt-1 text-xl font-semibold text-slate-900 dark:text-white">
                  {t(`howItWorks.steps.${key}.title`)}
                </h3>
                <p className="mt-2 max-w-xs text-slate-600 dark:text-slate-300">{t(`howItWorks.steps.${key}.description`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
