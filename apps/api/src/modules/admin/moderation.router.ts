import { AdminReportPageSchema, AdminReportParamsSchema, AdminReportQuerySchema, ReportCreatedSchema, ReportInputSchema, ResolveReportInputSchema, ResolveReportResultSchema, SpecialistIdParamsSchema } from '@vizyt/contracts';
import { adminsOnly, signedIn } from '../../http/policies.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { ModerationService } from './moderation.service.js';

const TAGS = ['Admin'];

/** POST /specialists/:id/report: reporting a specialist (anyone signed in), beside the services' and reviews' own. */
export const specialistReportRoutes = ({ moderation }: { moderation: ModerationService }): RouteDefinition[] => [
  defineRoute({
    method: 'post',
    path: '/specialists/:id/report',
    resource: { kind: 'specialist' },
    summary: 'Report a specialist to the moderators',
    description:
      'One open report per person and specialist (409 otherwise). `details` of at least 10 characters are required for reason OTHER. ' +
      'Nobody reports themselves (403). Specialists that are not shown publicly are 404.',
    tags: ['Specialists'],
    policy: signedIn,
    request: { params: SpecialistIdParamsSchema, body: ReportInputSchema },
    response: ReportCreatedSchema,
    successStatus: 201,
    errors: [404, 409],
    handler: async ({ input, actor }) => ({ reportId: (await moderation.reportSpecialist(actor, input.params.id, input.body)).id }),
  }),
];

export const moderationRoutes = ({ moderation }: { moderation: ModerationService }): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/admin/reports',
    summary: 'Reports of services, reviews and specialists (admins)',
    description:
      'The three kinds in one list (`type` narrows it). `status=open` (default): the queue, oldest first; `status=resolved`: newest first, ' +
      'with the resolution. `target.hidden`: the item is hidden (a specialist: suspended).',
    tags: TAGS,
    policy: adminsOnly,
    request: { query: AdminReportQuerySchema },
    response: AdminReportPageSchema,
    handler: async ({ input }) => moderation.list(input.query),
  }),
  defineRoute({
    method: 'post',
    path: '/admin/reports/:type/:id/resolve',
    resource: { kind: 'report' },
    summary: 'Resolve a report (admins)',
    description:
      '`DISMISS`: nothing happens to the item. `HIDE`: a service leaves search and its page (also for its owner’s customers), a review leaves ' +
      'every list and the ratings (recomputed); a specialist cannot be hidden (400: use SUSPEND_OWNER). `SUSPEND_OWNER`: the owner (the ' +
      'specialist; a review’s author) is suspended with `note` as the reason (required, 5–500 characters): their sessions end and they cannot ' +
      'sign in; the reported service or review is hidden as well. Their bookings are left as they are (PUT /admin/users/{id}/status can cancel ' +
      'them). An admin cannot suspend themselves or the last admin (409 CANNOT_SUSPEND_ADMIN). Every other open report of the same item is ' +
      'closed with it (`resolvedTogether`). Status, effect and audit entry (`report.dismiss`, `report.hide`, `report.suspend_owner`) are one ' +
      'transaction. A resolved report answers 409.',
    tags: TAGS,
    policy: adminsOnly,
    request: { params: AdminReportParamsSchema, body: ResolveReportInputSchema },
    response: ResolveReportResultSchema,
    errors: [404, 409],
    handler: async ({ input, actor }) => moderation.resolve(actor, input.params.type, input.params.id, input.body),
  }),
];
