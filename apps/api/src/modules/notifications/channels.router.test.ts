import { createECDH, randomBytes } from 'node:crypto';
import { DEFAULT_NOTIFICATION_SWITCHES } from '@vizyt/contracts';
import request from 'supertest';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { messageUpdate, startTelegramDouble } from '../../test/telegram-double.js';
import { createTestApp } from '../../test/test-app.js';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from './channels/channels.repository.js';
import { webhookSecretOf } from './channels/telegram-bot.js';
import { api } from '../../test/api.js';

/**
 * The delivery channels through HTTP (issue #13): registering browsers for web push, and linking
 * Telegram end to end — POST /notifications/telegram/link, then the bot's /start <token> arriving
 * at the webhook, against a local double of the Bot API that the real grammY library talks to.
 */

const BOT_TOKEN = '7000001:AAtest-token-of-the-double';
const double = startTelegramDouble({ token: BOT_TOKEN, username: 'vizyt_test_bot' });
const apiRoot = await double.listen();
afterAll(() => double.close());

const { db, url } = await useTestDatabase();
/** The app as tests run it elsewhere: no bot configured. */
const plain = createTestApp(db, url);
const withBot = createTestApp(db, url, { TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_BOT_USERNAME: 'vizyt_test_bot', TELEGRAM_API_ROOT: apiRoot });
const SECRET_HEADER = 'X-Telegram-Bot-Api-Secret-Token';

const person = (language = 'uk') => signedInAs({ db, container: plain.container }, 'CUSTOMER', { language });

function browser(endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

const stateOf = async (userId: string) => {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { telegramChatId: true, notificationPrefs: true } });
  return { chatId: user.telegramChatId, telegramSwitch: (user.notificationPrefs as Record<string, unknown>).telegram };
};

let chats = 100_000;
const nextChat = () => (chats += 1);
let updates = 0;
const sendUpdate = (text: string, chatId: number, secret = webhookSecretOf(BOT_TOKEN)) =>
  request(withBot.app).post(api('/telegram/webhook')).set(SECRET_HEADER, secret).send(messageUpdate((updates += 1), chatId, text));

async function linkToken(auth: Record<string, string>) {
  const res = await request(withBot.app).post(api('/notifications/telegram/link')).set(auth);
  expect(res.status).toBe(201);
  const link = new URL(res.body.data.url as string);
  expect(`${link.origin}${link.pathname}`).toBe('https://t.me/vizyt_test_bot');
  return { token: link.searchParams.get('start')!, expiresAt: res.body.data.expiresAt as string };
}

beforeEach(() => double.reset());

