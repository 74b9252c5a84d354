import { describe, expect, it } from 'vitest';
import { postSignInPath, safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it.each(['/bookings', '/bookings?tab=past', '/search?q=%D0%BC%D0%B0&category=beauty', '/specialist/s-1#reviews', '/'])('keeps the in-app path %s', (url) => {
    expect(safeReturnUrl(url)).toBe(url);
  });

  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['empty', ''],
    ['absolute URL', 'https://evil.example/bookings'],
    ['other scheme', 'javascript:alert(1)'],
    ['data URL', 'data:text/html,hi'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/auth/login'],
    ['backslash host', '/\\evil.example'],
    ['backslash later', '/foo\\..\\\\evil.example'],
    ['tab that browsers drop', '/\t/evil.example'],
    ['line break', '/\n/evil.example'],
    ['relative path', 'bookings'],
    ['dot path', './bookings'],
    ['too long', `/${'a'.repeat(2050)}`],
  ])('rejects %s', (_label, url) => {
    expect(safeReturnUrl(url)).toBeNull();
  });
});

describe('postSignInPath', () => {
  it('follows a same-site returnUrl', () => {
    expect(postSignInPath('/bookings?tab=past', 'CUSTOMER')).toBe('/bookings?tab=past');
  });

  it('falls back to the role dashboard for a missing or foreign returnUrl', () => {
    expect(postSignInPath(null, 'CUSTOMER')).toBe('/dashboard');
    expect(postSignInPath('https://evil.example', 'SPECIALIST')).toBe('/specialist/dashboard');
    expect(postSignInPath('//evil.example', 'ADMIN')).toBe('/admin/dashboard');
  });

  it('never returns to an /auth page', () => {
    expect(postSignInPath('/auth/login?returnUrl=%2Fbookings', 'CUSTOMER')).toBe('/dashboard');
    expect(postSignInPath('/auth', 'SPECIALIST')).toBe('/specialist/dashboard');
    expect(postSignInPath('/authors', 'CUSTOMER')).toBe('/authors');
  });
});
