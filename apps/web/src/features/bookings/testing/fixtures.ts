import { BOOKING_STATUSES, type Booking, type BookingStatus } from '@vizyt/contracts';
import { buildBooking as baseBuildBooking, type BookingOverrides } from '@/test/builders';
import { callOf, errorReply, okReply, paramsOf, serveApi, type Override } from '@/test/mock-api';

let sequence = 0;

/** A booking as GET /bookings returns it (45 minutes; ids b1, b2, …); 1 December 2026, 10:00 Kyiv unless overridden. */
export const buildBooking = (overrides: BookingOverrides = {}): Booking => {
  sequence += 1;
  return baseBuildBooking({ id: `b${sequence}`, endsAt: '2026-12-01T08:45:00.000Z', duration: 45, specialist: { address: 'Khreshchatyk 1' } }, overrides);
};

/**
 * GET /bookings answers with the bookings whose status is in ?status=, one page. `source` may be
 * a function, for tests whose bookings change (the answers are frozen by the store, so a test
 * swaps the list instead of editing it).
 */
export const serveBookingsApi = (source: Booking[] | (() => Booking[]), override?: Override) =>
  serveApi((config) => {
    const bookings = typeof source === 'function' ? source() : source;
    const call = callOf(config);
    if (call === 'GET /bookings') {
      const status = String(paramsOf(config).status ?? '');
      const wanted = status ? (status.split(',') as BookingStatus[]) : null;
      const list = wanted ? bookings.filter((b) => wanted.includes(b.status)) : bookings;
      return okReply({ bookings: list, page: 1, totalPages: 1, total: list.length });
    }
    if (call === 'GET /bookings/stats') {
      // Counted from the same bookings, the way the API counts: by status, in [from, to).
      const params = paramsOf(config);
      const from = params.from ? Date.parse(String(params.from)) : -Infinity;
      const to = params.to ? Date.parse(String(params.to)) : Infinity;
      const counted = bookings.filter((b) => Date.parse(b.scheduledAt) >= from && Date.parse(b.scheduledAt) < to);
      const byStatus = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, counted.filter((b) => b.status === s).length])) as Record<BookingStatus, number>;
      const closed = byStatus.COMPLETED + byStatus.CANCELLED + byStatus.NO_SHOW;
      return okReply({
        period: params.period ?? 'month',
        timezone: 'Europe/Kyiv',
        from: params.from ?? null,
        to: params.to ?? null,
        total: counted.length,
        byStatus,
        upcoming: counted.filter((b) => ['PENDING', 'CONFIRMED', 'IN_PROGRESS'].includes(b.status)).length,
        completionRate: closed === 0 ? 0 : Math.round((byStatus.COMPLETED / closed) * 1000) / 1000,
        amount: 650,
      });
    }
    return errorReply(404, 'ROUTE_NOT_FOUND');
  }, override);
