import { useEffect } from 'react';
import { NOTIFICATIONS_POLL_MS, SOCKET_EVENTS } from '@vizyt/contracts';
import { useAppDispatch } from '@/stores/hooks';
import { useIsSignedIn } from '@/stores/viewer';
import { features } from '@/config/features';
import { useOnReconnect } from '@/hooks/use-on-reconnect';
import { notificationReceived, unreadCountChanged } from '../api/notifications-api';
import { asNotification, asUnreadCount } from '../model/payload';
import { useRecentNotifications } from '../model/use-recent-notifications';

/** The live connection, as the app hands it over (the realtime feature's, composed in app/). */
export interface LiveSource {
  /** Is the socket connected? While it is not, the notifications are polled. */
  connected: boolean;
  /** Registers a handler for a server event; returns the unsubscribe. */
  subscribe: (event: string, handler: (payload: unknown) => void) => () => void;
}

/**
 * Keeps the signed-in user's notifications fresh for the bell, the dropdown and the toasts:
 * live events change the cache in place (no refetch); without a connection the newest page is
 * asked again every 30 s (NOTIFICATIONS_POLL_MS), and once more when a connection comes back
 * (anything sent while it was down). Renders nothing; mounted once by each signed-in layout.
 */
export const NotificationsSync = ({ connected, subscribe }: LiveSource) => {
  const dispatch = useAppDispatch();
  const active = useIsSignedIn() && features.notificationsApi;
  const { refetch } = useRecentNotifications(connected ? 0 : NOTIFICATIONS_POLL_MS);

  useOnReconnect(connected, () => void refetch(), active);

  useEffect(() => {
    if (!active) return;
    const offNew = subscribe(SOCKET_EVENTS.notificationNew, (payload) => {
      const notification = asNotification(payload);
      if (notification) dispatch(notificationReceived(notification));
    });
    const offCount = subscribe(SOCKET_EVENTS.notificationCount, (payload) => {
      const count = asUnreadCount(payload);
      if (count !== null) dispatch(unreadCountChanged(count));
    });
    return () => {
      offNew();
      offCount();
    };
  }, [active, subscribe, dispatch]);

  return null;
};
