import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '@/components/ui/error-panel';
import { PageHeader } from '@/components/ui/page-header';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useGetMySpecialistProfileQuery } from '../api/catalog-api';
import { PortfolioManager } from '../components/portfolio-manager';
import { SpecialistProfileForm } from '../components/profile-form';
import { apiErrorMessage, isApiClientError } from '../model/api-error';

const Card = ({ id, title, description, children }: { id: string; title: string; description?: string; children: React.ReactNode }) => (
  <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6 dark:border-slate-800 dark:bg-slate-900">
    <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900 sm:text-lg dark:text-white">
      {title}
    </h2>
    {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
    <div className="mt-5">{children}</div>
  </section>
);

/** /specialist/profile: create the business profile the first time, edit it afterwards. */
export const SpecialistProfilePage = () => {
  const { t } = useTranslation('specialist-catalog');
  const { data: profile, isLoading, error, refetch } = useGetMySpecialistProfileQuery();
  const notCreated = isApiClientError(error) && error.status === 404;

  let content: React.ReactNode;
  if (isLoading) {
    content = <FullPageSpinner label={t('common:loading')} className="min-h-[40vh]" />;
  } else if (profile || notCreated) {
    content = (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-4">
          {!profile && (
            <div className="flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-950 dark:border-brand-800 dark:bg-brand-950/50 dark:text-brand-100">
              <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
              <div>
                <p className="font-semibold">{t('profile.welcomeTitle')}</p>
                <p className="mt-1 text-sm">{t('profile.welcomeBody')}</p>
              </div>
            </div>
          )}
          <Card
            id="profile-details"
            title={profile ? t('profile.detailsTitle') : t('profile.createTitle')}
            description={t('profile.requiredNote')}
          >
            <SpecialistProfileForm key={profile?.id ?? 'new'} profile={profile ?? null} />
          </Card>
        </div>
        <PortfolioManager profile={profile ?? null} />
      </div>
    );
  } else {
    content = (
      <ErrorPanel message={apiErrorMessage(t, error, 'errors.fetchProfile')} retryLabel={t('common:actions.retry')} onRetry={() => void refetch()} />
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      {content}
    </div>
  );
};
