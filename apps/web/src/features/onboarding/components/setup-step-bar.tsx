import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { SETUP_STEPS, stepNumber, type SetupProgress } from '../model/setup-steps';

/** "Step 2 of 3", a bar of the steps done, and the three steps with the current one marked. */
export const SetupStepBar = ({ progress, className }: { progress: SetupProgress; className?: string }) => {
  const { t } = useTranslation('onboarding');
  const { current, doneCount, total } = progress;
  const percent = Math.round((doneCount / total) * 100);
  return (
    <div className={cn('space-y-3', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p className="font-semibold text-slate-900 dark:text-white">
          {current ? t('progress.stepOf', { current: stepNumber(current), total }) : t('progress.allDone', { done: doneCount, total })}
        </p>
        {current && <p className="text-slate-600 dark:text-slate-400">{t('progress.doneOf', { done: doneCount, total })}</p>}
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={doneCount}
        aria-valuetext={t('progress.doneOf', { done: doneCount, total })}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500 motion-reduce:transition-none dark:bg-brand-400" style={{ width: `${percent}%` }} />
      </div>
      <ol aria-label={t('progress.label')} className="grid grid-cols-3 gap-2">
        {SETUP_STEPS.map((step) => {
          const done = progress.done[step];
          const active = step === current;
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className="flex min-w-0 flex-col items-center gap-1.5 text-center sm:flex-row sm:items-center sm:gap-2.5 sm:text-left"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  done && 'border-emerald-600 bg-emerald-600 text-white dark:border-emerald-500 dark:bg-emerald-500 dark:text-slate-950',
                  active && 'border-brand-600 bg-brand-50 text-brand-700 dark:border-brand-400 dark:bg-brand-500/15 dark:text-brand-200',
                  !done && !active && 'border-slate-300 text-slate-500 dark:border-slate-700 dark:text-slate-400',
                )}
              >
                {done ? <Check className="size-4" strokeWidth={3} /> : stepNumber(step)}
              </span>
              <span
                className={cn(
                  'text-xs leading-tight sm:text-sm',
                  active ? 'font-semibold text-slate-900 dark:text-white' : done ? 'text-slate-700 dark:text-slate-300' : 'text-slate-500 dark:text-slate-400',
                )}
              >
                {t(`steps.${step}.name`)}
                {done && <span className="sr-only"> ({t('progress.completed')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
};
