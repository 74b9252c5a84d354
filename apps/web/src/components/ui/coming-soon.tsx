import type { ReactNode } from 'react';
import { Hammer } from 'lucide-react';
import { cn } from './cn';

interface ComingSoonProps {
  title: string;
  description: string;
  badge: string;
  body: string;
  action?: ReactNode;
  className?: string;
  /** Real content the page already has, shown above the note. */
  children?: ReactNode;
}

/** A page whose feature is not built yet: its real title, and an honest note. */
export const ComingSoon = ({ title, description, badge, body, action, className, children }: ComingSoonProps) => (
  <section aria-labelledby="page-title" className={cn('mx-auto w-full max-w-3xl', className)}>
    <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
      {title}
    </h1>
    <p className="mt-2 text-slate-600 dark:text-slate-400">{description}</p>
    {children && <div className="mt-6">{children}</div>}
    <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/60">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-200">
        <Hammer aria-hidden="true" className="size-6" />
      </span>
      <span className="rounded-full bg-accent-200 px-3 py-0.5 text-xs font-semibold tracking-wide text-accent-950 uppercase">
        {badge}
      </span>
      <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{body}</p>
      {action}
    </div>
  </section>
);
