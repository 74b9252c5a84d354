import type { InternalAxiosRequestConfig } from 'axios';
import { DEFAULT_NOTIFICATION_SWITCHES, type ClientConfig, type NotificationFilter } from '@vizyt/contracts';
import { bodyOf, callOf, errorReply, okReply, paramsOf, serveApi, type Override, type Reply } from '@/test/mock-api';
import { matchesFilter } from '../model/list-state';
import type { AppNotification, NotificationList, NotificationPreferences } from '../model/types';

/** Minutes before now, as an ISO instant. */
export const minutesAgo = (minutes: number, now = Date.now()) => new Date(now - minutes * 60_000).toISOString();

export const buildNotification = (overrides: Partial<AppNotification> = {}): AppNotification => ({
  id: 'n1',
  type: 'booking_confirmed',
  title: 'Booking confirmed',
  message: 'Taras confirmed your haircut on 1 December at 10:00.',
  isRead: false,
  readAt: null,
  createdAt: minutesAgo(60),
  link: '/bookings',
  ...overrides,
});

/** `count` notifications, newest first (n1 the newest), one minute apart, unread unless said otherwise. */
export const manyNotifications = (count: number, overrides: Partial<AppNotification> = {}): AppNotification[] =>
  Array.from({ length: count }, (_, index) =>
    buildNotification({ id: `n${index + 1}`, title: `Notification ${index + 1}`, createdAt: minutesAgo(60 + index), ...overrides }),
  );

export const buildPreferences = (overrides: Partial<NotificationPreferences> = {}): NotificationPreferences => ({
  ...DEFAULT_NOTIFICATION_SWITCHES,
  telegramLinked: false,
  telegramAvailable: true,
  pushAvailable: true,
  pushSubscriptions: 0,
  snoozedUntil: null,
  allowDirectMessages: true,
  ...overrides,
});

export const clientConfig = (notifications: Partial<ClientConfig['notifications']> = {}): ClientConfig => ({
  googleClientId: null,
  telegramBotUsername: null,
  requireEmailVerification: true,
  devOutbox: false,
  map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', tileAttribution: '' },
  payments: { provider: 'test', stripePublishableKey: null, commissionPercent: 8 },
  notifications: { realtime: false, telegramBot: null, pushPublicKey: null, ...notifications },
  features: { notifications: true, realtime: true, payments: true, uploads: true, realtimeAnalytics: true },
});

const PAGE_SIZE = 50;

/**
 * An in-memory notifications server: GET /notifications filters and pages what it holds, the
 * actions change it, and the answers carry the unread count as the API's do. `failList` makes
 * GET /notifications answer 500.
 */
export const createNotificationsServer = (initial: AppNotification[] = [], options: { preferences?: NotificationPreferences; failList?: boolean } = {}) => {
  let notifications = [...initial];
  let preferences = options.preferences ?? buildPreferences();
  const unread = () => notifications.filter((item) => !item.isRead).length;

  const list = (config: InternalAxiosRequestConfig): NotificationList => {
    const params = paramsOf(config);
    const filter = (params.filter ?? 'all') as NotificationFilter;
    const page = Number(params.page ?? 1);
    const matching = notifications.filter((item) => matchesFilter(item, filter));
    return {
      notifications: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      unreadCount: unread(),
      total: matching.length,
      page,
      totalPages: Math.ceil(matching.length / PAGE_SIZE),
    };
  };

  const handle = (config: InternalAxiosRequestConfig): Reply => {
    const call = callOf(config);
    if (call === 'GET /config') return okReply(clientConfig());
    if (call === 'GET /notifications') return options.failList ? errorReply(500, 'INTERNAL_ERROR') : okReply(list(config));
    if (call === 'PUT /notifications/mark-all-read') {
      const count = unread();
      notifications = notifications.map((item) => ({ ...item, isRead: true, readAt: item.readAt ?? new Date().toISOString() }));
      return okReply({ count, unreadCount: 0 });
    }
    const read = /^PUT \/notifications\/([^/]+)\/read$/.exec(call);
    if (read) {
      const found = notifications.find((item) => item.id === read[1]);
      if (!found) return errorReply(404, 'NOT_FOUND');
      notifications = notifications.map((item) => (item.id === found.id ? { ...item, isRead: true, readAt: new Date().toISOString() } : item));
      return okReply({ notification: notifications.find((item) => item.id === found.id), unreadCount: unread() });
    }
    if (call === 'DELETE /notifications/all') {
      const count = notifications.length;
      notifications = [];
      return okReply({ count, unreadCount: 0 });
    }
    // Named routes before the `/:id` one, as in the API.
    const one = /^DELETE \/notifications\/(?!all$|snooze$|telegram$)([^/]+)$/.exec(call);
    if (one) {
      const before = notifications.length;
      notifications = notifications.filter((item) => item.id !== one[1]);
      return okReply({ count: before - notifications.length, unreadCount: unread() });
    }
    if (call === 'POST /notifications/archive') return okReply({ count: 2, unreadCount: unread() });
    if (call === 'GET /notifications/export') return { status: 200, body: new Blob(['id,type\n'], { type: 'text/csv' }) };
    if (call === 'GET /notifications/preferences') return okReply({ preferences });
    if (call === 'POST /notifications/preferences') {
      preferences = { ...preferences, ...(bodyOf(config) as Partial<NotificationPreferences>) };
      return okReply({ preferences });
    }
    if (call === 'POST /notifications/snooze') {
      preferences = { ...preferences, snoozedUntil: (bodyOf(config) as { until: string }).until };
      return okReply({ snoozedUntil: preferences.snoozedUntil });
    }
    if (call === 'DELETE /notifications/snooze') {
      preferences = { ...preferences, snoozedUntil: null };
      return okReply({ snoozedUntil: null });
    }
    if (call === 'POST /notifications/telegram/link') return okReply({ url: 'https://t.me/vizyt_bot?start=abc123', expiresAt: new Date(Date.now() + 900_000).toISOString() });
    if (call === 'DELETE /notifications/telegram') {
      preferences = { ...preferences, telegramLinked: false };
      return okReply({ preferences });
    }
    if (call === 'GET /notifications/push/public-key') return okReply({ publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' });
    if (call === 'POST /notifications/push/register') {
      preferences = { ...preferences, pushSubscriptions: preferences.pushSubscriptions + 1 };
      return okReply({ pushSubscriptions: preferences.pushSubscriptions });
    }
    if (call === 'DELETE /notifications/push/unregister') {
      preferences = { ...preferences, pushSubscriptions: Math.max(0, preferences.pushSubscriptions - 1) };
      return okReply({ pushSubscriptions: preferences.pushSubscriptions });
    }
    return errorReply(404, 'NOT_FOUND');
  };

  return {
    /** Starts answering the API client; returns the request log. */
    serve: (override?: Override) => serveApi(handle, override),
    /** Adds one on the server (as another action of the platform would), newest first. */
    add: (notification: AppNotification) => {
      notifications = [notification, ...notifications];
    },
    get notifications() {
      return notifications;
    },
    get preferences() {
      return preferences;
    },
  };
};

/** The requests of the log that match "METHOD /path". */
export const callsOf = (requests: InternalAxiosRequestConfig[], call: string) => requests.filter((request) => callOf(request) === call);
