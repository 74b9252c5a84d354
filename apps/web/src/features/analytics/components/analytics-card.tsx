import type { ReactNode } from 'react';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

export type BlockState = 'loading' | 'error' | 'empty' | 'ready';

/** The state of a block fed by one or more queries: any error wins, then any loading. */
export const blockState = (queries: ReadonlyArray<{ isError: boolean; data?: unknown }>, isEmpty: () => boolean): BlockState => {
  if (queries.some((q) => q.isError)) return 'error';
  if (queries.some((q) => q.data === undefined)) return 'loading';
  return isEmpty() ? 'empty' : 'ready';
};

/** A titled panel with its own loading (a skeleton), error (with retry) and empty text. */
export const AnalyticsCard = ({
  id,
  title,
  description,
  state,
  onRetry,
  empty,
  skeletonHeight = 'h-64',
  className,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  state: BlockState;
  onRetry: () => void;
  empty: ReactNode;
  skeletonHeight?: string;
  className?: string;
  children?: ReactNode;
}) => {
  const { t } = useTranslation('analytics');
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-busy={state === 'loading'}
      data-testid={id}
      className={cn('min-w-0 rounded-2xl border border-slate-200 bg-white p-4 @md:p-6 dark:border-slate-800 dark:bg-slate-900', className)}
    >
      <div className="mb-4 min-w-0">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {description && <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</div>}
      </div>
      {state === 'loading' && (
        <div role="status">
          <span className="sr-only">{t('loading')}</span>
          <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800', skeletonHeight)} />
        </div>
      )}
      {state === 'error' && (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 dark:border-red-900/60 dark:bg-red-950/30">
          <p className="flex items-start gap-2 text-sm text-red-800 dark:text-red-200">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('error.body')}
          </p>
          <Button variant="outline" className="min-h-11" onClick={onRetry}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('actions.retry')}
          </Button>
        </div>
      )}
      {state === 'empty' && <div className="text-sm text-slate-600 dark:text-slate-400">{empty}</div>}
      {state === 'ready' && children}
    </section>
  );
};
