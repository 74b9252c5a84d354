import { AVAILABILITY_DAY_ZONE, AVAILABLE_NOW_WITHIN_MINUTES, type AvailabilityFilter } from '@vizyt/contracts';
import { Prisma } from '../../generated/prisma/client.js';
import { isUuid, type Db } from '../../lib/db.js';

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
  isSuspended: true,
  acceptOnlinePayments: true,
  requireDeposit: true,
  depositPercent: true,
  createdAt: true,
  user: { select: { firstName: true, lastName: true, avatarUrl: true, deletedAt: true } },
} satisfies Prisma.SpecialistProfileSelect;
export type SpecialistRow = Prisma.SpecialistProfileGetPayload<{ select: typeof specialistSelect }>;

export const portfolioSelect = { id: true, url: true, category: true, caption: true, width: true, height: true, createdAt: true } satisfies Prisma.PortfolioImageSelect;
/** A whole profile: the summary plus the newest portfolio photos. */
export const specialistProfileSelect = {
  ...specialistSelect,
  portfolio: { select: portfolioSelect, orderBy: { createdAt: 'desc' }, take: 30 },
} satisfies Prisma.SpecialistProfileSelect;
export type SpecialistProfileRow = Prisma.SpecialistProfileGetPayload<{ select: typeof specialistProfileSelect }>;

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
  hiddenAt: true,
  createdAt: true,
  updatedAt: true,
  category: { select: { id: true, nameUk: true, nameEn: true, nameRu: true } },
  specialist: { select: specialistSelect },
} satisfies Prisma.ServiceSelect;
export type ServiceRow = Prisma.ServiceGetPayload<{ select: typeof serviceSelect }>;

export type ServiceData = Omit<Prisma.ServiceUncheckedCreateInput, 'id' | 'specialistId' | 'createdAt' | 'updatedAt'>;
export type SpecialistData = Omit<Prisma.SpecialistProfileUncheckedCreateInput, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export interface SearchFilters {
  /** A to_tsquery('simple', …) expression built by search-terms.ts, or null for no text. */
  tsQuery: string | null;
  category: string | null;
  location: string | null;
  minPriceMinor: number | null;
  maxPriceMinor: number | null;
  minRating: number | null;
  availability: AvailabilityFilter | null;
  origin: { lat: number; lng: number } | null;
  /** With an origin: only specialists within this many kilometres. */
  radiusKm: number | null;
  sortBy: 'relevance' | 'price' | 'rating' | 'distance' | 'newest' | 'reviews';
  descending: boolean;
  limit: number;
  offset: number;
}

/** Vocabulary words this close to a query word (pg_trgm similarity) count as its corrections. */
export const CORRECTION_SIMILARITY = 0.3;
/** Shorter words are matched as prefixes only: their trigrams say too little. */
const MIN_CORRECTABLE_LENGTH = 4;
const CORRECTIONS_PER_WORD = 4;
/** Words of the vocabulary one stem may stand for (the shortest first). */
const PREFIX_EXPANSIONS = 30;

/** Great-circle distance in km from the origin to the specialist (NULL without coordinates). */
const distanceKm = (o: { lat: number; lng: number }) => Prisma.sql`(
  6371 * 2 * asin(sqrt(
    power(sin(radians(sp.latitude - ${o.lat}) / 2), 2) +
    cos(radians(${o.lat})) * cos(radians(sp.latitude)) * power(sin(radians(sp.longitude - ${o.lng}) / 2), 2)
  )))`;

