import type { Booking, BookingStatus } from '@vizyt/contracts';
import { buildBooking as baseBuildBooking, type BookingOverrides } from '@/test/builders';
import { callOf, errorReply, okReply, paramsOf, serveApi, type Override } from '@/test/mock-api';

let sequence = 0;

/** A booking as GET /bookings returns it (45 minutes; ids b1, b2, …); 1 December 2026, 10:00 Kyiv unless overridden. */
export const buildBooking = (overrides: BookingOverrides = {}): Booking => {
  sequence += 1;
  return baseBuildBooking({ id: `b${sequence}`, endsAt: '2026-12-01T08:45:00.000Z', duration: 45, specialist: { address: 'Khreshchatyk 1' } }, overrides);
};

/** GET /bookings answers with the bookings whose status is in ?status=, one page. */
export const serveBookingsApi = (bookings: Booking[], override?: Override) =>
  serveApi((config) => {
    const call = callOf(config);
    if (call === 'GET /bookings') {
      const status = String(paramsOf(config).status ?? '');
      const wanted = status ? (status.split(',') as BookingStatus[]) : null;
      const list = wanted ? bookings.filter((b) => wanted.includes(b.status)) : bookings;
      return okReply({ bookings: list, page: 1, totalPages: 1, total: list.length });
    }
    if (call === 'GET /bookings/stats') {
      return okReply({
        period: 'month',
        from: '2026-12-01T00:00:00.000Z',
        to: '2026-12-31T00:00:00.000Z',
        total: 7,
        byStatus: { PENDING: 2, CONFIRMED: 3, IN_PROGRESS: 0, COMPLETED: 1, CANCELLED: 1, NO_SHOW: 0 },
        upcoming: 5,
        completionRate: 0.5,
        amount: 650,
      });
    }
    return errorReply(404, 'ROUTE_NOT_FOUND');
  }, override);
