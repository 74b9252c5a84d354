import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export const EmptyState = ({ icon: Icon, title, body, action }: { icon: LucideIcon; title: string; body: string; action?: ReactNode }) => (
  <section className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/60">
    <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-200">
      <Icon aria-hidden="true" className="size-6" />
    </span>
    <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
    <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{body}</p>
    {action && <div className="mt-2">{action}</div>}
  </section>
);

export const ErrorPanel = ({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) => (
  <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
    <p>{message}</p>
    <button
      type="button"
      onClick={onRetry}
      className="mt-4 inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      {retryLabel}
    </button>
  </div>
);
