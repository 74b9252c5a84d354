import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/components/ui/cn';
import { describedBy, FieldError, FieldHint } from './field-message';
import { inputClasses, labelClasses } from './form-styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'children' | 'id'> {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  /** Translated error text; marks the control invalid and describes it. */
  error?: string;
  hint?: ReactNode;
  /** Next to the label, e.g. the "Forgot password?" link. */
  labelAside?: ReactNode;
  /** Inside the control on the right, e.g. the show-password button. */
  trailing?: ReactNode;
  /** More ids that describe the control (a password checklist). */
  describedById?: string;
}

/** A labelled input wired to react-hook-form, with its error and hint announced by screen readers. */
export const TextField = ({
  label,
  registration,
  error,
  hint,
  labelAside,
  trailing,
  describedById,
  className,
  ...inputProps
}: TextFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={labelClasses}>
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          id={id}
          {...inputProps}
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId, hint ? hintId : null, describedById)}
          className={cn(inputClasses, trailing ? 'pr-12' : undefined)}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
      <FieldHint id={hintId}>{hint}</FieldHint>
    </div>
  );
};
