export const pageTitle = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white';

export const mutedText = 'text-sm text-slate-600 dark:text-slate-400';

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300';

/** Inset focus ring for rows inside a scrolling pane (an outset ring would be clipped). */
export const insetFocusRing = 'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300';
