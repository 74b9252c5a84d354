import { renderBookingCalendar } from '../../lib/booking-calendar.js';
import type { FeedBookingRow } from './calendar.repository.js';

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The feed of one user: their bookings as customer and as specialist, each seen from their side. */
export function renderFeed(userId: string, rows: FeedBookingRow[], appUrl: string): string {
  const base = appUrl.replace(/\/$/, '');
  return renderBookingCalendar(
    rows.map((b) => {
      const asSpecialist = b.specialist.userId === userId && b.customerId !== userId;
      return {
        ...b,
        serviceName: b.service.name,
        otherParty: asSpecialist ? fullName(b.customer) : fullName(b.specialist.user),
        url: asSpecialist ? `${base}/specialist/bookings` : `${base}/bookings`,
      };
    }),
    { appUrl, product: 'bookings-feed', ttlSeconds: 15 * 60 },
  );
}
