import { PushConfigSchema, PushSubscriptionInputSchema, PushUnregisterInputSchema, TelegramLinkSchema } from '@vizyt/contracts';
import type { RequestHandler } from 'express';
import type { Update } from 'grammy/types';
import { z } from 'zod';
import { AuthenticationError, NotFoundError } from '../../http/errors.js';
import { publicAccess, signedIn, type AccessPolicy } from '../../http/policies.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { ChannelsService } from './channels/channels.service.js';
import type { TelegramBot } from './channels/telegram-bot.js';

const TAGS = ['Notifications'];
/** Anyone may call it, but only a request with the bot's webhook secret is acted on. */
const telegramWebhookSecret: AccessPolicy<false> = { ...publicAccess, name: 'telegramWebhookSecret' };
/**
 * Telegram waits for the webhook's answer and sends nothing else to the bot meanwhile; an update
 * still running after this long goes on in the background while Telegram hears 200.
 */
const WEBHOOK_ANSWER_WITHIN_MS = 5_000;

const PushRegisteredSchema = z.object({ registered: z.literal(true) }).meta({ id: 'PushRegistered' });
const PushUnregisteredSchema = z.object({ removed: z.number().int().min(0).meta({ description: '1 when the caller had that browser registered, else 0' }) }).meta({ id: 'PushUnregistered' });
const TelegramUnlinkedSchema = z.object({ linked: z.literal(false) }).meta({ id: 'TelegramUnlinked' });
/** A Telegram Update (https://core.telegram.org/bots/api#update): grammY reads the rest. */
const TelegramUpdateSchema = z.looseObject({ update_id: z.number().int().min(0) }).meta({ id: 'TelegramUpdate' });
const WebhookAnsweredSchema = z.object({ ok: z.literal(true) }).meta({ id: 'TelegramWebhookAnswer' });

const settleWithin = async (work: Promise<void>, ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
};

export interface ChannelsRouteDeps {
  channels: ChannelsService;
  /** The notification bot, or null when no TELEGRAM_BOT_TOKEN is set. */
  telegram: TelegramBot | null;
}

/** Issue #13: the person's delivery channels (web push browsers, the Telegram chat) and the bot's webhook. */
export const channelsRoutes = ({ channels, telegram }: ChannelsRouteDeps): RouteDefinition[] => {
  const fromTelegram: RequestHandler = (req, _res, next) => {
    if (!telegram) throw NotFoundError('No Telegram bot is configured on this server');
    if (!telegram.isWebhookSecret(req.get('X-Telegram-Bot-Api-Secret-Token'))) throw AuthenticationError('The Telegram webhook secret is missing or wrong');
    next();
  };
  return [
    defineRoute({
      method: 'post',
      path: '/notifications/push/register',
      summary: 'Register this browser for web push',
      description:
        'The browser’s `PushSubscription.toJSON()`, subscribed with the key of GET /notifications/push/public-key. The endpoint must be an https URL of a known push service ' +
        '(FCM, Mozilla, Windows, Apple; else 400 `unknownPushService`) and the keys a P-256 point (65 bytes) and a 16-byte secret, base64url. ' +
        'An endpoint is one browser profile: registering it again updates it, and one registered by another account (signed in on the same browser) moves to the caller. ' +
        'A person keeps at most 10 browsers; the oldest goes.',
      tags: TAGS,
      policy: signedIn,
      request: { body: PushSubscriptionInputSchema },
      response: PushRegisteredSchema,
      successStatus: 201,
      handler: async ({ input, actor }) => channels.registerPush(actor.userId, input.body),
    }),
    defineRoute({
      method: 'delete',
      path: '/notifications/push/unregister',
      summary: 'Stop web push to this browser',
      description: 'Removes the caller’s own subscription with this endpoint (`removed: 0` when the caller has none with it; another person’s is never touched).',
      tags: TAGS,
      policy: signedIn,
      request: { body: PushUnregisterInputSchema },
      response: PushUnregisteredSchema,
      handler: async ({ input, actor }) => channels.unregisterPush(actor.userId, input.body.endpoint),
    }),
    defineRoute({
      method: 'get',
      path: '/notifications/push/public-key',
      summary: 'The web push (VAPID) public key',
      description: 'The `applicationServerKey` for `pushManager.subscribe` (base64url, uncompressed P-256). Also in GET /config (`notifications.pushPublicKey`).',
      tags: TAGS,
      policy: publicAccess,
      response: PushConfigSchema,
      handler: () => channels.pushPublicKey(),
    }),
    defineRoute({
      method: 'post',
      path: '/notifications/telegram/link',
      summary: 'Connect Telegram: a one-time link to the bot',
      description:
        'A t.me deep link that opens the notification bot; pressing Start there sends `/start <token>` and links that chat to the caller’s account (and turns the Telegram switch on). ' +
        'The token works once, for 15 minutes; asking again voids the earlier one. `TELEGRAM_UNAVAILABLE` (503) when no bot is configured on this server.',
      tags: TAGS,
      policy: signedIn,
      response: TelegramLinkSchema,
      successStatus: 201,
      errors: [503],
      handler: async ({ actor }) => channels.telegramLink(actor.userId),
    }),
    defineRoute({
      method: 'delete',
      path: '/notifications/telegram',
      summary: 'Disconnect Telegram',
      description: 'Unlinks the caller’s Telegram chat and turns the Telegram switch off (also when none was linked). In Telegram, /stop does the same.',
      tags: TAGS,
      policy: signedIn,
      response: TelegramUnlinkedSchema,
      handler: async ({ actor }) => channels.unlinkTelegram(actor.userId),
    }),
    defineRoute({
      method: 'post',
      path: '/telegram/webhook',
      summary: 'Telegram bot webhook',
      description:
        'For Telegram only (TELEGRAM_UPDATES=webhook registers it with Telegram at start): `X-Telegram-Bot-Api-Secret-Token` must carry the secret derived from the bot token, else 401; ' +
        '404 when no bot is configured. Handles `/start <token>` (links the chat), `/stop` (unlinks it) and answers anything else with help. ' +
        'Answers 200 even when handling an update fails (it is logged), so Telegram does not send it again and again.',
      tags: TAGS,
      policy: telegramWebhookSecret,
      middleware: [fromTelegram],
      request: { body: TelegramUpdateSchema },
      response: WebhookAnsweredSchema,
      errors: [401, 404],
      handler: async ({ input }) => {
        await settleWithin(telegram!.handleUpdate(input.body as unknown as Update), WEBHOOK_ANSWER_WITHIN_MS);
        return { ok: true as const };
      },
    }),
  ];
};
