import { z } from 'zod';
import {
  DEFAULT_NOTIFICATION_SWITCHES,
  NOTIFICATION_ARCHIVE_DEFAULT_DAYS,
  NOTIFICATION_FILTERS,
  NOTIFICATION_SNOOZE_MAX_DAYS,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_PAGE_LIMIT,
} from '../common/notifications.js';

/** Issue #13: in-app notifications, preferences, delivery and the admin tools. */

const Id = (what: string) => z.string({ error: `${what} is required` }).trim().min(1, `${what} is required`).max(64, 'tooLong');
export const NotificationIdParamsSchema = z.object({ id: Id('Notification ID') });

export const NotificationSchema = z
  .object({
    id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string().meta({ description: 'In the recipient’s language' }),
    message: z.string(),
    isRead: z.boolean(),
    readAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    link: z.string().nullable().meta({ description: 'Path in the web app to open, e.g. /bookings' }),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1, 'tooSmall').max(100, 'tooBig').default(NOTIFICATIONS_PAGE_LIMIT),
    page: z.coerce.number().int().min(1, 'tooSmall').max(10_000, 'tooBig').default(1),
    filter: z.enum(NOTIFICATION_FILTERS, { error: 'invalidFilter' }).default('all'),
  })
  .meta({ id: 'NotificationListQuery' });
export const NotificationListSchema = z
  .object({
    notifications: z.array(NotificationSchema),
    unreadCount: z.number().int().min(0),
    total: z.number().int().min(0).meta({ description: 'Matching the filter (archived ones excluded)' }),
    page: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: 'NotificationList' });
export const UnreadCountSchema = z.object({ unreadCount: z.number().int().min(0) }).meta({ id: 'UnreadCount' });
export const NotificationEnvelopeSchema = z.object({ notification: NotificationSchema, unreadCount: z.number().int().min(0) });
export const CountResultSchema = z.object({ count: z.number().int().min(0), unreadCount: z.number().int().min(0) }).meta({ id: 'NotificationCountResult' });

const Switch = z.boolean({ error: 'mustBeBoolean' });
export const NotificationPreferenceSwitchesSchema = z
  .object({
    email: Switch,
    push: Switch,
    telegram: Switch,
    sms: Switch,
    newBooking: Switch,
    reminders: Switch,
    payments: Switch,
    reviews: Switch,
    messages: Switch,
    marketing: Switch,
  })
  .meta({
    id: 'NotificationSwitches',
    description: `Channels and topics. Defaults: ${Object.entries(DEFAULT_NOTIFICATION_SWITCHES)
      .map(([k, v]) => `${k} ${v ? 'on' : 'off'}`)
      .join(', ')}.`,
  });
export const NotificationPreferencesViewSchema = NotificationPreferenceSwitchesSchema.extend({
  telegramLinked: z.boolean().meta({ description: 'The Telegram bot has a chat of this user' }),
  telegramAvailable: z.boolean().meta({ description: 'A bot is configured on this server' }),
  pushAvailable: z.boolean().meta({ description: 'Web push is configured (VAPID keys)' }),
  pushSubscriptions: z.number().int().min(0).meta({ description: 'Browsers registered for push' }),
  snoozedUntil: z.iso.datetime().nullable(),
  allowDirectMessages: z.boolean().meta({ description: 'Privacy: customers without a booking may start a conversation (specialists)' }),
}).meta({ id: 'NotificationPreferencesView' });
export const UpdateNotificationPreferencesSchema = NotificationPreferenceSwitchesSchema.extend({ allowDirectMessages: Switch })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'nothingToUpdate')
  .meta({ id: 'UpdateNotificationPreferences' });
export const NotificationPreferencesEnvelopeSchema = z.object({ preferences: NotificationPreferencesViewSchema });

export const ArchiveInputSchema = z
  .object({ olderThanDays: z.number({ error: 'mustBeNumber' }).int('mustBeWhole').min(1, 'tooSmall').max(3650, 'tooBig').default(NOTIFICATION_ARCHIVE_DEFAULT_DAYS) })
  .meta({ id: 'ArchiveNotificationsInput' });
export const SnoozeInputSchema = z
  .object({
    until: z.iso.datetime({ error: 'invalidDate', offset: true }).refine((v) => {
      const t = Date.parse(v);
      return t > Date.now() && t <= Date.now() + NOTIFICATION_SNOOZE_MAX_DAYS * 86_400_000;
    }, 'snoozeRange'),
  })
  .meta({ id: 'SnoozeInput', description: `A moment in the next ${NOTIFICATION_SNOOZE_MAX_DAYS} days` });
