/**
 * Server data of notifications (issue #13): the list (one cache entry per filter and page), the
 * actions on it, the preferences and the channels (Telegram, web push).
 *
 * The rules of spec section 4 are applied to every cached page at once (model/list-state.ts):
 * the actions change the cache before the server answers and put it back if it refuses; live
 * events ('notification:new', 'notification:count') change it without a refetch. Every call is
 * `silent`: a failed fetch is only logged (the bell then shows nothing), and the screens say
 * themselves what went wrong with an action.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { NOTIFICATIONS_PAGE_LIMIT } from '@vizyt/contracts';
import { api } from '@/lib/api';
import * as rules from '../model/list-state';
import type {
  AppNotification,
  CountResult,
  NotificationList,
  NotificationListArgs,
  NotificationPreferences,
  PreferencesUpdate,
} from '../model/types';

export const NOTIFICATIONS_ENDPOINTS = {
  list: '/notifications',
  read: (id: string) => `/notifications/${encodeURIComponent(id)}/read`,
  markAllRead: '/notifications/mark-all-read',
  one: (id: string) => `/notifications/${encodeURIComponent(id)}`,
  all: '/notifications/all',
  archive: '/notifications/archive',
  export: '/notifications/export',
  preferences: '/notifications/preferences',
  snooze: '/notifications/snooze',
  telegram: '/notifications/telegram',
  telegramLink: '/notifications/telegram/link',
  pushPublicKey: '/notifications/push/public-key',
  pushRegister: '/notifications/push/register',
  pushUnregister: '/notifications/push/unregister',
} as const;

/** The bell, the dropdown and the toasts read this page: the newest 50 of all kinds. */
export const RECENT: NotificationListArgs = { filter: 'all', page: 1 };

const silent = { silent: true, redirectOnAuthFailure: false } as const;
const LIST_TAG = { type: 'Notification' as const, id: 'LIST' };
const PREFERENCES_TAG = { type: 'Notification' as const, id: 'PREFERENCES' };

