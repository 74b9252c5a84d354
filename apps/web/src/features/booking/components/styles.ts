import { pagePadding } from '@/components/ui/page-padding';

/** The booking page renders in the guest layout or in a dashboard shell (already padded). */
export const pageFrame = `mx-auto w-full max-w-6xl ${pagePadding}`;

export const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

export const stepTitle = 'scroll-mt-24 text-xl font-semibold text-slate-900 outline-none dark:text-white';

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300';

export const mutedText = 'text-sm text-slate-600 dark:text-slate-400';

/** A selectable tile (day, time, option card) in its three looks. */
export const tile = {
  base: `rounded-xl border text-center transition-colors ${focusRing}`,
  idle: 'border-slate-300 bg-white text-slate-900 hover:border-brand-500 hover:bg-brand-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-400 dark:hover:bg-brand-500/10',
  selected: 'border-brand-600 bg-brand-600 text-white shadow-sm dark:border-brand-300 dark:bg-brand-600 dark:text-white',
  disabled: 'cursor-not-allowed border-dashed border-slate-200 bg-slate-50 text-slate-400 dark:border-slate-800 dark:bg-slate-900/40 dark:text-slate-600',
};

export const alertBox = {
  error: 'flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200',
  info: 'flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-100',
  warning: 'flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100',
};
