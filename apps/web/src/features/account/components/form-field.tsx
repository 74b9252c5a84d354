import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

export const inputClasses = (invalid: boolean, className?: string) =>
  cn(
    'h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 sm:text-sm',
    'focus-visible:outline-2 focus-visible:outline-offset-0',
    '[&[readonly]]:bg-slate-50 [&[readonly]]:text-slate-600 disabled:cursor-not-allowed disabled:opacity-60',
    'dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:[&[readonly]]:bg-slate-800/60 dark:[&[readonly]]:text-slate-300',
    invalid
      ? 'border-red-600 focus-visible:outline-red-600/40 dark:border-red-400'
      : 'border-slate-300 hover:border-slate-400 focus-visible:border-brand-600 focus-visible:outline-brand-600/40 dark:border-slate-700 dark:hover:border-slate-500',
    className,
  );

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Translated error text; sets aria-invalid and is read with the field. */
  error?: string;
  hint?: ReactNode;
  /** Next to the label (a badge). */
  labelAside?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Show/hide toggle for passwords. */
  revealable?: boolean;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export const FormField = ({ label, error, hint, labelAside, className, revealable = false, type, ref, ...input }: FormFieldProps) => {
  const { t } = useTranslation('account');
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClasses(Boolean(error), revealable ? 'pr-11' : undefined)}
          {...input}
        />
        {revealable && (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-label={revealed ? t('fields.hidePassword') : t('fields.showPassword')}
            aria-pressed={revealed}
            aria-controls={id}
            className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
          >
            {revealed ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
};
