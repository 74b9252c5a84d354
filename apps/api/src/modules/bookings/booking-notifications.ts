import { bookingPagePath } from '@vizyt/contracts';
import type { NotificationDraft } from '../notifications/notifications.ports.js';
import type { BookingRow } from './bookings.rows.js';

/**
 * Who hears of what happens to a booking (issue #13): the other side of whoever acted. The
 * drafts are recorded in the transaction of the change (bookings.repository insert/transition).
 */
const name = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
const facts = (b: BookingRow) => ({
  service: b.service.name,
  when: b.scheduledAt.toISOString(),
  customer: name(b.customer),
  specialist: name(b.specialist.user),
});
const toCustomer = (b: BookingRow, d: Omit<NotificationDraft, 'userId' | 'link'>): NotificationDraft => ({ userId: b.customerId, link: bookingPagePath('customer', b.id), ...d });
const toSpecialist = (b: BookingRow, d: Omit<NotificationDraft, 'userId' | 'link'>): NotificationDraft => ({ userId: b.specialist.userId, link: bookingPagePath('specialist', b.id), ...d });

/** A new booking: the specialist is told (and asked to confirm when it waits); an instantly confirmed one is confirmed to the customer. */
export const createdNotices = (b: BookingRow): NotificationDraft[] => [
  toSpecialist(b, { type: 'new_booking', params: { ...facts(b), pending: b.status === 'PENDING' }, dedupeKey: `booking:${b.id}:new` }),
  ...(b.status === 'CONFIRMED' ? [toCustomer(b, { type: 'booking_confirmed', params: facts(b), dedupeKey: `booking:${b.id}:confirmed` })] : []),
];

export const confirmedNotices = (b: BookingRow): NotificationDraft[] => [toCustomer(b, { type: 'booking_confirmed', params: facts(b), dedupeKey: `booking:${b.id}:confirmed` })];

/** Cancelled by one side: the other is told; by an admin: both. */
export function cancelledNotices(b: BookingRow, actorUserId: string, reason: string): NotificationDraft[] {
  const params = { ...facts(b), reason };
  const out: NotificationDraft[] = [];
  if (actorUserId !== b.customerId) out.push(toCustomer(b, { type: 'booking_cancelled', params }));
  if (actorUserId !== b.specialist.userId) out.push(toSpecialist(b, { type: 'booking_cancelled', params }));
  return out;
}

/** Rescheduled or changed by one side: the other is told, with the old time when it moved. */
export function updatedNotices(b: BookingRow, actorUserId: string, change: { kind: 'rescheduled'; previous: Date } | { kind: 'changed' }): NotificationDraft[] {
  const byCustomer = actorUserId === b.customerId;
  const params = {
    ...facts(b),
    change: change.kind,
    by: byCustomer ? name(b.customer) : name(b.specialist.user),
    pending: b.status === 'PENDING',
    ...(change.kind === 'rescheduled' ? { previous: change.previous.toISOString() } : {}),
  };
  const out: NotificationDraft[] = [];
  if (!byCustomer) out.push(toCustomer(b, { type: 'booking_updated', params }));
  if (actorUserId !== b.specialist.userId) out.push(toSpecialist(b, { type: 'booking_updated', params }));
  return out;
}
