import {
  CategoryParamsSchema,
  CompareInputSchema,
  FavoriteSpecialistsSchema,
  FavoriteStateSchema,
  LimitQuerySchema,
  LocationQuerySchema,
  PageQuerySchema,
  PricingRangeSchema,
  ReportCreatedSchema,
  ReportInputSchema,
  ServiceIdParamsSchema,
  ServiceListSchema,
  ServiceSearchResultSchema,
  SpecialistIdParamsSchema,
  SpecialistListQuerySchema,
  SpecialistListSchema,
  SpecialtiesSchema,
  SuggestionsQuerySchema,
  SuggestionsSchema,
  TrendingQuerySchema,
  ViewRecordedSchema,
} from '@vizyt/contracts';
import type { Request } from 'express';
import { requestLanguage } from '../../http/language.js';
import { publicAccess, signedIn } from '../../http/policies.js';
import { defineRoute } from '../../http/route.js';
import { presentService, presentSpecialistProfile } from './catalog.presenter.js';
import type { ServiceRow } from './catalog.rows.js';
import type { CatalogService } from './catalog.service.js';
import type { DiscoveryService } from './discovery.service.js';

const list = (rows: ServiceRow[], req: Request) => ({ services: rows.map((r) => presentService(r, requestLanguage(req))) });

