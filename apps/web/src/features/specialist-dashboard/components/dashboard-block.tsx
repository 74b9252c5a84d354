import type { ReactNode } from 'react';
import { AlertTriangle, ArrowRight, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

export type DashboardBlockState = 'loading' | 'error' | 'empty' | 'ready';

/** One block of the dashboard with its own loading, error (retry) and empty states, and a link to the full page. */
export const DashboardBlock = ({
  id,
  title,
  state,
  onRetry,
  empty,
  link,
  badge,
  className,
  children,
}: {
  id: string;
  title: string;
  state: DashboardBlockState;
  onRetry: () => void;
  empty: ReactNode;
  link?: { to: string; label: string };
  badge?: ReactNode;
  className?: string;
  children?: ReactNode;
}) => {
  const { t } = useTranslation('specialist-dashboard');
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-busy={state === 'loading'}
      data-testid={id}
      className={cn('flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 @md:p-5 dark:border-slate-800 dark:bg-slate-900', className)}
    >
      <div className="mb-3 flex min-h-11 flex-wrap items-center justify-between gap-x-3">
        <h2 id={`${id}-title`} className="flex min-w-0 items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
          <span className="min-w-0">{title}</span>
          {badge}
        </h2>
        {link && (
          <Link
            to={link.to}
            className="-mr-2 inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-slate-800"
          >
            {link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
      {state === 'loading' && (
        <div role="status" className="space-y-2">
          <span className="sr-only">{t('loading')}</span>
          {[0, 1, 2].map((row) => (
            <div key={row} aria-hidden="true" className="h-14 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
          ))}
        </div>
      )}
      {state === 'error' && (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 dark:border-red-900/60 dark:bg-red-950/30">
          <p className="flex items-start gap-2 text-sm text-red-800 dark:text-red-200">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('error')}
          </p>
          <Button variant="outline" className="min-h-11" onClick={onRetry}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('retry')}
          </Button>
        </div>
      )}
      {state === 'empty' && <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600 dark:bg-slate-800/50 dark:text-slate-400">{empty}</p>}
      {state === 'ready' && children}
    </section>
  );
};