type ApiState = Parameters<typeof api.util.selectInvalidatedBy>[0];
type Dispatch = ThunkDispatch<ApiState, unknown, UnknownAction>;
type Patch = { undo: () => void };

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationList, NotificationListArgs>({
      query: ({ filter, page }) => ({ url: NOTIFICATIONS_ENDPOINTS.list, params: { limit: NOTIFICATIONS_PAGE_LIMIT, page, filter } }),
      extraOptions: silent,
      providesTags: [LIST_TAG],
    }),
    markNotificationRead: build.mutation<{ notification: AppNotification; unreadCount: number }, string>({
      query: (id) => ({ url: NOTIFICATIONS_ENDPOINTS.read(id), method: 'PUT' }),
      extraOptions: silent,
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const wasUnread = findNotification(getState() as ApiState, id)?.isRead === false;
        const readAt = new Date().toISOString();
        await optimistic(dispatch, getState, (list) => rules.markRead(list, id, readAt, wasUnread), queryFulfilled);
      },
    }),
    markAllNotificationsRead: build.mutation<CountResult, void>({
      query: () => ({ url: NOTIFICATIONS_ENDPOINTS.markAllRead, method: 'PUT' }),
      extraOptions: silent,
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const readAt = new Date().toISOString();
        await optimistic(dispatch, getState, (list) => rules.markAllRead(list, readAt), queryFulfilled);
      },
    }),
    deleteNotification: build.mutation<CountResult, string>({
      query: (id) => ({ url: NOTIFICATIONS_ENDPOINTS.one(id), method: 'DELETE' }),
      extraOptions: silent,
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const wasUnread = findNotification(getState() as ApiState, id)?.isRead === false;
        await optimistic(dispatch, getState, (list) => rules.removeNotification(list, id, wasUnread), queryFulfilled);
      },
    }),
    deleteAllNotifications: build.mutation<CountResult, void>({
      query: () => ({ url: NOTIFICATIONS_ENDPOINTS.all, method: 'DELETE' }),
      extraOptions: silent,
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        await optimistic(dispatch, getState, rules.removeAll, queryFulfilled);
      },
    }),
    /** Moves the read and unread ones older than `olderThanDays` out of the list; the pages are asked again. */
    archiveNotifications: build.mutation<CountResult, { olderThanDays: number }>({
      query: (body) => ({ url: NOTIFICATIONS_ENDPOINTS.archive, method: 'POST', body }),
      extraOptions: silent,
      invalidatesTags: (result) => (result && result.count > 0 ? [LIST_TAG] : []),
    }),
    /** The CSV file of all notifications; a mutation: a one-off download, never cached. */
    exportNotifications: build.mutation<Blob, void>({
      query: () => ({ url: NOTIFICATIONS_ENDPOINTS.export, responseType: 'blob' }),
      extraOptions: silent,
    }),

    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => ({ url: NOTIFICATIONS_ENDPOINTS.preferences }),
      transformResponse: (data: { preferences: NotificationPreferences }) => data.preferences,
      extraOptions: silent,
      providesTags: [PREFERENCES_TAG],
    }),
    /** Shown at once; put back if the server refuses (the caller says so). */
    updateNotificationPreferences: build.mutation<NotificationPreferences, PreferencesUpdate>({
      query: (body) => ({ url: NOTIFICATIONS_ENDPOINTS.preferences, method: 'POST', body }),
      transformResponse: (data: { preferences: NotificationPreferences }) => data.preferences,
      extraOptions: silent,
      async onQueryStarted(update, { dispatch, queryFulfilled }) {
        const patch = dispatch(notificationsApi.util.updateQueryData('getNotificationPreferences', undefined, (draft) => Object.assign(draft, update)));
        try {
          const { data } = await queryFulfilled;
          // Only the switches this call changed: another one may still be on its way.
          dispatch(
            notificationsApi.util.updateQueryData('getNotificationPreferences', undefined, (draft) => {
              for (const key of Object.keys(update) as Array<keyof PreferencesUpdate>) draft[key] = data[key];
            }),
          );
        } catch {
          patch.undo();
        }
      },
    }),
    snoozeNotifications: build.mutation<{ snoozedUntil: string | null }, { until: string }>({
      query: (body) => ({ url: NOTIFICATIONS_ENDPOINTS.snooze, method: 'POST', body }),
      extraOptions: silent,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeSnooze(dispatch, queryFulfilled),
    }),
    resumeNotifications: build.mutation<{ snoozedUntil: string | null }, void>({
      query: () => ({ url: NOTIFICATIONS_ENDPOINTS.snooze, method: 'DELETE' }),
      extraOptions: silent,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeSnooze(dispatch, queryFulfilled),
    }),
    /** A one-time https://t.me/<bot>?start=… link, valid for 15 minutes. */
    createTelegramLink: build.mutation<{ url: string; expiresAt: string }, void>({
      query: () => ({ url: NOTIFICATIONS_ENDPOINTS.telegramLink, method: 'POST' }),
      extraOptions: silent,
    }),
    unlinkTelegram: build.mutation<unknown, void>({
      query: () => ({ url: NOTIFICATIONS_ENDPOINTS.telegram, method: 'DELETE' }),
      extraOptions: silent,
      invalidatesTags: [PREFERENCES_TAG],
    }),
    getPushPublicKey: build.query<string | null, void>({
      query: () => ({ url: NOTIFICATIONS_ENDPOINTS.pushPublicKey }),
      transformResponse: (data: { publicKey: string | null }) => data.publicKey,
      extraOptions: silent,
    }),
    registerPush: build.mutation<unknown, PushSubscriptionJSON>({
      query: (body) => ({ url: NOTIFICATIONS_ENDPOINTS.pushRegister, method: 'POST', body }),
      extraOptions: silent,
      invalidatesTags: [PREFERENCES_TAG],
    }),
    unregisterPush: build.mutation<unknown, { endpoint: string }>({
      query: (body) => ({ url: NOTIFICATIONS_ENDPOINTS.pushUnregister, method: 'DELETE', body }),
      extraOptions: silent,
      invalidatesTags: [PREFERENCES_TAG],
    }),
  }),
});

