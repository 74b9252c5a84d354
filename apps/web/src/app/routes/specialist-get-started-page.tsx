import { DEFAULT_TIMEZONE } from '@vizyt/contracts';
import { SetupFlow } from '@/features/onboarding/components/setup-flow';
import type { SetupStep } from '@/features/onboarding/model/setup-steps';
import { WorkingHoursEditor } from '@/features/schedule/components/working-hours-editor';
import { suggestedWorkingHours } from '@/features/schedule/model/working-hours-form';
import { SpecialistProfileForm } from '@/features/specialist-catalog/components/profile-form';
import { ServiceForm } from '@/features/specialist-catalog/components/service-form';
import { useSpecialistSetup } from './use-specialist-setup';

/** Saving moves the flow on by itself (the step follows the server's data), so the forms need no callback. */
const nothing = () => undefined;

/**
 * /specialist/get-started: the first-run setup of a specialist. Each step is the owning
 * feature's own form — the business profile form of /specialist/profile, the service form of
 * /specialist/services, the working-hours editor of /specialist/schedule.
 */
export const SpecialistGetStartedPage = () => {
  const setup = useSpecialistSetup();

  const renderStep = (step: SetupStep) => {
    switch (step) {
      case 'profile':
        return <SpecialistProfileForm profile={null} />;
      case 'service':
        return <ServiceForm onDone={nothing} />;
      case 'hours':
        // The step shows only while no day has hours: start from a usual week rather than seven days off.
        return <WorkingHoursEditor embedded workingHours={suggestedWorkingHours()} timezone={setup.timezone ?? DEFAULT_TIMEZONE} />;
    }
  };

  return (
    <SetupFlow
      state={setup.state}
      progress={setup.progress}
      busy={setup.busy}
      specialistId={setup.specialistId}
      onRetry={setup.retry}
      renderStep={renderStep}
    />
  );
};
