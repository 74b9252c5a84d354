import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEV_OUTBOX_PAGE, useGetPublicConfigQuery } from '../api/auth-api';
import { linkClasses } from './form-styles';

/** Development servers keep e-mails in a local outbox instead of sending them: say so, and link it. */
export const DevOutboxNote = () => {
  const { t } = useTranslation('auth');
  const { data: config } = useGetPublicConfigQuery();
  if (!config?.devOutbox) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg border border-dashed border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:border-amber-700/60 dark:bg-amber-950/30 dark:text-amber-200">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {t('devOutbox.note')}{' '}
        <a href={DEV_OUTBOX_PAGE} target="_blank" rel="noreferrer" className={linkClasses}>
          {t('devOutbox.open')}
        </a>
      </span>
    </p>
  );
};
