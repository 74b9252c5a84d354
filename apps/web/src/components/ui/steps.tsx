import { Check } from 'lucide-react';
import { cn } from '@/components/ui/cn';

export interface StepItem {
  id: string;
  label: string;
  /** Shown in the circle until the step is done. */
  number: number;
  done: boolean;
  /** The step the person is on (aria-current="step"). */
  active: boolean;
}

interface StepsProps {
  steps: StepItem[];
  /** Read after a done step's name by screen readers ("completed"). */
  completedLabel: string;
  /**
   * Phones: 'current' shows only the current step's name, centred under the row (four long names
   * do not fit 390 px); 'all' shows every name in small type.
   */
  phoneLabels: 'current' | 'all';
  'aria-label'?: string;
  className?: string;
}

/**
 * A row of numbered steps, one look everywhere: the current step filled in the brand colour, a
 * done one ticked in green, the rest outlined. The booking flow and the specialist's setup use it.
 */
export const Steps = ({ steps, completedLabel, phoneLabels, className, ...aria }: StepsProps) => (
  <ol
    aria-label={aria['aria-label']}
    className={cn('relative grid gap-1 sm:gap-2', phoneLabels === 'current' && 'max-sm:pb-7', className)}
    style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}
  >
    {steps.map(({ id, label, number, done, active }) => (
      <li key={id} aria-current={active ? 'step' : undefined} className="flex min-w-0 flex-col items-center gap-1.5 text-center sm:flex-row sm:gap-2 sm:text-left">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
            active && 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500',
            done && !active && 'border-emerald-600 bg-emerald-50 text-emerald-700 dark:border-emerald-500 dark:bg-emerald-500/15 dark:text-emerald-200',
            !active && !done && 'border-slate-300 text-slate-500 dark:border-slate-700 dark:text-slate-400',
          )}
        >
          {done && !active ? <Check className="size-4" strokeWidth={3} /> : number}
        </span>
        <span
          className={cn(
            'leading-tight',
            phoneLabels === 'all' ? 'text-xs sm:text-sm' : 'text-sm',
            active && 'font-semibold text-slate-900 dark:text-white',
            active && phoneLabels === 'current' && 'max-sm:absolute max-sm:inset-x-0 max-sm:bottom-0 max-sm:text-center',
            !active && (done ? 'text-slate-700 dark:text-slate-300' : 'text-slate-600 dark:text-slate-400'),
            !active && phoneLabels === 'current' && 'max-sm:sr-only',
          )}
        >
          {label}
          {done && <span className="sr-only"> ({completedLabel})</span>}
        </span>
      </li>
    ))}
  </ol>
);