describe('web push registration', () => {
  it('registers a browser (201), again without a duplicate, and moves it to whoever registers it next', async () => {
    const [olena, taras] = [await person(), await person()];
    const sub = browser();
    const first = await request(plain.app).post(api('/notifications/push/register')).set(olena.auth).send(sub);
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({ registered: true });
    // The browser renewed its keys: still one row, with the new keys.
    const renewed = { ...sub, keys: browser().keys };
    expect((await request(plain.app).post(api('/notifications/push/register')).set(olena.auth).send(renewed)).status).toBe(201);
    expect(await db.pushSubscription.findMany({ where: { endpoint: sub.endpoint }, select: { userId: true, p256dh: true } })).toEqual([{ userId: olena.id, p256dh: renewed.keys.p256dh }]);
    // Taras signs in on the same browser.
    expect((await request(plain.app).post(api('/notifications/push/register')).set(taras.auth).send(renewed)).status).toBe(201);
    expect(await db.pushSubscription.findMany({ where: { endpoint: sub.endpoint }, select: { userId: true } })).toEqual([{ userId: taras.id }]);
  });

  it(`keeps the newest ${MAX_PUSH_SUBSCRIPTIONS_PER_USER} browsers of a person`, async () => {
    const olena = await person();
    const endpoints: string[] = [];
    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS_PER_USER; i += 1) {
      const sub = browser();
      endpoints.push(sub.endpoint);
      expect((await request(plain.app).post(api('/notifications/push/register')).set(olena.auth).send(sub)).status).toBe(201);
    }
    const kept = await db.pushSubscription.findMany({ where: { userId: olena.id }, select: { endpoint: true } });
    expect(kept.map((k) => k.endpoint).sort()).toEqual(endpoints.slice(1).sort());
  });

  it('refuses endpoints that are not a known push service, keys no browser makes, and bad input (400)', async () => {
    const olena = await person();
    const cases = [
      { ...browser('https://169.254.169.254/latest/meta-data'), field: 'body.endpoint' },
      { ...browser('http://fcm.googleapis.com/fcm/send/abc'), field: 'body.endpoint' },
      { ...browser('https://fcm.googleapis.com.evil.example/fcm/send/abc'), field: 'body.endpoint' },
      { ...browser('https://fcm.googleapis.com:8443/fcm/send/abc'), field: 'body.endpoint' },
      { ...browser(), keys: { p256dh: randomBytes(33).toString('base64url'), auth: randomBytes(16).toString('base64url') }, field: 'body.keys.p256dh' },
      { ...browser(), keys: { p256dh: browser().keys.p256dh, auth: 'short' }, field: 'body.keys.auth' },
      { endpoint: 'not a url', keys: browser().keys, field: 'body.endpoint' },
      { endpoint: browser().endpoint, field: 'body.keys' },
    ];
    for (const { field, ...body } of cases) {
      const res = await request(plain.app).post(api('/notifications/push/register')).set(olena.auth).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(field);
    }
    expect(await db.pushSubscription.count({ where: { userId: olena.id } })).toBe(0);
  });

  it('accepts the push services of the major browsers', async () => {
    const olena = await person();
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB',
      'https://wns2-db5p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
    ]) {
      expect((await request(plain.app).post(api('/notifications/push/register')).set(olena.auth).send(browser(endpoint))).status, endpoint).toBe(201);
    }
  });

  it('unregisters only the caller’s own browser', async () => {
    const [olena, taras] = [await person(), await person()];
    const sub = browser();
    await request(plain.app).post(api('/notifications/push/register')).set(olena.auth).send(sub);
    const stranger = await request(plain.app).delete(api('/notifications/push/unregister')).set(taras.auth).send({ endpoint: sub.endpoint });
    expect(stranger.status).toBe(200);
    expect(stranger.body.data).toEqual({ removed: 0 });
    expect(await db.pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(1);
    const own = await request(plain.app).delete(api('/notifications/push/unregister')).set(olena.auth).send({ endpoint: sub.endpoint });
    expect(own.body.data).toEqual({ removed: 1 });
    expect(await db.pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(0);
  });

  it('needs a session to register or unregister (401), and gives the public key to anyone', async () => {
    expect((await request(plain.app).post(api('/notifications/push/register')).send(browser())).status).toBe(401);
    expect((await request(plain.app).delete(api('/notifications/push/unregister')).send({ endpoint: browser().endpoint })).status).toBe(401);
    const key = await request(plain.app).get(api('/notifications/push/public-key'));
    expect(key.status).toBe(200);
    expect(Buffer.from(key.body.data.publicKey as string, 'base64url')).toHaveLength(65);
    const config = await request(plain.app).get(api('/config'));
    expect(config.body.data.notifications.pushPublicKey).toBe(key.body.data.publicKey);
  });
});

describe('Telegram without a bot', () => {
  it('has no link to give (503 TELEGRAM_UNAVAILABLE) and no webhook (404)', async () => {
    const olena = await person();
    const link = await request(plain.app).post(api('/notifications/telegram/link')).set(olena.auth);
    expect(link.status).toBe(503);
    expect(link.body.error.code).toBe('TELEGRAM_UNAVAILABLE');
    const hook = await request(plain.app).post(api('/telegram/webhook')).set(SECRET_HEADER, webhookSecretOf(BOT_TOKEN)).send(messageUpdate(1, 1, '/start'));
    expect(hook.status).toBe(404);
    expect(double.calls).toEqual([]);
  });
});

