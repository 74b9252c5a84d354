import { describe, expect, it } from 'vitest';
import { buildNotification } from '../testing/fixtures';
import { addNotification, markAllRead, markRead, matchesFilter, removeAll, removeNotification, setUnreadCount } from './list-state';
import type { NotificationList } from './types';

const list = (unreadCount: number, ...notifications: ReturnType<typeof buildNotification>[]): NotificationList => ({
  notifications,
  unreadCount,
  total: notifications.length,
  page: 1,
  totalPages: 1,
});

describe('notification state rules (spec section 4)', () => {
  it('reading one sets readAt and lowers the count, never below 0', () => {
    const state = list(0, buildNotification({ id: 'a' }));
    markRead(state, 'a', '2026-11-25T10:00:00.000Z', true);
    expect(state.notifications[0]).toMatchObject({ isRead: true, readAt: '2026-11-25T10:00:00.000Z' });
    expect(state.unreadCount).toBe(0);
    const other = list(3, buildNotification({ id: 'b' }));
    markRead(other, 'b', '2026-11-25T10:00:00.000Z', true);
    expect(other.unreadCount).toBe(2);
  });

  it('reading one that was read already changes nothing', () => {
    const state = list(2, buildNotification({ id: 'a', isRead: true, readAt: '2026-11-01T00:00:00.000Z' }));
    markRead(state, 'a', '2026-11-25T10:00:00.000Z', false);
    expect(state.notifications[0]?.readAt).toBe('2026-11-01T00:00:00.000Z');
    expect(state.unreadCount).toBe(2);
  });

  it('mark all: every one read, count 0', () => {
    const state = list(7, buildNotification({ id: 'a' }), buildNotification({ id: 'b', isRead: true, readAt: '2026-11-01T00:00:00.000Z' }));
    markAllRead(state, '2026-11-25T10:00:00.000Z');
    expect(state.notifications.map((n) => [n.isRead, n.readAt])).toEqual([
      [true, '2026-11-25T10:00:00.000Z'],
      [true, '2026-11-01T00:00:00.000Z'],
    ]);
    expect(state.unreadCount).toBe(0);
  });

  it('a new one goes on top of the first page of each list it belongs in; the count rises if it is unread', () => {
    const all = list(1, buildNotification({ id: 'a' }));
    addNotification(all, { filter: 'all', page: 1 }, buildNotification({ id: 'new', type: 'payment_received' }), true);
    expect(all.notifications.map((n) => n.id)).toEqual(['new', 'a']);
    expect([all.unreadCount, all.total]).toEqual([2, 2]);

    const bookings = list(1, buildNotification({ id: 'a' }));
    addNotification(bookings, { filter: 'booking', page: 1 }, buildNotification({ id: 'new', type: 'payment_received' }), true);
    expect(bookings.notifications.map((n) => n.id)).toEqual(['a']);
    expect(bookings.unreadCount).toBe(2);

    const second = list(1, buildNotification({ id: 'z' }));
    addNotification(second, { filter: 'all', page: 2 }, buildNotification({ id: 'new' }), true);
    expect(second.notifications.map((n) => n.id)).toEqual(['z']);

    const read = list(1);
    addNotification(read, { filter: 'all', page: 1 }, buildNotification({ id: 'r', isRead: true, readAt: '2026-11-25T10:00:00.000Z' }), true);
    expect(read.unreadCount).toBe(1);
  });

  it('removing one lowers the count only if it was unread', () => {
    const state = list(1, buildNotification({ id: 'a' }), buildNotification({ id: 'b', isRead: true }));
    removeNotification(state, 'b', false);
    expect([state.notifications.map((n) => n.id), state.unreadCount, state.total]).toEqual([['a'], 1, 1]);
    removeNotification(state, 'a', true);
    expect([state.notifications, state.unreadCount, state.total]).toEqual([[], 0, 0]);
    removeNotification(state, 'gone', true);
    expect(state.unreadCount).toBe(0);
  });

  it('remove all empties the list and the count; the server’s count is taken as is (never negative)', () => {
    const state = list(4, buildNotification({ id: 'a' }));
    removeAll(state);
    expect(state).toMatchObject({ notifications: [], unreadCount: 0, total: 0, totalPages: 0 });
    setUnreadCount(state, 5);
    expect(state.unreadCount).toBe(5);
    setUnreadCount(state, -3);
    expect(state.unreadCount).toBe(0);
  });

  it.each([
    ['all', 'system', false, true],
    ['unread', 'system', false, true],
    ['unread', 'new_booking', true, false],
    ['booking', 'booking_reminder', true, true],
    ['booking', 'payment_failed', false, false],
    ['payment', 'refund_issued', true, true],
    ['review', 'review_response', false, true],
    ['system', 'new_message', false, true],
    ['system', 'booking_cancelled', false, false],
  ] as const)('%s includes %s (read: %s): %s', (filter, type, isRead, expected) => {
    expect(matchesFilter({ type, isRead }, filter)).toBe(expected);
  });
});
