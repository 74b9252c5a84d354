import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '@/components/ui/cn';
import { BlockError } from './block-error';
import { card, linkText } from './styles';

/** The part of an RTK Query result a block needs to pick its state. */
export interface BlockQuery<T> {
  data?: T | undefined;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface DashboardBlockProps<T> {
  /** Used for ids and test ids: `dashboard-<name>`. */
  name: string;
  title: string;
  icon: LucideIcon;
  /** "See all" link of the header. */
  more?: { to: string; label: string };
  query: BlockQuery<T>;
  /** Rows of grey bars while the first answer is on its way. */
  skeletonRows?: number;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
  /** Shown above the block's states whatever they are (an action that needs no data). */
  lead?: ReactNode;
  className?: string;
}

const Skeleton = ({ rows }: { rows: number }) => (
  <div aria-hidden="true" className="flex animate-pulse flex-col gap-3" data-testid="block-skeleton">
    {Array.from({ length: rows }, (_, index) => (
      <div key={index} className="flex items-center gap-3">
        <div className="size-10 shrink-0 rounded-xl bg-slate-200 dark:bg-slate-800" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-3 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
          <div className="h-3 w-1/3 rounded bg-slate-200 dark:bg-slate-800" />
        </div>
      </div>
    ))}
  </div>
);

/**
 * One block of the dashboard: a titled card that shows, from its own query, a skeleton while
 * loading, an error with a retry, its empty state, or its content.
 */
export function DashboardBlock<T>({ name, title, icon: Icon, more, query, skeletonRows = 3, isEmpty, empty, children, lead, className }: DashboardBlockProps<T>) {
  const { t } = useTranslation('dashboard');
  const titleId = `dashboard-${name}-title`;
  let body: ReactNode;
  if (query.isLoading) {
    body = (
      <>
        <span className="sr-only" role="status">
          {t('block.loading')}
        </span>
        <Skeleton rows={skeletonRows} />
      </>
    );
  } else if (query.isError || query.data === undefined) {
    body = (
      <BlockError
        message={t('block.error')}
        query={query}
        className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
      />
    );
  } else if (isEmpty(query.data)) {
    body = <div className="text-sm text-slate-600 dark:text-slate-400">{empty}</div>;
  } else {
    body = children(query.data);
  }
  return (
    <section aria-labelledby={titleId} data-testid={`dashboard-${name}`} aria-busy={query.isLoading || undefined} className={cn(card, 'flex min-w-0 flex-col gap-4', className)}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
          <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" />
          {title}
        </h2>
        {more && (
          <Link to={more.to} className={cn(linkText, 'text-sm')}>
            {more.label}
          </Link>
        )}
      </header>
      {lead}
      {body}
    </section>
  );
}
