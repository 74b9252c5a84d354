import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface SwitchRowProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: string;
  hint: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled on/off setting with its explanation; takes react-hook-form's `register()` props. */
export const SwitchRow = ({ label, hint, ref, ...input }: SwitchRowProps) => {
  const id = useId();
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <input {...input} ref={ref} type="checkbox" role="switch" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} className="mt-0.5 size-4 shrink-0 accent-brand-600" />
      <span className="min-w-0">
        <span id={`${id}-label`} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
          {label}
        </span>
        <span id={`${id}-hint`} className="block text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </span>
      </span>
    </label>
  );
};
