import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '../model/api-error';

interface QueryStateProps<T> {
  data: T | undefined;
  isLoading: boolean;
  error: unknown;
  /** account:<key> shown when the error has no more specific text. */
  fallbackKey: string;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** Spinner while loading, a message with Retry on failure, the content once the data is there. */
export const QueryState = <T,>({ data, isLoading, error, fallbackKey, onRetry, children }: QueryStateProps<T>) => {
  const { t } = useTranslation('account');
  if (data !== undefined) return children(data);
  if (isLoading || !error) return <FullPageSpinner label={t('common:loading')} className="min-h-48" />;
  return (
    <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      <p>{apiErrorMessage(t, error, fallbackKey)}</p>
      <Button className="mt-4" variant="outline" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </div>
  );
};
