import {
  AVAILABILITY_DAYS_DEFAULT,
  AVAILABILITY_DAYS_MAX,
  AvailabilityBlockEnvelopeSchema,
  AvailabilityBlockIdParamsSchema,
  AvailabilityBlockListSchema,
  AvailabilitySettingsInputSchema,
  BlockedQuerySchema,
  BlockInputSchema,
  MessageResponseSchema,
  MyAvailabilitySchema,
  ScheduleSlotInputSchema,
  ServiceAvailabilityQuerySchema,
  ServiceAvailabilitySchema,
  ServiceIdParamsSchema,
  SLOT_STEP_MINUTES,
  VacationInputSchema,
  WorkingHoursInputSchema,
} from '@vizyt/contracts';
import { publicAccess } from '../../http/policies.js';
import { defineRoute, type RouteDefinition, type ResourceDeclaration } from '../../http/route.js';
import { specialistOnly } from './scheduling.policy.js';
import { presentAvailabilityBlock, presentMyAvailability, presentServiceAvailability } from './scheduling.presenter.js';
import type { SchedulingService } from './scheduling.service.js';

/** A schedule slot is its specialist's alone; others get 404. */
const MY_SLOT: ResourceDeclaration = { kind: 'scheduleSlot', ownedBy: { sides: ['specialist'], admin: false, others: 404 } };

const tags = ['Availability'];
const NEEDS_PROFILE = 'A specialist without a profile gets 422 "Create your specialist profile first".';
const OWN_ENTRY = 'Another specialist’s entry (or an unknown id) → 404.';

const SLOT_RULES =
  'Rules: (1) candidate starts are the service’s `timeSlots` (HH:mm, specialist’s local time) on its `availableDays`, plus a start every ' +
  `${SLOT_STEP_MINUTES} minutes inside each available schedule slot; (2) the whole duration must lie inside the specialist’s working hours ` +
  'of that local day or inside an available schedule slot (a specialist with no working hours at all: the service’s days and times alone ' +
  'define availability); (3) it must not touch a block, a vacation or an unavailable schedule slot (weekly entries recur on their ' +
  '`repeatDays`, default the weekday of their date, at the same local time); (4) [start, end + buffer) must not overlap an active ' +
  'booking’s busy time (its end plus its buffer); (5) start ≥ now + minimum notice and before now + booking horizon. ' +
  'Daylight saving: a local time the clocks skip is not offered; a local time that happens twice is offered once, at its first occurrence.';

/**
 * GET /services/:id/availability, mounted after the catalog's fixed /services/… paths
 * (/services/category/:category): a parameter before them would answer their requests.
 */
export const serviceAvailabilityRoutes = (scheduling: SchedulingService): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/services/:id/availability', resource: { kind: 'service' },
    summary: 'Free start times of a service',
    description:
      `Bookable start instants (UTC) for \`days\` days (default ${AVAILABILITY_DAYS_DEFAULT}, at most ${AVAILABILITY_DAYS_MAX}) from \`from\` ` +
      '(default today), grouped by date in `timezone` (the visitor’s zone; default the specialist’s). Every day is listed, empty ones too. ' +
      `${SLOT_RULES} An inactive service or a hidden specialist → 404 "Service not found or unavailable".`,
    tags,
    policy: publicAccess,
    request: { params: ServiceIdParamsSchema, query: ServiceAvailabilityQuerySchema },
    response: ServiceAvailabilitySchema,
    errors: [404],
    handler: async ({ input }) => presentServiceAvailability(await scheduling.serviceAvailability(input.params.id, input.query)),
  }),
];

