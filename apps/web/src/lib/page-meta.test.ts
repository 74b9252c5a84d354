import { describe, expect, it } from 'vitest';
import i18n from './i18n';
import { descriptionKeyForPath, pageKeyForPath, titleKeyForPath } from './page-meta';

describe('pageKeyForPath', () => {
  it.each([
    ['/', 'home'],
    ['/search', 'search'],
    ['/search?q=nails', 'search'],
    ['/service/abc', 'service'],
    ['/specialist/123', 'specialistPublic'],
    ['/specialist/dashboard', 'specialistDashboard'],
    ['/specialist/notifications', 'specialistNotifications'],
    ['/specialist/get-started?from=services', 'specialistGetStarted'],
    ['/book/abc', 'booking'],
    ['/booking/abc', 'booking'],
    ['/payment/b1', 'payment'],
    ['/auth/login', 'login'],
    ['/auth/register', 'register'],
    ['/auth/whatever', 'login'],
    ['/login', 'login'],
    ['/history', 'history'],
    ['/reviews/', 'reviews'],
    ['/admin/dashboard', 'adminDashboard'],
    ['/notifications', 'notifications'],
    ['/about', 'about'],
    ['/specialist-resources', 'specialistResources'],
    ['/no/such/page', 'notFound'],
    ['/service/abc/extra', 'notFound'],
  ])('%s → %s', (path, key) => {
    expect(pageKeyForPath(path)).toBe(key);
  });

  it('gives i18n keys that exist, with the spec texts in English', () => {
    const en = i18n.getFixedT('en');
    expect(en(titleKeyForPath('/'))).toBe('Professional Service Booking Platform');
    expect(en(titleKeyForPath('/history'))).toBe('Booking History');
    expect(en(descriptionKeyForPath('/history'))).toBe('View your past bookings and service history');
    expect(en(titleKeyForPath('/reviews'))).toBe('My Reviews');
    expect(en(descriptionKeyForPath('/reviews'))).toBe('Manage your reviews and ratings');
    for (const path of ['/', '/search', '/dashboard', '/specialist/earnings', '/cookies', '/nope']) {
      for (const lng of ['uk', 'en', 'ru']) {
        expect(i18n.exists(titleKeyForPath(path), { lng })).toBe(true);
        expect(i18n.exists(descriptionKeyForPath(path), { lng })).toBe(true);
      }
    }
  });
});
