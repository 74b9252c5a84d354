import { pagePadding } from '@/components/ui/page-padding';

/** The payment page renders in the guest layout or in a dashboard shell (already padded). */
export const pageFrame = `mx-auto w-full max-w-5xl ${pagePadding}`;

export const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300';

export const mutedText = 'text-sm text-slate-600 dark:text-slate-400';

export const pageTitle = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white';
export const pageDescription = 'mt-1 text-slate-600 dark:text-slate-400';
export const sectionTitle = 'text-lg font-semibold text-slate-900 dark:text-white';

/** A radio drawn as a tile: the whole label is the target, the checked one is outlined in brand colour. */
export const choiceTile =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-3 transition-colors hover:border-slate-400 ' +
  'has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600/40 ' +
  'has-disabled:cursor-not-allowed has-disabled:opacity-60 ' +
  'dark:border-slate-700 dark:bg-slate-900 dark:hover:border-slate-500 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-500/10';

export const alertBox = {
  error: 'flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200',
  info: 'flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-100',
  warning: 'flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100',
  success:
    'flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100',
};
