import ical, { ICalEventStatus } from 'ical-generator';

type BookingStatus = 'PENDING' | 'CONFIRMED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'NO_SHOW';

const STATUS: Record<BookingStatus, ICalEventStatus> = {
  PENDING: ICalEventStatus.TENTATIVE,
  CONFIRMED: ICalEventStatus.CONFIRMED,
  IN_PROGRESS: ICalEventStatus.CONFIRMED,
  COMPLETED: ICalEventStatus.CONFIRMED,
  CANCELLED: ICalEventStatus.CANCELLED,
  NO_SHOW: ICalEventStatus.CANCELLED,
};

/** What a calendar needs of one booking, whoever loads it (export, private feed). */
export interface CalendarBooking {
  id: string;
  status: BookingStatus;
  type: 'ONLINE' | 'IN_PERSON';
  scheduledAt: Date;
  endsAt: Date;
  notes: string | null;
  location: string | null;
  serviceName: string;
  /** The other party's name as the reader sees it (the specialist for a customer, and so on). */
  otherParty: string;
  specialist: { timezone: string; address: string | null; city: string };
  /** Where the event links to in the app. */
  url: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * iCalendar (RFC 5545): one VEVENT per booking, times in UTC, UIDs stable per booking so a
 * calendar updates an event when the booking moves or is cancelled (STATUS:CANCELLED).
 */
export function renderBookingCalendar(bookings: CalendarBooking[], options: { appUrl: string; product: string; ttlSeconds?: number }): string {
  const host = new URL(options.appUrl).hostname || 'vizyt';
  const calendar = ical({
    name: 'Vizyt',
    description: 'Vizyt bookings',
    prodId: { company: 'Vizyt', product: options.product, language: 'UK' },
    ...(options.ttlSeconds ? { ttl: options.ttlSeconds } : {}),
  });
  for (const b of bookings) {
    calendar.createEvent({
      id: `booking-${b.id}@${host}`,
      start: b.scheduledAt,
      end: b.endsAt,
      summary: `${b.serviceName} — ${b.otherParty}`,
      description: [b.notes, `Status: ${b.status}`, `Time zone of the specialist: ${b.specialist.timezone}`].filter(Boolean).join('\n'),
      location: b.type === 'ONLINE' ? 'Online' : (b.location ?? ([b.specialist.address, b.specialist.city].filter(Boolean).join(', ') || null)),
      status: STATUS[b.status],
      url: b.url,
      stamp: b.updatedAt,
      created: b.createdAt,
      lastModified: b.updatedAt,
    });
  }
  return calendar.toString();
}
