import { Check, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from '../model/use-save-status';

/** The live region of settings that save on change (the error itself comes as a toast). */
export const SaveStatusText = ({ status }: { status: SaveStatus }) => {
  const { t } = useTranslation('account');
  return (
    <p role="status" aria-live="polite" className="flex min-h-5 items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
      {status === 'saving' && (
        <>
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {t('saveStatus.saving')}
        </>
      )}
      {status === 'saved' && (
        <>
          <Check aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
          {t('saveStatus.saved')}
        </>
      )}
      {(status === 'idle' || status === 'failed') && t('saveStatus.auto')}
    </p>
  );
};
