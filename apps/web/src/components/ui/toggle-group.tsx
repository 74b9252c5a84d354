import { cn } from './cn';

interface ToggleGroupProps<T extends string> {
  /** What the group chooses (its accessible name). */
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** The text of one option. */
  labelOf: (option: T) => string;
  /** Grid columns on phones: one per option, e.g. 'grid-cols-4'. */
  columns: string;
}

/**
 * A row of toggle buttons of which exactly one is pressed (a period switch): full width in a grid
 * on phones, inline from the container's @xl; 44 px tall (a finger on a tablet). Labels may wrap
 * ("Увесь / час") rather than be cut when many share a phone's width.
 */
export const ToggleGroup = <T extends string>({ label, options, value, onChange, labelOf, columns }: ToggleGroupProps<T>) => (
  <div
    role="group"
    aria-label={label}
    className={cn('grid w-full rounded-lg border border-slate-300 bg-white p-0.5 @xl:inline-grid @xl:w-auto dark:border-slate-700 dark:bg-slate-900', columns)}
  >
    {options.map((option) => (
      <button
        key={option}
        type="button"
        aria-pressed={option === value}
        onClick={() => onChange(option)}
        className={cn(
          'h-11 min-w-0 rounded-md px-1 text-xs leading-tight font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 @sm:px-2 @sm:text-sm @xl:px-4',
          option === value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
        )}
      >
        {labelOf(option)}
      </button>
    ))}
  </div>
);
