import webpush from 'web-push';
import type { Logger } from '../../../lib/logger.js';
import type { ChannelSender, RenderedNotification } from '../notifications.ports.js';
import type { ChannelsRepository } from './channels.repository.js';
import type { VapidKeys } from './vapid.js';

/** A push waits at most a day for an offline browser: after that the news is stale (it is in the app anyway). */
export const PUSH_TTL_SECONDS = 86_400;
/**
 * Push services take at most 4096 bytes of encrypted payload (RFC 8291: about 3990 of text);
 * a long message is cut to stay well inside, the service worker shows a few lines anyway.
 */
const PAYLOAD_MAX_BYTES = 3_000;
const REQUEST_TIMEOUT_MS = 10_000;

/** What the service worker receives (apps/web: it shows title and body and opens url on click). */
export interface PushPayload {
  title: string;
  body: string;
  url: string | null;
  /** The notification's id: a second push with the same tag replaces the first on screen. */
  tag: string;
}

export function pushPayload(notification: RenderedNotification): string {
  const payload: PushPayload = { title: notification.title, body: notification.message, url: notification.url, tag: notification.id };
  let text = JSON.stringify(payload);
  while (Buffer.byteLength(text) > PAYLOAD_MAX_BYTES && payload.body.length > 0) {
    payload.body = `${Array.from(payload.body).slice(0, Math.floor(Array.from(payload.body).length * 0.8)).join('')}…`;
    text = JSON.stringify(payload);
  }
  return text;
}

export interface PushChannelOptions {
  repo: ChannelsRepository;
  vapid: VapidKeys;
  logger: Logger;
}

type Outcome = 'sent' | 'gone' | { failed: string };

/**
 * The web push channel: the notification goes to every browser the user registered, encrypted
 * for each (aes128gcm) and signed with our VAPID key by `web-push`, then POSTed to the browser's
 * push service. A subscription the service calls gone (404, 410) is deleted. 'sent' when any
 * browser took it; 'skipped' when none is registered (any more); throws when every one failed
 * otherwise, so the worker retries — but never after a browser took it, which would repeat it there.
 */
export function createPushChannel({ repo, vapid, logger }: PushChannelOptions): ChannelSender {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };

  async function deliver(subscription: { id: string; endpoint: string; p256dh: string; auth: string }, payload: string): Promise<Outcome> {
    // web-push builds the request (encryption, VAPID JWT, TTL); fetch sends it, to https push
    // services in production and to a local plain-http endpoint in tests.
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
        vapidDetails,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
      });
    } catch (error) {
      // Keys no browser made (registration checks their length, not that the point is on the curve).
      logger.warn({ err: error, subscriptionId: subscription.id }, 'web push subscription cannot be encrypted for: deleted');
      return 'gone';
    }
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
    let response: Response;
    try {
      response = await fetch(request.endpoint, { method: 'POST', headers, body: request.body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), redirect: 'error' });
    } catch (error) {
      return { failed: `push service unreachable (${error instanceof Error ? error.message : String(error)})` };
    }
    await response.body?.cancel().catch(() => {});
    if (response.ok) return 'sent';
    if (response.status === 404 || response.status === 410) return 'gone';
    return { failed: `push service answered ${response.status}` };
  }

  return {
    async send(to, notification) {
      const subscriptions = await repo.listPushSubscriptions(to.userId);
      if (subscriptions.length === 0) return 'skipped';
      const payload = pushPayload(notification);
      const outcomes = await Promise.all(subscriptions.map(async (s) => ({ id: s.id, outcome: await deliver(s, payload) })));
      const failures: string[] = [];
      let sent = 0;
      for (const { id, outcome } of outcomes) {
        if (outcome === 'sent') sent += 1;
        else if (outcome === 'gone') await repo.deletePushSubscription(id);
        else failures.push(outcome.failed);
      }
      if (failures.length > 0) logger.warn({ userId: to.userId, notificationId: notification.id, failures }, 'web push failed for some browsers');
      if (sent > 0) return 'sent';
      if (failures.length > 0) throw new Error(`web push failed: ${failures.join('; ')}`);
      return 'skipped';
    },
  };
}
