/**
 * Notification state rules of spec section 4, as pure changes of one cached list page: reading
 * lowers the unread count (never below 0), mark-all sets it to 0, a new notification goes on top
 * (the count rises if it is unread), removing one lowers the count if it was unread. Every page
 * of every filter carries the same unread count (the user's), so each rule is applied to all of
 * them by the API module.
 */
import { NOTIFICATION_GROUPS, type NotificationFilter } from '@vizyt/contracts';
import type { AppNotification, NotificationList, NotificationListArgs } from './types';

/** Does `notification` belong in a list with this filter? */
export const matchesFilter = (notification: Pick<AppNotification, 'type' | 'isRead'>, filter: NotificationFilter): boolean => {
  if (filter === 'all') return true;
  if (filter === 'unread') return !notification.isRead;
  return (NOTIFICATION_GROUPS[filter] as readonly string[]).includes(notification.type);
};

const lower = (count: number, by = 1) => Math.max(0, count - by);

/** A notification arrived: on top of the first page of each list it belongs in. */
export const addNotification = (list: NotificationList, args: NotificationListArgs, notification: AppNotification, countIt: boolean): void => {
  if (countIt && !notification.isRead) list.unreadCount += 1;
  if (args.page !== 1 || !matchesFilter(notification, args.filter)) return;
  if (list.notifications.some((item) => item.id === notification.id)) return;
  list.notifications.unshift(notification);
  list.total += 1;
};

/** One was read (`wasUnread`: it counted as unread before). */
export const markRead = (list: NotificationList, id: string, readAt: string, wasUnread: boolean): void => {
  const item = list.notifications.find((candidate) => candidate.id === id);
  if (item && !item.isRead) {
    item.isRead = true;
    item.readAt = readAt;
  }
  if (wasUnread) list.unreadCount = lower(list.unreadCount);
};

export const markAllRead = (list: NotificationList, readAt: string): void => {
  for (const item of list.notifications) {
    if (item.isRead) continue;
    item.isRead = true;
    item.readAt = readAt;
  }
  list.unreadCount = 0;
};

export const removeNotification = (list: NotificationList, id: string, wasUnread: boolean): void => {
  const index = list.notifications.findIndex((candidate) => candidate.id === id);
  if (index >= 0) {
    list.notifications.splice(index, 1);
    list.total = lower(list.total);
  }
  if (wasUnread) list.unreadCount = lower(list.unreadCount);
};

export const removeAll = (list: NotificationList): void => {
  list.notifications = [];
  list.total = 0;
  list.totalPages = 0;
  list.unreadCount = 0;
};

/** The server's word on the count (an answer, or the 'notification:count' event). */
export const setUnreadCount = (list: NotificationList, unreadCount: number): void => {
  list.unreadCount = Math.max(0, unreadCount);
};
