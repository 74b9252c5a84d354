import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/components/ui/cn';

interface PanelCardProps {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  aside?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** A titled card of the notifications settings (h3: the tab's panel sits under the page's h1). */
export const PanelCard = ({ title, description, icon: Icon, aside, children, testId }: PanelCardProps) => {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {Icon && (
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-200">
              <Icon aria-hidden="true" className="size-4" />
            </span>
          )}
          <h3 id={id} className="min-w-0 text-base font-semibold text-slate-900 sm:text-lg dark:text-white">
            {title}
          </h3>
        </div>
        {aside}
      </div>
      {/* Under the title from the tablet width up; the whole width on a phone. */}
      {description && <div className={cn('mt-2 text-sm text-slate-600 dark:text-slate-400', Icon && 'sm:pl-12')}>{description}</div>}
      {children && <div className="mt-5">{children}</div>}
    </section>
  );
};

/** A small label beside a title or a switch: "Connected", "Not available". */
export const StatusPill = ({ tone, children }: { tone: 'good' | 'muted' | 'warn'; children: ReactNode }) => (
  <span
    className={cn(
      'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
      tone === 'good' && 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
      tone === 'muted' && 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
      tone === 'warn' && 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
    )}
  >
    {children}
  </span>
);
