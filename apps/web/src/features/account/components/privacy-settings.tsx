import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { PrivacySettings as Privacy, PrivacySettingsInput } from '@vizyt/contracts';
import { SwitchRow } from '@/components/ui/switch-row';
import { useGetPrivacyQuery, useUpdatePrivacyMutation } from '../api/settings-api';
import { apiErrorMessage } from '../model/api-error';
import { formatDate } from '../model/format-date';
import { useSaveStatus } from '../model/use-save-status';
import { QueryState } from './query-state';
import { SaveStatusText } from './save-status-text';
import { SettingsCard } from './settings-card';

/** Spec section 3's privacy toggles, in its order, with their texts' keys. */
const PRIVACY: ReadonlyArray<{ field: keyof PrivacySettingsInput; key: string }> = [
  { field: 'showPhone', key: 'showPhone' },
  { field: 'showEmail', key: 'showEmail' },
  { field: 'allowDirectMessages', key: 'allowMessages' },
  { field: 'dataProcessingConsent', key: 'dataProcessing' },
];

const PrivacySwitches = ({ privacy }: { privacy: Privacy }) => {
  const { t, i18n } = useTranslation('account');
  const [update] = useUpdatePrivacyMutation();
  const { status, track } = useSaveStatus();
  const save = (patch: PrivacySettingsInput) =>
    void track(() => update(patch).unwrap()).catch((failure: unknown) => toast.error(apiErrorMessage(t, failure, 'errors.updatePrivacy')));
  const consentDate = privacy.dataProcessingConsent && privacy.dataProcessingConsentAt ? formatDate(privacy.dataProcessingConsentAt, i18n.language) : '';
  return (
    <>
      <div className="-mt-2 mb-3">
        <SaveStatusText status={status} />
      </div>
      <div className="divide-y divide-slate-100 dark:divide-slate-800">
        {PRIVACY.map(({ field, key }) => (
          <SwitchRow
            key={field}
            label={t(`privacy.${key}.label`)}
            description={
              field === 'dataProcessingConsent' && consentDate
                ? `${t(`privacy.${key}.description`)} ${t('privacy.consentGiven', { date: consentDate })}`
                : t(`privacy.${key}.description`)
            }
            checked={privacy[field]}
            onChange={(value) => save({ [field]: value })}
          />
        ))}
      </div>
    </>
  );
};

/** Settings → Privacy (customers and specialists): each switch is saved on the server as it changes. */
export const PrivacySettings = () => {
  const { t } = useTranslation('account');
  // Asked again each time the tab opens: "allow direct messages" can also change in Notifications.
  const query = useGetPrivacyQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <SettingsCard id="privacy" title={t('privacy.title')} description={t('privacy.description')}>
      <QueryState data={query.data} isLoading={query.isLoading} error={query.error} fallbackKey="errors.fetchPrivacy" onRetry={() => void query.refetch()}>
        {(privacy) => <PrivacySwitches privacy={privacy} />}
      </QueryState>
    </SettingsCard>
  );
};
