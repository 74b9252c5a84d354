import { LRUCache } from 'lru-cache';
import { PORTFOLIO_MAX_IMAGES, toMinorUnits, type ServiceInput, type SpecialistProfileInput } from '@vizyt/contracts';
import { AppError, AuthorizationError, ConflictError, NotFoundError, ValidationError } from '../../http/errors.js';
import { processImage } from '../../lib/images.js';
import type { FileStorage } from '../../lib/storage.js';
import type { Actor } from '../../http/policies.js';
import { canManageService, canSeeService, canSeeSpecialist } from './catalog.policy.js';
import type { CatalogRepository } from './catalog.repository.js';
import type { ServiceData, ServiceRow } from './catalog.rows.js';
import { searchText, toSearchFilters, type SearchQuery } from './search-filters.js';
import { queryWords } from './search-terms.js';

type ParsedServiceInput = Omit<ServiceInput, 'currency' | 'isActive'> & { currency: string; isActive: boolean };
type ParsedProfileInput = Required<Pick<SpecialistProfileInput, 'specialization' | 'city'>> & Partial<SpecialistProfileInput>;

const serviceNotFound = () => NotFoundError('Service not found or unavailable');
const specialistNotFound = () => NotFoundError('Specialist not found');

export interface SearchPage {
  results: { service: ServiceRow; distanceKm: number | null }[];
  total: number;
  page: number;
  totalPages: number;
  totalIsLowerBound: boolean;
}

/**
 * Search result cache: entries are keyed by the catalog version (catalog_state), which every
 * change to services, specialists, categories or names moves inside its own transaction
 * (statement triggers), so changes made by any instance or directly in the database count, and a
 * reader that sees a new version also sees the rows behind it. The TTL only bounds memory.
 */
const SEARCH_CACHE = { max: 2_000, ttl: 30_000 } as const;

export interface CatalogHooks {
  /** A specialist's services or profile changed in a way that can change their free time. */
  servicesChanged?: (specialistId: string) => Promise<void>;
}

