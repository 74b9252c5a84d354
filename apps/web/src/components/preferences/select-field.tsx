import { useId, type ChangeEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/components/ui/cn';

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  /** Show the label visually (settings, sidebar) or only to screen readers (header). */
  visibleLabel?: boolean;
  className?: string;
}

/** A native select: keyboard and screen-reader support for free. */
export const SelectField = <T extends string>({
  label,
  value,
  options,
  onChange,
  visibleLabel = false,
  className,
}: SelectFieldProps<T>) => {
  const id = useId();
  return (
    <div className={cn(visibleLabel && 'flex flex-col gap-1', className)}>
      <label htmlFor={id} className={visibleLabel ? 'text-xs font-medium text-slate-600 dark:text-slate-400' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value as T)}
          className="h-9 w-full cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white py-1 pr-8 pl-3 text-sm text-slate-800 hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-slate-500"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 text-slate-500" />
      </div>
    </div>
  );
};