export const SnoozeStateSchema = z.object({ snoozedUntil: z.iso.datetime().nullable() }).meta({ id: 'SnoozeState' });

export const DeliveryStatusSchema = z
  .object({
    notificationId: z.string(),
    inApp: z.object({ status: z.literal('delivered'), readAt: z.iso.datetime().nullable() }),
    channels: z.array(
      z.object({
        channel: z.enum(['email', 'push', 'telegram']),
        status: z.enum(['pending', 'sent', 'failed', 'skipped']),
        attempts: z.number().int(),
        deliveredAt: z.iso.datetime().nullable(),
        lastError: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'NotificationDeliveryStatus' });

export const PushSubscriptionInputSchema = z
  .object({
    endpoint: z.url({ error: 'invalidUrl', protocol: /^https?$/ }).max(1000, 'tooLong'),
    keys: z.object({ p256dh: z.string().min(1, 'required').max(200, 'tooLong'), auth: z.string().min(1, 'required').max(100, 'tooLong') }),
  })
  .meta({ id: 'PushSubscriptionInput', description: 'PushSubscription.toJSON() of the browser' });
export const PushUnregisterInputSchema = z.object({ endpoint: z.url({ error: 'invalidUrl' }).max(1000, 'tooLong') }).meta({ id: 'PushUnregisterInput' });
export const PushConfigSchema = z.object({ publicKey: z.string().nullable() }).meta({ id: 'PushConfig' });
export const TelegramLinkSchema = z
  .object({ url: z.string().meta({ description: 'https://t.me/<bot>?start=<one-time token>, valid 15 minutes' }), expiresAt: z.iso.datetime() })
  .meta({ id: 'TelegramLink' });

export const NOTIFICATION_AUDIENCES = ['all', 'customers', 'specialists'] as const;
const Title = z.string({ error: 'titleRequired' }).trim().min(1, 'titleRequired').max(200, 'tooLong');
const Body = z.string({ error: 'messageRequired' }).trim().min(1, 'messageRequired').max(2000, 'tooLong');
const Link = z
  .string()
  .trim()
  .max(500, 'tooLong')
  .regex(/^\/(?!\/)[^\s]*$/, 'linkMustBeAppPath')
  .optional()
  .meta({ description: 'A path in the web app, e.g. /bookings' });
export const CustomNotificationInputSchema = z
  .object({ userIds: z.array(Id('User ID')).min(1, 'required').max(1000, 'tooMany'), title: Title, message: Body, link: Link })
  .meta({ id: 'CustomNotificationInput' });
export const ScheduleNotificationInputSchema = z
  .object({
    audience: z.enum(NOTIFICATION_AUDIENCES, { error: 'invalidAudience' }),
    title: Title,
    message: Body,
    link: Link,
    sendAt: z.iso.datetime({ error: 'invalidDate', offset: true }).refine((v) => Date.parse(v) > Date.now() - 60_000, 'sendAtInPast'),
  })
  .meta({ id: 'ScheduleNotificationInput' });
export const ScheduledNotificationSchema = z
  .object({
    id: z.string(),
    audience: z.enum(NOTIFICATION_AUDIENCES),
    title: z.string(),
    message: z.string(),
    link: z.string().nullable(),
    sendAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
    cancelledAt: z.iso.datetime().nullable(),
    recipients: z.number().int(),
  })
  .meta({ id: 'ScheduledNotification' });
export const TemplateSchema = z
  .object({
    type: z.enum(NOTIFICATION_TYPES),
    group: z.enum(['booking', 'payment', 'review', 'system']),
    preference: z.string().nullable().meta({ description: 'The switch that turns it off, or null (always sent)' }),
    titles: z.object({ uk: z.string(), en: z.string(), ru: z.string() }),
  })
  .meta({ id: 'NotificationTemplate' });
export const NotificationAnalyticsSchema = z
  .object({
    days: z.number().int(),
    total: z.number().int(),
    read: z.number().int(),
    readRate: z.number().meta({ description: '0–1' }),
    byType: z.array(z.object({ type: z.string(), total: z.number().int(), read: z.number().int() })),
    deliveries: z.array(z.object({ channel: z.enum(['email', 'push', 'telegram']), sent: z.number().int(), failed: z.number().int(), pending: z.number().int(), skipped: z.number().int() })),
  })
  .meta({ id: 'NotificationAnalytics' });
export const AnalyticsQuerySchema = z.object({ days: z.coerce.number().int().min(1, 'tooSmall').max(365, 'tooBig').default(30) });
