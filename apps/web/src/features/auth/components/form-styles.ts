/** Shared classes of the auth forms' controls (light and dark). */
export const inputClasses =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors ' +
  'placeholder:text-slate-400 hover:border-slate-400 focus:border-brand-600 focus-visible:outline-offset-0 sm:text-sm ' +
  'aria-invalid:border-red-600 aria-invalid:hover:border-red-700 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-500 dark:hover:border-slate-500 ' +
  'dark:focus:border-brand-300 dark:aria-invalid:border-red-400';

export const labelClasses = 'block text-sm font-medium text-slate-800 dark:text-slate-200';

export const linkClasses =
  'rounded font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline dark:text-brand-300 dark:hover:text-brand-200';
