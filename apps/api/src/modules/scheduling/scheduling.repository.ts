import type { Prisma } from '../../generated/prisma/client.js';
import { isUuid, readRows, type DbOrTx } from '../../lib/db.js';
import { transactional } from '../../lib/unit-of-work.js';
import {
  activeServicesOfSql,
  saveNextFreeSql,
  bookableServiceByIdSql,
  slotInputsSql,
  toBookableServiceRow,
  toSlotInputs,
  type RawBookableService,
  type RawSlotInputs,
  type SlotInputWindow,
} from './scheduling.sql.js';
import {
  availabilityBlockSelect,
  schedulingProfileSelect,
  type AvailabilityBlockData,
  type AvailabilityBlockRow,
  type BookableServiceRow,
  type SchedulingProfileRow,
  type SchedulingSettingsData,
} from './scheduling.rows.js';

export function createSchedulingRepository(db: DbOrTx) {
  return transactional(db, (client) => ({
    /** A service with what slot computation needs of its specialist: one statement. */
    async findBookableService(serviceId: string): Promise<BookableServiceRow | null> {
      if (!isUuid(serviceId)) return null;
      const [row] = await readRows<RawBookableService>(client, bookableServiceByIdSql(serviceId));
      return row ? toBookableServiceRow(row) : null;
    },

    /** Entries and active bookings' busy ranges for slot computation (slotInputsSql): one statement. */
    async slotInputs(specialistId: string, window: SlotInputWindow) {
      const excludeBookingId = window.excludeBookingId && isUuid(window.excludeBookingId) ? window.excludeBookingId : null;
      const [row] = await readRows<RawSlotInputs>(client, slotInputsSql(specialistId, { ...window, excludeBookingId }));
      return toSlotInputs(row ?? { entries: [], busy: [] });
    },

    findProfileByUser: (userId: string): Promise<SchedulingProfileRow | null> =>
      client.specialistProfile.findUnique({ where: { userId }, select: schedulingProfileSelect }),

    updateProfile: (id: string, data: SchedulingSettingsData & { workingHours?: Prisma.InputJsonValue; timezone?: string }) =>
      client.specialistProfile.update({ where: { id }, data, select: schedulingProfileSelect }),

    /** Entries that may touch [from, to): one-off entries overlapping it, weekly ones started before its end. */
    listEntriesTouching: (specialistId: string, from: Date, to: Date): Promise<AvailabilityBlockRow[]> =>
      client.availabilityBlock.findMany({
        where: {
          specialistId,
          startsAt: { lt: to },
          OR: [{ repeatWeekly: true }, { endsAt: { gt: from } }],
        },
        select: availabilityBlockSelect,
        orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
      }),

    listEntries: (specialistId: string, filter: { kinds?: AvailabilityBlockRow['kind'][]; endingAfter?: Date } = {}) =>
      client.availabilityBlock.findMany({
        where: {
          specialistId,
          ...(filter.kinds ? { kind: { in: filter.kinds } } : {}),
          ...(filter.endingAfter ? { OR: [{ repeatWeekly: true }, { endsAt: { gt: filter.endingAfter } }] } : {}),
        },
        select: availabilityBlockSelect,
        orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
      }),

    async findEntry(id: string): Promise<(AvailabilityBlockRow & { specialist: { userId: string } }) | null> {
      if (!isUuid(id)) return null;
      return client.availabilityBlock.findUnique({ where: { id }, select: { ...availabilityBlockSelect, specialist: { select: { userId: true } } } });
    },
    createEntry: (specialistId: string, data: AvailabilityBlockData) =>
      client.availabilityBlock.create({ data: { ...data, specialistId }, select: availabilityBlockSelect }),
    updateEntry: (id: string, data: AvailabilityBlockData) => client.availabilityBlock.update({ where: { id }, data, select: availabilityBlockSelect }),
    deleteEntry: (id: string) => client.availabilityBlock.delete({ where: { id }, select: { id: true } }),

    // ── the earliest free start per service (search filters by availability) ──
    /** The specialist's active services with what slot computation needs. */
    activeServicesOf: async (specialistId: string): Promise<(BookableServiceRow & { nextFreeAt: Date | null })[]> =>
      (await readRows<RawBookableService>(client, activeServicesOfSql(specialistId))).map(toBookableServiceRow),
    specialistOfService: async (serviceId: string): Promise<string | null> =>
      isUuid(serviceId) ? ((await client.service.findUnique({ where: { id: serviceId }, select: { specialistId: true } }))?.specialistId ?? null) : null,
    async saveNextFree(values: { serviceId: string; nextFreeAt: Date | null }[], checkedAt: Date): Promise<void> {
      if (values.length === 0) return;
      await readRows(client, saveNextFreeSql(values, checkedAt));
    },
    /**
     * Specialists whose stored earliest free starts have gone stale: one has passed, or none was
     * found and the last check is older than `recheckNoneBefore` (time moves new days in).
     */
    staleSpecialists: async (now: Date, recheckNoneBefore: Date, limit: number): Promise<string[]> =>
      (
        await client.service.findMany({
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
  }));
}
export type SchedulingRepository = ReturnType<typeof createSchedulingRepository>;
