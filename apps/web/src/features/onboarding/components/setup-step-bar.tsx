import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { Steps } from '@/components/ui/steps';
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
      <Steps
        aria-label={t('progress.label')}
        phoneLabels="all"
        completedLabel={t('progress.completed')}
        steps={SETUP_STEPS.map((step) => ({ id: step, label: t(`steps.${step}.name`), number: stepNumber(step), done: progress.done[step], active: step === current }))}
      />
    </div>
  );
};
