import { Prisma } from '../../generated/prisma/client.js';
import { readRows, type Db } from '../../lib/db.js';
import { serviceSelect, specialistProfileSelect } from './catalog.rows.js';
import { suggestionsSql, type SuggestionRow } from './catalog.sql.js';

/** What a visitor may see of specialists: visible, not suspended by an admin, not deleted. */
export const visibleSpecialist = { isVisible: true, isSuspended: false, user: { deletedAt: null } } satisfies Prisma.SpecialistProfileWhereInput;

/** What a visitor may see of services: active, not hidden by a moderator, of a visible specialist. */
export const visibleService = {
  isActive: true,
  hiddenAt: null,
  specialist: visibleSpecialist,
} satisfies Prisma.ServiceWhereInput;

/** The same two rules in SQL, for the raw queries below (aliases s and sp); services.listed (kept by triggers) is the first. */
const VISIBLE_SERVICE_SQL = Prisma.sql`s.listed`;
const VISIBLE_SPECIALIST_SQL = Prisma.sql`sp.is_visible AND NOT sp.is_suspended`;

export function createDiscoveryRepository(db: Db) {
  return {
    // ── favorites ──
    addFavoriteService: (userId: string, serviceId: string) =>
      db.favoriteService.upsert({ where: { userId_serviceId: { userId, serviceId } }, create: { userId, serviceId }, update: {}, select: { serviceId: true } }),
    removeFavoriteService: (userId: string, serviceId: string) => db.favoriteService.deleteMany({ where: { userId, serviceId } }),
    favoriteServices: (userId: string) =>
      db.favoriteService.findMany({ where: { userId, service: visibleService }, orderBy: { createdAt: 'desc' }, select: { service: { select: serviceSelect } } }),
    addFavoriteSpecialist: (userId: string, specialistId: string) =>
      db.favoriteSpecialist.upsert({
        where: { userId_specialistId: { userId, specialistId } },
        create: { userId, specialistId },
        update: {},
        select: { specialistId: true },
      }),
    removeFavoriteSpecialist: (userId: string, specialistId: string) => db.favoriteSpecialist.deleteMany({ where: { userId, specialistId } }),
    favoriteSpecialists: (userId: string) =>
      db.favoriteSpecialist.findMany({
        where: { userId, specialist: visibleSpecialist },
        orderBy: { createdAt: 'desc' },
        select: { specialist: { select: specialistProfileSelect } },
      }),

    // ── views and reports ──
    /**
     * One row per viewer per service per Kyiv day (unique index): the first view of the day
     * inserts it (true), a repeat only moves viewed_at for "recently viewed" (false).
     */
    recordView: async (serviceId: string, userId: string | null, viewerKey: string) => {
      const [row] = await db.$queryRaw<{ inserted: boolean }[]>`
        INSERT INTO service_views (service_id, user_id, viewer_key, view_day)
        VALUES (${serviceId}::uuid, ${userId}::uuid, ${viewerKey}, (now() AT TIME ZONE 'Europe/Kyiv')::date)
        ON CONFLICT (service_id, viewer_key, view_day) DO UPDATE SET viewed_at = now()
        RETURNING (xmax = 0) AS inserted`;
      return row?.inserted ?? false;
    },
    recentlyViewedIds: async (userId: string, limit: number) =>
      (
        await db.$queryRaw<{ id: string }[]>`
          SELECT v.service_id::text AS id FROM service_views v
          JOIN services s ON s.id = v.service_id AND ${VISIBLE_SERVICE_SQL}
          JOIN specialist_profiles sp ON sp.id = s.specialist_id AND ${VISIBLE_SPECIALIST_SQL}
          WHERE v.user_id = ${userId}::uuid
          GROUP BY v.service_id ORDER BY max(v.viewed_at) DESC LIMIT ${limit}`
      ).map((r) => r.id),
    createReport: (data: { serviceId: string; reporterId: string; reason: 'INAPPROPRIATE' | 'MISLEADING' | 'SPAM' | 'FRAUD' | 'OTHER'; details: string | null }) =>
      db.serviceReport.create({ data, select: { id: true } }),

    // ── lists ──
    servicesByIds: (ids: string[]) => db.service.findMany({ where: { id: { in: ids }, ...visibleService }, select: serviceSelect }),
    featured: (limit: number) =>
      db.service.findMany({
        where: visibleService,
        orderBy: [{ specialist: { isVerified: 'desc' } }, { specialist: { ratingAverage: 'desc' } }, { specialist: { ratingCount: 'desc' } }, { createdAt: 'desc' }],
        take: limit,
        select: serviceSelect,
      }),
    trendingIds: async (since: Date, limit: number) =>
      (
        await db.$queryRaw<{ id: string }[]>`
          SELECT v.service_id::text AS id FROM service_views v
          JOIN services s ON s.id = v.service_id AND ${VISIBLE_SERVICE_SQL}
          JOIN specialist_profiles sp ON sp.id = s.specialist_id AND ${VISIBLE_SPECIALIST_SQL}
          WHERE v.viewed_at >= ${since}
          GROUP BY v.service_id ORDER BY count(*) DESC, max(v.viewed_at) DESC LIMIT ${limit}`
      ).map((r) => r.id),
    similar: (service: { id: string; categoryId: string | null; priceMinor: number; specialistId: string }, limit: number) =>
      service.categoryId
        ? db.$queryRaw<{ id: string }[]>`
            SELECT s.id::text AS id FROM services s
            JOIN specialist_profiles sp ON sp.id = s.specialist_id AND ${VISIBLE_SPECIALIST_SQL}
            WHERE ${VISIBLE_SERVICE_SQL} AND s.category_id = ${service.categoryId} AND s.id <> ${service.id}::uuid
            ORDER BY (s.specialist_id = ${service.specialistId}::uuid), abs(s.price_minor - ${service.priceMinor}), sp.rating_average DESC
            LIMIT ${limit}`
        : Promise.resolve([] as { id: string }[]),
    categoryIdsOfInterest: async (userId: string) =>
      (
        await db.$queryRaw<{ category_id: string }[]>`
          SELECT s.category_id FROM (
            SELECT service_id FROM favorite_services WHERE user_id = ${userId}::uuid
            UNION ALL
            SELECT service_id FROM service_views WHERE user_id = ${userId}::uuid AND viewed_at > now() - interval '90 days'
          ) seen JOIN services s ON s.id = seen.service_id
          WHERE s.category_id IS NOT NULL
          GROUP BY s.category_id ORDER BY count(*) DESC LIMIT 3`
      ).map((r) => r.category_id),
    recommendedIn: (categoryIds: string[], excludeSeenBy: string, limit: number) =>
      db.service.findMany({
        where: { ...visibleService, categoryId: { in: categoryIds }, favoritedBy: { none: { userId: excludeSeenBy } } },
        orderBy: [{ specialist: { ratingAverage: 'desc' } }, { createdAt: 'desc' }],
        take: limit,
        select: serviceSelect,
      }),
    /** Cheapest, dearest and the given quantiles (kopiyky) of visible active services; nulls when there are none. */
    priceDistribution: async (quantiles: readonly number[]) => {
      const [row] = await db.$queryRaw<{ min: number | null; max: number | null; quantiles: number[] | null }[]>`
        SELECT min(s.price_minor)::int AS min, max(s.price_minor)::int AS max,
               percentile_cont(${[...quantiles]}::float8[]) WITHIN GROUP (ORDER BY s.price_minor) AS quantiles
          FROM services s
          JOIN specialist_profiles sp ON sp.id = s.specialist_id AND ${VISIBLE_SPECIALIST_SQL}
          JOIN users u ON u.id = sp.user_id AND u.deleted_at IS NULL
         WHERE ${VISIBLE_SERVICE_SQL}`;
      return { min: row?.min ?? null, max: row?.max ?? null, quantiles: row?.quantiles ?? null };
    },
    specialties: () =>
      db.specialistProfile.groupBy({ by: ['specialization'], where: { ...visibleSpecialist, services: { some: { isActive: true, hiddenAt: null } } }, _count: { _all: true }, orderBy: { _count: { specialization: 'desc' } } }),
    /** Service names, specialisations and categories that match a search tsquery, best first. */
    suggestions: (tsQuery: string, limit: number) => readRows<SuggestionRow>(db, suggestionsSql(tsQuery, limit)),
    listSpecialists: async (f: { text: string | null; city: string | null; category: string | null; limit: number; offset: number }) => {
      const where: Prisma.SpecialistProfileWhereInput = {
        ...visibleSpecialist,
        ...(f.city ? { city: { contains: f.city, mode: 'insensitive' } } : {}),
        ...(f.category ? { services: { some: { isActive: true, hiddenAt: null, categoryId: f.category } } } : {}),
        ...(f.text
          ? {
              OR: [
                { specialization: { contains: f.text, mode: 'insensitive' } },
                { businessName: { contains: f.text, mode: 'insensitive' } },
                { user: { firstName: { contains: f.text, mode: 'insensitive' } } },
                { user: { lastName: { contains: f.text, mode: 'insensitive' } } },
              ],
            }
          : {}),
      };
      const [rows, total] = await Promise.all([
        db.specialistProfile.findMany({ where, orderBy: [{ ratingAverage: 'desc' }, { ratingCount: 'desc' }, { id: 'asc' }], take: f.limit, skip: f.offset, select: specialistProfileSelect }),
        db.specialistProfile.count({ where }),
      ]);
      return { rows, total };
    },
  };
}

export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
