import {
  CategoriesQuerySchema,
  CategoriesResponseSchema,
  MessageResponseSchema,
  ServiceEnvelopeSchema,
  ServiceIdParamsSchema,
  ServiceInputSchema,
  ServiceListSchema,
  ServiceStatusInputSchema,
  SpecialistIdParamsSchema,
  SpecialistProfileEnvelopeSchema,
  SpecialistProfileInputSchema,
  ServiceSearchQuerySchema,
  ServiceSearchResultSchema,
  PortfolioImageParamsSchema,
} from '@vizyt/contracts';
import { requestLanguage } from '../../http/language.js';
import { hasRole, publicAccess } from '../../http/policies.js';
import { defineRoute, type ResourceDeclaration } from '../../http/route.js';
import { presentCategory, presentService, presentSpecialistProfile } from './catalog.presenter.js';
import type { CatalogService } from './catalog.service.js';

/** Managing a service is its specialist's alone; other specialists get 404. */
const MY_SERVICE: ResourceDeclaration = { kind: 'service', ownedBy: { sides: ['specialist'], admin: false, others: 404 } };

const specialistOnly = hasRole('SPECIALIST');

export const catalogRoutes = (catalog: CatalogService) => [
  // Fixed /services/… paths come before /services/:id.
  defineRoute({
    method: 'get',
    path: '/services/categories',
    summary: 'List service categories',
    description:
      'All categories in display order with names in uk/en/ru and the number of active services of visible specialists. ' +
      '`name`/`description` are in the language of `lang`, else the first supported language of Accept-Language, else uk.',
    tags: ['Catalog'],
    policy: publicAccess,
    request: { query: CategoriesQuerySchema },
    response: CategoriesResponseSchema,
    handler: async ({ input, req }) => {
      const lang = input.query.lang ?? requestLanguage(req);
      const rows = await catalog.listCategories();
      return { categories: rows.map((row) => presentCategory(row, lang)) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/services',
    summary: 'Search services',
    description:
      'Active services of visible specialists. `search` (or `q`) is typo-tolerant (trigram word similarity over service names, ' +
      'specialisations, category names in uk/en/ru, specialist names and descriptions). Filters: `category` (id), `location` (city, ' +
      'typo-tolerant), `minPrice`/`maxPrice` (hryvnia), `rating` (minimum average). `lat`/`lng` add `distanceKm` and allow ' +
      '`sortBy=distance`. Sorts: relevance (default; without text: rating, or distance when lat/lng are given), price, rating, ' +
      'distance, newest, reviews; `sortOrder` defaults to asc for price and distance, desc otherwise. Page size 20 by default.',
    tags: ['Catalog'],
    policy: publicAccess,
    request: { query: ServiceSearchQuerySchema },
    response: ServiceSearchResultSchema,
    handler: async ({ input, req }) => {
      const lang = requestLanguage(req);
      const { results, ...page } = await catalog.search(input.query);
      return { services: results.map((r) => ({ ...presentService(r.service, lang), distanceKm: r.distanceKm })), ...page };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/services/:id', resource: { kind: 'service' },
    summary: 'A service',
    description: 'Inactive services and services of hidden specialists are visible to their owner only; others get 404 "Service not found or unavailable".',
    tags: ['Catalog'],
    policy: publicAccess,
    request: { params: ServiceIdParamsSchema },
    response: ServiceEnvelopeSchema,
    errors: [404],
    handler: async ({ input, actor, req }) => ({ service: presentService(await catalog.publicService(actor, input.params.id), requestLanguage(req)) }),
  }),
  defineRoute({
    method: 'get',
    path: '/specialists/profile',
    summary: 'My specialist profile',
    description: '404 until it is created with POST.',
    tags: ['Specialists'],
    policy: specialistOnly,
    response: SpecialistProfileEnvelopeSchema,
    errors: [404],
    handler: async ({ actor }) => ({ profile: presentSpecialistProfile(await catalog.myProfile(actor)) }),
  }),
  defineRoute({
    method: 'post',
    path: '/specialists/profile',
    summary: 'Create my specialist profile',
    description: 'Once per specialist account (409 afterwards). Coordinates come in pairs; at least one of online and in-person work.',
    tags: ['Specialists'],
    policy: specialistOnly,
    request: { body: SpecialistProfileInputSchema },
    response: SpecialistProfileEnvelopeSchema,
    successStatus: 201,
    errors: [409],
    handler: async ({ input, actor }) => ({ profile: presentSpecialistProfile(await catalog.createProfile(actor, input.body)) }),
  }),
  defineRoute({
    method: 'put',
    path: '/specialists/profile',
    summary: 'Update my specialist profile',
    tags: ['Specialists'],
    policy: specialistOnly,
    request: { body: SpecialistProfileInputSchema },
    response: SpecialistProfileEnvelopeSchema,
    errors: [422],
    handler: async ({ input, actor }) => ({ profile: presentSpecialistProfile(await catalog.updateProfile(actor, input.body)) }),
  }),
  defineRoute({
    method: 'delete',
    path: '/specialists/portfolio/:id', resource: { kind: 'portfolioImage', ownedBy: { sides: ['specialist'], admin: false, others: 404 } },
    summary: 'Remove a photo from my portfolio',
    description: 'Add photos with POST /files/upload (type=portfolio). Another specialist’s photo → 404.',
    tags: ['Specialists'],
    policy: specialistOnly,
    request: { params: PortfolioImageParamsSchema },
    response: MessageResponseSchema,
    errors: [404],
    handler: async ({ input, actor }) => {
      await catalog.removePortfolioImage(actor, input.params.id);
      return { message: 'Photo removed' };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/specialists/services',
    summary: 'My services (active and inactive)',
    tags: ['Specialists'],
    policy: specialistOnly,
    response: ServiceListSchema,
    handler: async ({ actor, req }) => ({ services: (await catalog.myServices(actor)).map((s) => presentService(s, requestLanguage(req))) }),
  }),
  defineRoute({
    method: 'post',
    path: '/specialists/services',
    summary: 'Add a service',
    description: 'Spec section 5 rules: every field required, price > 0 (hryvnia), duration ≥ 15 minutes, at least one day and one time slot. Needs a specialist profile (422).',
    tags: ['Specialists'],
    policy: specialistOnly,
    request: { body: ServiceInputSchema },
    response: ServiceEnvelopeSchema,
    successStatus: 201,
    errors: [422],
    handler: async ({ input, actor, req }) => ({ service: presentService(await catalog.createService(actor, input.body), requestLanguage(req)) }),
  }),
  defineRoute({
    method: 'put',
    path: '/specialists/services/:id', resource: MY_SERVICE,
    summary: 'Change one of my services',
    description: 'Only the owner; anyone else gets 404.',
    tags: ['Specialists'],
    policy: specialistOnly,
    request: { params: ServiceIdParamsSchema, body: ServiceInputSchema },
    response: ServiceEnvelopeSchema,
    errors: [404],
    handler: async ({ input, actor, req }) => ({
      service: presentService(await catalog.updateService(actor, input.params.id, input.body), requestLanguage(req)),
    }),
  }),
  defineRoute({
    method: 'patch',
    path: '/specialists/services/:id/status', resource: MY_SERVICE,
    summary: 'Activate or deactivate one of my services',
    tags: ['Specialists'],
    policy: specialistOnly,
    request: { params: ServiceIdParamsSchema, body: ServiceStatusInputSchema },
    response: ServiceEnvelopeSchema,
    errors: [404],
    handler: async ({ input, actor, req }) => ({
      service: presentService(await catalog.setServiceActive(actor, input.params.id, input.body.isActive), requestLanguage(req)),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/specialists/services/:id', resource: MY_SERVICE,
    summary: 'Delete one of my services',
    description: 'A service that has bookings keeps its history: 409, deactivate it instead.',
    tags: ['Specialists'],
    policy: specialistOnly,
    request: { params: ServiceIdParamsSchema },
    response: MessageResponseSchema,
    errors: [404, 409],
    handler: async ({ input, actor }) => {
      await catalog.deleteService(actor, input.params.id);
      return { message: 'Service deleted' };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/specialists/:id/public', resource: { kind: 'specialist' },
    summary: 'A specialist’s public profile',
    description: 'Hidden specialists are visible to themselves only; others get 404 "Specialist not found".',
    tags: ['Specialists'],
    policy: publicAccess,
    request: { params: SpecialistIdParamsSchema },
    response: SpecialistProfileEnvelopeSchema,
    errors: [404],
    handler: async ({ input, actor }) => ({ profile: presentSpecialistProfile(await catalog.publicProfile(actor, input.params.id)) }),
  }),
  defineRoute({
    method: 'get',
    path: '/specialists/:id/services', resource: { kind: 'specialist' },
    // The derived id (specialistsGetServices) is GET /specialists/services's, the specialist's own list.
    operationId: 'specialistsGetPublicServices',
    summary: 'A specialist’s active services',
    tags: ['Specialists'],
    policy: publicAccess,
    request: { params: SpecialistIdParamsSchema },
    response: ServiceListSchema,
    errors: [404],
    handler: async ({ input, actor, req }) => ({
      services: (await catalog.servicesOfSpecialist(actor, input.params.id)).map((s) => presentService(s, requestLanguage(req))),
    }),
  }),
];
