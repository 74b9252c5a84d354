import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cn } from '@/components/ui/cn';
import { FieldError, FieldHint, useFieldIds } from './field-message';
import { FieldLabel } from './field-label';
import { controlClasses } from './field-styles';

const compactSelectClasses =
  'h-9 w-full cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white py-1 pr-8 pl-3 text-sm text-slate-800 hover:border-slate-400 ' +
  'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-slate-500';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  /** Translated error text; marks the control invalid and is read with it. */
  error?: string;
  hint?: ReactNode;
  requiredMark?: boolean;
  /** The small select of headers and sidebars (language, currency). */
  compact?: boolean;
  /** The label only for screen readers. */
  labelHidden?: boolean;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

/** A labelled native select: keyboard, type-ahead and screen readers work as people expect. */
export const SelectField = ({
  label,
  error,
  hint,
  requiredMark,
  compact = false,
  labelHidden = false,
  className,
  id,
  'aria-describedby': extra,
  children,
  ...select
}: SelectFieldProps) => {
  const ids = useFieldIds({ id, error, hint, extra });
  return (
    <div className={cn(compact ? !labelHidden && 'flex flex-col gap-1' : 'flex flex-col gap-1.5', className)}>
      <FieldLabel
        htmlFor={ids.controlId}
        requiredMark={requiredMark}
        hidden={labelHidden}
        className={compact ? 'text-xs font-medium text-slate-600 dark:text-slate-400' : undefined}
      >
        {label}
      </FieldLabel>
      <div className="relative">
        <select
          {...select}
          id={ids.controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={compact ? compactSelectClasses : controlClasses(Boolean(error), 'cursor-pointer appearance-none pr-10')}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className={cn('pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-slate-500', compact ? 'right-2' : 'right-3')}
        />
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
    </div>
  );
};
