import type { Prisma } from '../../generated/prisma/client.js';

/** The scheduling rows: selects and their payload types, the bottom layer (repository → sql → rows). */
/** What slot computation needs of a specialist. */
export const schedulingProfileSelect = {
  id: true,
  userId: true,
  timezone: true,
  workingHours: true,
  bufferMinutes: true,
  minNoticeMinutes: true,
  bookingHorizonDays: true,
  cancellationWindowHours: true,
  autoAccept: true,
  allowInstantBookings: true,
  requireCustomerVerification: true,
  worksOnline: true,
  worksInPerson: true,
} satisfies Prisma.SpecialistProfileSelect;
export type SchedulingProfileRow = Prisma.SpecialistProfileGetPayload<{ select: typeof schedulingProfileSelect }>;

export const bookableServiceSelect = {
  id: true,
  durationMinutes: true,
  priceMinor: true,
  currency: true,
  availableDays: true,
  timeSlots: true,
  isActive: true,
  hiddenAt: true,
  specialist: { select: { ...schedulingProfileSelect, isVisible: true, isSuspended: true, user: { select: { deletedAt: true } } } },
} satisfies Prisma.ServiceSelect;
export type BookableServiceRow = Prisma.ServiceGetPayload<{ select: typeof bookableServiceSelect }>;

export const availabilityBlockSelect = {
  id: true,
  specialistId: true,
  kind: true,
  startsAt: true,
  endsAt: true,
  available: true,
  reason: true,
  repeatWeekly: true,
  repeatDays: true,
} satisfies Prisma.AvailabilityBlockSelect;
export type AvailabilityBlockRow = Prisma.AvailabilityBlockGetPayload<{ select: typeof availabilityBlockSelect }>;

export type AvailabilityBlockData = Pick<Prisma.AvailabilityBlockUncheckedCreateInput, 'kind' | 'startsAt' | 'endsAt' | 'available' | 'reason' | 'repeatWeekly' | 'repeatDays'>;
export type SchedulingSettingsData = Partial<
  Pick<Prisma.SpecialistProfileUpdateInput, 'bufferMinutes' | 'minNoticeMinutes' | 'bookingHorizonDays' | 'cancellationWindowHours' | 'autoAccept'>
>;
