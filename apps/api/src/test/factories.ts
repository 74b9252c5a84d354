import { randomBytes } from 'node:crypto';
import type { Db } from '../lib/db.js';
import type { Prisma } from '../generated/prisma/client.js';

/**
 * Factories build exactly the rows a test needs, with sensible defaults and overrides:
 * `await buildService(db, { isActive: false })`. Every call makes new, unique rows.
 */
const unique = () => randomBytes(4).toString('hex');

export async function buildCategory(db: Db, overrides: Partial<Prisma.CategoryUncheckedCreateInput> = {}) {
  const id = overrides.id ?? `cat-${unique()}`;
  return db.category.create({
    data: {
      id,
      nameUk: `Категорія ${id}`,
      nameEn: `Category ${id}`,
      nameRu: `Категория ${id}`,
      descriptionUk: 'Опис',
      descriptionEn: 'Description',
      descriptionRu: 'Описание',
      icon: 'sparkles',
      ...overrides,
    },
  });
}

export async function buildUser(db: Db, overrides: Partial<Prisma.UserUncheckedCreateInput> = {}) {
  return db.user.create({
    data: {
      email: `user-${unique()}@example.test`,
      firstName: 'Тарас',
      lastName: 'Шевченко',
      ...overrides,
    },
  });
}

export async function buildSpecialist(db: Db, overrides: Partial<Prisma.SpecialistProfileUncheckedCreateInput> = {}) {
  const userId = overrides.userId ?? (await buildUser(db, { role: 'SPECIALIST' })).id;
  return db.specialistProfile.create({
    data: { specialization: 'Майстер манікюру', city: 'Київ', latitude: 50.45, longitude: 30.52, ...overrides, userId },
  });
}

export async function buildService(db: Db, overrides: Partial<Prisma.ServiceUncheckedCreateInput> = {}) {
  const specialistId = overrides.specialistId ?? (await buildSpecialist(db)).id;
  const categoryId = overrides.categoryId === undefined ? (await buildCategory(db)).id : overrides.categoryId;
  return db.service.create({
    data: {
      name: 'Манікюр класичний',
      description: 'Класичний обрізний манікюр',
      priceMinor: 60_000,
      durationMinutes: 60,
      availableDays: ['monday'],
      timeSlots: ['10:00'],
      ...overrides,
      specialistId,
      categoryId,
    },
  });
}

export async function buildBooking(db: Db, overrides: Partial<Prisma.BookingUncheckedCreateInput> = {}) {
  const service = overrides.serviceId
    ? await db.service.findUniqueOrThrow({ where: { id: overrides.serviceId } })
    : await buildService(db, overrides.specialistId ? { specialistId: overrides.specialistId } : {});
  const customerId = overrides.customerId ?? (await buildUser(db)).id;
  const scheduledAt = overrides.scheduledAt ? new Date(overrides.scheduledAt) : new Date(Date.now() + 86_400_000);
  const duration = overrides.durationMinutes ?? service.durationMinutes;
  return db.booking.create({
    data: {
      serviceId: service.id,
      specialistId: service.specialistId,
      customerId,
      durationMinutes: duration,
      endsAt: new Date(scheduledAt.getTime() + duration * 60_000),
      busyUntil: overrides.endsAt ?? new Date(scheduledAt.getTime() + duration * 60_000),
      priceMinor: service.priceMinor,
      ...overrides,
      scheduledAt,
    },
  });
}

/** Weekday → working intervals, as PUT /specialists/availability/working-hours takes them. */
export const WEEKDAY_WORKING_HOURS = {
  monday: [{ start: '09:00', end: '18:00' }],
  tuesday: [{ start: '09:00', end: '18:00' }],
  wednesday: [{ start: '09:00', end: '18:00' }],
  thursday: [{ start: '09:00', end: '18:00' }],
  friday: [{ start: '09:00', end: '18:00' }],
} as const;

/** A specialist who works Mon–Fri 09:00–18:00 (Kyiv), no notice, no buffer unless overridden. */
export async function buildAvailableSpecialist(db: Db, overrides: Partial<Prisma.SpecialistProfileUncheckedCreateInput> = {}) {
  return buildSpecialist(db, { workingHours: WEEKDAY_WORKING_HOURS, minNoticeMinutes: 0, ...overrides });
}

/** An availability entry (default: a one-hour BLOCK starting in a day) of a new or given specialist. */
export async function buildAvailabilityBlock(db: Db, overrides: Partial<Prisma.AvailabilityBlockUncheckedCreateInput> = {}) {
  const specialistId = overrides.specialistId ?? (await buildSpecialist(db)).id;
  const startsAt = overrides.startsAt ? new Date(overrides.startsAt) : new Date(Date.now() + 86_400_000);
  return db.availabilityBlock.create({
    data: { kind: 'BLOCK', endsAt: new Date(startsAt.getTime() + 3_600_000), ...overrides, startsAt, specialistId },
  });
}

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/**
 * A service bookable at every whole hour from 00:00 to 22:00 (specialist's zone, UTC unless
 * overridden), every day, no notice: booking tests pick any future whole hour.
 */
export async function buildBookableService(
  db: Db,
  overrides: { specialist?: Partial<Prisma.SpecialistProfileUncheckedCreateInput>; service?: Partial<Prisma.ServiceUncheckedCreateInput> } = {},
) {
  const specialist = await buildSpecialist(db, {
    timezone: 'UTC',
    workingHours: Object.fromEntries(EVERY_DAY.map((d) => [d, [{ start: '00:00', end: '23:59' }]])),
    minNoticeMinutes: 0,
    ...overrides.specialist,
  });
  const service = await buildService(db, {
    availableDays: [...EVERY_DAY],
    timeSlots: Array.from({ length: 23 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
    durationMinutes: 60,
    ...overrides.service,
    specialistId: specialist.id,
  });
  return { specialist, service };
}
