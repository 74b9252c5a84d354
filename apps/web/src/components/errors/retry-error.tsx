import { AlertTriangle, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

interface RetryErrorProps {
  /** Spec section 2: 'Error'. */
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
  retrying?: boolean;
  /** The surrounding card's look (each feature has its own card style). */
  className?: string;
}

/** Spec section 2: an 'Error' title, the message and a Retry action, announced as an alert. */
export function RetryError({ title, message, retryLabel, onRetry, retrying = false, className }: RetryErrorProps) {
  const titleId = useId();
  return (
    <section role="alert" aria-labelledby={titleId} className={cn(className, 'mx-auto flex max-w-lg flex-col items-center gap-3 text-center')}>
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
        <AlertTriangle aria-hidden="true" className="size-6" />
      </span>
      <h1 id={titleId} className="text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h1>
      <p className="text-slate-600 dark:text-slate-300">{message}</p>
      <Button variant="outline" className="mt-2" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'size-4 animate-spin' : 'size-4'} />
        {retryLabel}
      </Button>
    </section>
  );
}

/** RetryError for a failed RTK Query: Retry refetches it, and spins while it does. */
export const QueryRetryError = ({ query, ...texts }: Omit<RetryErrorProps, 'onRetry' | 'retrying'> & { query: { isFetching: boolean; refetch: () => unknown } }) => (
  <RetryError {...texts} onRetry={() => void query.refetch()} retrying={query.isFetching} />
);
