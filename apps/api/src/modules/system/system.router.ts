import { ClientConfigSchema, HealthSchema, OutboxResponseSchema, type ClientConfig } from '@vizyt/contracts';
import { ServiceUnavailableError } from '../../http/errors.js';
import { publicAccess } from '../../http/policies.js';
import { loopbackOnly } from '../../http/middleware/loopback-only.js';
import { defineRoute } from '../../http/route.js';
import type { Mailer } from '../../lib/mailer.js';
import { withLiveSettings } from '../admin/feature-gate.js';
import type { PlatformSettingsService } from '../admin/platform-settings.service.js';
import type { SystemService } from './system.service.js';

export interface SystemRouteDeps {
  system: SystemService;
  clientConfig: ClientConfig;
  /** The admin's live settings: the switches and the commission in the answer of GET /config. */
  settings: Pick<PlatformSettingsService, 'current'>;
  /** The local outbox, exposed only outside production and only when no SMTP server is set. */
  devOutbox: Mailer | null;
}

export const systemRoutes = ({ system, clientConfig, settings, devOutbox }: SystemRouteDeps) => [
  defineRoute({
    method: 'get',
    path: '/health',
    operationId: 'systemHealth',
    summary: 'Liveness and database reachability',
    description: '200 with `database: "up"` when PostgreSQL answers within 2 s; otherwise 503 SERVICE_UNAVAILABLE.',
    tags: ['System'],
    policy: publicAccess,
    response: HealthSchema,
    errors: [503],
    handler: async ({ req }) => {
      const health = await system.health();
      if (health.database === 'down') {
        req.log?.warn('health check: database unreachable');
        throw ServiceUnavailableError('Database is unreachable');
      }
      return health;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/config',
    operationId: 'systemConfig',
    summary: 'Public runtime configuration for the web app',
    description:
      'Which sign-in providers are configured, whether e-mail verification is required, the map tile server, and the admin’s live settings: ' +
      '`features` and `payments.commissionPercent` (GET/PUT /admin/settings, seen here within 5 s of a change). With `features.payments` off ' +
      '`payments.provider` is `disabled`; with `features.realtime` off `notifications.realtime` is false.',
    tags: ['System'],
    policy: publicAccess,
    response: ClientConfigSchema,
    handler: async () => withLiveSettings(clientConfig, await settings.current()),
  }),
  ...(devOutbox
    ? [
        defineRoute({
          method: 'get',
          path: '/dev/outbox',
          summary: 'Development only: e-mails written to the local outbox',
          description:
            'Newest first, at most 200. Never mounted in production or when SMTP_URL is set, and answered only to requests from ' +
            'this machine (loopback, not relayed by a proxy); anyone else gets 404. A page for people: /dev/outbox.',
          tags: ['Development'],
          policy: publicAccess,
          middleware: [loopbackOnly],
          errors: [404],
          response: OutboxResponseSchema,
          handler: () => ({ messages: devOutbox.outbox() ?? [] }),
        }),
      ]
    : []),
];
