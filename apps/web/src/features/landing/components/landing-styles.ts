/** Class lists shared by the landing sections, kept here so every section looks the same. */

export const container = 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8';

export const sectionSpacing = 'py-16 sm:py-20 lg:py-24';

export const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-brand-400 dark:focus-visible:ring-offset-slate-900';

export const primaryButton = `inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 active:bg-brand-800 ${focusRing}`;

export const secondaryButton = `inline-flex items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-5 py-3 text-base font-semibold text-slate-900 shadow-sm transition-colors hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ${focusRing}`;
