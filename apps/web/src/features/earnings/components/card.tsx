import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** A titled panel of the earnings page. */
export const EarningsCard = ({
  id,
  title,
  description,
  actions,
  className,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) => (
  <section aria-labelledby={`${id}-title`} id={id} className={cn('min-w-0 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 @md:p-6 dark:border-slate-800 dark:bg-slate-900', className)}>
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {description && <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</div>}
      </div>
      {actions}
    </div>
    {children}
  </section>
);
