export const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900';

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300';

export const linkText = `rounded font-medium text-brand-700 hover:underline dark:text-brand-300 ${focusRing}`;

/** A row of a block's list: a whole-row link with at least 44 px of height for touch. */
export const rowLink = `flex min-h-11 items-center gap-3 rounded-xl px-2 py-2 -mx-2 hover:bg-slate-50 dark:hover:bg-slate-800/60 ${focusRing}`;
