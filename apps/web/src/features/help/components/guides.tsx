import { Briefcase, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { card, sectionTitle } from './styles';

const GUIDE_STEPS = {
  customers: ['find', 'choose', 'pay', 'visit', 'review'],
  specialists: ['register', 'profile', 'services', 'schedule', 'bookings'],
} as const;

const ICONS: Record<keyof typeof GUIDE_STEPS, LucideIcon> = { customers: UserRound, specialists: Briefcase };

/** Short step-by-step guides for customers and for specialists. */
export const Guides = () => {
  const { t } = useTranslation('help');
  return (
    <section aria-labelledby="help-guides-title" className="flex flex-col gap-4">
      <h2 id="help-guides-title" className={sectionTitle}>
        {t('guides.title')}
      </h2>
      <div className="grid gap-4 @3xl:grid-cols-2">
        {(Object.keys(GUIDE_STEPS) as Array<keyof typeof GUIDE_STEPS>).map((guide) => {
          const Icon = ICONS[guide];
          return (
            <article key={guide} aria-labelledby={`help-guide-${guide}`} className={cn(card, 'flex flex-col gap-3')}>
              <h3 id={`help-guide-${guide}`} className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
                <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" />
                {t(`guides.${guide}.title`)}
              </h3>
              <ol className="flex flex-col gap-2">
                {GUIDE_STEPS[guide].map((step, index) => (
                  <li key={step} className="flex items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
                    <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200">
                      {index + 1}
                    </span>
                    <span>{t(`guides.${guide}.steps.${step}`)}</span>
                  </li>
                ))}
              </ol>
            </article>
          );
        })}
      </div>
    </section>
  );
};
