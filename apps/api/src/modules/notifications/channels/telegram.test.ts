import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../../lib/logger.js';
import { buildUser } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/db.js';
import { botError, startTelegramDouble } from '../../../test/telegram-double.js';
import type { Recipient, RenderedNotification } from '../notifications.ports.js';
import { createChannelsRepository } from './channels.repository.js';
import { createTelegramChannel, escapeHtml } from './telegram.js';

/**
 * The Telegram delivery channel: the real grammY client sends to a local double of the Bot API,
 * which checks what arrives (HTML escaped, the "Open" button) and plays Telegram's failures.
 */

const TOKEN = '7000002:AAchannel-test-token';
const double = startTelegramDouble({ token: TOKEN });
const apiRoot = await double.listen();
afterAll(() => double.close());
const { db } = await useTestDatabase();
const channel = createTelegramChannel({ token: TOKEN, apiRoot, repo: createChannelsRepository(db), logger: createLogger('silent', 'test') });

let chats = 200_000;
async function linkedRecipient(language: Recipient['language'] = 'uk'): Promise<Recipient> {
  chats += 1;
  const user = await buildUser(db, { language, telegramChatId: BigInt(chats), notificationPrefs: { email: true, push: true, telegram: true } });
  return { userId: user.id, email: user.email, firstName: user.firstName, language, telegramChatId: BigInt(chats) };
}

const notification = (overrides: Partial<RenderedNotification> = {}): RenderedNotification => ({
  id: 'n-1',
  type: 'booking_confirmed',
  title: 'Запис підтверджено',
  message: 'Манікюр, 12 грудня о 10:00',
  url: 'https://vizyt.example/bookings',
  ...overrides,
});

beforeEach(() => double.reset());

describe('Telegram channel', () => {
  it('sends the title in bold and the message as HTML, escaped, with an "Open" button in the recipient’s language', async () => {
    const to = await linkedRecipient('ru');
    const result = await channel.send(to, notification({ title: 'Відгук <script>alert(1)</script>', message: 'Tom & Jerry <b>not bold</b> > 5' }));
    expect(result).toBe('sent');
    const [sent] = double.callsTo('sendMessage');
    expect(sent?.payload).toMatchObject({
      chat_id: Number(to.telegramChatId),
      parse_mode: 'HTML',
      text: '<b>Відгук &lt;script&gt;alert(1)&lt;/script&gt;</b>\nTom &amp; Jerry &lt;b&gt;not bold&lt;/b&gt; &gt; 5',
      reply_markup: { inline_keyboard: [[{ text: 'Открыть', url: 'https://vizyt.example/bookings' }]] },
    });
  });

  it('puts a link Telegram would refuse as a button (http, localhost) in the text instead', async () => {
    const to = await linkedRecipient('en');
    await channel.send(to, notification({ url: 'http://localhost:3000/bookings?a=1&b=2' }));
    await channel.send(to, notification({ url: null }));
    const [withLink, withoutLink] = double.callsTo('sendMessage').map((c) => c.payload);
    expect(withLink?.reply_markup).toBeUndefined();
    expect(withLink?.text).toBe('<b>Запис підтверджено</b>\nМанікюр, 12 грудня о 10:00\n\nhttp://localhost:3000/bookings?a=1&amp;b=2');
    expect(withoutLink?.text).toBe('<b>Запис підтверджено</b>\nМанікюр, 12 грудня о 10:00');
  });

  it('skips a recipient without a linked chat, calling nobody', async () => {
    const to = { ...(await linkedRecipient()), telegramChatId: null };
    expect(await channel.send(to, notification())).toBe('skipped');
    expect(double.calls).toEqual([]);
  });

  it('unlinks the chat and skips when the person blocked the bot (403)', async () => {
    const to = await linkedRecipient();
    double.failWith((call) => (call.method === 'sendMessage' ? botError(403, 'Forbidden: bot was blocked by the user') : undefined));
    expect(await channel.send(to, notification())).toBe('skipped');
    const user = await db.user.findUniqueOrThrow({ where: { id: to.userId }, select: { telegramChatId: true, notificationPrefs: true } });
    expect(user.telegramChatId).toBeNull();
    expect(user.notificationPrefs).toMatchObject({ telegram: false, email: true });
  });

  it('throws on failures worth retrying: 500, 429 and an unreachable Bot API — and keeps the chat', async () => {
    const to = await linkedRecipient();
    double.failWith(() => botError(500, 'Internal Server Error'));
    await expect(channel.send(to, notification())).rejects.toThrow(/500/);
    double.failWith(() => botError(429, 'Too Many Requests: retry after 5', { retry_after: 5 }));
    await expect(channel.send(to, notification())).rejects.toThrow(/429/);
    const offline = createTelegramChannel({ token: TOKEN, apiRoot: 'http://127.0.0.1:9', repo: createChannelsRepository(db), logger: createLogger('silent', 'test') });
    await expect(offline.send(to, notification())).rejects.toThrow();
    expect((await db.user.findUniqueOrThrow({ where: { id: to.userId }, select: { telegramChatId: true } })).telegramChatId).toBe(to.telegramChatId);
  });

  it('escapes exactly what Telegram’s HTML mode treats as markup', () => {
    expect(escapeHtml('a < b && c > d "q" \'s\'')).toBe('a &lt; b &amp;&amp; c &gt; d "q" \'s\'');
  });
});
