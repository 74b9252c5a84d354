import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { OAuth2Client } from 'google-auth-library';

export interface ExternalIdentity {
  /** Google `sub` or Telegram user id */
  subject: string;
  email: string | null;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

export type CertificateSource = () => Promise<Record<string, string>>;

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Verifies a Google ID token: signature against Google's certificates, audience = our client
 * id, issuer, expiry, and a verified e-mail. Certificates come from Google by default; tests pass
 * their own source with locally generated keys, so the same verification code runs in both.
 */
export function createGoogleVerifier(clientId: string, certificates?: CertificateSource) {
  const client = new OAuth2Client({ clientId });
  const source: CertificateSource =
    certificates ?? (async () => (await client.getFederatedSignonCertsAsync()).certs as Record<string, string>);
  return async (credential: string): Promise<ExternalIdentity | null> => {
    try {
      const ticket = await client.verifySignedJwtWithCertsAsync(credential, await source(), clientId, GOOGLE_ISSUERS);
      const payload = ticket.getPayload();
      if (!payload?.sub || !payload.email || payload.email_verified !== true) return null;
      return {
        subject: payload.sub,
        email: payload.email.toLowerCase(),
        firstName: payload.given_name ?? payload.name?.split(' ')[0] ?? '',
        lastName: payload.family_name ?? payload.name?.split(' ').slice(1).join(' ') ?? '',
        avatar: payload.picture ?? null,
      };
    } catch {
      return null;
    }
  };
}

export interface TelegramLoginData {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
}

const TELEGRAM_MAX_AGE_SECONDS = 24 * 60 * 60;
const CLOCK_SKEW_SECONDS = 300;

/**
 * Checks Telegram Login Widget data as Telegram documents it: the data-check-string (every
 * received field but `hash`, sorted, `key=value` joined by newlines) signed with HMAC-SHA-256
 * keyed by SHA-256 of the bot token, and `auth_date` at most 24 hours old.
 */
export function verifyTelegramLogin(data: TelegramLoginData, botToken: string, now = Date.now()): ExternalIdentity | null {
  const fields = Object.entries(data)
    .filter(([key, value]) => key !== 'hash' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHash('sha256').update(botToken).digest();
  const expected = createHmac('sha256', secret).update(fields).digest();
  const given = Buffer.from(data.hash, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const age = Math.floor(now / 1000) - data.auth_date;
  if (age > TELEGRAM_MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS) return null;
  return {
    subject: String(data.id),
    email: null,
    firstName: data.first_name,
    lastName: data.last_name ?? '',
    avatar: data.photo_url ?? null,
  };
}
