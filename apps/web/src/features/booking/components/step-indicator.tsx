import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { BOOKING_STEPS, type BookingStep } from '../model/steps';

/** The four steps of spec section 2; the current one carries aria-current="step". */
export const StepIndicator = ({ current }: { current: BookingStep }) => {
  const { t } = useTranslation('booking');
  const currentIndex = BOOKING_STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      <p className="sr-only">{t('steps.progress', { current: currentIndex + 1, total: BOOKING_STEPS.length })}</p>
      <ol className="relative grid grid-cols-4 gap-1 max-sm:pb-7 sm:gap-2">
        {BOOKING_STEPS.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <li key={step} aria-current={active ? 'step' : undefined} className="flex min-w-0 flex-col items-center gap-1.5 text-center sm:flex-row sm:gap-2 sm:text-left">
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  active && 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500',
                  done && 'border-brand-600 bg-brand-50 text-brand-700 dark:border-brand-400 dark:bg-brand-500/15 dark:text-brand-200',
                  !active && !done && 'border-slate-300 text-slate-500 dark:border-slate-700 dark:text-slate-400',
                )}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  // Phones: four full step names do not fit a 390 px row ("Підтвердження", "Подтверждение"),
                  // so only the current one shows, centred under the row; the others stay for screen readers.
                  'text-sm leading-tight',
                  active
                    ? 'font-semibold text-slate-900 max-sm:absolute max-sm:inset-x-0 max-sm:bottom-0 max-sm:text-center dark:text-white'
                    : 'text-slate-600 max-sm:sr-only dark:text-slate-400',
                )}
              >
                {t(`steps.${step}`)}
                {done && <span className="sr-only"> ({t('steps.completed')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
