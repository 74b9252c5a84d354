import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '@/components/ui/cn';
import { FieldError, FieldHint, useFieldIds } from './field-message';
import { FieldLabel } from './field-label';
import { controlClasses } from './field-styles';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  /** Translated error text; marks the control invalid and is read with it. */
  error?: string;
  hint?: ReactNode;
  requiredMark?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box, wired like TextField. */
export const TextareaField = ({ label, error, hint, requiredMark, className, id, 'aria-describedby': extra, ...textarea }: TextareaFieldProps) => {
  const ids = useFieldIds({ id, error, hint, extra });
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <FieldLabel htmlFor={ids.controlId} requiredMark={requiredMark}>
        {label}
      </FieldLabel>
      <textarea
        rows={4}
        {...textarea}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClasses(Boolean(error), 'h-auto min-h-24 py-2.5')}
      />
      <FieldError id={ids.errorId}>{error}</FieldError>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
    </div>
  );
};
