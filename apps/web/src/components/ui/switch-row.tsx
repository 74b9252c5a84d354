import { useId, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

interface SwitchRowProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  busy?: boolean;
  /** Next to the label: a badge ("coming soon", "not available"). */
  aside?: ReactNode;
}

/** An on/off setting: a button with role="switch", named by its label and described by its text; its touch area is 44 px high (tablets). */
export const SwitchRow = ({ label, description, checked, onChange, disabled = false, busy = false, aside }: SwitchRowProps) => {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span id={`${id}-label`} className={cn('text-sm font-medium', disabled ? 'text-slate-500 dark:text-slate-400' : 'text-slate-900 dark:text-slate-100')}>
            {label}
          </span>
          {aside}
        </div>
        {description && (
          <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
            {description}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={() => onChange?.(!checked)}
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer before:absolute before:-inset-2.5 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 dark:focus-visible:outline-brand-300',
          checked ? 'bg-brand-600 dark:bg-brand-500' : 'bg-slate-300 dark:bg-slate-600',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow-sm transition-transform',
            checked ? 'translate-x-[22px]' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
};
