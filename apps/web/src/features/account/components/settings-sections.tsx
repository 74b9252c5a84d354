import { useTranslation } from 'react-i18next';
import { useGetAccountQuery } from '../api/account-api';
import { useAccountPreferences } from '../model/use-account-preferences';
import { ChangeEmailSection } from './change-email-section';
import { ChangePasswordSection } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';
import { QueryState } from './query-state';
import { RegionSettings } from './region-settings';

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
  return (
    <header>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('settings.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{description}</p>
    </header>
  );
};
