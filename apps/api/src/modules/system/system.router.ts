import { HealthSchema } from '@vizyt/contracts';
import { ServiceUnavailableError } from '../../http/errors.js';
import { publicAccess } from '../../http/policies.js';
import { defineRoute } from '../../http/route.js';
import type { SystemService } from './system.service.js';

export const systemRoutes = (system: SystemService) => [
  defineRoute({
    method: 'get',
    path: '/health',
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
];
