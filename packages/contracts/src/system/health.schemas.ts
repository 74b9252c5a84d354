import { z } from 'zod';
import { FeatureFlagsSchema } from '../admin/admin.schemas.js';
import { PAYMENT_PROVIDERS } from '../payments/payments.schemas.js';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    version: z.string(),
    payments: z.enum(PAYMENT_PROVIDERS).meta({ description: 'Who takes the money: stripe (STRIPE_SECRET_KEY set), test (the built-in test provider) or disabled (production without a key)' }),
    uptimeSeconds: z.number().int().nonnegative(),
    time: z.iso.datetime(),
  })
  .meta({ id: 'Health' });

export type Health = z.infer<typeof HealthSchema>;

export const ClientConfigSchema = z
  .object({
    googleClientId: z.string().nullable().meta({ description: 'Shown → the web app offers "Sign in with Google"' }),
    telegramBotUsername: z.string().nullable().meta({ description: 'Shown → the web app offers the Telegram Login Widget' }),
    requireEmailVerification: z.boolean(),
    devOutbox: z.boolean().meta({ description: 'true outside production when e-mail goes to the local outbox (/dev/outbox)' }),
    map: z
      .object({
        tileUrl: z.string().meta({ description: 'Leaflet tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png (MAP_TILE_URL)' }),
        tileAttribution: z.string().meta({ description: 'Credit line shown on the map, HTML (MAP_TILE_ATTRIBUTION)' }),
      })
      .meta({ description: 'Where the maps (search, specialist location) take their background tiles from' }),
    payments: z
      .object({
        provider: z.enum(PAYMENT_PROVIDERS),
        stripePublishableKey: z.string().nullable().meta({ description: 'With provider stripe: the key for Stripe Elements' }),
        commissionPercent: z.number(),
      })
      .meta({ description: 'How the card form works: Stripe Elements, the test provider’s form, or no online payment' }),
    notifications: z
      .object({
        realtime: z.boolean().meta({ description: 'true: connect to socket.io at /socket.io for live updates; false: poll every 30 s (REALTIME_ENABLED)' }),
        telegramBot: z.string().nullable().meta({ description: 'Username of the notification bot; null: no Telegram notifications here' }),
        pushPublicKey: z.string().nullable().meta({ description: 'VAPID public key for PushManager.subscribe; null: no web push here' }),
      })
      .meta({ description: 'Live updates and the notification channels this server offers' }),
    features: FeatureFlagsSchema.meta({ description: 'The admin’s feature switches (GET/PUT /admin/settings), applied without a restart' }),
  })
  .meta({ id: 'ClientConfig' });
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

export const OutboxMessageSchema = z
  .object({
    id: z.string(),
    from: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    links: z.array(z.string()),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OutboxMessage' });
export const OutboxResponseSchema = z.object({ messages: z.array(OutboxMessageSchema) }).meta({ id: 'OutboxResponse' });
