import { useTranslation } from 'react-i18next';
import { RetryError } from '@/components/errors/retry-error';
import { card } from './styles';

export const BookingErrorState = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
  const { t } = useTranslation('booking');
  return <RetryError title={t('error.title')} message={message} retryLabel={t('error.retry')} onRetry={onRetry} className={card} />;
};
