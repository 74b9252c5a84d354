import { createECDH, randomBytes } from 'node:crypto';
import { unique, type Example } from '../../test/example-helpers.js';

/** What a browser's PushSubscription.toJSON() holds: an FCM endpoint, a P-256 key and a 16-byte secret. */
const browserSubscription = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: `https://fcm.googleapis.com/fcm/send/${unique()}${unique()}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
};

/** Valid requests for the notifications module's endpoints, for the access matrix and the fuzzer (see test/route-examples.ts). */
export const notificationsExamples: Record<string, Example> = {
  // Notifications (issue #13): A's world has one notification of customer A's.
  'GET /notifications': () => ({ query: { filter: 'booking', limit: 10 } }),
  'GET /notifications/unread-count': () => ({}),
  'PUT /notifications/mark-all-read': () => ({}),
  'DELETE /notifications/all': () => ({}),
  'GET /notifications/preferences': () => ({}),
  'POST /notifications/preferences': () => ({ body: { marketing: true, reminders: false } }),
  'POST /notifications/archive': () => ({ body: { olderThanDays: 30 } }),
  'POST /notifications/snooze': () => ({ body: { until: new Date(Date.now() + 3_600_000).toISOString() } }),
  'DELETE /notifications/snooze': () => ({}),
  'GET /notifications/export': () => ({}),
  'POST /notifications/test': () => ({}),
  'POST /notifications/custom': ({ world }) => ({ body: { userIds: [world.accounts.customerA.id], title: 'Оновлення сервісу', message: 'Ми додали онлайн-оплату.', link: '/payments' } }),
  'POST /notifications/bulk/schedule': () => ({ body: { audience: 'customers', title: 'Святковий графік', message: 'Перевірте години роботи ваших фахівців.', sendAt: new Date(Date.now() + 86_400_000).toISOString() } }),
  'DELETE /notifications/scheduled/:id': () => ({}),
  'GET /notifications/templates': () => ({}),
  'GET /notifications/analytics': () => ({ query: { days: 7 } }),
  'PUT /notifications/:id/read': () => ({}),
  'GET /notifications/:id/delivery-status': () => ({}),
  'DELETE /notifications/:id': () => ({}),

  // ── notification channels (no Telegram bot in the test app) ──
  'POST /notifications/push/register': () => ({ body: browserSubscription() }),
  // Customer A's browser: removed for A, untouched (removed: 0) for everyone else.
  'DELETE /notifications/push/unregister': async ({ db, world }) => {
    const { endpoint, keys } = browserSubscription();
    await db.pushSubscription.create({ data: { userId: world.accounts.customerA.id, endpoint, p256dh: keys.p256dh, auth: keys.auth } });
    return { body: { endpoint } };
  },
  'GET /notifications/push/public-key': () => ({}),
  'POST /notifications/telegram/link': () => ({ expect: 503 }),
  'DELETE /notifications/telegram': () => ({}),
  'POST /telegram/webhook': () => ({ body: { update_id: 1, message: { message_id: 1, date: 1_764_000_000, chat: { id: 42, type: 'private' }, text: '/start' } }, expect: 404 }),
};
