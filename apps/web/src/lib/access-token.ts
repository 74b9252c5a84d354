/**
 * What the web app may read from its own access token without asking the server: when it
 * expires. Used to renew it before a request instead of after a 401 (issue #26 item 18: every
 * first load after the token had expired logged 401s before the refresh).
 */

/** Renew this long before the token's end: a request sent just before it would arrive just after. */
export const RENEW_BEFORE_MS = 30_000;

const claimsOf = (token: string): { exp?: unknown; iat?: unknown } | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
};

const secondsClaim = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value * 1000 : null);

/** The token's end (ms since the epoch, the server's clock), or null when it says none. */
export const accessTokenExpiresAt = (token: string): number | null => secondsClaim(claimsOf(token)?.exp);

/**
 * How far this device's clock is behind the server's, learnt from a token just issued (its `iat`
 * is the server's "now"). Without it a device whose clock runs ahead would renew on every call.
 */
let serverClockOffsetMs = 0;

export const noteFreshAccessToken = (token: string, receivedAt: number = Date.now()): void => {
  const issuedAt = secondsClaim(claimsOf(token)?.iat);
  if (issuedAt !== null) serverClockOffsetMs = issuedAt - receivedAt;
};

/** Has the token ended, or will it within RENEW_BEFORE_MS? A token that cannot be read is left to the server. */
export const accessTokenNeedsRenewal = (token: string, now: number = Date.now()): boolean => {
  const expiresAt = accessTokenExpiresAt(token);
  return expiresAt !== null && expiresAt - (now + serverClockOffsetMs) <= RENEW_BEFORE_MS;
};

/** For tests: forget what was learnt of the server's clock. */
export const resetServerClockOffset = (): void => {
  serverClockOffsetMs = 0;
};
