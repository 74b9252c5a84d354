/**
 * How far the signed-in specialist's first-run setup is, from the server's own data: the
 * business profile (specialist-catalog), the services (specialist-catalog) and the working hours
 * (schedule). Composed here because features never import each other; the steps and their
 * order live in features/onboarding. The same queries back the forms, so every save moves the
 * progress on by itself.
 */
import { useGetMyServicesQuery, useGetMySpecialistProfileQuery } from '@/features/specialist-catalog/api/catalog-api';
import { isApiClientError } from '@/features/specialist-catalog/model/api-error';
import { useGetMyAvailabilityQuery } from '@/features/schedule/api/schedule-api';
import { hasAnyWorkingHours, setupProgress, type SetupProgress } from '@/features/onboarding/model/setup-steps';

export interface SpecialistSetup {
  state: 'loading' | 'error' | 'ready';
  /** Null until every answer needed is in. */
  progress: SetupProgress | null;
  /** An answer is being refreshed (typically right after a save). */
  busy: boolean;
  specialistId: string | null;
  /** The profile's zone, which the working hours are in. */
  timezone: string | null;
  retry: () => void;
}

export const useSpecialistSetup = (): SpecialistSetup => {
  const profile = useGetMySpecialistProfileQuery();
  // 404: not created yet. (A profile cached earlier but gone now answers 404 too.)
  const noProfile = isApiClientError(profile.error) && profile.error.status === 404;
  const hasProfile = Boolean(profile.data) && !noProfile;
  const services = useGetMyServicesQuery(undefined, { skip: !hasProfile });
  const availability = useGetMyAvailabilityQuery(undefined, { skip: !hasProfile });

  let state: SpecialistSetup['state'] = 'loading';
  let progress: SetupProgress | null = null;
  if (noProfile) {
    state = 'ready';
    progress = setupProgress({ hasProfile: false, hasService: false, hasWorkingHours: false });
  } else if (hasProfile && services.data && availability.data) {
    state = 'ready';
    progress = setupProgress({ hasProfile: true, hasService: services.data.length > 0, hasWorkingHours: hasAnyWorkingHours(availability.data.workingHours) });
  } else if ((!hasProfile && profile.error) || services.error || availability.error) {
    state = 'error';
  }

  return {
    state,
    progress,
    busy: profile.isFetching || services.isFetching || availability.isFetching,
    specialistId: hasProfile ? profile.data!.id : null,
    timezone: availability.data?.timezone ?? (hasProfile ? profile.data!.timezone : null),
    retry: () => {
      if (profile.error && !noProfile) void profile.refetch();
      if (services.error) void services.refetch();
      if (availability.error) void availability.refetch();
    },
  };
};
