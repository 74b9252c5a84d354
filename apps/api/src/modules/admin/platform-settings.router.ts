import { PlatformSettingsEnvelopeSchema, UpdatePlatformSettingsInputSchema } from '@vizyt/contracts';
import { adminsOnly } from '../../http/policies.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { PlatformSettingsService } from './platform-settings.service.js';

const TAGS = ['Admin'];

export const platformSettingsRoutes = ({ settings }: { settings: PlatformSettingsService }): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/admin/settings',
    summary: 'The platform settings: commission and feature switches (admins)',
    description:
      '`commissionPercent` is the server’s PLATFORM_COMMISSION_PERCENT until an admin sets one. Switches: `notifications` (off: no e-mail, push or ' +
      'Telegram is sent; in-app notifications still appear), `realtime` (off: new socket connections are refused; GET /config says ' +
      '`notifications.realtime: false`, so the web app polls), `payments` (off: no new online payment, 503 PAYMENTS_UNAVAILABLE; refunds work), ' +
      '`uploads` (off: uploads answer 503 FEATURE_DISABLED), `realtimeAnalytics` (read by the web app only).',
    tags: TAGS,
    policy: adminsOnly,
    response: PlatformSettingsEnvelopeSchema,
    handler: async () => ({ settings: await settings.get() }),
  }),
  defineRoute({
    method: 'put',
    path: '/admin/settings',
    summary: 'Change the platform settings (admins)',
    description:
      'Partial: `commissionPercent` (0–50, step 0.1) and/or some of `features`; what is not given stays. Applied without a restart: at once ' +
      'in this process, within 5 s in other API instances. The commission applies to payments charged from then on (each payment keeps the ' +
      'rate it was charged at). Written to the audit log (`settings.update`, before and after) in the same transaction.',
    tags: TAGS,
    policy: adminsOnly,
    request: { body: UpdatePlatformSettingsInputSchema },
    response: PlatformSettingsEnvelopeSchema,
    handler: async ({ input, actor }) => ({ settings: await settings.update(actor, input.body) }),
  }),
];