/** Fixed /services/… paths: mounted before GET /services/:id. */
export const discoveryRoutes = (discovery: DiscoveryService, catalog: CatalogService) => {
  const tags = ['Discovery'];
  const searchPage = async (req: Request, query: Parameters<CatalogService['search']>[0]) => {
    const { results, ...page } = await catalog.search(query);
    return { services: results.map((r) => ({ ...presentService(r.service, requestLanguage(req)), distanceKm: r.distanceKm })), ...page };
  };
  const searchDefaults = { sortBy: 'relevance' as const, page: 1, limit: 20 };
  return [
    defineRoute({ method: 'get', path: '/services/featured', summary: 'Featured services', description: 'Verified, best-rated specialists first. Default limit 10.', tags, policy: publicAccess, request: { query: LimitQuerySchema(10) }, response: ServiceListSchema,
      handler: async ({ input, req }) => list(await discovery.featured(input.query.limit), req) }),
    defineRoute({ method: 'get', path: '/services/trending', summary: 'Most viewed services in a period', description: 'period: day, week (default) or month.', tags, policy: publicAccess, request: { query: TrendingQuerySchema }, response: ServiceListSchema,
      handler: async ({ input, req }) => list(await discovery.trending(input.query.period, input.query.limit), req) }),
    defineRoute({ method: 'get', path: '/services/recommended', summary: 'Recommended services', description: 'Signed in: from the categories the person favourited or viewed most; otherwise (or with no history) the featured list.', tags, policy: publicAccess, request: { query: LimitQuerySchema(10) }, response: ServiceListSchema,
      handler: async ({ input, actor, req }) => list(await discovery.recommended(actor, input.query.limit), req) }),
    defineRoute({ method: 'get', path: '/services/suggestions', summary: 'Autocomplete for the search box', description: 'Service names, specialisations and categories similar to `q` (typo-tolerant), best first; a service name appears once, with the category most of the listed services of that name are in (`categoryId`, null for services with their own category). Default limit 10.', tags, policy: publicAccess, request: { query: SuggestionsQuerySchema }, response: SuggestionsSchema,
      handler: async ({ input }) => ({ suggestions: await discovery.suggestions(input.query.q, input.query.limit) }) }),
    defineRoute({ method: 'get', path: '/services/pricing-range', summary: 'Cheapest and dearest active service', tags, policy: publicAccess, response: PricingRangeSchema,
      handler: () => discovery.pricingRange() }),
    defineRoute({ method: 'get', path: '/services/specialties', summary: 'Specialisations with active services', tags, policy: publicAccess, response: SpecialtiesSchema,
      handler: async () => ({ specialties: await discovery.specialties() }) }),
    defineRoute({ method: 'get', path: '/services/favorites', summary: 'My favourite services', tags, policy: signedIn, response: ServiceListSchema,
      handler: async ({ actor, req }) => list(await discovery.favoriteServices(actor), req) }),
    defineRoute({ method: 'get', path: '/services/recently-viewed', summary: 'Services I viewed, most recent first', tags, policy: signedIn, request: { query: LimitQuerySchema(10) }, response: ServiceListSchema,
      handler: async ({ input, actor, req }) => list(await discovery.recentlyViewed(actor, input.query.limit), req) }),
    defineRoute({ method: 'get', path: '/services/location', summary: 'Services near a point', description: 'Within `radius` km (default 50), nearest first; each with `distanceKm`.', tags, policy: publicAccess, request: { query: LocationQuerySchema }, response: ServiceSearchResultSchema,
      handler: async ({ input, req }) => {
        const { lat, lng, radius, page, limit } = input.query;
        return searchPage(req, { ...searchDefaults, lat, lng, radiusKm: radius, sortBy: 'distance', page, limit });
      } }),
    defineRoute({ method: 'get', path: '/services/category/:category', resource: { kind: 'category' }, summary: 'Services of a category', description: 'Best-rated first, page size 20.', tags, policy: publicAccess, request: { params: CategoryParamsSchema, query: PageQuerySchema }, response: ServiceSearchResultSchema,
      handler: async ({ input, req }) => searchPage(req, { ...searchDefaults, category: input.params.category, ...input.query }) }),
    defineRoute({ method: 'post', path: '/services/compare', summary: 'Compare 2–4 services side by side', description: 'Answers the services in the order asked; unknown or hidden ones are left out.', tags, policy: publicAccess, request: { body: CompareInputSchema }, response: ServiceListSchema,
      handler: async ({ input, req }) => list(await discovery.compare(input.body.serviceIds), req) }),
    defineRoute({ method: 'get', path: '/services/:id/similar', resource: { kind: 'service' }, summary: 'Similar services', description: 'Same category, closest price, other specialists first. Default limit 5.', tags, policy: publicAccess, request: { params: ServiceIdParamsSchema, query: LimitQuerySchema(5) }, response: ServiceListSchema, errors: [404],
      handler: async ({ input, actor, req }) => list(await discovery.similar(actor, input.params.id, input.query.limit), req) }),
    defineRoute({ method: 'post', path: '/services/:id/view', resource: { kind: 'service' }, summary: 'Count a view of a service', description: 'Counts for trending once per viewer (account, or address for guests) per service per Kyiv day: `recorded` is false for a repeat, which only moves the service up in the viewer\'s "recently viewed".', tags, policy: publicAccess, request: { params: ServiceIdParamsSchema }, response: ViewRecordedSchema, errors: [404],
      handler: async ({ input, actor, req }) => discovery.recordView({ actor, ip: req.ip }, input.params.id) }),
    defineRoute({ method: 'post', path: '/services/:id/favorite', resource: { kind: 'service' }, summary: 'Add a service to my favourites', description: 'Idempotent.', tags, policy: signedIn, request: { params: ServiceIdParamsSchema }, response: FavoriteStateSchema, errors: [404],
      handler: async ({ input, actor }) => discovery.favoriteService(actor, input.params.id, true) }),
    defineRoute({ method: 'delete', path: '/services/:id/favorite', resource: { kind: 'service' }, summary: 'Remove a service from my favourites', tags, policy: signedIn, request: { params: ServiceIdParamsSchema }, response: FavoriteStateSchema, errors: [404],
      handler: async ({ input, actor }) => discovery.favoriteService(actor, input.params.id, false) }),
    defineRoute({ method: 'post', path: '/services/:id/report', resource: { kind: 'service' }, summary: 'Report a service to the moderators', description: 'One open report per person and service (409 otherwise). `details` of at least 10 characters are required for reason OTHER. The service’s own specialist cannot report it (403).', tags, policy: signedIn, request: { params: ServiceIdParamsSchema, body: ReportInputSchema }, response: ReportCreatedSchema, successStatus: 201, errors: [404, 409],
      handler: async ({ input, actor }) => ({ reportId: (await discovery.report(actor, input.params.id, input.body)).id }) }),
    defineRoute({ method: 'get', path: '/specialists', summary: 'List specialists', description: '`query` matches name, business name or specialisation; `city`, `category` filter. Best-rated first.', tags: ['Specialists'], policy: publicAccess, request: { query: SpecialistListQuerySchema }, response: SpecialistListSchema,
      handler: async ({ input }) => {
        const { rows, ...page } = await discovery.specialists(input.query);
        return { specialists: rows.map(presentSpecialistProfile), ...page };
      } }),
    defineRoute({ method: 'get', path: '/specialists/favorites', summary: 'My favourite specialists', tags: ['Specialists'], policy: signedIn, response: FavoriteSpecialistsSchema,
      handler: async ({ actor }) => ({ specialists: (await discovery.favoriteSpecialists(actor)).map(presentSpecialistProfile) }) }),
  ];
};

/**
 * Favouriting a specialist: POST/DELETE /specialists/:id/favorite, mounted after the catalog's
 * fixed /specialists/portfolio/:id and /specialists/services/:id (a parameter before them would
 * answer DELETE /specialists/portfolio/favorite).
 */
export const specialistFavoriteRoutes = (discovery: DiscoveryService) => [
    defineRoute({ method: 'post', path: '/specialists/:id/favorite', resource: { kind: 'specialist' }, summary: 'Add a specialist to my favourites', tags: ['Specialists'], policy: signedIn, request: { params: SpecialistIdParamsSchema }, response: FavoriteStateSchema, errors: [404],
      handler: async ({ input, actor }) => discovery.favoriteSpecialist(actor, input.params.id, true) }),
    defineRoute({ method: 'delete', path: '/specialists/:id/favorite', resource: { kind: 'specialist' }, summary: 'Remove a specialist from my favourites', tags: ['Specialists'], policy: signedIn, request: { params: SpecialistIdParamsSchema }, response: FavoriteStateSchema, errors: [404],
      handler: async ({ input, actor }) => discovery.favoriteSpecialist(actor, input.params.id, false) }),
];
