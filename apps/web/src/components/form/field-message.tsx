import { AlertCircle } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import type { FieldVariant } from './field-styles';

/** A field's or a group's error; its id goes into the control's aria-describedby. */
export const FieldError = ({
  id,
  variant = 'default',
  className,
  children,
}: {
  id?: string;
  variant?: FieldVariant;
  className?: string;
  children?: ReactNode;
}) =>
  children ? (
    <p id={id} className={cn(variant === 'prominent' && 'flex items-start gap-1.5', 'text-sm text-red-700 dark:text-red-400', className)}>
      {variant === 'prominent' ? (
        <>
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{children}</span>
        </>
      ) : (
        children
      )}
    </p>
  ) : null;

export const FieldHint = ({ id, className, children }: { id?: string; className?: string; children?: ReactNode }) =>
  children ? (
    <p id={id} className={cn('text-xs text-slate-500 dark:text-slate-400', className)}>
      {children}
    </p>
  ) : null;

/** `aria-describedby` from the ids that are present. */
export const describedBy = (...ids: Array<string | false | null | undefined>): string | undefined => {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
};

/**
 * Ids of a control, its error and its hint, and the control's aria-describedby (error first,
 * then hint, then `extra`, e.g. a password checklist). `id` replaces the generated one.
 */
export const useFieldIds = ({ id, error, hint, extra }: { id?: string; error?: ReactNode; hint?: ReactNode; extra?: string }) => {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  return { controlId, errorId, hintId, describedBy: describedBy(error ? errorId : null, hint ? hintId : null, extra) };
};
