import { cn } from '@/components/ui/cn';

/**
 * How a field looks. `default`: forms inside cards and dialogs (settings, catalog editors).
 * `prominent`: stand-alone forms that are the whole page (sign-in, registration): a darker
 * inset control in dark mode, the focus ring of the page, and errors marked with an icon.
 */
export type FieldVariant = 'default' | 'prominent';

const prominentControl =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors ' +
  'placeholder:text-slate-400 hover:border-slate-400 focus:border-brand-600 focus-visible:outline-offset-0 sm:text-sm ' +
  'aria-invalid:border-red-600 aria-invalid:hover:border-red-700 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-500 dark:hover:border-slate-500 ' +
  'dark:focus:border-brand-300 dark:aria-invalid:border-red-400';

/** Classes of a text-like control (input, select, textarea); `extra` adds padding or size. */
export const controlClasses = (invalid: boolean, extra?: string, variant: FieldVariant = 'default') =>
  variant === 'prominent'
    ? cn(prominentControl, extra)
    : cn(
        'h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 sm:text-sm',
        'focus-visible:outline-2 focus-visible:outline-offset-0',
        '[&[readonly]]:bg-slate-50 [&[readonly]]:text-slate-600 disabled:cursor-not-allowed disabled:opacity-60',
        'dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:[&[readonly]]:bg-slate-800/60 dark:[&[readonly]]:text-slate-300',
        invalid
          ? 'border-red-600 focus-visible:outline-red-600/40 dark:border-red-400'
          : 'border-slate-300 hover:border-slate-400 focus-visible:border-brand-600 focus-visible:outline-brand-600/40 dark:border-slate-700 dark:hover:border-slate-500',
        extra,
      );

export const labelClasses = 'text-sm font-medium text-slate-800 dark:text-slate-200';

/** The label row when something stands beside the label: a badge next to it, or a link at the end. */
export const labelRowClasses = (variant: FieldVariant) =>
  variant === 'prominent' ? 'flex items-baseline justify-between gap-3' : 'flex flex-wrap items-center gap-2';