export function createCatalogService(repo: CatalogRepository, storage: FileStorage, hooks: CatalogHooks = {}) {
  const servicesChanged = async (specialistId: string) => {
    await hooks.servicesChanged?.(specialistId);
  };
  const searchCache = new LRUCache<string, { value: unknown }>(SEARCH_CACHE);

  /** What `compute` answers for the current catalog version, computed once per version and key. */
  async function cachedByCatalogVersion<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const versioned = `${await repo.catalogVersion()}|${key}`;
    const hit = searchCache.get(versioned);
    if (hit) return hit.value as T;
    const value = await compute();
    searchCache.set(versioned, { value });
    return value;
  }

  /** Typo corrections and cross-language stems → one tsquery, or null when nothing to match. */
  const textQuery = (text: string | null, mode: 'all' | 'any') => repo.textQuery(text, mode);

  async function runSearch(query: SearchQuery): Promise<SearchPage> {
    const text = searchText(query);
    const filters = toSearchFilters(query, text);
    let found = await repo.searchServices({ ...filters, tsQuery: await textQuery(text, 'all') });
    // Several words and nothing has them all: show what has any of them rather than nothing.
    if (found.total === 0 && text && queryWords(text).length > 1) {
      found = await repo.searchServices({ ...filters, tsQuery: await textQuery(text, 'any') });
    }
    return {
      results: found.rows.map((r) => ({ service: r.service, distanceKm: r.distanceKm === null ? null : Math.round(r.distanceKm * 10) / 10 })),
      total: found.total,
      totalIsLowerBound: found.totalIsLowerBound,
      page: query.page,
      totalPages: Math.max(1, Math.ceil(found.total / query.limit)),
    };
  }

  async function toServiceData(input: ParsedServiceInput): Promise<ServiceData> {
    if (input.category && !(await repo.categoryExists(input.category))) {
      throw ValidationError([{ path: 'body.category', message: 'unknownCategory', code: 'custom' }]);
    }
    return {
      name: input.name,
      description: input.description,
      categoryId: input.category ?? null,
      customCategory: input.category ? null : (input.customCategory ?? null),
      priceMinor: toMinorUnits(input.price),
      currency: input.currency,
      durationMinutes: input.duration,
      availableDays: input.availableDays,
      timeSlots: [...input.timeSlots].sort(),
      isActive: input.isActive,
    };
  }

  async function ownProfile(actor: Actor) {
    const profile = await repo.findSpecialistByUser(actor.userId);
    if (!profile) throw new AppError('UNPROCESSABLE', 'Create your specialist profile first');
    return profile;
  }

  /** Loads a service the actor may manage; anyone else's is "not found" (no hint that it exists). */
  async function ownService(actor: Actor, id: string): Promise<ServiceRow> {
    const service = await repo.findService(id);
    if (!service || !canManageService(actor, { specialistUserId: service.specialist.userId })) throw serviceNotFound();
    return service;
  }

  return {
    listCategories: () => repo.listCategoriesWithActiveServiceCounts(),

    /**
     * One page of search results in relevance (or the requested) order. Results are cached per
     * catalog version (see searchCache), so a popular query costs one tiny read.
     */
    search: (query: SearchQuery): Promise<SearchPage> =>
      cachedByCatalogVersion(`search|${JSON.stringify(query)}`, () => runSearch(query)),
    cachedByCatalogVersion,
    textQuery,

    // ── profile of the signed-in specialist ──
    async myProfile(actor: Actor) {
      const profile = await repo.findSpecialistByUser(actor.userId);
      if (!profile) throw NotFoundError('You have no specialist profile yet');
      return profile;
    },
    async createProfile(actor: Actor, input: ParsedProfileInput) {
      if (await repo.findSpecialistByUser(actor.userId)) throw ConflictError('You already have a specialist profile');
      return repo.createSpecialist(actor.userId, { ...input });
    },
    async updateProfile(actor: Actor, input: ParsedProfileInput) {
      await ownProfile(actor);
      const updated = await repo.updateSpecialist(actor.userId, { ...input });
      await servicesChanged(updated.id);
      return updated;
    },
    async publicProfile(actor: Actor | null, id: string) {
      const profile = await repo.findSpecialist(id);
      if (!profile || profile.user.deletedAt || !canSeeSpecialist(actor, profile)) throw specialistNotFound();
      return profile;
    },

    // ── portfolio ──
    /** At most 800×600, JPEG quality 0.8 (spec section 5), on the signed-in specialist's profile. */
    async addPortfolioImage(actor: Actor, bytes: Buffer, category: 'workspace' | 'workshop' | 'consultation' | 'therapy', caption?: string) {
      if (actor.role !== 'SPECIALIST') throw AuthorizationError('Only specialists have a portfolio');
      const profile = await ownProfile(actor);
      if ((await repo.countPortfolio(profile.id)) >= PORTFOLIO_MAX_IMAGES) {
        throw new AppError('UNPROCESSABLE', `A portfolio holds at most ${PORTFOLIO_MAX_IMAGES} photos; remove one first`);
      }
      const image = await processImage(bytes, { kind: 'fit-jpeg', maxWidth: 800, maxHeight: 600, quality: 80 });
      const url = await storage.save('portfolio', image.extension, image.data);
      const item = await repo.addPortfolioImage({
        specialistId: profile.id,
        url,
        category: category.toUpperCase() as 'WORKSPACE' | 'WORKSHOP' | 'CONSULTATION' | 'THERAPY',
        caption: caption || null,
        width: image.width,
        height: image.height,
      });
      return { image, item };
    },
    async removePortfolioImage(actor: Actor, id: string) {
      const item = await repo.findPortfolioImage(id);
      if (!item || item.specialist.userId !== actor.userId) throw NotFoundError('Photo not found');
      await repo.deletePortfolioImage(item.id);
      await storage.remove(item.url);
    },

    // ── services ──
    async myServices(actor: Actor) {
      const profile = await repo.findSpecialistByUser(actor.userId);
      return profile ? repo.listServicesOf(profile.id, false) : [];
    },
    async createService(actor: Actor, input: ParsedServiceInput) {
      const profile = await ownProfile(actor);
      const created = await repo.createService(profile.id, await toServiceData(input));
      await servicesChanged(profile.id);
      return created;
    },
    async updateService(actor: Actor, id: string, input: ParsedServiceInput) {
      const { specialist } = await ownService(actor, id);
      const updated = await repo.updateService(id, await toServiceData(input));
      await servicesChanged(specialist.id);
      return updated;
    },
    async setServiceActive(actor: Actor, id: string, isActive: boolean) {
      const { specialist } = await ownService(actor, id);
      const updated = await repo.updateService(id, { isActive });
      await servicesChanged(specialist.id);
      return updated;
    },
    /** PUT /specialists/pricing: prices (major units in, minor units stored) and durations of own services, in one transaction. */
    async updatePricing(actor: Actor, items: { serviceId: string; price: number; durationMinutes?: number }[]) {
      const profile = await ownProfile(actor);
      const updated = await repo.updatePrices(
        profile.id,
        items.map((i) => ({ id: i.serviceId, priceMinor: toMinorUnits(i.price), durationMinutes: i.durationMinutes })),
      );
      if (!updated) throw serviceNotFound();
      if (items.some((i) => i.durationMinutes !== undefined)) await servicesChanged(profile.id);
      return updated;
    },
    /** A service with bookings is part of their history: it can be deactivated, not deleted. */
    async deleteService(actor: Actor, id: string) {
      await ownService(actor, id);
      if ((await repo.countBookingsOfService(id)) > 0) throw ConflictError('This service has bookings; deactivate it instead');
      await repo.deleteService(id);
    },
    async publicService(actor: Actor | null, id: string) {
      const service = await repo.findService(id);
      if (
        !service ||
        service.specialist.user.deletedAt ||
        !canSeeService(actor, {
          isActive: service.isActive,
          hidden: service.hiddenAt !== null,
          specialistVisible: service.specialist.isVisible,
          specialistSuspended: service.specialist.isSuspended,
          specialistUserId: service.specialist.userId,
        })
      ) {
        throw serviceNotFound();
      }
      return service;
    },
    async servicesOfSpecialist(actor: Actor | null, specialistId: string) {
      const profile = await repo.findSpecialist(specialistId);
      if (!profile || profile.user.deletedAt || !canSeeSpecialist(actor, profile)) throw specialistNotFound();
      return repo.listServicesOf(profile.id, true);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
