import { useEffect, useRef, type ReactNode } from 'react';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { getStartedFrom } from '../model/get-started-from';
import type { SetupProgress, SetupStep } from '../model/setup-steps';
import { SetupDone } from './setup-done';
import { SetupStepBar } from './setup-step-bar';

export interface SetupFlowProps {
  /** 'loading' until the server's answers say which steps are done. */
  state: 'loading' | 'error' | 'ready';
  progress: SetupProgress | null;
  /** The server is confirming a save: the step waits behind a spinner instead of offering its form twice. */
  busy?: boolean;
  /** The public profile's id, for the done state's link. */
  specialistId: string | null;
  onRetry: () => void;
  /**
   * The body of a step: the owning feature's own form (business profile, service, working
   * hours), composed by app/ so that this feature does not import the others.
   */
  renderStep: (step: SetupStep) => ReactNode;
}

/**
 * The guided first-run setup: progress, the current step's form, then the done state. The
 * step follows the server's data, so saving a form is what moves the flow on.
 */
export const SetupFlow = ({ state, progress, busy = false, specialistId, onRetry, renderStep }: SetupFlowProps) => {
  const { t } = useTranslation('onboarding');
  const [params] = useSearchParams();
  const from = getStartedFrom(params.get('from'));
  const current = progress?.current;
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  // When a save moves the flow on, the next step's title (or the done state's) takes focus, which
  // also scrolls it into view; arriving on the page leaves focus alone.
  const shownStep = useRef<SetupStep | null | undefined>(undefined);
  useEffect(() => {
    if (current === undefined) return;
    const previous = shownStep.current;
    shownStep.current = current;
    if (previous !== undefined && previous !== current) (current ? stepHeading : doneHeading).current?.focus();
  }, [current]);

  let body: ReactNode;
  if (state === 'loading' || !progress) {
    body =
      state === 'error' ? (
        <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
          <p>{t('errors.load')}</p>
          <Button className="mt-4" variant="outline" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : (
        <FullPageSpinner label={t('common:loading')} className="min-h-[40vh]" />
      );
  } else if (!progress.current) {
    body = (
      <>
        <SetupStepBar progress={progress} className={barClasses} />
        {specialistId && <SetupDone specialistId={specialistId} headingRef={doneHeading} />}
      </>
    );
  } else {
    const step = progress.current;
    body = (
      <>
        <SetupStepBar progress={progress} className={barClasses} />
        <section aria-labelledby="setup-step-title" aria-busy={busy || undefined} className="space-y-4">
          <div>
            <h2 id="setup-step-title" ref={stepHeading} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold text-slate-900 outline-none sm:text-2xl dark:text-white">
              {t(`steps.${step}.title`)}
            </h2>
            <p className="mt-1 text-slate-600 dark:text-slate-400">{t(`steps.${step}.description`)}</p>
          </div>
          {from && step === 'profile' && (
            <p className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-100">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t(`from.${from}`)}
            </p>
          )}
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6 dark:border-slate-800 dark:bg-slate-900">
            {busy ? <FullPageSpinner label={t('common:loading')} className="min-h-48" /> : renderStep(step)}
          </div>
        </section>
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('subtitle')}</p>
      </header>
      {body}
    </div>
  );
};

const barClasses = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900';
