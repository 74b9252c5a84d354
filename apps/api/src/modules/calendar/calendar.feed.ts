import ical, { ICalEventStatus } from 'ical-generator';
import type { FeedBookingRow } from './calendar.repository.js';

const STATUS: Record<FeedBookingRow['status'], ICalEventStatus> = {
  PENDING: ICalEventStatus.TENTATIVE,
  CONFIRMED: ICalEventStatus.CONFIRMED,
  IN_PROGRESS: ICalEventStatus.CONFIRMED,
  COMPLETED: ICalEventStatus.CONFIRMED,
  CANCELLED: ICalEventStatus.CANCELLED,
  NO_SHOW: ICalEventStatus.CANCELLED,
};

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/**
 * The feed of one user (RFC 5545): one VEVENT per booking, times in UTC, UIDs stable per
 * booking so a calendar updates an event when the booking moves or is cancelled (cancelled
 * ones stay, with STATUS:CANCELLED, until they age out of the window).
 */
export function renderFeed(userId: string, rows: FeedBookingRow[], appUrl: string): string {
  const base = appUrl.replace(/\/$/, '');
  const host = new URL(appUrl).hostname || 'vizyt';
  const calendar = ical({
    name: 'Vizyt',
    description: 'Vizyt bookings',
    prodId: { company: 'Vizyt', product: 'bookings-feed', language: 'UK' },
    ttl: 15 * 60,
  });
  for (const b of rows) {
    const asSpecialist = b.specialist.userId === userId && b.customerId !== userId;
    const other = asSpecialist ? fullName(b.customer) : fullName(b.specialist.user);
    calendar.createEvent({
      id: `booking-${b.id}@${host}`,
      start: b.scheduledAt,
      end: b.endsAt,
      summary: `${b.service.name} — ${other}`,
      description: [b.notes, `Status: ${b.status}`].filter(Boolean).join('\n'),
      location: b.type === 'ONLINE' ? 'Online' : (b.location ?? ([b.specialist.address, b.specialist.city].filter(Boolean).join(', ') || null)),
      status: STATUS[b.status],
      url: asSpecialist ? `${base}/specialist/bookings` : `${base}/bookings`,
      stamp: b.updatedAt,
      created: b.createdAt,
      lastModified: b.updatedAt,
    });
  }
  return calendar.toString();
}
