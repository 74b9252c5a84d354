import type { ReactNode } from 'react';
import { Bell, Globe, ShieldCheck, UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useGetAccountQuery } from '../api/account-api';
import { useAccountPreferences } from '../model/use-account-preferences';
import { ChangeEmailSection } from './change-email-section';
import { ChangePasswordSection } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';
import { PrivacySettings } from './privacy-settings';
import { QueryState } from './query-state';
import { RegionSettings } from './region-settings';
import type { TabDefinition } from './settings-tabs';
import type { SettingsTab } from '../model/settings-tabs';

/** Change e-mail, change password and delete account: the same on the customer and specialist screens. */
export const AccountTab = () => {
  const account = useGetAccountQuery();
  return (
    <QueryState data={account.data} isLoading={account.isLoading} error={account.error} fallbackKey="errors.fetchProfile" onRetry={() => void account.refetch()}>
      {(user) => (
        <>
          <ChangeEmailSection user={user} />
          <ChangePasswordSection user={user} />
          <DeleteAccountSection user={user} />
        </>
      )}
    </QueryState>
  );
};

export const RegionTab = () => {
  // Language and currency work without the server's copy; the time zone waits for it briefly.
  const preferences = useAccountPreferences();
  return <RegionSettings serverTimezone={preferences.data?.timezone} />;
};

export const SettingsHeader = ({ description }: { description: string }) => {
  const { t } = useTranslation('account');
  return <PageHeader title={t('settings.title')} description={description} />;
};

/** The tabs both settings pages open with: account, notifications (handed in by app/), privacy, language and region. */
export const useSharedSettingsTabs = (notificationsTab: () => ReactNode): Array<TabDefinition<SettingsTab>> => {
  const { t } = useTranslation('account');
  return [
    { id: 'account', label: t('tabs.account'), icon: UserCog, render: () => <AccountTab /> },
    { id: 'notifications', label: t('tabs.notifications'), icon: Bell, render: notificationsTab },
    { id: 'privacy', label: t('tabs.privacy'), icon: ShieldCheck, render: () => <PrivacySettings /> },
    { id: 'language', label: t('tabs.language'), icon: Globe, render: () => <RegionTab /> },
  ];
};
