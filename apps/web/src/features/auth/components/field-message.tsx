import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** A field's error (referenced by the control's aria-describedby) or its hint. */
export const FieldError = ({ id, children }: { id: string; children?: ReactNode }) =>
  children ? (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700 dark:text-red-400">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  ) : null;

export const FieldHint = ({ id, children }: { id: string; children?: ReactNode }) =>
  children ? (
    <p id={id} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
      {children}
    </p>
  ) : null;

/** `aria-describedby` from the ids that are present. */
export const describedBy = (...ids: Array<string | false | null | undefined>): string | undefined => {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
};
