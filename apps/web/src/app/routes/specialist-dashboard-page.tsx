import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { SetupProgressCard } from '@/features/onboarding/components/setup-progress-card';
import { ComingSoonPage } from './coming-soon-page';
import { useSpecialistSetup } from './use-specialist-setup';

/**
 * /specialist/dashboard. A specialist without a business profile has nothing to see here yet
 * and is taken to the first-run setup (this is where sign-in and registration land); with a
 * profile but steps left, a card shows the progress and leads back into the setup.
 */
export const SpecialistDashboardPage = () => {
  const { t } = useTranslation();
  const setup = useSpecialistSetup();
  if (setup.state === 'loading') return <FullPageSpinner label={t('loading')} className="min-h-[40vh]" />;
  if (setup.progress && !setup.progress.done.profile) return <Navigate to={paths.specialist.getStarted()} replace />;
  return (
    <ComingSoonPage pageKey="specialistDashboard">
      {setup.progress && !setup.progress.complete && <SetupProgressCard progress={setup.progress} />}
    </ComingSoonPage>
  );
};
