import type { z } from 'zod';
import type { Notification, NotificationFilter, NotificationListSchema, NotificationPreferencesViewSchema, NotificationSwitches } from '@vizyt/contracts';

/** A notification as the API sends it (named so it never shadows the browser's `Notification`). */
export type AppNotification = Notification;
export type NotificationList = z.infer<typeof NotificationListSchema>;
export type NotificationPreferences = z.infer<typeof NotificationPreferencesViewSchema>;
export type PreferenceSwitch = keyof NotificationSwitches | 'allowDirectMessages';
export type PreferencesUpdate = Partial<Record<PreferenceSwitch, boolean>>;

/** One page of one filter: a cache entry of its own. */
export interface NotificationListArgs {
  filter: NotificationFilter;
  page: number;
}

export interface CountResult {
  count: number;
  unreadCount: number;
}
