import { pageWindow, PRICE_BAND_QUANTILES, toMajorUnits } from '@vizyt/contracts';
import { AuthorizationError, ConflictError } from '../../http/errors.js';
import type { Actor } from '../../http/policies.js';
import type { ServiceRow } from './catalog.rows.js';
import type { CatalogService } from './catalog.service.js';
import type { DiscoveryRepository } from './discovery.repository.js';
import { boundariesByCurrency } from './price-bands.js';

const PERIOD_DAYS = { day: 1, week: 7, month: 30 } as const;
/** Who is viewing, for counting one view per viewer per day: the account, else the client's address. */
export interface Viewer {
  actor: Actor | null;
  ip: string | undefined;
}

/** Turns a client address into a stable key that does not reveal it (a keyed hash). */
export type AddressKey = (ip: string) => string;

/** Keeps the order of `ids` (the ranking) when rows come back unordered. */
const inOrder = (ids: string[], rows: ServiceRow[]) => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

export function createDiscoveryService(repo: DiscoveryRepository, catalog: CatalogService, addressKey: AddressKey) {
  return {
    async favoriteService(actor: Actor, serviceId: string, on: boolean) {
      const service = await catalog.publicService(actor, serviceId);
      if (on) await repo.addFavoriteService(actor.userId, service.id);
      else await repo.removeFavoriteService(actor.userId, service.id);
      return { favorited: on };
    },
    favoriteServices: async (actor: Actor) => (await repo.favoriteServices(actor.userId)).map((f) => f.service),

    async favoriteSpecialist(actor: Actor, specialistId: string, on: boolean) {
      const specialist = await catalog.publicProfile(actor, specialistId);
      if (on) await repo.addFavoriteSpecialist(actor.userId, specialist.id);
      else await repo.removeFavoriteSpecialist(actor.userId, specialist.id);
      return { favorited: on };
    },
    favoriteSpecialists: async (actor: Actor) => (await repo.favoriteSpecialists(actor.userId)).map((f) => f.specialist),

    async recordView(viewer: Viewer, serviceId: string) {
      const service = await catalog.publicService(viewer.actor, serviceId);
      const viewerKey = viewer.actor ? `u:${viewer.actor.userId}` : `ip:${addressKey(viewer.ip ?? 'unknown')}`;
      return { recorded: await repo.recordView(service.id, viewer.actor?.userId ?? null, viewerKey) };
    },
    async recentlyViewed(actor: Actor, limit: number) {
      const ids = await repo.recentlyViewedIds(actor.userId, limit);
      return inOrder(ids, await repo.servicesByIds(ids));
    },

    async report(actor: Actor, serviceId: string, input: { reason: 'INAPPROPRIATE' | 'MISLEADING' | 'SPAM' | 'FRAUD' | 'OTHER'; details?: string }) {
      const service = await catalog.publicService(actor, serviceId);
      // A report asks moderators to look at someone else's service.
      if (service.specialist.userId === actor.userId) throw AuthorizationError('You cannot report your own service');
      try {
        return await repo.createReport({ serviceId: service.id, reporterId: actor.userId, reason: input.reason, details: input.details ?? null });
      } catch (error) {
        if ((error as { code?: string }).code === 'P2002') throw ConflictError('You have already reported this service');
        throw error;
      }
    },

    featured: (limit: number) => repo.featured(limit),
    async trending(period: keyof typeof PERIOD_DAYS, limit: number) {
      const ids = await repo.trendingIds(new Date(Date.now() - PERIOD_DAYS[period] * 86_400_000), limit);
      return inOrder(ids, await repo.servicesByIds(ids));
    },
    async similar(actor: Actor | null, serviceId: string, limit: number) {
      const service = await catalog.publicService(actor, serviceId);
      const ids = (
        await repo.similar({ id: service.id, categoryId: service.categoryId, priceMinor: service.priceMinor, specialistId: service.specialist.id }, limit)
      ).map((r) => r.id);
      return inOrder(ids, await repo.servicesByIds(ids));
    },
    /** From the categories a person favourited or viewed most; otherwise the featured list. */
    async recommended(actor: Actor | null, limit: number) {
      if (!actor) return repo.featured(limit);
      const categories = await repo.categoryIdsOfInterest(actor.userId);
      const picks = categories.length > 0 ? await repo.recommendedIn(categories, actor.userId, limit) : [];
      if (picks.length > 0) return picks;
      // Nothing new in those categories: the featured list, without what the person already keeps.
      const kept = new Set((await repo.favoriteServices(actor.userId)).map((f) => f.service.id));
      return (await repo.featured(limit + kept.size)).filter((row) => !kept.has(row.id)).slice(0, limit);
    },
    async compare(ids: string[]) {
      const rows = await repo.servicesByIds(ids);
      return inOrder(ids, rows);
    },
    /** Min, max and the price bands' edges; recomputed only when the catalog changes. */
    pricingRange: () =>
      catalog.cachedByCatalogVersion('pricing-range', async () => {
        const r = await repo.priceDistribution(PRICE_BAND_QUANTILES);
        // percentile_cont interpolates between kopiyky: back to whole kopiyky, then hryvnia.
        const quantiles = (r.quantiles ?? []).map((q) => toMajorUnits(Math.round(q)));
        return {
          min: toMajorUnits(r.min ?? 0),
          max: toMajorUnits(r.max ?? 0),
          currency: 'UAH' as const,
          quantiles,
          bandBoundaries: boundariesByCurrency(quantiles),
        };
      }),
    specialties: async () => (await repo.specialties()).map((s) => ({ name: s.specialization, count: s._count._all })),
    suggestions: (q: string, limit: number) =>
      catalog.cachedByCatalogVersion(`suggestions|${limit}|${q}`, async () => {
        const tsQuery = await catalog.textQuery(q, 'all');
        if (!tsQuery) return [];
        const rows = await repo.suggestions(tsQuery, limit);
        return rows.map((r) => ({ text: r.text, type: r.kind, categoryId: r.category_id }));
      }),
    async specialists(f: { query?: string; city?: string; category?: string; page: number; limit: number }) {
      const { rows, total } = await repo.listSpecialists({ text: f.query || null, city: f.city || null, category: f.category || null, limit: f.limit, offset: pageWindow(f.page, f.limit).skip });
      return { rows, total, page: f.page, totalPages: Math.max(1, Math.ceil(total / f.limit)) };
    },
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
