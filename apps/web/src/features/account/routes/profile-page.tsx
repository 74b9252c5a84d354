import { CalendarHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '@/components/ui/error-panel';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAppSelector } from '@/stores/hooks';
import { useGetAccountQuery } from '../api/account-api';
import { AvatarUploader } from '../components/avatar-uploader';
import { ProfileForm } from '../components/profile-form';
import { ProfileStats } from '../components/profile-stats';
import { SettingsCard } from '../components/settings-card';
import { apiErrorMessage } from '../model/api-error';
import { formatDate } from '../model/format-date';

/** /profile (customer): photo, name, phone, e-mail, member since and the booking numbers. */
export const ProfilePage = () => {
  const { t, i18n } = useTranslation('account');
  const { data: user, isLoading, isError, error, refetch } = useGetAccountQuery();
  const timezone = useAppSelector((state) => state.user.preferences.timezone);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <PageHeader title={t('profile.title')} description={t('profile.description')} />

      {isLoading ? (
        <FullPageSpinner label={t('common:loading')} className="min-h-[40vh]" />
      ) : isError || !user ? (
        <ErrorPanel message={apiErrorMessage(t, error, 'errors.fetchProfile')} retryLabel={t('common:actions.retry')} onRetry={() => void refetch()} />
      ) : (
        <>
          {user.userType === 'CUSTOMER' && <ProfileStats />}
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
            <SettingsCard id="profile-photo" title={t('avatar.title')} level={2} className="lg:sticky lg:top-24">
              <AvatarUploader firstName={user.firstName} lastName={user.lastName} avatar={user.avatar} />
              <p className="mt-6 flex items-center justify-center gap-2 border-t border-slate-100 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
                <CalendarHeart aria-hidden="true" className="size-4 shrink-0" />
                <span>{t('profile.memberSince', { date: formatDate(user.memberSince ?? user.createdAt, i18n.language, timezone).replace(/ /g, '\u00a0') })}</span>
              </p>
            </SettingsCard>
            <SettingsCard id="profile-details" title={t('profile.detailsTitle')} description={t('profile.detailsDescription')} level={2}>
              <ProfileForm key={user.id} user={user} />
            </SettingsCard>
          </div>
        </>
      )}
    </div>
  );
};
