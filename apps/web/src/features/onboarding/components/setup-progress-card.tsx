import { ArrowRight, Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { SetupProgress } from '../model/setup-steps';
import { SetupStepBar } from './setup-step-bar';

/** On the dashboard while setup steps remain: how far along, what is next, and the way back in. */
export const SetupProgressCard = ({ progress }: { progress: SetupProgress }) => {
  const { t } = useTranslation('onboarding');
  if (!progress.current) return null;
  return (
    <section
      aria-labelledby="setup-card-title"
      className="rounded-2xl border border-brand-200 bg-brand-50/60 p-5 sm:p-6 dark:border-brand-800 dark:bg-brand-950/40"
    >
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-200">
          <Rocket aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="setup-card-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('card.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('card.body')}</p>
        </div>
      </div>
      <SetupStepBar progress={progress} className="mt-5" />
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('card.next', { step: t(`steps.${progress.current}.name`) })}</p>
        <Link to={paths.specialist.getStarted()} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
          {t('card.action')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
};
