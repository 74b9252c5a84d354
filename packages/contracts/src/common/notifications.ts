/**
 * Issue #13: notification types, filters, preferences and limits (zod-free: the web app's
 * shell reads them for the bell and the toasts without pulling zod into the first chunk).
 */
import { NOTIFICATIONS_FETCH_LIMIT } from './constants.js';

export const NOTIFICATION_TYPES = [
  'new_booking',
  'booking_confirmed',
  'booking_updated',
  'booking_cancelled',
  'booking_reminder',
  'payment_received',
  'payment_failed',
  'refund_issued',
  'review_received',
  'review_response',
  'new_message',
  'verification_approved',
  'verification_rejected',
  'system',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The list's filter chips (spec section 2): unread, or the group a type belongs to. */
export const NOTIFICATION_FILTERS = ['all', 'unread', 'booking', 'payment', 'review', 'system'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
export const NOTIFICATION_GROUPS: Record<Exclude<NotificationFilter, 'all' | 'unread'>, readonly NotificationType[]> = {
  booking: ['new_booking', 'booking_confirmed', 'booking_updated', 'booking_cancelled', 'booking_reminder'],
  payment: ['payment_received', 'payment_failed', 'refund_issued'],
  review: ['review_received', 'review_response'],
  system: ['new_message', 'verification_approved', 'verification_rejected', 'system'],
};

/** Which preference switch a type answers to (null: always sent, e.g. verification, system). */
export const NOTIFICATION_TOPIC: Record<NotificationType, NotificationTopic | null> = {
  new_booking: 'newBooking',
  booking_confirmed: 'newBooking',
  booking_updated: 'newBooking',
  booking_cancelled: 'newBooking',
  booking_reminder: 'reminders',
  payment_received: 'payments',
  payment_failed: 'payments',
  refund_issued: 'payments',
  review_received: 'reviews',
  review_response: 'reviews',
  new_message: 'messages',
  verification_approved: null,
  verification_rejected: null,
  system: null,
};

export const NOTIFICATION_CHANNELS = ['email', 'push', 'telegram', 'sms'] as const;
export type NotificationChannelName = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_TOPICS = ['newBooking', 'reminders', 'payments', 'reviews', 'messages', 'marketing'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export type NotificationSwitches = Record<NotificationChannelName | NotificationTopic, boolean>;

/** Spec section 3: e-mail on, push on, Telegram off; SMS and marketing off; every topic on. */
export const DEFAULT_NOTIFICATION_SWITCHES: NotificationSwitches = {
  email: true,
  push: true,
  telegram: false,
  sms: false,
  newBooking: true,
  reminders: true,
  payments: true,
  reviews: true,
  messages: true,
  marketing: false,
};

export const NOTIFICATIONS_PAGE_LIMIT = NOTIFICATIONS_FETCH_LIMIT;
export const NOTIFICATIONS_DROPDOWN_MAX = 10;
export const NOTIFICATION_ARCHIVE_DEFAULT_DAYS = 30;
/** Toasts for unread notifications created within this many minutes (spec section 9). */
export const NOTIFICATION_TOAST_WINDOW_MINUTES = 5;
/** Snoozing is for at most this many days. */
export const NOTIFICATION_SNOOZE_MAX_DAYS = 30;
/** Delivery attempts per channel before it is FAILED for good. */
export const NOTIFICATION_DELIVERY_ATTEMPTS = 5;

/** '9+' in the header above 9, '99+' in the specialist header above 99 (spec section 2). */
export const unreadBadge = (count: number, cap: 9 | 99): string | null => (count <= 0 ? null : count > cap ? `${cap}+` : String(count));

/** Toast style by type (spec section 9). */
export function toastKindOf(type: string): 'error' | 'success' | 'info' {
  if (/failed|error/.test(type)) return 'error';
  if (/success|completed|confirmed/.test(type)) return 'success';
  return 'info';
}

export const MESSAGE_MAX_LENGTH = 4000;
export const MESSAGES_PAGE_DEFAULT = 30;
export const MESSAGES_PAGE_MAX = 100;

/** Socket.io events (path /socket.io; the access token in the handshake's auth.token). */
export const SOCKET_EVENTS = {
  notificationNew: 'notification:new',
  notificationCount: 'notification:count',
  messageNew: 'message:new',
  messageRead: 'message:read',
  typing: 'conversation:typing',
  /** The socket's session ended (signed out elsewhere, password changed, account suspended…): sent just before the server closes it. */
  sessionEnded: 'session:ended',
  /**
   * This API instance is stopping (a deploy, a scale-down): sent just before it closes the socket.
   * The client's socket reconnects by itself, through the load balancer to an instance that runs,
   * and refetches what it may have missed meanwhile.
   */
  serverRestarting: 'server:restarting',
} as const;
/** Why a live session was closed (payload of `session:ended`): the sign-in page says so. */
export const SESSION_END_REASONS = ['ACCOUNT_SUSPENDED', 'SESSION_ENDED'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
export interface SessionEndedEvent {
  reason: SessionEndReason;
}
/**
 * Reconnect 1–5 s, time-out 20 s (spec section 7). The spec asked for long-polling first, then
 * the WebSocket upgrade; issue #28 (several API instances behind a load balancer without sticky
 * sessions) turns it around: a WebSocket first — one connection, which whichever instance it
 * reaches holds — and long-polling only when no WebSocket can be opened (a proxy that blocks
 * them). A polling session lives on one instance, so that fallback needs the load balancer to
 * keep one client's polling requests on one instance (deploy/nginx.conf routes /socket.io/ by address).
 */
export const SOCKET_CLIENT_OPTIONS = {
  path: '/socket.io',
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  timeout: 20_000,
} as const;
/** Without live updates (REALTIME_ENABLED=false) the web app polls this often. */
export const NOTIFICATIONS_POLL_MS = 30_000;
