import { useTranslation } from 'react-i18next';
import { RetryError } from '@/components/errors/retry-error';
import { card } from './styles';

export const CatalogErrorState = ({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) => {
  const { t } = useTranslation('catalog');
  return <RetryError title={t('error.title')} message={message} retryLabel={t('error.retry')} onRetry={onRetry} retrying={retrying} className={card} />;
};
