import { AlertTriangle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A dashboard block that failed to load: what went wrong and Retry (spinning while it refetches). */
export const BlockError = ({ message, className, query }: { message: string; className: string; query: { isFetching: boolean; refetch: () => unknown } }) => {
  const { t } = useTranslation('dashboard');
  return (
    <div role="alert" className={className}>
      <p className="flex items-start gap-2">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
        <RotateCw aria-hidden="true" className={query.isFetching ? 'size-4 animate-spin' : 'size-4'} />
        {t('block.retry')}
      </Button>
    </div>
  );
};
