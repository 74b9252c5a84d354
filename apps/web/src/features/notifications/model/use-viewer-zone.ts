import { useAppSelector } from '@/app/hooks';

/** The signed-in viewer's time zone: the profile's, else this device's stored preference. */
export const useViewerZone = (): string => {
  const profileZone = useAppSelector((state) => state.auth.user?.timezone);
  const storedZone = useAppSelector((state) => state.user.preferences.timezone);
  return profileZone ?? storedZone;
};
