import type { ReactNode } from 'react';
import { labelClasses, labelRowClasses, type FieldVariant } from './field-styles';

/** The asterisk of a required field or group (hidden from assistive tech: `required` tells it). */
export const RequiredMark = () => (
  <span aria-hidden="true" className="ml-0.5 text-red-600 dark:text-red-400">
    *
  </span>
);

interface FieldLabelProps {
  htmlFor: string;
  children: ReactNode;
  /** A visual asterisk for a required field (`required` on the control tells assistive tech). */
  requiredMark?: boolean;
  /** Beside the label: a badge, or the "Forgot password?" link. */
  aside?: ReactNode;
  variant?: FieldVariant;
  /** Only for screen readers (a toolbar select whose purpose is plain from its value). */
  hidden?: boolean;
  className?: string;
}

export const FieldLabel = ({ htmlFor, children, requiredMark, aside, variant = 'default', hidden = false, className }: FieldLabelProps) => {
  const label = (
    <label htmlFor={htmlFor} className={hidden ? 'sr-only' : (className ?? labelClasses)}>
      {children}
      {requiredMark && <RequiredMark />}
    </label>
  );
  return aside ? (
    <div className={labelRowClasses(variant)}>
      {label}
      {aside}
    </div>
  ) : (
    label
  );
};
