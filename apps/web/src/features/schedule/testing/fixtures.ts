import type { AvailabilityBlock, Booking } from '@vizyt/contracts';
import { buildBooking as baseBuildBooking, type BookingOverrides } from '@/test/builders';
import { callOf, errorReply, okReply, serveApi, type Override } from '@/test/mock-api';
import type { MyAvailability } from '../api/schedule-api';

export const buildAvailability = (overrides: Partial<MyAvailability> = {}): MyAvailability => ({
  timezone: 'Europe/Kyiv',
  workingHours: {
    monday: [
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ],
    wednesday: [{ start: '10:00', end: '16:00' }],
  },
  settings: { bufferMinutes: 0, minNoticeMinutes: 120, bookingHorizonDays: 60, cancellationWindowHours: 24, autoAccept: false },
  blocks: [],
  ...overrides,
});

export const buildBlock = (overrides: Partial<AvailabilityBlock> = {}): AvailabilityBlock => ({
  id: 'blk1',
  kind: 'slot',
  startsAt: '2026-03-29T07:00:00.000Z',
  endsAt: '2026-03-29T08:00:00.000Z',
  date: '2026-03-29',
  startTime: '10:00',
  endTime: '11:00',
  available: false,
  reason: 'Dentist',
  repeatWeekly: false,
  repeatDays: [],
  ...overrides,
});

/** A confirmed booking on Saturday 28 March 2026, 14:00 Kyiv. */
export const buildBooking = (overrides: BookingOverrides = {}) =>
  baseBuildBooking(
    { status: 'CONFIRMED', scheduledAt: '2026-03-28T12:00:00.000Z', endsAt: '2026-03-28T13:00:00.000Z', createdAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z' },
    overrides,
  );

/** The specialist's scheduling API; `override` answers first. Mutations answer 200 with the availability. */
export const serveScheduleApi = (
  override?: Override,
  { availability = buildAvailability(), slots = [] as AvailabilityBlock[], blocked = [] as AvailabilityBlock[], bookings = [] as Booking[] } = {},
) =>
  serveApi((config) => {
    const call = callOf(config);
    if (call === 'GET /specialists/availability') return okReply(availability);
    if (call === 'GET /availability/specialists/availability/blocks') return okReply({ blocks: slots });
    if (call === 'GET /specialists/availability/blocked') return okReply({ blocks: blocked });
    if (call === 'GET /bookings') return okReply({ bookings, page: 1, totalPages: 1, total: bookings.length });
    if (config.method === 'put' && config.url?.startsWith('/specialists/availability/')) return okReply(availability);
    if (config.method === 'post' || config.method === 'put') return okReply({ block: buildBlock() });
    if (config.method === 'delete') return okReply({ message: 'Deleted' });
    return errorReply(404, 'ROUTE_NOT_FOUND');
  }, override);
