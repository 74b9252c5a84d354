import { useIsSignedIn } from '@/stores/viewer';
import { features } from '@/config/features';
import { RECENT, useGetNotificationsQuery } from '../api/notifications-api';
import type { AppNotification } from './types';

const NONE: AppNotification[] = [];

/**
 * The newest notifications and the unread count, for the bell, the dropdown and the toasts (one
 * shared cache entry). Spec section 4: when they cannot be fetched the list is empty and the
 * count 0 (the failure is only logged by the API client). `pollingInterval`: only the one
 * subscriber that keeps them fresh (NotificationsSync) passes it.
 */
export const useRecentNotifications = (pollingInterval = 0) => {
  const signedIn = useIsSignedIn();
  const enabled = features.notificationsApi && signedIn;
  const query = useGetNotificationsQuery(RECENT, { skip: !enabled, pollingInterval, skipPollingIfUnfocused: false });
  const usable = enabled && !query.isError;
  return {
    notifications: usable ? (query.data?.notifications ?? NONE) : NONE,
    unreadCount: usable ? (query.data?.unreadCount ?? 0) : 0,
    isLoading: enabled && query.isLoading,
    refetch: query.refetch,
  };
};
