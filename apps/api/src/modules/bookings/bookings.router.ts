import {
  ActionCheckSchema,
  BookingEnvelopeSchema,
  BookingHistoryQuerySchema,
  BookingIdParamsSchema,
  BookingListQuerySchema,
  BookingListSchema,
  BookingPageSchema,
  BookingStatsSchema,
  CancelBookingInputSchema,
  CancelBookingResultSchema,
  CheckConflictsQuerySchema,
  DEPOSIT_HOLD_MINUTES,
  ConflictsSchema,
  CreateBookingInputSchema,
  ExportQuerySchema,
  ReminderResultSchema,
  RescheduleBookingInputSchema,
  StatsQuerySchema,
  UpcomingQuerySchema,
  UpdateBookingInputSchema,
  type ErrorCode,
} from '@vizyt/contracts';
import { signedIn } from '../../http/policies.js';
import { defineRoute, FileResponse, FileResult, type RouteDefinition, type ResourceDeclaration } from '../../http/route.js';
import { customerOrAdmin, customersOnly, specialistOrAdmin } from './bookings.policy.js';
import { presentBookingFor } from './bookings.presenter.js';
import type { BookingsService } from './bookings.service.js';

/** A booking is its customer's and its specialist's (and any admin's); strangers must not learn it exists. */
const BOOKING_PARTIES: ResourceDeclaration = { kind: 'booking', ownedBy: { sides: ['customer', 'specialist'], admin: true, others: 404 } };

const TAGS = ['Bookings'];
const ACCESS =
  'A customer sees and acts on their own bookings, a specialist on bookings of their own services, an admin on all; anyone else gets 404.';
/** "Error codes: `SLOT_TAKEN` (409), …" — the code is checked against the catalogue, the note is free text. */
const codes = (...c: `${ErrorCode}${'' | ` ${string}`}`[]) =>
  `Error codes: ${c.map((x) => x.replace(/^([A-Z_]+)/, '`$1`')).join(', ')}.`;

