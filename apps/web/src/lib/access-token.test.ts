import { afterEach, describe, expect, it } from 'vitest';
import { accessTokenExpiresAt, accessTokenNeedsRenewal, noteFreshAccessToken, RENEW_BEFORE_MS, resetServerClockOffset } from './access-token';

const b64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: object) => `${b64url({ alg: 'HS256' })}.${b64url(claims)}.sig`;
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const at = (ms: number) => Math.floor(ms / 1000);

afterEach(() => resetServerClockOffset());

describe('access token expiry (issue #26 item 18: renew before the calls, not after their 401s)', () => {
  it.each([
    ['expired a minute ago', jwt({ exp: at(NOW - 60_000) }), true],
    ['ends within the margin', jwt({ exp: at(NOW + RENEW_BEFORE_MS - 1_000) }), true],
    ['has minutes left', jwt({ exp: at(NOW + 600_000) }), false],
    ['has no exp', jwt({ sub: 'u' }), false],
    ['is not a JWT', 'access-1', false],
    ['has a broken payload', 'a.%%%.c', false],
  ])('a token that %s needs renewal: %s', (_label, token, expected) => {
    expect(accessTokenNeedsRenewal(token, NOW)).toBe(expected);
  });

  it('reads exp in milliseconds', () => {
    expect(accessTokenExpiresAt(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it('learns how far this device’s clock runs ahead from a fresh token, so it does not renew on every call', () => {
    const deviceNow = NOW + 20 * 60_000; // the device's clock is 20 minutes ahead of the server's
    const fresh = jwt({ iat: at(NOW), exp: at(NOW + 15 * 60_000) });
    expect(accessTokenNeedsRenewal(fresh, deviceNow)).toBe(true);
    noteFreshAccessToken(fresh, deviceNow);
    expect(accessTokenNeedsRenewal(fresh, deviceNow)).toBe(false);
    expect(accessTokenNeedsRenewal(fresh, deviceNow + 15 * 60_000)).toBe(true);
  });
});
