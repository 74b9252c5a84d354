import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import webpush from 'web-push';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../../lib/logger.js';
import { buildUser } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/db.js';
import type { Recipient, RenderedNotification } from '../notifications.ports.js';
import { createChannelsRepository } from './channels.repository.js';
import { createPushChannel, PUSH_TTL_SECONDS, type PushPayload } from './push.js';

/**
 * The web push channel against a local push service: what arrives must be what a browser can
 * read — decrypted here with the browser's keys (RFC 8291, aes128gcm) — signed with our VAPID
 * key for this service (RFC 8292), with a TTL; gone subscriptions are deleted.
 */

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
/** Status the local push service answers, by path (default 201 Created, as push services do). */
const statusByPath = new Map<string, number>();
const pushService = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
    res.writeHead(statusByPath.get(req.url ?? '') ?? 201).end();
  });
});
await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
afterAll(async () => {
  pushService.closeAllConnections();
  await new Promise<void>((resolve) => pushService.close(() => resolve()));
});

const { db } = await useTestDatabase();
const keys = webpush.generateVAPIDKeys();
const vapid = { ...keys, subject: 'mailto:support@vizyt.example' };
const channel = createPushChannel({ repo: createChannelsRepository(db), vapid, logger: createLogger('silent', 'test') });

/** A browser: its ECDH key pair and auth secret, as pushManager.subscribe() makes them. */
function browser() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16), path: `/push/${randomBytes(6).toString('hex')}` };
}
type Browser = ReturnType<typeof browser>;

async function recipientWith(browsers: Browser[]): Promise<Recipient> {
  const user = await buildUser(db);
  for (const b of browsers) {
    await db.pushSubscription.create({ data: { userId: user.id, endpoint: `${origin}${b.path}`, p256dh: b.ecdh.getPublicKey().toString('base64url'), auth: b.auth.toString('base64url') } });
  }
  return { userId: user.id, email: user.email, firstName: user.firstName, language: 'uk', telegramChatId: null };
}

/** What the browser does with a push: RFC 8291 key derivation, then AES-128-GCM, then unpadding. */
function decrypt(body: Buffer, { ecdh, auth }: { ecdh: ECDH; auth: Buffer }): string {
  const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverKey);
  const ikm = hmac(hmac(auth, shared), Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

const notification = (overrides: Partial<RenderedNotification> = {}): RenderedNotification => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  type: 'new_booking',
  title: 'Новий запис',
  message: 'Олена К. записалася на манікюр, 12 грудня о 10:00',
  url: 'https://vizyt.example/bookings',
  ...overrides,
});

beforeEach(() => {
  received.length = 0;
  statusByPath.clear();
});

describe('web push channel', () => {
  it('sends every browser of the user an encrypted push with a TTL and a VAPID signature for that push service', async () => {
    const [laptop, phone] = [browser(), browser()];
    const to = await recipientWith([laptop, phone]);
    expect(await channel.send(to, notification())).toBe('sent');

    expect(received.map((r) => r.path).sort()).toEqual([laptop.path, phone.path].sort());
    for (const b of [laptop, phone]) {
      const push = received.find((r) => r.path === b.path)!;
      expect(push.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers['content-type']).toBe('application/octet-stream');
      // Only the browser can read it.
      expect(push.body.toString('utf8')).not.toContain('Новий запис');
      const payload = JSON.parse(decrypt(push.body, b)) as PushPayload;
      expect(payload).toEqual({ title: 'Новий запис', body: 'Олена К. записалася на манікюр, 12 грудня о 10:00', url: 'https://vizyt.example/bookings', tag: notification().id });

      // Authorization: vapid t=<ES256 JWT for this push service's origin>, k=<our public key>.
      const vapidHeader = /^vapid t=([^,]+), k=(.+)$/.exec(push.headers.authorization ?? '');
      expect(vapidHeader?.[2]).toBe(keys.publicKey);
      const point = Buffer.from(keys.publicKey, 'base64url');
      const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
      const claims = jwt.verify(vapidHeader![1]!, publicKey, { algorithms: ['ES256'] }) as jwt.JwtPayload;
      expect(claims).toMatchObject({ aud: origin, sub: 'mailto:support@vizyt.example' });
    }
  });

  it('cuts a message too long for a push, keeping it readable', async () => {
    const b = browser();
    const to = await recipientWith([b]);
    await channel.send(to, notification({ message: 'Дуже довге повідомлення. '.repeat(200) }));
    const payload = JSON.parse(decrypt(received[0]!.body, b)) as PushPayload;
    expect(payload.body.endsWith('…')).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThanOrEqual(3_000);
    expect(payload.title).toBe('Новий запис');
  });

  it('deletes a subscription the push service calls gone (410, 404) and skips when none is left', async () => {
    const [gone, missing] = [browser(), browser()];
    const to = await recipientWith([gone, missing]);
    statusByPath.set(gone.path, 410);
    statusByPath.set(missing.path, 404);
    expect(await channel.send(to, notification())).toBe('skipped');
    expect(await db.pushSubscription.count({ where: { userId: to.userId } })).toBe(0);
  });

  it('is sent when one browser took it, deleting the gone one and keeping the other', async () => {
    const [alive, gone] = [browser(), browser()];
    const to = await recipientWith([alive, gone]);
    statusByPath.set(gone.path, 410);
    expect(await channel.send(to, notification())).toBe('sent');
    expect((await db.pushSubscription.findMany({ where: { userId: to.userId }, select: { endpoint: true } })).map((s) => s.endpoint)).toEqual([`${origin}${alive.path}`]);
  });

  it('skips a user without browsers, sending nothing', async () => {
    const to = await recipientWith([]);
    expect(await channel.send(to, notification())).toBe('skipped');
    expect(received).toEqual([]);
  });

  it('throws when the push service fails otherwise (retried later), keeping the subscription', async () => {
    const b = browser();
    const to = await recipientWith([b]);
    statusByPath.set(b.path, 503);
    await expect(channel.send(to, notification())).rejects.toThrow(/503/);
    statusByPath.set(b.path, 429);
    await expect(channel.send(to, notification())).rejects.toThrow(/429/);
    expect(await db.pushSubscription.count({ where: { userId: to.userId } })).toBe(1);

    const user = await buildUser(db);
    await db.pushSubscription.create({ data: { userId: user.id, endpoint: 'http://127.0.0.1:9/push/offline', p256dh: b.ecdh.getPublicKey().toString('base64url'), auth: b.auth.toString('base64url') } });
    await expect(channel.send({ ...to, userId: user.id }, notification())).rejects.toThrow(/unreachable/);
  });
});
