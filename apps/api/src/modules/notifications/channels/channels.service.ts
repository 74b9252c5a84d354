import { AppError, ValidationError } from '../../../http/errors.js';
import { hashToken, newOpaqueToken } from '../../../lib/tokens.js';
import type { ChannelsRepository } from './channels.repository.js';

/** How long a "Connect Telegram" link works. */
export const TELEGRAM_LINK_TTL_MS = 15 * 60_000;

/**
 * Hosts of the push services browsers subscribe with (Chrome, Edge, Opera, Samsung: FCM;
 * Firefox: Mozilla autopush; Windows: WNS; Safari: Apple). The server POSTs to a registered
 * endpoint, so accepting any URL would let a signed-in person aim the server at addresses of
 * their choosing (an internal network, say).
 */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com', '.notify.windows.com', 'web.push.apple.com', '.push.apple.com'];

export function isKnownPushService(endpoint: string, hosts: readonly string[] = PUSH_SERVICE_HOSTS): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((h) => (h.startsWith('.') ? host.endsWith(h) && host.length > h.length : host === h));
}

/** Bytes of a base64url key (-1 when it is not base64url): a P-256 point is 65, the auth secret 16. */
const byteLength = (key: string) => (/^[A-Za-z0-9_-]+={0,2}$/.test(key) ? Buffer.from(key, 'base64url').length : -1);

export interface ChannelsServiceDeps {
  repo: ChannelsRepository;
  /** The bot's @username when a bot is configured (TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME), else null. */
  telegramBotUsername: string | null;
  /** The VAPID public key browsers subscribe with. */
  pushPublicKey: string;
  /** Which push service hosts registrations may name (tests widen it). */
  pushServiceHosts?: readonly string[];
  now?: () => Date;
}

/** What a person does about their delivery channels from the web app: link Telegram, register browsers. */
export function createChannelsService({ repo, telegramBotUsername, pushPublicKey, pushServiceHosts = PUSH_SERVICE_HOSTS, now = () => new Date() }: ChannelsServiceDeps) {
  return {
    /** A t.me deep link that opens the bot with a one-time token (15 minutes; only the newest works). */
    async telegramLink(userId: string): Promise<{ url: string; expiresAt: string }> {
      if (!telegramBotUsername) throw new AppError('TELEGRAM_UNAVAILABLE', 'Telegram notifications are not available on this server');
      const token = newOpaqueToken();
      const expiresAt = new Date(now().getTime() + TELEGRAM_LINK_TTL_MS);
      await repo.createTelegramLinkToken(userId, hashToken(token), expiresAt);
      return { url: `https://t.me/${telegramBotUsername}?start=${token}`, expiresAt: expiresAt.toISOString() };
    },
    async unlinkTelegram(userId: string): Promise<{ linked: false }> {
      await repo.unlinkUser(userId);
      return { linked: false };
    },

    pushPublicKey: () => ({ publicKey: pushPublicKey }),
    async registerPush(userId: string, input: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<{ registered: true }> {
      const issues = [
        ...(isKnownPushService(input.endpoint, pushServiceHosts) ? [] : [{ path: 'body.endpoint', message: 'unknownPushService', code: 'custom' }]),
        ...(byteLength(input.keys.p256dh) === 65 ? [] : [{ path: 'body.keys.p256dh', message: 'invalidKey', code: 'custom' }]),
        ...(byteLength(input.keys.auth) === 16 ? [] : [{ path: 'body.keys.auth', message: 'invalidKey', code: 'custom' }]),
      ];
      if (issues.length > 0) throw ValidationError(issues, 'Not a browser push subscription of a known push service');
      await repo.savePushSubscription(userId, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth });
      return { registered: true };
    },
    async unregisterPush(userId: string, endpoint: string): Promise<{ removed: number }> {
      return { removed: await repo.deleteOwnPushSubscription(userId, endpoint) };
    },
  };
}

export type ChannelsService = ReturnType<typeof createChannelsService>;
