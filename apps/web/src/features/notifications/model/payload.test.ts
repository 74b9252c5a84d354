import { describe, expect, it } from 'vitest';
import { buildNotification } from '../testing/fixtures';
import { appLink, asNotification, asUnreadCount } from './payload';
import { applicationServerKey } from './web-push';

describe('socket payloads', () => {
  it('takes a notification with the contract’s fields, and nothing else', () => {
    const notification = buildNotification();
    expect(asNotification(notification)).toEqual(notification);
    expect(asNotification({ ...notification, link: undefined })).toEqual({ ...notification, link: null });
    expect(asNotification({ ...notification, isRead: 'no' })).toBeNull();
    expect(asNotification({ ...notification, id: 1 })).toBeNull();
    expect(asNotification(null)).toBeNull();
    expect(asNotification('notification')).toBeNull();
  });

  it('takes a count as a whole non-negative number', () => {
    expect(asUnreadCount({ unreadCount: 4 })).toBe(4);
    expect(asUnreadCount({ unreadCount: -2 })).toBe(0);
    expect(asUnreadCount({ unreadCount: '4' })).toBeNull();
    expect(asUnreadCount({ unreadCount: Number.NaN })).toBeNull();
    expect(asUnreadCount(undefined)).toBeNull();
  });

  it('opens only paths of this app', () => {
    expect(appLink('/bookings?id=1')).toBe('/bookings?id=1');
    expect(appLink('//evil.example/x')).toBeNull();
    expect(appLink('https://evil.example/')).toBeNull();
    expect(appLink('javascript:alert(1)')).toBeNull();
    expect(appLink(null)).toBeNull();
  });
});

describe('applicationServerKey', () => {
  it('decodes the base64url VAPID key into its 65 bytes', () => {
    const key = applicationServerKey('BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(0x04);
  });
});
