import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/components/ui/cn';

/** A pane's message when it has nothing to show (no conversations, none chosen, an error). */
export const PaneNotice = ({
  icon: Icon,
  title,
  body,
  action,
  tone = 'default',
  className,
}: {
  icon: LucideIcon;
  title: string;
  body?: string;
  action?: ReactNode;
  tone?: 'default' | 'error';
  className?: string;
}) => (
  <div role={tone === 'error' ? 'alert' : undefined} className={cn('flex h-full flex-col items-center justify-center gap-3 px-6 py-10 text-center', className)}>
    <span
      className={cn(
        'flex size-12 items-center justify-center rounded-full',
        tone === 'error' ? 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300' : 'bg-brand-100 text-brand-700 dark:bg-brand-950 dark:text-brand-200',
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
    </span>
    <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
    {body && <p className="max-w-sm text-sm text-slate-600 dark:text-slate-400">{body}</p>}
    {action && <div className="mt-1">{action}</div>}
  </div>
);
