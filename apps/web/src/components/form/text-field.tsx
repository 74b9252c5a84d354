import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/components/ui/cn';
import { FieldError, FieldHint, useFieldIds } from './field-message';
import { FieldLabel } from './field-label';
import { controlClasses, type FieldVariant } from './field-styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** Translated error text; marks the control invalid and is read with it. */
  error?: string;
  hint?: ReactNode;
  /** A visual asterisk next to the label (pass `required` too). */
  requiredMark?: boolean;
  /** Beside the label: a badge, or the "Forgot password?" link. */
  labelAside?: ReactNode;
  /** Inside the control on the right, e.g. the show-password button. */
  trailing?: ReactNode;
  /** A unit inside the control on the right ("₴", "min"); decorative, the label names the unit. */
  suffix?: string;
  variant?: FieldVariant;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input whose hint and error are tied to it with aria-describedby. Takes the props of
 * react-hook-form's `register()` as they are: `<TextField label=… {...register('name')} />`.
 */
export const TextField = ({
  label,
  error,
  hint,
  requiredMark,
  labelAside,
  trailing,
  suffix,
  variant = 'default',
  className,
  id,
  'aria-describedby': extraDescribedBy,
  ...input
}: TextFieldProps) => {
  const ids = useFieldIds({ id, error, hint, extra: extraDescribedBy });
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={ids.controlId} requiredMark={requiredMark} aside={labelAside} variant={variant}>
        {label}
      </FieldLabel>
      <div className="relative">
        <input
          {...input}
          id={ids.controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={controlClasses(Boolean(error), trailing ? 'pr-12' : suffix ? 'pr-14' : undefined, variant)}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
        {suffix && !trailing && (
          <span aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500 dark:text-slate-400">
            {suffix}
          </span>
        )}
      </div>
      <FieldError id={ids.errorId} variant={variant}>
        {error}
      </FieldError>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
    </div>
  );
};
