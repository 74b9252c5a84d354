import { ACTIVE_BOOKING_STATUSES } from '@vizyt/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import { isUuid, type Db } from '../../lib/db.js';


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

export function createSchedulingRepository(db: Db) {
  return {
    async findBookableService(serviceId: string): Promise<BookableServiceRow | null> {
      if (!isUuid(serviceId)) return null;
      return db.service.findUnique({ where: { id: serviceId }, select: bookableServiceSelect });
    },

    findProfileByUser: (userId: string): Promise<SchedulingProfileRow | null> =>
      db.specialistProfile.findUnique({ where: { userId }, select: schedulingProfileSelect }),

    updateProfile: (id: string, data: SchedulingSettingsData & { workingHours?: Prisma.InputJsonValue; timezone?: string }) =>
      db.specialistProfile.update({ where: { id }, data, select: schedulingProfileSelect }),

    /** Entries that may touch [from, to): one-off entries overlapping it, weekly ones started before its end. */
    listEntriesTouching: (specialistId: string, from: Date, to: Date): Promise<AvailabilityBlockRow[]> =>
      db.availabilityBlock.findMany({
        where: {
          specialistId,
          startsAt: { lt: to },
          OR: [{ repeatWeekly: true }, { endsAt: { gt: from } }],
        },
        select: availabilityBlockSelect,
        orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
      }),

    listEntries: (specialistId: string, filter: { kinds?: AvailabilityBlockRow['kind'][]; endingAfter?: Date } = {}) =>
      db.availabilityBlock.findMany({
        where: {
          specialistId,
          ...(filter.kinds ? { kind: { in: filter.kinds } } : {}),
          ...(filter.endingAfter ? { OR: [{ repeatWeekly: true }, { endsAt: { gt: filter.endingAfter } }] } : {}),
        },
        select: availabilityBlockSelect,
        orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
      }),

    /** Active bookings' busy ranges that overlap [from, to). */
    async listBusy(specialistId: string, from: Date, to: Date, excludeBookingId?: string): Promise<{ start: Date; end: Date }[]> {
      const rows = await db.booking.findMany({
        where: {
          specialistId,
          status: { in: [...ACTIVE_BOOKING_STATUSES] },
          scheduledAt: { lt: to },
          busyUntil: { gt: from },
          ...(excludeBookingId && isUuid(excludeBookingId) ? { id: { not: excludeBookingId } } : {}),
        },
        select: { scheduledAt: true, busyUntil: true },
      });
      return rows.map((r) => ({ start: r.scheduledAt, end: r.busyUntil }));
    },

    async findEntry(id: string): Promise<(AvailabilityBlockRow & { specialist: { userId: string } }) | null> {
      if (!isUuid(id)) return null;
      return db.availabilityBlock.findUnique({ where: { id }, select: { ...availabilityBlockSelect, specialist: { select: { userId: true } } } });
    },
    createEntry: (specialistId: string, data: AvailabilityBlockData) =>
      db.availabilityBlock.create({ data: { ...data, specialistId }, select: availabilityBlockSelect }),
    updateEntry: (id: string, data: AvailabilityBlockData) => db.availabilityBlock.update({ where: { id }, data, select: availabilityBlockSelect }),
    deleteEntry: (id: string) => db.availabilityBlock.delete({ where: { id }, select: { id: true } }),

    // ── the earliest free start per service (search filters by availability) ──
    /** The specialist's active services with what slot computation needs. */
    activeServicesOf: (specialistId: string): Promise<(BookableServiceRow & { nextFreeAt: Date | null })[]> =>
      db.service.findMany({ where: { specialistId, isActive: true }, select: { ...bookableServiceSelect, nextFreeAt: true }, orderBy: { id: 'asc' } }),
    specialistOfService: async (serviceId: string): Promise<string | null> =>
      isUuid(serviceId) ? ((await db.service.findUnique({ where: { id: serviceId }, select: { specialistId: true } }))?.specialistId ?? null) : null,
    async saveNextFree(values: { serviceId: string; nextFreeAt: Date | null }[], checkedAt: Date): Promise<void> {
      if (values.length === 0) return;
      await db.$transaction(
        values.map((v) => db.service.updateMany({ where: { id: v.serviceId }, data: { nextFreeAt: v.nextFreeAt, nextFreeCheckedAt: checkedAt } })),
      );
    },
    /**
     * Specialists whose stored earliest free starts have gone stale: one has passed, or none was
     * found and the last check is older than `recheckNoneBefore` (time moves new days in).
     */
    staleSpecialists: async (now: Date, recheckNoneBefore: Date, limit: number): Promise<string[]> =>
      (
        await db.service.findMany({
          where: {
            isActive: true,
            OR: [
              { nextFreeAt: { lte: now } },
              { nextFreeAt: null, OR: [{ nextFreeCheckedAt: null }, { nextFreeCheckedAt: { lt: recheckNoneBefore } }] },
            ],
          },
          distinct: ['specialistId'],
          select: { specialistId: true },
          take: limit,
        })
      ).map((r) => r.specialistId),
  };
}
export type SchedulingRepository = ReturnType<typeof createSchedulingRepository>;
