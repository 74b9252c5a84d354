import { isUuid, prepared, readRows, type Db } from '../../lib/db.js';
import {
  portfolioSelect,
  serviceSelect,
  specialistProfileSelect,
  toServiceRow,
  toSpecialistProfileRow,
  type CategoryRow,
  type RawServiceRow,
  type RawSpecialistProfileRow,
  type SearchFilters,
  type ServiceData,
  type ServiceRow,
  type SpecialistData,
  type SpecialistProfileRow,
} from './catalog.rows.js';
import {
  searchPageSql,
  serviceByIdSql,
  servicesOfSpecialistSql,
  specialistProfileByIdSql,
  textTsQuery,
  toSearchResult,
  type RawSearchRow,
  type VocabularyRow,
} from './catalog.sql.js';

export function createCatalogRepository(db: Db) {
  return {
    /** Moves whenever anything that search results show changes (triggers; see the migration). */
    async catalogVersion(): Promise<string> {
      // Asked before every search (the cache key): a prepared statement on the pool, not the ORM.
      const [row] = await readRows<{ version: string }>(db, prepared({ text: 'SELECT version::text AS version FROM catalog_state WHERE id = 1', values: [] }));
      return row?.version ?? '0';
    },

    /**
     * A search text as a tsquery over the catalog's words (textTsQuery): each query word stands
     * for the words that start with one of its stems (a word being typed, a synonym's forms) and
     * the closest words to one of its spellings (typo correction by trigram similarity). The
     * vocabulary holds a few thousand words, indexed by B-tree (prefixes) and trigrams.
     */
    textQuery: (text: string | null, mode: 'all' | 'any') => textTsQuery(text, mode, (query) => readRows<VocabularyRow>(db, query)),

    /**
     * One page of shown services in the requested order, their rows, distance and a capped total,
     * in one statement (catalog.sql.ts). Text is a full-text query over the service's vector (GIN
     * index); a service whose own name matches ranks above one that matches through its
     * category, specialist or description. Deleted accounts need no check here: deleting an
     * account hides its profile in the same transaction.
     */
    async searchServices(f: SearchFilters) {
      return toSearchResult(await readRows<RawSearchRow>(db, searchPageSql(f)));
    },

    // ── specialist profiles ──
    findSpecialistByUser: (userId: string) => db.specialistProfile.findUnique({ where: { userId }, select: specialistProfileSelect }),
    /** A profile with its newest portfolio photos: one statement. */
    async findSpecialist(id: string): Promise<SpecialistProfileRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await readRows<RawSpecialistProfileRow>(db, specialistProfileByIdSql(id));
      return row ? toSpecialistProfileRow(row) : null;
    },
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
    /** A service with its category and specialist: one statement. */
    async findService(id: string): Promise<ServiceRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await readRows<RawServiceRow>(db, serviceByIdSql(id));
      return row ? toServiceRow(row) : null;
    },
    /** The public list (onlyActive) leaves out services a moderator hid; the owner's own list keeps them. One statement. */
    listServicesOf: async (specialistId: string, onlyActive: boolean): Promise<ServiceRow[]> =>
      (await readRows<RawServiceRow>(db, servicesOfSpecialistSql(specialistId, onlyActive))).map(toServiceRow),
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
