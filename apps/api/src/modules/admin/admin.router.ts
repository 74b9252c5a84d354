import {
  AdminStatsQuerySchema,
  AdminStatsSchema,
  AdminUserDetailSchema,
  AdminUserIdParamsSchema,
  AdminUserListQuerySchema,
  AdminUserPageSchema,
  AuditLogPageSchema,
  AuditLogQuerySchema,
  UpdateUserStatusInputSchema,
  UpdateUserStatusResultSchema,
} from '@vizyt/contracts';
import { requestLanguage } from '../../http/language.js';
import { adminsOnly } from '../../http/policies.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { AdminStatsService } from './admin-stats.service.js';
import type { AdminUsersService } from './admin-users.service.js';
import type { AuditRepository } from './audit.repository.js';

const TAGS = ['Admin'];
const MONEY = 'Money in hryvnia (major units), from payments charged online (SUCCEEDED, PARTIALLY_REFUNDED, REFUNDED).';

/** The admin console's users, overview figures and audit log (issue #15). Fixed /admin/… paths. */
export const adminRoutes = ({ users, stats, audit }: { users: AdminUsersService; stats: AdminStatsService; audit: AuditRepository }): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/admin/users',
    summary: 'Accounts, searchable (admins)',
    description:
      'Newest first, paged (default 20, at most 100). `search`: part of the first name, last name, "first last" or e-mail address, any case. ' +
      '`status`: SUSPENDED (by an admin), PENDING (an e-mail address not confirmed yet; accounts without an e-mail — Telegram — count as ACTIVE) ' +
      'or ACTIVE. `bookings`: made (customers, admins) or received (specialists), any status. `revenue`: specialists — what charged payments ' +
      'for their bookings kept after refunds; customers — what they paid less refunds. ' +
      `${MONEY} \`lastSeenAt\`: the later of the last sign-in and the newest session refresh. Deleted (anonymised) accounts are not listed.`,
    tags: TAGS,
    policy: adminsOnly,
    request: { query: AdminUserListQuerySchema },
    response: AdminUserPageSchema,
    handler: async ({ input }) => users.list(input.query),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/users/:id',
    resource: { kind: 'user' },
    summary: 'One account with its latest bookings and payments (admins)',
    description:
      'The row of GET /admin/users plus phone, e-mail confirmation, suspension (when, why) and deletion; the latest 50 bookings the person took ' +
      'part in (either side, latest start first, with the other side as `counterpart`) and the latest 50 payments they made or received. Deleted ' +
      'accounts are found too (their history stays). 404 for an unknown id.',
    tags: TAGS,
    policy: adminsOnly,
    request: { params: AdminUserIdParamsSchema },
    response: AdminUserDetailSchema,
    errors: [404],
    handler: async ({ input }) => users.detail(input.params.id),
  }),
  defineRoute({
    method: 'put',
    path: '/admin/users/:id/status',
    resource: { kind: 'user' },
    summary: 'Suspend or reactivate an account (admins)',
    description:
      'SUSPENDED: the account cannot sign in any more (password, Google, Telegram: 403 ACCOUNT_SUSPENDED), every session ends at once (refresh ' +
      'answers 401; an access token already issued is refused on its next request), and a specialist’s profile and services leave search and ' +
      'pages and cannot be booked (404). With `cancelBookings: true` the person’s upcoming bookings (PENDING or CONFIRMED, either side) are ' +
      'cancelled as by an admin: what was paid is refunded in full, whatever the cancellation window, and both sides are notified; without it ' +
      'they stay. ACTIVE: the suspension is lifted (profile and services return). `reason` is kept on the account while suspended and in the ' +
      'audit log (`user.suspend` / `user.reactivate`, written in the same transaction as the change). 409 CANNOT_SUSPEND_ADMIN: an admin ' +
      'suspending themself or the last active admin (nothing changes). 404: unknown or deleted account.',
    tags: TAGS,
    policy: adminsOnly,
    request: { params: AdminUserIdParamsSchema, body: UpdateUserStatusInputSchema },
    response: UpdateUserStatusResultSchema,
    errors: [404, 409],
    handler: async ({ input, actor }) => users.setStatus(actor, input.params.id, input.body),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/stats',
    summary: 'Platform figures over a period (admins)',
    description:
      'The calendar week (Monday first), month, quarter or year that holds now on the Europe/Kyiv calendar, whole; `from`/`to` are its bounds ' +
      '(Kyiv midnights). `users`: live accounts now, by type and by status (as GET /admin/users), `new` = created in the period. `bookings`: ' +
      `scheduled in the period, by status (every status present). ${MONEY} \`money.paid\`: payments paid in the period; \`refunds\`: refunds ` +
      'made in the period (not failed); `commission`: on the period’s payments, of what each kept after refunds, at the rate recorded on it. ' +
      '`pendingVerifications`, `openReports` (services, reviews and specialists): now. `topCategories` (by the period’s bookings, revenue = what ' +
      'their payments kept) and `topCities` (the specialist’s city; `specialists` = live profiles there): five each. `series`: one point per ' +
      'local day (week, month, quarter) or per month (year), empty ones included.',
    tags: TAGS,
    policy: adminsOnly,
    request: { query: AdminStatsQuerySchema },
    response: AdminStatsSchema,
    handler: async ({ input, req }) => stats.stats(input.query.period, requestLanguage(req)),
  }),
  defineRoute({
    method: 'get',
    path: '/admin/audit-log',
    summary: 'What admins did (admins)',
    description:
      'Newest first, paged (default 20). Filters: `actorId` (an admin), `action`. Every admin action (status change, verification decision, ' +
      'moderation, settings) is written in the same transaction as the action itself; the log cannot be changed or deleted (the database refuses).',
    tags: TAGS,
    policy: adminsOnly,
    request: { query: AuditLogQuerySchema },
    response: AuditLogPageSchema,
    handler: async ({ input }) => audit.list(input.query),
  }),
];
