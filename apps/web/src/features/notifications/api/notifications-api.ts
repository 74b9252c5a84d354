import { api } from '@/lib/api';
import { features } from '@/config/features';
import { useAppSelector } from '@/app/hooks';

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Failures only logged: a broken badge must not interrupt anyone (spec section 4). */
    getUnreadCount: build.query<{ unreadCount: number }, void>({
      query: () => ({ url: '/notifications/unread-count' }),
      extraOptions: { silent: true, redirectOnAuthFailure: false },
      providesTags: ['Notification'],
    }),
  }),
});

/** Unread notifications of the signed-in user; 0 while the notifications API flag is off. */
export const useUnreadCount = (): number => {
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);
  const enabled = features.notificationsApi && signedIn;
  const { data } = notificationsApi.useGetUnreadCountQuery(undefined, { skip: !enabled, pollingInterval: 60_000 });
  return enabled ? (data?.unreadCount ?? 0) : 0;
};
