import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** An empty list: an icon, what is missing, what to do, and optionally the way to do it. */
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
