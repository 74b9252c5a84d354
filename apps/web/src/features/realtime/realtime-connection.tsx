import { useEffect } from 'react';
import { useAppStore } from '@/stores/hooks';
import { features } from '@/config/features';
import { env } from '@/config/env';
import { refreshAccessToken } from '@/lib/api-client';
import { useGetClientConfigQuery } from '@/lib/client-config';
import { paths } from '@/config/paths';
import { currentPathWithQuery, navigateTo } from '@/lib/navigation';
import { selectAccessToken, selectIsAuthenticated, selectViewer, sessionEnded } from '@/stores/auth-slice';
import { isSigningOut } from '@/stores/sign-out-intent';
import { useIsSignedIn, useViewer } from '@/stores/viewer';
import { retainRealtime, setRealtimeEnabled } from './realtime-client';

/** The socket server is where the API is: this origin, or VITE_API_URL's when that is absolute. */
const socketUrl = (): string | undefined => {
  if (!/^https?:\/\//i.test(env.apiUrl)) return undefined;
  return new URL(env.apiUrl).origin;
};

/**
 * Keeps the tab's socket connected while a signed-in layout is on screen, when the websockets
 * flag is on and the server offers live updates (GET /config: notifications.realtime and the
 * admin's features.realtime; off → the notifications and messages poll instead). Renders
 * nothing. Mounted by each signed-in layout; they share one connection.
 */
export const RealtimeConnection = () => {
  const store = useAppStore();
  const signedIn = useIsSignedIn();
  const userId = useViewer()?.id ?? null;
  const config = useGetClientConfigQuery(undefined, { skip: !signedIn || !features.websockets });
  // The admin's switch (features.realtime) turns the socket off too; the server already says so
  // in notifications.realtime, this keeps the web app right with either field.
  const live = features.websockets && signedIn && userId !== null && config.data?.notifications?.realtime === true && config.data.features?.realtime !== false;

  useEffect(() => {
    setRealtimeEnabled(live);
    if (!live) return;
    return retainRealtime({
      getToken: () => selectAccessToken(store.getState()),
      getUserId: () => selectViewer(store.getState())?.id ?? null,
      subscribe: store.subscribe,
      refreshToken: () => refreshAccessToken(store.getState, store.dispatch),
      url: socketUrl(),
      // Signed out first (the socket closes with the session), then to sign-in saying why; the
      // page is read before, as a guard may move to sign-in first (with the same address).
      onSessionEnded: (reason) => {
        // Our own sign-out ends the session too: that is no news to show.
        if (isSigningOut() || !selectIsAuthenticated(store.getState())) return;
        const returnUrl = currentPathWithQuery();
        const why = reason === 'ACCOUNT_SUSPENDED' ? 'suspended' : 'session-ended';
        store.dispatch(sessionEnded(why));
        navigateTo(paths.auth.login(returnUrl, why), { replace: true });
      },
    });
  }, [live, userId, store]);

  return null;
};
