/**
 * Who is looking at the page, asked one way everywhere: the signed-in user, whether someone is
 * signed in, and the time zone their dates are shown in.
 */
import { selectIsAuthenticated, selectViewer, type AuthUser } from './auth-slice';
import { useAppSelector } from './hooks';

/** The signed-in user, or null (also while a stored session is being restored). */
export const useViewer = (): AuthUser | null => useAppSelector(selectViewer);

/** Signed in: authenticated and the user known (the one meaning, `selectIsAuthenticated`). */
export const useIsSignedIn = (): boolean => useAppSelector(selectIsAuthenticated);

/** The viewer's time zone: the profile's, else this device's stored preference (the product default until one is chosen). */
export const useViewerZone = (): string => {
  const profileZone = useAppSelector((state) => state.auth.user?.timezone);
  const storedZone = useAppSelector((state) => state.user.preferences.timezone);
  return profileZone ?? storedZone;
};