export const schedulingRoutes = (scheduling: SchedulingService): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/specialists/availability',
    summary: 'My availability',
    description: `Time zone, weekly working hours, the settings that shape slots, and entries (blocks, vacations, schedule slots) that end in the future or repeat. ${NEEDS_PROFILE}`,
    tags,
    policy: specialistOnly,
    response: MyAvailabilitySchema,
    errors: [422],
    handler: async ({ actor }) => presentMyAvailability(await scheduling.myAvailability(actor)),
  }),
  defineRoute({
    method: 'put',
    path: '/specialists/availability/working-hours',
    summary: 'Set my weekly working hours',
    description:
      'Replaces the working hours: weekday → up to 6 non-overlapping intervals (HH:mm, local time); a missing day is a day off. ' +
      '`timezone` (IANA) optionally changes the zone they are in. Existing bookings are never cancelled by this. ' +
      NEEDS_PROFILE,
    tags,
    policy: specialistOnly,
    request: { body: WorkingHoursInputSchema },
    response: MyAvailabilitySchema,
    errors: [422],
    handler: async ({ input, actor }) => presentMyAvailability(await scheduling.setWorkingHours(actor, input.body)),
  }),
  defineRoute({
    method: 'put',
    path: '/specialists/availability/settings',
    summary: 'Change my booking settings',
    description:
      'Vizyt’s addition to the spec’s calls: buffer minutes after every booking, minimum notice (minutes), booking horizon (days), ' +
      'cancellation window (2, 6, 12, 24 or 48 hours) and auto-accept. Only the fields sent change. New buffers apply to new bookings. ' +
      NEEDS_PROFILE,
    tags,
    policy: specialistOnly,
    request: { body: AvailabilitySettingsInputSchema },
    response: MyAvailabilitySchema,
    errors: [422],
    handler: async ({ input, actor }) => presentMyAvailability(await scheduling.updateSettings(actor, input.body)),
  }),
  defineRoute({
    method: 'post',
    path: '/specialists/availability/block',
    summary: 'Block time',
    description: `Unavailable between two instants; with \`repeatWeekly\` it recurs on \`repeatDays\` (default the weekday of its start) at the same local time. ${NEEDS_PROFILE}`,
    tags,
    policy: specialistOnly,
    request: { body: BlockInputSchema },
    response: AvailabilityBlockEnvelopeSchema,
    successStatus: 201,
    errors: [422],
    handler: async ({ input, actor }) => ({ block: presentAvailabilityBlock(await scheduling.addBlock(actor, input.body)) }),
  }),
  defineRoute({
    method: 'delete',
    path: '/specialists/availability/block/:id', resource: { kind: 'availabilityBlock', ownedBy: { sides: ['specialist'], admin: false, others: 404 } },
    summary: 'Remove a block, vacation or schedule slot',
    description: `${OWN_ENTRY} ${NEEDS_PROFILE}`,
    tags,
    policy: specialistOnly,
    request: { params: AvailabilityBlockIdParamsSchema },
    response: MessageResponseSchema,
    errors: [404, 422],
    handler: async ({ input, actor }) => {
      await scheduling.removeEntry(actor, input.params.id);
      return { message: 'Availability entry removed' };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/specialists/availability/blocked',
    summary: 'My blocked time between two dates',
    description: `Blocks, vacations and unavailable schedule slots with an occurrence between \`startDate\` and \`endDate\` (inclusive, my time zone). ${NEEDS_PROFILE}`,
    tags,
    policy: specialistOnly,
    request: { query: BlockedQuerySchema },
    response: AvailabilityBlockListSchema,
    errors: [422],
    handler: async ({ input, actor }) => ({ blocks: (await scheduling.blockedBetween(actor, input.query)).map(presentAvailabilityBlock) }),
  }),
  defineRoute({
    method: 'post',
    path: '/specialists/availability/vacation',
    summary: 'Take a vacation',
    description: `Whole days from \`startDate\` to \`endDate\` (both inclusive) in my time zone: no slots are offered. Existing bookings stay. ${NEEDS_PROFILE}`,
    tags,
    policy: specialistOnly,
    request: { body: VacationInputSchema },
    response: AvailabilityBlockEnvelopeSchema,
    successStatus: 201,
    errors: [422],
    handler: async ({ input, actor }) => ({ block: presentAvailabilityBlock(await scheduling.addVacation(actor, input.body)) }),
  }),
  defineRoute({
    method: 'get',
    path: '/availability/specialists/availability/blocks',
    summary: 'My schedule slots',
    description: `The schedule slots of the /specialist/schedule screen (kind \`slot\`), oldest first. ${NEEDS_PROFILE}`,
    tags,
    policy: specialistOnly,
    response: AvailabilityBlockListSchema,
    errors: [422],
    handler: async ({ actor }) => ({ blocks: (await scheduling.listScheduleSlots(actor)).map(presentAvailabilityBlock) }),
  }),
  defineRoute({
    method: 'post',
    path: '/availability/specialists/availability/blocks',
    summary: 'Add a schedule slot',
    description:
      '`date`, `startTime`–`endTime` in my time zone. `available: true` adds bookable time (also outside working hours; starts every ' +
      `${SLOT_STEP_MINUTES} minutes); \`available: false\` blocks it (with \`reason\`). \`repeatWeekly\` with \`repeatDays\` repeats it from \`date\` on. ${NEEDS_PROFILE}`,
    tags,
    policy: specialistOnly,
    request: { body: ScheduleSlotInputSchema },
    response: AvailabilityBlockEnvelopeSchema,
    successStatus: 201,
    errors: [422],
    handler: async ({ input, actor }) => ({ block: presentAvailabilityBlock(await scheduling.createScheduleSlot(actor, input.body)) }),
  }),
  defineRoute({
    method: 'put',
    path: '/availability/specialists/availability/blocks/:id', resource: MY_SLOT,
    summary: 'Change a schedule slot',
    description: `Replaces the slot’s fields. Blocks and vacations are not schedule slots: 404. ${OWN_ENTRY} ${NEEDS_PROFILE}`,
    tags,
    policy: specialistOnly,
    request: { params: AvailabilityBlockIdParamsSchema, body: ScheduleSlotInputSchema },
    response: AvailabilityBlockEnvelopeSchema,
    errors: [404, 422],
    handler: async ({ input, actor }) => ({ block: presentAvailabilityBlock(await scheduling.updateScheduleSlot(actor, input.params.id, input.body)) }),
  }),
  defineRoute({
    method: 'delete',
    path: '/availability/specialists/availability/blocks/:id', resource: MY_SLOT,
    summary: 'Remove a schedule slot',
    description: `${OWN_ENTRY} ${NEEDS_PROFILE}`,
    tags,
    policy: specialistOnly,
    request: { params: AvailabilityBlockIdParamsSchema },
    response: MessageResponseSchema,
    errors: [404, 422],
    handler: async ({ input, actor }) => {
      await scheduling.deleteScheduleSlot(actor, input.params.id);
      return { message: 'Schedule slot removed' };
    },
  }),
];
