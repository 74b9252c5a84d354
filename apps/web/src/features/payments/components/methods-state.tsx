import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paymentErrorText } from '../model/payment-error';

/** The saved cards are on their way. */
export const MethodsLoading = () => {
  const { t } = useTranslation('payments');
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
      <Spinner className="size-4" /> {t('methods.loading')}
    </p>
  );
};

/** The saved cards failed to load: why, and Retry. */
export const MethodsError = ({ methods, className }: { methods: { error?: unknown; refetch: () => unknown }; className: string }) => {
  const { t } = useTranslation('payments');
  return (
    <div role="alert" className={className}>
      <span>{paymentErrorText(t, methods.error, 'methodsFailed')}</span>
      <Button variant="outline" size="sm" onClick={() => void methods.refetch()}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('actions.retry')}
      </Button>
    </div>
  );
};
