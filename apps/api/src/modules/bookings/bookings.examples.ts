import { shapeBooking, type Example } from '../../test/example-helpers.js';

/** Valid requests for the bookings module's endpoints, for the access matrix and the fuzzer (see test/route-examples.ts). */
export const bookingsExamples: Record<string, Example> = {
  // ── bookings ──
  'POST /bookings': ({ world }) => ({ body: { serviceId: world.specialistA.serviceId, scheduledAt: world.freeSlot, notes: 'Перший візит' } }),
  'GET /bookings': () => ({ query: { status: 'CONFIRMED' } }),
  'GET /bookings/history': () => ({}),
  'GET /bookings/upcoming': () => ({ query: { limit: 5 } }),
  'GET /bookings/stats': () => ({ query: { period: 'month' } }),
  'GET /bookings/check-conflicts': ({ world }) => ({ query: { specialistId: world.specialistA.profileId, scheduledAt: world.freeSlot, duration: 60 } }),
  'GET /bookings/export': () => ({ query: { format: 'csv' } }),
  'GET /bookings/:id': () => ({}),
  'PUT /bookings/:id': () => ({ body: { notes: 'Буду на 5 хвилин раніше' } }),
  'DELETE /bookings/:id': () => ({ body: { reason: 'Змінилися плани' } }),
  'GET /bookings/:id/can-cancel': () => ({}),
  'GET /bookings/:id/can-reschedule': () => ({}),
  'POST /bookings/:id/confirm': async ({ db, world }) => {
    await shapeBooking(db, world, 'PENDING', 2 * 24 * 60);
    return {};
  },
  'POST /bookings/:id/start': async ({ db, world }) => {
    await shapeBooking(db, world, 'CONFIRMED', 5);
    return {};
  },
  'POST /bookings/:id/complete': async ({ db, world }) => {
    await shapeBooking(db, world, 'IN_PROGRESS', -30);
    return {};
  },
  'POST /bookings/:id/no-show': async ({ db, world }) => {
    await shapeBooking(db, world, 'CONFIRMED', -30);
    return {};
  },
  'POST /bookings/:id/reschedule': ({ world }) => ({ body: { scheduledAt: world.freeSlot } }),
  'POST /bookings/:id/reminder': () => ({}),
};
