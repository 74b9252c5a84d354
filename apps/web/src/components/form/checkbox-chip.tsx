import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * A checkbox with its label beside it, drawn as a chip (for groups inside a fieldset). The box has
 * no margin of its own and the text side is padded a little more, so both sides look even.
 */
export const CheckboxChip = ({ label, className, ref, ...input }: { label: string; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) => (
  <label
    className={cn(
      'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white py-1.5 pr-4 pl-3 text-sm text-slate-800 transition-colors select-none hover:border-slate-400',
      'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-brand-600/40',
      'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-950/60 dark:has-checked:text-brand-100',
      className,
    )}
  >
    <input ref={ref} type="checkbox" className="m-0 size-4 shrink-0 accent-brand-600" {...input} />
    <span>{label}</span>
  </label>
);
