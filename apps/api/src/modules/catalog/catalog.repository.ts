import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db.js';

export interface CategoryRow {
  id: string;
  nameUk: string;
  nameEn: string;
  nameRu: string;
  descriptionUk: string;
  descriptionEn: string;
  descriptionRu: string;
  icon: string;
  activeServiceCount: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids that cannot exist are "not found", never a database cast error. */
export const isUuid = (id: string) => UUID.test(id);

export const specialistSelect = {
  id: true,
  userId: true,
  businessName: true,
  bio: true,
  specialization: true,
  yearsOfExperience: true,
  languages: true,
  city: true,
  address: true,
  latitude: true,
  longitude: true,
  worksOnline: true,
  worksInPerson: true,
  timezone: true,
  responseTimeMinutes: true,
  completedJobs: true,
  ratingAverage: true,
  ratingCount: true,
  isVerified: true,
  isVisible: true,
  createdAt: true,
  user: { select: { firstName: true, lastName: true, avatarUrl: true, deletedAt: true } },
} satisfies Prisma.SpecialistProfileSelect;
export type SpecialistRow = Prisma.SpecialistProfileGetPayload<{ select: typeof specialistSelect }>;

export const serviceSelect = {
  id: true,
  name: true,
  description: true,
  categoryId: true,
  customCategory: true,
  priceMinor: true,
  currency: true,
  durationMinutes: true,
  availableDays: true,
  timeSlots: true,
  isActive: true,
  createdAt: true,
  updatedAt: true,
  category: { select: { id: true, nameUk: true, nameEn: true, nameRu: true } },
  specialist: { select: specialistSelect },
} satisfies Prisma.ServiceSelect;
export type ServiceRow = Prisma.ServiceGetPayload<{ select: typeof serviceSelect }>;

export type ServiceData = Omit<Prisma.ServiceUncheckedCreateInput, 'id' | 'specialistId' | 'createdAt' | 'updatedAt'>;
export type SpecialistData = Omit<Prisma.SpecialistProfileUncheckedCreateInput, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export function createCatalogRepository(db: Db) {
  return {
    // ── specialist profiles ──
    findSpecialistByUser: (userId: string) => db.specialistProfile.findUnique({ where: { userId }, select: specialistSelect }),
    findSpecialist: (id: string) => (isUuid(id) ? db.specialistProfile.findUnique({ where: { id }, select: specialistSelect }) : null),
    createSpecialist: (userId: string, data: SpecialistData) => db.specialistProfile.create({ data: { ...data, userId }, select: specialistSelect }),
    updateSpecialist: (userId: string, data: Partial<SpecialistData>) =>
      db.specialistProfile.update({ where: { userId }, data, select: specialistSelect }),

    // ── services ──
    findService: (id: string) => (isUuid(id) ? db.service.findUnique({ where: { id }, select: serviceSelect }) : null),
    listServicesOf: (specialistId: string, onlyActive: boolean) =>
      db.service.findMany({
        where: { specialistId, ...(onlyActive ? { isActive: true } : {}) },
        orderBy: [{ isActive: 'desc' }, { createdAt: 'desc' }],
        select: serviceSelect,
      }),
    createService: (specialistId: string, data: ServiceData) => db.service.create({ data: { ...data, specialistId }, select: serviceSelect }),
    updateService: (id: string, data: Partial<ServiceData>) => db.service.update({ where: { id }, data, select: serviceSelect }),
    deleteService: (id: string) => db.service.delete({ where: { id }, select: { id: true } }),
    countBookingsOfService: (id: string) => db.booking.count({ where: { serviceId: id } }),
    categoryExists: async (id: string) => (await db.category.count({ where: { id } })) > 0,

    /** Categories in display order, each with the number of services a visitor can book. */
    async listCategoriesWithActiveServiceCounts(): Promise<CategoryRow[]> {
      const [categories, counts] = await Promise.all([
        db.category.findMany({
          orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
          select: {
            id: true,
            nameUk: true,
            nameEn: true,
            nameRu: true,
            descriptionUk: true,
            descriptionEn: true,
            descriptionRu: true,
            icon: true,
          },
        }),
        db.service.groupBy({
          by: ['categoryId'],
          where: { isActive: true, categoryId: { not: null }, specialist: { isVisible: true } },
          _count: { _all: true },
        }),
      ]);
      const countById = new Map(counts.map((c) => [c.categoryId, c._count._all]));
      return categories.map((c) => ({ ...c, activeServiceCount: countById.get(c.id) ?? 0 }));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
