import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { inputClasses } from './form-field';

interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  /** Replaces the generated id (to point other controls at the select). */
  selectId?: string;
  children: ReactNode;
}

/** A labelled native select: keyboard, type-ahead and screen readers work as people expect. */
export const NativeSelect = ({ label, hint, selectId, className, children, ...select }: NativeSelectProps) => {
  const generated = useId();
  const id = selectId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="relative">
        <select id={id} aria-describedby={hintId} className={inputClasses(false, 'cursor-pointer appearance-none pr-10')} {...select}>
          {children}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
};
