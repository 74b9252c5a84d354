import type { ReactNode } from 'react';
import { DateInput } from '@/components/ui/date-input';
import { TimeInput, type TypedInputProps } from '@/components/ui/time-input';
import { cn } from '@/components/ui/cn';
import { FieldError, FieldHint, useFieldIds } from './field-message';
import { FieldLabel } from './field-label';

interface LabelledProps {
  label: ReactNode;
  /** Translated error text from the form; marks the control invalid and is read with it. */
  error?: string;
  hint?: ReactNode;
  requiredMark?: boolean;
}

const labelled =
  <P extends TypedInputProps>(Control: (props: P) => ReactNode) =>
  ({ label, error, hint, requiredMark, className, id, ...control }: P & LabelledProps) => {
    const ids = useFieldIds({ id, error, hint });
    return (
      <div className={cn('flex flex-col gap-1.5', className)}>
        <FieldLabel htmlFor={ids.controlId} requiredMark={requiredMark}>
          {label}
        </FieldLabel>
        <Control {...(control as unknown as P)} id={ids.controlId} invalid={Boolean(error)} aria-describedby={ids.describedBy} />
        <FieldError id={ids.errorId}>{error}</FieldError>
        <FieldHint id={ids.hintId}>{hint}</FieldHint>
      </div>
    );
  };

/**
 * A labelled DateInput / TimeInput with the form's error and a hint, like TextField. Use with
 * react-hook-form's Controller: `render={({ field }) => <DateField label=… {...field} />}`.
 */
export const DateField = labelled(DateInput);
export const TimeField = labelled(TimeInput);
