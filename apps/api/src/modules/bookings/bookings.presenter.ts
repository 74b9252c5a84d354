import { CURRENCIES, toMajorUnits, type Booking, type BookingActor, type Currency } from '@vizyt/contracts';
import type { Actor } from '../../http/policies.js';
import { visibleContact } from '../accounts/privacy.policy.js';
import { freeCancellationDeadline } from './bookings.policy.js';
import type { BookingRow } from './bookings.rows.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Who cancelled, from the stored user id: the customer, the specialist, another user (an admin) or nobody (a job). */
export function cancelledByOf(row: Pick<BookingRow, 'cancelledAt' | 'cancelledById' | 'customerId'> & { specialist: { userId: string } }): BookingActor | null {
  if (!row.cancelledAt) return null;
  if (!row.cancelledById) return 'system';
  if (row.cancelledById === row.customerId) return 'customer';
  if (row.cancelledById === row.specialist.userId) return 'specialist';
  return 'admin';
}

export const bookingTypeOf = (type: BookingRow['type']) => (type === 'ONLINE' ? 'online' : 'in_person');
export const currencyOf = (c: string): Currency => ((CURRENCIES as readonly string[]).includes(c) ? (c as Currency) : 'UAH');

/** A booking as `viewer` sees it: the other side's phone and e-mail only as their privacy switches allow. */
export const presentBookingFor = (viewer: Actor | null) => (row: BookingRow): Booking => presentBooking(row, viewer);

export function presentBooking(row: BookingRow, viewer: Actor | null = null): Booking {
  return {
    id: row.id,
    status: row.status,
    scheduledAt: row.scheduledAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    duration: row.durationMinutes,
    type: bookingTypeOf(row.type),
    videoCall: row.videoCall,
    notes: row.notes,
    location: row.location,
    amount: toMajorUnits(row.priceMinor),
    currency: currencyOf(row.currency),
    service: { id: row.service.id, name: row.service.name },
    specialist: {
      id: row.specialist.id,
      name: fullName(row.specialist.user),
      avatar: row.specialist.user.avatarUrl,
      timezone: row.specialist.timezone,
      address: row.specialist.address,
      city: row.specialist.city,
      latitude: row.specialist.latitude,
      longitude: row.specialist.longitude,
      ...visibleContact({ ...row.specialist.user, id: row.specialist.userId }, viewer),
    },
    customer: { id: row.customer.id, name: fullName(row.customer), avatar: row.customer.avatarUrl, ...visibleContact(row.customer, viewer) },
    cancellationReason: row.cancellationReason,
    cancelledBy: cancelledByOf(row),
    cancelledAt: iso(row.cancelledAt),
    confirmedAt: iso(row.confirmedAt),
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    expiresAt: iso(row.expiresAt),
    freeCancellationUntil: freeCancellationDeadline({ scheduledAt: row.scheduledAt, cancellationWindowHours: row.specialist.cancellationWindowHours }).toISOString(),
    // Issue #26 (15a): held for a required deposit while nothing is paid and the booking is active.
    paymentDueAt: row.paymentStatus === 'UNPAID' && (row.status === 'PENDING' || row.status === 'CONFIRMED') ? iso(row.paymentDueAt) : null,
    paymentStatus: row.paymentStatus,
    amountPaid: toMajorUnits(row.amountPaidMinor),
    amountRefunded: toMajorUnits(row.amountRefundedMinor),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
