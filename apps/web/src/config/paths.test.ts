import { describe, expect, it } from 'vitest';
import { dashboardPath, paths } from './paths';

describe('paths', () => {
  it('builds paths with parameters, encoded', () => {
    expect(paths.booking('abc')).toBe('/booking/abc');
    expect(paths.book('a b')).toBe('/book/a%20b');
    expect(paths.service('s1')).toBe('/service/s1');
    expect(paths.specialistProfile('x/y')).toBe('/specialist/x%2Fy');
    expect(paths.payment('b1')).toBe('/payment/b1');
  });

  it('builds queries without empty values', () => {
    expect(paths.search()).toBe('/search');
    expect(paths.search({ q: '  манікюр ', category: 'beauty-wellness' })).toBe(
      '/search?q=%D0%BC%D0%B0%D0%BD%D1%96%D0%BA%D1%8E%D1%80&category=beauty-wellness',
    );
    expect(paths.search({ q: '', minPrice: 0 })).toBe('/search?minPrice=0');
    expect(paths.auth.login()).toBe('/auth/login');
    expect(paths.auth.login('/bookings?tab=past')).toBe('/auth/login?returnUrl=%2Fbookings%3Ftab%3Dpast');
    expect(paths.auth.register('specialist')).toBe('/auth/register?type=specialist');
    expect(paths.homeAnchor('how-it-works')).toBe('/#how-it-works');
    expect(paths.specialist.getStarted()).toBe('/specialist/get-started');
    expect(paths.specialist.getStarted('services')).toBe('/specialist/get-started?from=services');
    expect(paths.admin.section('users')).toBe('/admin/dashboard?tab=users');
  });

  // Issue #26 item 18: an expired session on the sign-in page built /auth/login?returnUrl=/auth/login?returnUrl=… six deep.
  it.each([
    ['/auth/login?returnUrl=%2Fbookings', '/auth/login'],
    ['/auth/login', '/auth/login'],
    ['/auth', '/auth/login'],
    ['/auth/reset-password?token=x', '/auth/login'],
    ['https://evil.example/bookings', '/auth/login'],
    ['//evil.example', '/auth/login'],
    ['bookings', '/auth/login'],
    ['', '/auth/login'],
    [null, '/auth/login'],
    ['/authors', '/auth/login?returnUrl=%2Fauthors'],
    ['/bookings?tab=past', '/auth/login?returnUrl=%2Fbookings%3Ftab%3Dpast'],
  ])('login(%j) carries no auth page and no foreign address as returnUrl → %s', (returnUrl, expected) => {
    expect(paths.auth.login(returnUrl)).toBe(expected);
  });

  it('login() says why the session ended', () => {
    expect(paths.auth.login('/bookings', 'suspended')).toBe('/auth/login?returnUrl=%2Fbookings&reason=suspended');
    expect(paths.auth.login(undefined, 'session-ended')).toBe('/auth/login?reason=session-ended');
  });

  it('knows each role’s dashboard', () => {
    expect(dashboardPath('CUSTOMER')).toBe('/dashboard');
    expect(dashboardPath('SPECIALIST')).toBe('/specialist/dashboard');
    expect(dashboardPath('ADMIN')).toBe('/admin/dashboard');
    expect(dashboardPath(undefined)).toBe('/dashboard');
  });
});
