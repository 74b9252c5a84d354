import type { ReactNode } from 'react';
import { cn } from './cn';

export interface TitledCardProps {
  /** The heading's id, which names the section. */
  titleId: string;
  /** The section's own id (a link target), if it has one. */
  id?: string;
  title: string;
  description?: ReactNode;
  /** Beside the title, on the far side (wraps under it when narrow). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A white panel named by its heading: title, an optional description and actions, then the content. */
export const TitledCard = ({ titleId, id, title, description, actions, className, children }: TitledCardProps) => (
  <section aria-labelledby={titleId} id={id} className={cn('rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900', className)}>
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {description && <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</div>}
      </div>
      {actions}
    </div>
    {children}
  </section>
);
