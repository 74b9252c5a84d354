export { EmptyState } from '@/components/ui/empty-state';

export const ErrorPanel = ({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) => (
  <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
    <p>{message}</p>
    <button
      type="button"
      onClick={onRetry}
      className="mt-4 inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      {retryLabel}
    </button>
  </div>
);
