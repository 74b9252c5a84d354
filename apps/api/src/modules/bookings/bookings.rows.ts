import type { BookingStatus } from '@vizyt/contracts';
import type { Prisma } from '../../generated/prisma/client.js';

/** A booking's shape as the module reads and writes it: the bottom layer (repository → sql → rows). */
export const bookingSelect = {
  id: true,
  status: true,
  type: true,
  scheduledAt: true,
  endsAt: true,
  busyUntil: true,
  durationMinutes: true,
  priceMinor: true,
  currency: true,
  notes: true,
  location: true,
  videoCall: true,
  expiresAt: true,
  paymentDueAt: true,
  cancellationReason: true,
  cancelledById: true,
  cancelledAt: true,
  confirmedAt: true,
  startedAt: true,
  completedAt: true,
  rescheduleCount: true,
  paymentStatus: true,
  amountPaidMinor: true,
  amountRefundedMinor: true,
  createdAt: true,
  updatedAt: true,
  customerId: true,
  specialistId: true,
  serviceId: true,
  service: { select: { id: true, name: true } },
  specialist: {
    select: {
      id: true,
      userId: true,
      timezone: true,
      address: true,
      city: true,
      latitude: true,
      longitude: true,
      autoAccept: true,
      cancellationWindowHours: true,
      worksOnline: true,
      worksInPerson: true,
      user: { select: { firstName: true, lastName: true, avatarUrl: true, phone: true, email: true, showPhone: true, showEmail: true } },
    },
  },
  customer: { select: { id: true, firstName: true, lastName: true, avatarUrl: true, email: true, phone: true, showPhone: true, showEmail: true, language: true, timezone: true } },
} satisfies Prisma.BookingSelect;
export type BookingRow = Prisma.BookingGetPayload<{ select: typeof bookingSelect }>;

/** Whose bookings a list shows: one customer's, one specialist's (by user id), or all (admin). */
export type BookingScope = { customerId: string } | { specialistUserId: string } | { all: true };

export interface NewBooking {
  customerId: string;
  specialistId: string;
  serviceId: string;
  status: 'PENDING' | 'CONFIRMED';
  type: 'ONLINE' | 'IN_PERSON';
  scheduledAt: Date;
  endsAt: Date;
  busyUntil: Date;
  durationMinutes: number;
  priceMinor: number;
  currency: string;
  notes: string | null;
  location: string | null;
  videoCall: boolean;
  expiresAt: Date | null;
  confirmedAt: Date | null;
  /** The specialist requires a deposit: held DEPOSIT_HOLD_MINUTES for it (payment_due_at). */
  depositHold: boolean;
}

export type BookingChanges = Pick<
  Prisma.BookingUncheckedUpdateManyInput,
  | 'status'
  | 'type'
  | 'notes'
  | 'location'
  | 'videoCall'
  | 'scheduledAt'
  | 'endsAt'
  | 'busyUntil'
  | 'expiresAt'
  | 'confirmedAt'
  | 'startedAt'
  | 'completedAt'
  | 'cancelledAt'
  | 'cancelledById'
  | 'cancellationReason'
  | 'rescheduleCount'
>;

/** The state a conditional update expects to find; anything else and it changes nothing. */
export interface ExpectedState {
  id: string;
  statuses: readonly BookingStatus[];
  scheduledAt: Date;
}

export interface BusyRange {
  id: string;
  kind: 'booking' | 'blocked';
  startsAt: Date;
  endsAt: Date;
  customerId: string | null;
}
