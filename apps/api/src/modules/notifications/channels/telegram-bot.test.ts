import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../../lib/logger.js';
import { hashToken, newOpaqueToken } from '../../../lib/tokens.js';
import { buildUser } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/db.js';
import { messageUpdate, startTelegramDouble } from '../../../test/telegram-double.js';
import { createChannelsRepository } from './channels.repository.js';
import { createTelegramBot, startTelegramUpdates, webhookSecretOf, type TelegramUpdates } from './telegram-bot.js';

/**
 * How the bot receives updates: a webhook registered with Telegram, or long polling from exactly
 * one process — elected by a PostgreSQL advisory lock — with another taking over when it stops.
 * The real grammY bot polls a local double of the Bot API.
 */

const TOKEN = '7000003:AApolling-test-token';
const double = startTelegramDouble({ token: TOKEN });
const apiRoot = await double.listen();
const { db, url } = await useTestDatabase();
const logger = createLogger('silent', 'test');
const started: TelegramUpdates[] = [];
afterAll(async () => {
  for (const s of started) await s.stop();
  await double.close();
});

const newBot = () => createTelegramBot({ token: TOKEN, apiRoot, repo: createChannelsRepository(db), logger });
async function start(mode: 'webhook' | 'polling') {
  const updates = await startTelegramUpdates({ telegram: newBot(), mode, webhookUrl: 'https://vizyt.example/api/v1/telegram/webhook', databaseUrl: url, logger, lockRetryMs: 50 });
  started.push(updates);
  return updates;
}

beforeEach(() => double.reset());

describe('Telegram updates', () => {
  it('webhook: registers the URL with the secret derived from the token, and polls nothing', async () => {
    const updates = await start('webhook');
    expect(double.callsTo('setWebhook').map((c) => c.payload)).toEqual([
      { url: 'https://vizyt.example/api/v1/telegram/webhook', secret_token: webhookSecretOf(TOKEN), allowed_updates: ['message'] },
    ]);
    expect(webhookSecretOf(TOKEN)).toMatch(/^[A-Za-z0-9_-]{1,256}$/);
    expect(updates.isPolling()).toBe(false);
    expect(double.callsTo('getUpdates')).toEqual([]);
  });

  it('polling: one process polls, links a chat from a polled /start, and hands over when it stops', async () => {
    const user = await buildUser(db, { language: 'uk' });
    const token = newOpaqueToken();
    await db.oneTimeToken.create({ data: { userId: user.id, purpose: 'LINK_TELEGRAM', tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 600_000) } });

    const first = await start('polling');
    const second = await start('polling');
    expect(first.isPolling()).toBe(true);
    expect(second.isPolling()).toBe(false);

    double.queueUpdate(messageUpdate(1, 424_242, `/start ${token}`));
    await vi.waitFor(async () => expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).telegramChatId).toBe(424_242n), { timeout: 10_000 });
    await vi.waitFor(() => expect(double.messagesTo(424_242)).toHaveLength(1), { timeout: 10_000 });
    // Polling began with deleteWebhook (a webhook and getUpdates exclude each other).
    expect(double.callsTo('deleteWebhook').length).toBeGreaterThanOrEqual(1);

    await first.stop();
    expect(first.isPolling()).toBe(false);
    // The confirmed update is not handled again by the next poller.
    await vi.waitFor(() => expect(second.isPolling()).toBe(true), { timeout: 10_000 });
    double.queueUpdate(messageUpdate(2, 424_242, '/stop'));
    await vi.waitFor(async () => expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).telegramChatId).toBeNull(), { timeout: 10_000 });
    await vi.waitFor(() => expect(double.messagesTo(424_242)).toHaveLength(2), { timeout: 10_000 });
    expect(double.messagesTo(424_242).map((m) => m.text)).toEqual([expect.stringContaining('Telegram підключено'), expect.stringContaining('Сповіщення в Telegram вимкнено')]);
  });
});
