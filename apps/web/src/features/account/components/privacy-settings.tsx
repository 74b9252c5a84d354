import { useTranslation } from 'react-i18next';
import { ComingSoonBadge, SettingsCard } from './settings-card';
import { SwitchRow } from '@/components/ui/switch-row';

/**
 * Spec section 3 privacy toggles. The API does not store them yet, so they show switched off and
 * disabled: a switched-on look would claim a consent or a setting that does not exist.
 */
const PRIVACY = ['showPhone', 'showEmail', 'allowMessages', 'dataProcessing'] as const;

export const PrivacySettings = () => {
  const { t } = useTranslation('account');
  return (
    <SettingsCard
      id="privacy"
      title={t('privacy.title')}
      description={t('privacy.description')}
      aside={<ComingSoonBadge label={t('comingSoon.badge')} />}
    >
      <p className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">{t('comingSoon.settingsNote')}</p>
      <div className="divide-y divide-slate-100 dark:divide-slate-800">
        {PRIVACY.map((key) => (
          <SwitchRow key={key} label={t(`privacy.${key}.label`)} description={t(`privacy.${key}.description`)} checked={false} disabled />
        ))}
      </div>
    </SettingsCard>
  );
};
