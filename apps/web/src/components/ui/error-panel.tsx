import { Button } from './button';

/** A failed load in place of its content: the message and a Retry button, announced as an alert. */
export const ErrorPanel = ({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) => (
  <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
    <p>{message}</p>
    <Button className="mt-4" variant="outline" onClick={onRetry}>
      {retryLabel}
    </Button>
  </div>
);
