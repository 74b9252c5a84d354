import { NotificationToasts } from '@/features/notifications/components/notification-toasts';
import { NotificationsSync } from '@/features/notifications/components/notifications-sync';
import { LiveDataSync } from './live-data-sync';
import { RealtimeConnection, subscribeRealtime, useRealtimeConnected } from '@/features/realtime';

/**
 * What keeps a signed-in layout live (issue #13): the tab's socket, the notifications fed by it
 * (or polled while it is down) and their toasts, and the booking data and points they announce. Features never import each other: the
 * realtime connection meets the notifications here. Renders nothing visible.
 */
export const LiveUpdates = () => {
  const connected = useRealtimeConnected();
  return (
    <>
      <RealtimeConnection />
      <NotificationsSync connected={connected} subscribe={subscribeRealtime} />
      <NotificationToasts />
      <LiveDataSync connected={connected} subscribe={subscribeRealtime} />
    </>
  );
};