/** Every cached list page, with the arguments it was asked with. */
const cachedLists = (state: ApiState): NotificationListArgs[] =>
  notificationsApi.util
    .selectInvalidatedBy(state, [LIST_TAG])
    .filter((entry) => entry.endpointName === 'getNotifications')
    .map((entry) => entry.originalArgs as NotificationListArgs);

/** Applies `change` to every cached list page; returns the patches (to undo). */
const updateLists = (dispatch: Dispatch, state: ApiState, change: (list: NotificationList, args: NotificationListArgs) => void): Patch[] =>
  cachedLists(state).map((args) => dispatch(notificationsApi.util.updateQueryData('getNotifications', args, (draft) => change(draft, args))));

/** The notification with this id in any cached page. */
const findNotification = (state: ApiState, id: string): AppNotification | undefined => {
  for (const args of cachedLists(state)) {
    const found = notificationsApi.endpoints.getNotifications.select(args)(state).data?.notifications.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
};

/** The change at once; the server's unread count when it answers; everything put back when it refuses. */
const optimistic = async (
  dispatch: Dispatch,
  getState: () => unknown,
  change: (list: NotificationList) => void,
  answer: Promise<{ data: { unreadCount: number } }>,
) => {
  const patches = updateLists(dispatch, getState() as ApiState, change);
  try {
    const { data } = await answer;
    updateLists(dispatch, getState() as ApiState, (list) => rules.setUnreadCount(list, data.unreadCount));
  } catch {
    for (const patch of patches) patch.undo();
  }
};

const storeSnooze = async (dispatch: Dispatch, answer: Promise<{ data: { snoozedUntil: string | null } }>) => {
  try {
    const { data } = await answer;
    dispatch(
      notificationsApi.util.updateQueryData('getNotificationPreferences', undefined, (draft) => {
        draft.snoozedUntil = data.snoozedUntil;
      }),
    );
  } catch {
    // The card says it did not work.
  }
};

/**
 * A notification arrived live: on top of each list it belongs in. The count rises unless the
 * first page already had it (the poll brought it first).
 */
export const notificationReceived =
  (notification: AppNotification) =>
  (dispatch: Dispatch, getState: () => unknown): void => {
    const state = getState() as ApiState;
    const known = findNotification(state, notification.id) !== undefined;
    updateLists(dispatch, state, (list, args) => rules.addNotification(list, args, notification, !known));
  };

/** The server's unread count (live 'notification:count'). */
export const unreadCountChanged =
  (unreadCount: number) =>
  (dispatch: Dispatch, getState: () => unknown): void => {
    updateLists(dispatch, getState() as ApiState, (list) => rules.setUnreadCount(list, unreadCount));
  };

/** Marks it read unless it already is (a toast closed after the dropdown read it). */
export const markReadIfUnread =
  (id: string) =>
  (dispatch: Dispatch, getState: () => unknown): void => {
    if (findNotification(getState() as ApiState, id)?.isRead !== false) return;
    void dispatch(notificationsApi.endpoints.markNotificationRead.initiate(id))
      .unwrap()
      .catch((error: unknown) => console.warn('[notifications] marking read failed', error));
  };

export const {
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useDeleteNotificationMutation,
  useDeleteAllNotificationsMutation,
  useArchiveNotificationsMutation,
  useExportNotificationsMutation,
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  useSnoozeNotificationsMutation,
  useResumeNotificationsMutation,
  useCreateTelegramLinkMutation,
  useUnlinkTelegramMutation,
  useLazyGetPushPublicKeyQuery,
  useRegisterPushMutation,
  useUnregisterPushMutation,
} = notificationsApi;
