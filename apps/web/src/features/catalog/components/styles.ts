import { pagePadding } from '@/components/ui/page-padding';

/**
 * The page frame of the catalog pages. They render in the guest layout (a bare <main>) or in a
 * dashboard shell whose <main> is already padded, so the frame drops its own padding there.
 */
export const pageFrame = `mx-auto w-full max-w-6xl ${pagePadding}`;

export const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

export const sectionTitle = 'text-lg font-semibold text-slate-900 dark:text-white';

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300';