export const bookingsRoutes = (bookings: BookingsService): RouteDefinition[] => [
  defineRoute({
    method: 'post',
    path: '/bookings',
    summary: 'Book a service',
    description:
      'Customers only (specialists and admins: 403). Price, duration, currency and specialist come from the service. The time is re-checked ' +
      'against the specialist’s availability at this moment; the database’s exclusion constraint settles races, so of two requests for ' +
      'one time exactly one wins. PENDING until the specialist confirms (expires after 24 h or at the start, whichever is first); ' +
      'CONFIRMED at once when the specialist has auto-accept on. ' +
      `Where the specialist requires a deposit (and takes payment online), the booking is held for it: \`paymentDueAt\` = createdAt + ${DEPOSIT_HOLD_MINUTES} minutes. ` +
      'Paying the deposit (or more) clears it; unpaid by then, the system cancels the booking (`cancelledBy: system`, reason `deposit_not_paid`), tells the customer and releases the time. ' +
      codes('BOOKING_IN_PAST (422)', 'SLOT_UNAVAILABLE (422): outside working hours, blocked, too soon or too far ahead', 'SLOT_TAKEN (409)', 'NOT_FOUND (404): no such bookable service'),
    tags: TAGS,
    policy: customersOnly,
    request: { body: CreateBookingInputSchema },
    response: BookingEnvelopeSchema,
    successStatus: 201,
    errors: [404, 409, 422],
    handler: async ({ input, actor }) => ({ booking: presentBookingFor(actor)(await bookings.create(actor, input.body)) }),
  }),
  defineRoute({
    method: 'get',
    path: '/bookings',
    summary: 'My bookings',
    description:
      'Filters: `status` (one or several, comma-separated), `view` (customer | specialist; default: my role; an admin without `view` sees all), ' +
      '`from` (scheduled at or after) and `to` (scheduled before), `sortOrder` by start time (default asc), `page`/`limit` (default 20).',
    tags: TAGS,
    policy: signedIn,
    request: { query: BookingListQuerySchema },
    response: BookingPageSchema,
    handler: async ({ input, actor }) => {
      const { rows, ...page } = await bookings.list(actor, input.query);
      return { bookings: rows.map(presentBookingFor(actor)), ...page };
    },
  }),
  // Fixed /bookings/… paths come before /bookings/:id.
  defineRoute({
    method: 'get',
    path: '/bookings/history',
    summary: 'My past bookings',
    description: 'Bookings that started before now or are closed (completed, cancelled, no-show), newest first, paged (default 20).',
    tags: TAGS,
    policy: signedIn,
    request: { query: BookingHistoryQuerySchema },
    response: BookingPageSchema,
    handler: async ({ input, actor }) => {
      const { rows, ...page } = await bookings.history(actor, input.query);
      return { bookings: rows.map(presentBookingFor(actor)), ...page };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/bookings/upcoming',
    summary: 'My next bookings',
    description: 'Active bookings (pending, confirmed, in progress) that start now or later, soonest first; `limit` default 10.',
    tags: TAGS,
    policy: signedIn,
    request: { query: UpcomingQuerySchema },
    response: BookingListSchema,
    handler: async ({ input, actor }) => ({ bookings: (await bookings.upcoming(actor, input.query.limit)).map(presentBookingFor(actor)) }),
  }),
  defineRoute({
    method: 'get',
    path: '/bookings/stats',
    summary: 'Counts of my bookings',
    description:
      'Bookings scheduled in the calendar `period` that holds now (week from Monday, month, quarter, year; all = every date; default month), ' +
      'whole — its future part included — on the wall calendar of `timezone` (the specialist’s zone for the specialist view, else my profile’s), ' +
      'by status, with the completion rate and `amount` in hryvnia: for the specialist view my income by visit date (gross, the figure of GET /specialists/earnings), ' +
      'for a customer the prices of completed ones (fixed rates for other currencies). `view`, `from` and `to` ' +
      'work as in GET /bookings (`from`/`to` narrow the period), so the counters can describe exactly the list shown. `upcoming` counts all active future bookings.',
    tags: TAGS,
    policy: signedIn,
    request: { query: StatsQuerySchema },
    response: BookingStatsSchema,
    handler: async ({ input, actor }) => bookings.stats(actor, input.query),
  }),
  defineRoute({
    method: 'get',
    path: '/bookings/check-conflicts',
    summary: 'What keeps a specialist busy at a time',
    description:
      'Active bookings (their busy time, buffer included) and one-off blocked time that overlap [scheduledAt, scheduledAt + duration + the ' +
      'specialist’s buffer). Only times: an id is given only for what the caller may see (the specialist, an admin, or the customer’s own booking). ' +
      '`excludeBookingId` ignores that booking (reschedule). Weekly repeating blocks and working hours are not listed: ' +
      'GET /services/{id}/availability answers "which times are free".',
    tags: TAGS,
    policy: signedIn,
    request: { query: CheckConflictsQuerySchema },
    response: ConflictsSchema,
    errors: [404],
    handler: async ({ input, actor }) => bookings.checkConflicts(actor, input.query),
  }),
  defineRoute({
    method: 'get',
    path: '/bookings/export',
    summary: 'Download my bookings (CSV or iCalendar)',
    description:
      'A file download (`Content-Disposition: attachment`), not the JSON envelope: `format=csv` (UTF-8 with BOM; times as UTC instants with ' +
      'the specialist’s IANA zone in its own column) or `format=ics` (RFC 5545, times in UTC). My bookings by role (an admin: all), ' +
      'at most 5000, oldest first.',
    tags: TAGS,
    policy: signedIn,
    request: { query: ExportQuerySchema },
    response: FileResponse,
    produces: { 'text/csv': 'format=csv', 'text/calendar': 'format=ics' },
    handler: async ({ input, actor }) => {
      const file = await bookings.exportFile(actor, input.query.format);
      return new FileResult(file.contentType, file.filename, file.body);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/bookings/:id', resource: BOOKING_PARTIES,
    summary: 'A booking',
    description: ACCESS,
    tags: TAGS,
    policy: signedIn,
    request: { params: BookingIdParamsSchema },
    response: BookingEnvelopeSchema,
    errors: [404],
    handler: async ({ input, actor }) => ({ booking: presentBookingFor(actor)(await bookings.get(actor, input.params.id)) }),
  }),
  defineRoute({
    method: 'put',
    path: '/bookings/:id', resource: BOOKING_PARTIES,
    summary: 'Change notes, place or type of a booking',
    description:
      'The customer (or an admin), while the booking is pending or confirmed and has not started. Time changes go through /reschedule. ' +
      'A video call needs type online; switching to in_person drops it. ' +
      ACCESS +
      ' ' +
      codes('INVALID_TRANSITION (409)'),
    tags: TAGS,
    policy: customerOrAdmin,
    request: { params: BookingIdParamsSchema, body: UpdateBookingInputSchema },
    response: BookingEnvelopeSchema,
    errors: [404, 409],
    handler: async ({ input, actor }) => ({ booking: presentBookingFor(actor)(await bookings.update(actor, input.params.id, input.body)) }),
  }),
  defineRoute({
    method: 'delete',
    path: '/bookings/:id', resource: BOOKING_PARTIES,
    summary: 'Cancel a booking (with a reason)',
    description:
      'The customer, the specialist or an admin, while pending or confirmed and before the start. The customer’s cancellation is free until ' +
      'the specialist’s cancellation window (2–48 h before the start); after that the customer may still cancel, and the answer says ' +
      '`freeCancellation: false`. Money paid online comes back at once by the rules (`refunded`): in full before the free-cancellation deadline or when the ' +
      'specialist or an admin cancels; after the deadline the deposit part is kept. GET /bookings/{id}/can-cancel tells `refundAmount` and `keptAmount` before. ' +
      ACCESS +
      ' ' +
      codes('INVALID_TRANSITION (409)'),
    tags: TAGS,
    policy: signedIn,
    request: { params: BookingIdParamsSchema, body: CancelBookingInputSchema },
    response: CancelBookingResultSchema,
    errors: [404, 409],
    handler: async ({ input, actor }) => {
      const { booking, freeCancellation, refunded, refundPending } = await bookings.cancel(actor, input.params.id, input.body.reason);
      return { booking: presentBookingFor(actor)(booking), freeCancellation, refunded, refundPending };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/bookings/:id/can-cancel', resource: BOOKING_PARTIES,
    summary: 'May I cancel this booking, and is it free?',
    description:
      '`deadline`: for the customer, the end of free cancellation; for others, the start. `reason` is the error code cancelling would get. ' +
      '`pointsReturned`: the loyalty points cancelling now gives back (those of payments refunded in full by the rules, and those held by an unfinished payment). ' +
      ACCESS,
    tags: TAGS,
    policy: signedIn,
    request: { params: BookingIdParamsSchema },
    response: ActionCheckSchema,
    errors: [404],
    handler: async ({ input, actor }) => bookings.canCancel(actor, input.params.id),
  }),
  defineRoute({
    method: 'get',
    path: '/bookings/:id/can-reschedule', resource: BOOKING_PARTIES,
    summary: 'May I reschedule this booking?',
    description: 'Customers until the cancellation window, specialists and admins until the start. `reason` is the error code rescheduling would get. ' + ACCESS,
    tags: TAGS,
    policy: signedIn,
    request: { params: BookingIdParamsSchema },
    response: ActionCheckSchema,
    errors: [404],
    handler: async ({ input, actor }) => bookings.canReschedule(actor, input.params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/bookings/:id/confirm', resource: BOOKING_PARTIES,
    summary: 'Confirm a pending booking',
    description: 'The specialist or an admin (customers: 403), before the start. ' + ACCESS + ' ' + codes('INVALID_TRANSITION (409)'),
    tags: TAGS,
    policy: specialistOrAdmin,
    request: { params: BookingIdParamsSchema },
    response: BookingEnvelopeSchema,
    errors: [404, 409],
    handler: async ({ input, actor }) => ({ booking: presentBookingFor(actor)(await bookings.confirm(actor, input.params.id)) }),
  }),
  defineRoute({
    method: 'post',
    path: '/bookings/:id/start', resource: BOOKING_PARTIES,
    summary: 'Start a confirmed booking',
    description: 'The specialist or an admin (customers: 403), from 15 minutes before the start. ' + ACCESS + ' ' + codes('INVALID_TRANSITION (409)', 'TOO_EARLY (409)'),
    tags: TAGS,
    policy: specialistOrAdmin,
    request: { params: BookingIdParamsSchema },
    response: BookingEnvelopeSchema,
    errors: [404, 409],
    handler: async ({ input, actor }) => ({ booking: presentBookingFor(actor)(await bookings.start(actor, input.params.id)) }),
  }),
  defineRoute({
    method: 'post',
    path: '/bookings/:id/complete', resource: BOOKING_PARTIES,
    summary: 'Complete a booking',
    description:
      'The specialist or an admin (customers: 403), from confirmed or in progress, not before the start time. Counts a completed job on the ' +
      'specialist’s profile. ' +
      ACCESS +
      ' ' +
      codes('INVALID_TRANSITION (409)', 'TOO_EARLY (409)'),
    tags: TAGS,
    policy: specialistOrAdmin,
    request: { params: BookingIdParamsSchema },
    response: BookingEnvelopeSchema,
    errors: [404, 409],
    handler: async ({ input, actor }) => ({ booking: presentBookingFor(actor)(await bookings.complete(actor, input.params.id)) }),
  }),
  defineRoute({
    method: 'post',
    path: '/bookings/:id/no-show', resource: BOOKING_PARTIES,
    summary: 'Record that the customer did not come',
    description:
      'Our addition to the spec’s calls: the specialist or an admin (customers: 403) marks a confirmed booking NO_SHOW after its start time; ' +
      'the time is freed and reminders stop. ' +
      ACCESS +
      ' ' +
      codes('INVALID_TRANSITION (409)', 'TOO_EARLY (409)'),
    tags: TAGS,
    policy: specialistOrAdmin,
    request: { params: BookingIdParamsSchema },
    response: BookingEnvelopeSchema,
    errors: [404, 409],
    handler: async ({ input, actor }) => ({ booking: presentBookingFor(actor)(await bookings.noShow(actor, input.params.id)) }),
  }),
  defineRoute({
    method: 'post',
    path: '/bookings/:id/reschedule', resource: BOOKING_PARTIES,
    summary: 'Move a booking to another time',
    description:
      'The customer (until the cancellation window), the specialist or an admin (until the start); pending or confirmed. The new time is ' +
      'checked like a new booking (its own current time does not count as busy). A customer’s move of a confirmed booking returns it to ' +
      'PENDING unless the specialist auto-accepts. Reminders are re-planned. ' +
      ACCESS +
      ' ' +
      codes('INVALID_TRANSITION (409)', 'CANCELLATION_WINDOW_PASSED (409)', 'SLOT_TAKEN (409)', 'SLOT_UNAVAILABLE (422)', 'BOOKING_IN_PAST (422)'),
    tags: TAGS,
    policy: signedIn,
    request: { params: BookingIdParamsSchema, body: RescheduleBookingInputSchema },
    response: BookingEnvelopeSchema,
    errors: [404, 409, 422],
    handler: async ({ input, actor }) => ({ booking: presentBookingFor(actor)(await bookings.reschedule(actor, input.params.id, input.body.scheduledAt)) }),
  }),
  defineRoute({
    method: 'post',
    path: '/bookings/:id/reminder', resource: BOOKING_PARTIES,
    summary: 'E-mail the customer a reminder now',
    description:
      'The specialist or an admin (customers: 403), while pending or confirmed and before the start; in the customer’s language (uk, en, ru) ' +
      'with the time in the customer’s zone. Automatic reminders 24 h and 1 h before are sent by background jobs. ' +
      ACCESS +
      ' ' +
      codes('INVALID_TRANSITION (409)', 'UNPROCESSABLE (422): the customer has no e-mail address'),
    tags: TAGS,
    policy: specialistOrAdmin,
    request: { params: BookingIdParamsSchema },
    response: ReminderResultSchema,
    errors: [404, 409, 422],
    handler: async ({ input, actor }) => bookings.remind(actor, input.params.id),
  }),
];