describe('Telegram linking through the bot (Bot API double)', () => {
  it('links the chat with /start <token>: chat saved, Telegram switch on, a reply in the person’s language', async () => {
    const olena = await person('en');
    expect(await stateOf(olena.id)).toEqual({ chatId: null, telegramSwitch: DEFAULT_NOTIFICATION_SWITCHES.telegram });
    const { token, expiresAt } = await linkToken(olena.auth);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    // Only the hash is stored.
    expect(await db.oneTimeToken.count({ where: { tokenHash: token } })).toBe(0);

    const chat = nextChat();
    const hook = await sendUpdate(`/start ${token}`, chat);
    expect(hook.status).toBe(200);
    expect(hook.body.data).toEqual({ ok: true });
    expect(await stateOf(olena.id)).toEqual({ chatId: BigInt(chat), telegramSwitch: true });
    // grammY asked who it is, then answered in the chat.
    expect(double.callsTo('getMe').length).toBeLessThanOrEqual(1);
    expect(double.messagesTo(chat)).toEqual([expect.objectContaining({ text: expect.stringContaining('Telegram connected') })]);
    // The other switches were left as they were.
    const prefs = (await db.user.findUniqueOrThrow({ where: { id: olena.id }, select: { notificationPrefs: true } })).notificationPrefs as Record<string, unknown>;
    expect(prefs).toMatchObject({ email: true, push: true, telegram: true });
  });

  it('refuses a used, an expired, a replaced and a made-up token, with an explanation in Ukrainian and English', async () => {
    const olena = await person();
    const used = await linkToken(olena.auth);
    const chat = nextChat();
    await sendUpdate(`/start ${used.token}`, chat);
    const other = nextChat();
    await sendUpdate(`/start ${used.token}`, other);
    expect(double.messagesTo(other)).toEqual([expect.objectContaining({ text: expect.stringMatching(/недійсне[\s\S]*invalid/) })]);

    const expired = await linkToken(olena.auth);
    await db.oneTimeToken.updateMany({ where: { userId: olena.id, purpose: 'LINK_TELEGRAM', usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await sendUpdate(`/start ${expired.token}`, other);

    const replaced = await linkToken(olena.auth);
    await linkToken(olena.auth);
    await sendUpdate(`/start ${replaced.token}`, other);
    await sendUpdate(`/start ${randomBytes(32).toString('base64url')}`, other);
    await sendUpdate('/start <b>x</b>', other);

    expect(double.messagesTo(other)).toHaveLength(5);
    for (const message of double.messagesTo(other)) expect(message.text).toMatch(/недійсне[\s\S]*invalid/);
    // Still linked to the first chat only.
    expect(await stateOf(olena.id)).toEqual({ chatId: BigInt(chat), telegramSwitch: true });
    expect(await db.user.count({ where: { telegramChatId: BigInt(other) } })).toBe(0);
  });

  it('moves a chat to the account that links it last (a chat belongs to one account)', async () => {
    const [olena, taras] = [await person(), await person()];
    const chat = nextChat();
    await sendUpdate(`/start ${(await linkToken(olena.auth)).token}`, chat);
    await sendUpdate(`/start ${(await linkToken(taras.auth)).token}`, chat);
    expect(await stateOf(taras.id)).toEqual({ chatId: BigInt(chat), telegramSwitch: true });
    expect(await stateOf(olena.id)).toEqual({ chatId: null, telegramSwitch: false });
  });

  it('unlinks with /stop (switch off, reply) and tells an unknown chat it is not linked', async () => {
    const olena = await person('ru');
    const chat = nextChat();
    await sendUpdate(`/start ${(await linkToken(olena.auth)).token}`, chat);
    double.reset();
    expect((await sendUpdate('/stop', chat)).status).toBe(200);
    expect(await stateOf(olena.id)).toEqual({ chatId: null, telegramSwitch: false });
    expect(double.messagesTo(chat)).toEqual([expect.objectContaining({ text: expect.stringContaining('Уведомления в Telegram отключены') })]);
    await sendUpdate('/stop', chat);
    expect(double.messagesTo(chat)[1]?.text).toMatch(/не підключено[\s\S]*not connected/);
  });

  it('answers a plain /start and other messages with help', async () => {
    const chat = nextChat();
    await sendUpdate('/start', chat);
    await sendUpdate('Привіт!', chat);
    expect(double.messagesTo(chat)).toHaveLength(2);
    for (const message of double.messagesTo(chat)) expect(message.text).toMatch(/Підключити Telegram[\s\S]*Connect Telegram/);
  });

  it('ignores updates without the webhook secret (401), changing nothing', async () => {
    const olena = await person();
    const { token } = await linkToken(olena.auth);
    const chat = nextChat();
    for (const secret of ['', 'wrong', webhookSecretOf('123:another-bot')]) {
      const res = await sendUpdate(`/start ${token}`, chat, secret);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    }
    const none = await request(withBot.app).post(api('/telegram/webhook')).send(messageUpdate((updates += 1), chat, `/start ${token}`));
    expect(none.status).toBe(401);
    expect(await stateOf(olena.id)).toEqual({ chatId: null, telegramSwitch: false });
    expect(double.calls).toEqual([]);
    // The token still works with the right secret.
    await sendUpdate(`/start ${token}`, chat);
    expect((await stateOf(olena.id)).chatId).toBe(BigInt(chat));
  });

  it('still answers 200 when the reply cannot be sent (Telegram would resend the update forever)', async () => {
    const olena = await person();
    const chat = nextChat();
    const { token } = await linkToken(olena.auth);
    double.failWith((call) => (call.method === 'sendMessage' ? { status: 500, body: { ok: false, error_code: 500, description: 'Internal Server Error' } } : undefined));
    expect((await sendUpdate(`/start ${token}`, chat)).status).toBe(200);
    expect((await stateOf(olena.id)).chatId).toBe(BigInt(chat));
  });

  it('refuses a malformed update (400) and a link without a session (401)', async () => {
    const bad = await request(withBot.app).post(api('/telegram/webhook')).set(SECRET_HEADER, webhookSecretOf(BOT_TOKEN)).send({ message: { text: '/start' } });
    expect(bad.status).toBe(400);
    expect((await request(withBot.app).post(api('/notifications/telegram/link'))).status).toBe(401);
    expect((await request(withBot.app).delete(api('/notifications/telegram'))).status).toBe(401);
  });

  it('unlinks from the web app (DELETE /notifications/telegram)', async () => {
    const olena = await person();
    const chat = nextChat();
    await sendUpdate(`/start ${(await linkToken(olena.auth)).token}`, chat);
    const res = await request(withBot.app).delete(api('/notifications/telegram')).set(olena.auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ linked: false });
    expect(await stateOf(olena.id)).toEqual({ chatId: null, telegramSwitch: false });
  });
});