export function createCatalogRepository(db: Db) {
  return {
    /** Moves whenever anything that search results show changes (triggers; see the migration). */
    async catalogVersion(): Promise<string> {
      const [row] = await db.$queryRaw<{ version: bigint }[]>`SELECT version FROM catalog_state WHERE id = 1`;
      return String(row?.version ?? 0);
    },

    /**
     * The catalog's words a query word may stand for, per query word: words that start with one of
     * its stems (a word being typed, a synonym's forms), and the closest words to one of its
     * spellings (typo correction by trigram similarity). The vocabulary holds a few thousand
     * words, indexed by B-tree (prefixes) and trigrams (corrections).
     */
    async vocabularyMatches(prefixGroups: string[][], spellingGroups: string[][]): Promise<string[][]> {
      const flatten = (groups: string[][], keep: (w: string) => boolean) => {
        const words: string[] = [];
        const index: number[] = [];
        groups.forEach((group, i) => group.filter(keep).forEach((w) => (words.push(w), index.push(i))));
        return { words, index };
      };
      const prefixes = flatten(prefixGroups, () => true);
      const spellings = flatten(spellingGroups, (w) => w.length >= MIN_CORRECTABLE_LENGTH);
      const rows = await db.$queryRaw<{ grp: number; term: string }[]>`
        SELECT v.grp, t.term
        FROM unnest(${prefixes.words}::text[], ${prefixes.index}::int[]) AS v(stem, grp)
        CROSS JOIN LATERAL (
          SELECT term FROM search_terms
          WHERE term >= v.stem AND term < v.stem || chr(1114111) AND starts_with(term, v.stem)
          ORDER BY length(term), term
          LIMIT ${PREFIX_EXPANSIONS}
        ) t
        UNION
        SELECT v.grp, t.term
        FROM unnest(${spellings.words}::text[], ${spellings.index}::int[]) AS v(word, grp)
        CROSS JOIN LATERAL (
          SELECT term FROM search_terms
          WHERE term % v.word AND similarity(term, v.word) >= ${CORRECTION_SIMILARITY}
          ORDER BY similarity(term, v.word) DESC, term
          LIMIT ${CORRECTIONS_PER_WORD}
        ) t`;
      const out = prefixGroups.map(() => new Set<string>());
      for (const r of rows) out[r.grp]?.add(r.term);
      return out.map((set) => [...set]);
    },

    /**
     * One page of visible, active services with their relevance and distance, plus the total.
     * Text is a full-text query over the service's vector (GIN index); a service whose own name
     * matches ranks above one that matches through its category, specialist or description.
     * Deleted accounts need no check here: deleting an account hides its profile in the same
     * transaction.
     */
    async searchServices(f: SearchFilters): Promise<{ rows: { id: string; distance_km: number | null }[]; total: number }> {
      // Suspended specialists (admin) and hidden services (moderation) never show; is_active and
      // is_visible stay first so the partial indexes keep serving the query.
      const where: Prisma.Sql[] = [Prisma.sql`s.is_active`, Prisma.sql`sp.is_visible`, Prisma.sql`NOT sp.is_suspended`, Prisma.sql`s.hidden_at IS NULL`];
      if (f.tsQuery) where.push(Prisma.sql`s.search_tsv @@ q.query`);
      if (f.category) where.push(Prisma.sql`s.category_id = ${f.category}`);
      if (f.location) where.push(Prisma.sql`${f.location} <% lower(sp.city)`);
      if (f.minPriceMinor !== null) where.push(Prisma.sql`s.price_minor >= ${f.minPriceMinor}`);
      if (f.maxPriceMinor !== null) where.push(Prisma.sql`s.price_minor <= ${f.maxPriceMinor}`);
      if (f.minRating !== null) where.push(Prisma.sql`sp.rating_average >= ${f.minRating}`);
      // services.next_free_at is the earliest free start (scheduling keeps it; null = none within 8 days).
      if (f.availability) {
        const until = {
          now: Prisma.sql`now() + make_interval(mins => ${AVAILABLE_NOW_WITHIN_MINUTES})`,
          today: Prisma.sql`(date_trunc('day', now() AT TIME ZONE ${AVAILABILITY_DAY_ZONE}) + interval '1 day') AT TIME ZONE ${AVAILABILITY_DAY_ZONE}`,
          week: Prisma.sql`now() + interval '7 days'`,
        }[f.availability];
        where.push(Prisma.sql`s.next_free_at > now() AND s.next_free_at < ${until}`);
      }
      if (f.origin && f.radiusKm !== null) {
        // A box that contains the circle (1° of latitude ≈ 111 km), then the exact distance.
        const dLat = f.radiusKm / 111;
        const dLng = f.radiusKm / (111 * Math.max(Math.cos((f.origin.lat * Math.PI) / 180), 0.01));
        where.push(Prisma.sql`sp.latitude BETWEEN ${f.origin.lat - dLat} AND ${f.origin.lat + dLat}`);
        where.push(Prisma.sql`sp.longitude BETWEEN ${f.origin.lng - dLng} AND ${f.origin.lng + dLng}`);
        where.push(Prisma.sql`${distanceKm(f.origin)} <= ${f.radiusKm}`);
      }

      const score = f.tsQuery ? Prisma.sql`(s.name_tsv @@ q.query)::int` : Prisma.sql`0`;
      const distance = f.origin ? distanceKm(f.origin) : Prisma.sql`NULL::float8`;
      const dir = f.descending ? Prisma.sql`DESC` : Prisma.sql`ASC`;
      const order = {
        relevance: Prisma.sql`score DESC, sp.rating_average DESC, sp.rating_count DESC, s.created_at DESC`,
        price: Prisma.sql`s.price_minor ${dir}`,
        rating: Prisma.sql`sp.rating_average ${dir}, sp.rating_count DESC`,
        distance: Prisma.sql`distance_km ${dir} NULLS LAST`,
        newest: Prisma.sql`s.created_at ${dir}`,
        reviews: Prisma.sql`sp.rating_count ${dir}, sp.rating_average DESC`,
      }[f.sortBy];

      const query = Prisma.sql`
        SELECT s.id::text AS id, ${score} AS score, ${distance}::float8 AS distance_km, count(*) OVER ()::int AS total
        FROM services s
        JOIN specialist_profiles sp ON sp.id = s.specialist_id
        CROSS JOIN (SELECT to_tsquery('simple', ${f.tsQuery ?? ''}) AS query) q
        WHERE ${Prisma.join(where, ' AND ')}
        ORDER BY ${order}, s.id
        LIMIT ${f.limit} OFFSET ${f.offset}`;
      // `<%` (city) uses pg_trgm.word_similarity_threshold, set per connection in lib/db.ts.
      const rows = await db.$queryRaw<{ id: string; score: number; distance_km: number | null; total: number }[]>(query);
      return { rows, total: rows[0]?.total ?? (f.offset > 0 ? await this.countOnly(f) : 0) };
    },

    /** The total when the requested page is past the end (no row carried it). */
    async countOnly(f: SearchFilters): Promise<number> {
      const { total } = await this.searchServices({ ...f, offset: 0, limit: 1 });
      return total;
    },

    findServicesByIds: (ids: string[]) => db.service.findMany({ where: { id: { in: ids } }, select: serviceSelect }),

    // ── specialist profiles ──
    findSpecialistByUser: (userId: string) => db.specialistProfile.findUnique({ where: { userId }, select: specialistProfileSelect }),
    findSpecialist: (id: string) => (isUuid(id) ? db.specialistProfile.findUnique({ where: { id }, select: specialistProfileSelect }) : null),
    createSpecialist: (userId: string, data: SpecialistData) =>
      db.specialistProfile.create({ data: { ...data, userId }, select: specialistProfileSelect }),
    updateSpecialist: (userId: string, data: Partial<SpecialistData>) =>
      db.specialistProfile.update({ where: { userId }, data, select: specialistProfileSelect }),

    // ── portfolio ──
    countPortfolio: (specialistId: string) => db.portfolioImage.count({ where: { specialistId } }),
    addPortfolioImage: (data: { specialistId: string; url: string; category: 'WORKSPACE' | 'WORKSHOP' | 'CONSULTATION' | 'THERAPY'; caption: string | null; width: number; height: number }) =>
      db.portfolioImage.create({ data, select: portfolioSelect }),
    findPortfolioImage: (id: string) =>
      isUuid(id) ? db.portfolioImage.findUnique({ where: { id }, select: { ...portfolioSelect, specialist: { select: { userId: true } } } }) : null,
    deletePortfolioImage: (id: string) => db.portfolioImage.delete({ where: { id }, select: { id: true } }),

    // ── services ──
    findService: (id: string) => (isUuid(id) ? db.service.findUnique({ where: { id }, select: serviceSelect }) : null),
    listServicesOf: (specialistId: string, onlyActive: boolean) =>
      db.service.findMany({
        // The public list (onlyActive) leaves out services a moderator hid; the owner's own list keeps them.
        where: { specialistId, ...(onlyActive ? { isActive: true, hiddenAt: null } : {}) },
        orderBy: [{ isActive: 'desc' }, { createdAt: 'desc' }],
        select: serviceSelect,
      }),
    createService: (specialistId: string, data: ServiceData) => db.service.create({ data: { ...data, specialistId }, select: serviceSelect }),
    updateService: (id: string, data: Partial<ServiceData>) => db.service.update({ where: { id }, data, select: serviceSelect }),
    deleteService: (id: string) => db.service.delete({ where: { id }, select: { id: true } }),
    /**
     * A price list change, all or nothing: null (and nothing written) unless every id is one of
     * this specialist's services. The updated services come back in the order given.
     */
    async updatePrices(specialistId: string, items: { id: string; priceMinor: number; durationMinutes?: number }[]): Promise<ServiceRow[] | null> {
      if (!items.every((i) => isUuid(i.id))) return null;
      return db.$transaction(async (tx) => {
        const ids = items.map((i) => i.id);
        const owned = await tx.service.count({ where: { id: { in: ids }, specialistId } });
        if (owned !== ids.length) return null;
        for (const item of items) {
          await tx.service.update({
            where: { id: item.id },
            data: { priceMinor: item.priceMinor, ...(item.durationMinutes !== undefined ? { durationMinutes: item.durationMinutes } : {}) },
            select: { id: true },
          });
        }
        const rows = await tx.service.findMany({ where: { id: { in: ids } }, select: serviceSelect });
        return ids.map((id) => rows.find((r) => r.id === id)!);
      });
    },
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
          where: { isActive: true, hiddenAt: null, categoryId: { not: null }, specialist: { isVisible: true, isSuspended: false } },
          _count: { _all: true },
        }),
      ]);
      const countById = new Map(counts.map((c) => [c.categoryId, c._count._all]));
      return categories.map((c) => ({ ...c, activeServiceCount: countById.get(c.id) ?? 0 }));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
