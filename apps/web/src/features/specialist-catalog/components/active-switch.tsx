import { cn } from '@/components/ui/cn';

interface ActiveSwitchProps {
  /** Accessible name, e.g. "Active: Haircut". */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off button with role="switch". */
export const ActiveSwitch = ({ label, checked, onChange, disabled = false }: ActiveSwitchProps) => (
  <button
    type="button"
    role="switch"
    aria-checked={checked}
    aria-label={label}
    disabled={disabled}
    onClick={() => onChange(!checked)}
    className={cn(
      'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50',
      checked ? 'bg-brand-600 dark:bg-brand-500' : 'bg-slate-300 dark:bg-slate-600',
    )}
  >
    <span
      aria-hidden="true"
      className={cn('inline-block size-5 rounded-full bg-white shadow-sm transition-transform', checked ? 'translate-x-[22px]' : 'translate-x-0.5')}
    />
  </button>
);
