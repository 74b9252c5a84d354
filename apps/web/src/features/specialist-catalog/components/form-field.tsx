import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/components/ui/cn';

export const inputClasses = (invalid: boolean, className?: string) =>
  cn(
    'h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 sm:text-sm',
    'focus-visible:outline-2 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:opacity-60',
    'dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500',
    invalid
      ? 'border-red-600 focus-visible:outline-red-600/40 dark:border-red-400'
      : 'border-slate-300 hover:border-slate-400 focus-visible:border-brand-600 focus-visible:outline-brand-600/40 dark:border-slate-700 dark:hover:border-slate-500',
    className,
  );

export const labelClasses = 'text-sm font-medium text-slate-800 dark:text-slate-200';

/** The error line of a field or group; its id goes into the control's aria-describedby. */
export const FieldError = ({ id, children }: { id?: string; children?: ReactNode }) =>
  children ? (
    <p id={id} className="text-sm text-red-700 dark:text-red-400">
      {children}
    </p>
  ) : null;

const FieldHint = ({ id, children }: { id?: string; children?: ReactNode }) =>
  children ? (
    <p id={id} className="text-xs text-slate-500 dark:text-slate-400">
      {children}
    </p>
  ) : null;

interface Described {
  label: string;
  /** Translated error text; sets aria-invalid and is read with the field. */
  error?: string;
  hint?: ReactNode;
  /** Marks the label of a required field (a visual asterisk; `required` tells assistive tech). */
  requiredMark?: boolean;
}

const useDescribed = (error?: string, hint?: ReactNode) => {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return { id, errorId, hintId, describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined };
};

const Label = ({ htmlFor, label, requiredMark }: { htmlFor: string; label: string; requiredMark?: boolean }) => (
  <label htmlFor={htmlFor} className={labelClasses}>
    {label}
    {requiredMark && (
      <span aria-hidden="true" className="ml-0.5 text-red-600 dark:text-red-400">
        *
      </span>
    )}
  </label>
);

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export const FormField = ({
  label,
  error,
  hint,
  requiredMark,
  className,
  ref,
  suffix,
  ...input
}: Described & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement>; suffix?: string }) => {
  const { id, errorId, hintId, describedBy } = useDescribed(error, hint);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id} label={label} requiredMark={requiredMark} />
      <div className="relative">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClasses(Boolean(error), suffix ? 'pr-14' : undefined)}
          {...input}
        />
        {suffix && (
          <span aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500 dark:text-slate-400">
            {suffix}
          </span>
        )}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
      <FieldHint id={hintId}>{hint}</FieldHint>
    </div>
  );
};

export const TextAreaField = ({
  label,
  error,
  hint,
  requiredMark,
  className,
  ref,
  ...textarea
}: Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> }) => {
  const { id, errorId, hintId, describedBy } = useDescribed(error, hint);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id} label={label} requiredMark={requiredMark} />
      <textarea
        ref={ref}
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClasses(Boolean(error), 'h-auto min-h-24 py-2.5')}
        {...textarea}
      />
      <FieldError id={errorId}>{error}</FieldError>
      <FieldHint id={hintId}>{hint}</FieldHint>
    </div>
  );
};

export const SelectField = ({
  label,
  error,
  hint,
  requiredMark,
  className,
  ref,
  children,
  ...select
}: Described & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { ref?: Ref<HTMLSelectElement> }) => {
  const { id, errorId, hintId, describedBy } = useDescribed(error, hint);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id} label={label} requiredMark={requiredMark} />
      <div className="relative">
        <select
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClasses(Boolean(error), 'cursor-pointer appearance-none pr-10')}
          {...select}
        >
          {children}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
      <FieldHint id={hintId}>{hint}</FieldHint>
    </div>
  );
};

/** A checkbox with its label beside it (for groups inside a fieldset). */
export const CheckboxChip = ({ label, className, ref, ...input }: { label: string; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) => (
  <label
    className={cn(
      'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-800 transition-colors select-none hover:border-slate-400',
      'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-brand-600/40',
      'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-950/60 dark:has-checked:text-brand-100',
      className,
    )}
  >
    <input ref={ref} type="checkbox" className="size-4 accent-brand-600" {...input} />
    <span>{label}</span>
  </label>
);
