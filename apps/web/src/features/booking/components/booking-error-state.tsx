import { AlertTriangle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { card } from './styles';

/** Spec section 2: an 'Error' title, the message and a Retry action. */
export const BookingErrorState = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
  const { t } = useTranslation('booking');
  return (
    <section role="alert" aria-labelledby="booking-error-title" className={`${card} mx-auto flex max-w-lg flex-col items-center gap-3 text-center`}>
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
        <AlertTriangle aria-hidden="true" className="size-6" />
      </span>
      <h1 id="booking-error-title" className="text-xl font-bold text-slate-900 dark:text-white">
        {t('error.title')}
      </h1>
      <p className="text-slate-600 dark:text-slate-300">{message}</p>
      <Button variant="outline" className="mt-2" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('error.retry')}
      </Button>
    </section>
  );
};
