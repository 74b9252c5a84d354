import {
  BusinessInfoEnvelopeSchema,
  BusinessInfoInputSchema,
  BusinessSettingsEnvelopeSchema,
  BusinessSettingsInputSchema,
  PricingUpdateInputSchema,
  PricingUpdateResultSchema,
} from '@vizyt/contracts';
import { requestLanguage } from '../../http/language.js';
import { hasRole } from '../../http/policies.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import { presentService } from '../catalog/catalog.presenter.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { SpecialistSettingsService } from './specialist-settings.service.js';

const TAGS = ['Specialists'];
/** A specialist's own business settings: the caller's profile is the resource, so no one else's can be named. */
const specialistOnly = hasRole('SPECIALIST');

export const specialistSettingsRoutes = ({ settings, catalog }: { settings: SpecialistSettingsService; catalog: CatalogService }): RouteDefinition[] => [
  defineRoute({
    method: 'get',
    path: '/specialists/business-settings',
    summary: 'My business toggles',
    description:
      'autoAccept (every booking confirmed at once), allowInstantBookings (returning customers — an earlier completed visit with you — ' +
      'confirmed at once), requireCustomerVerification (unverified e-mail → 403 CUSTOMER_NOT_VERIFIED on booking), showInSearch ' +
      '(off hides the profile and its services from search and public pages to everyone but you), acceptOnlinePayments, requireDeposit, ' +
      'depositPercent, cancellationWindowHours. 422 without a specialist profile.',
    tags: TAGS,
    policy: specialistOnly,
    response: BusinessSettingsEnvelopeSchema,
    errors: [422],
    handler: async ({ actor }) => ({ settings: await settings.businessSettings(actor) }),
  }),
  defineRoute({
    method: 'put',
    path: '/specialists/business-settings',
    summary: 'Change some of my business toggles',
    description:
      'Any subset, written in one transaction; the answer is the whole set. Online payments need payout details first, and a deposit needs ' +
      'online payments (422, nothing changed). cancellationWindowHours ∈ {2, 6, 12, 24, 48}; depositPercent 10–100.',
    tags: TAGS,
    policy: specialistOnly,
    request: { body: BusinessSettingsInputSchema },
    response: BusinessSettingsEnvelopeSchema,
    errors: [422],
    handler: async ({ input, actor }) => ({ settings: await settings.updateBusinessSettings(actor, input.body) }),
  }),
  defineRoute({
    method: 'put',
    path: '/specialists/pricing',
    summary: 'Change prices (and durations) of my services at once',
    description:
      '`price` in major units of the service currency (> 0), `durationMinutes` ≥ 15 (optional). All in one transaction: an id that is not one ' +
      'of your services → 404 and nothing changes. The answer is the updated services in the order sent.',
    tags: TAGS,
    policy: specialistOnly,
    request: { body: PricingUpdateInputSchema },
    response: PricingUpdateResultSchema,
    errors: [404, 422],
    handler: async ({ input, actor, req }) => {
      const lang = requestLanguage(req);
      return { services: (await catalog.updatePricing(actor, input.body.items)).map((s) => presentService(s, lang)) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/specialists/business-info',
    summary: 'My business info',
    description: 'Business name, address, city, coordinates, languages of service and work modes, as on the public profile. 422 without a specialist profile.',
    tags: TAGS,
    policy: specialistOnly,
    response: BusinessInfoEnvelopeSchema,
    errors: [422],
    handler: async ({ actor }) => ({ businessInfo: await settings.businessInfo(actor) }),
  }),
  defineRoute({
    method: 'put',
    path: '/specialists/business-info',
    summary: 'Change my business info',
    description:
      'Any subset; `latitude` and `longitude` together; "" or null clears businessName / address. At least one of worksOnline and ' +
      'worksInPerson stays on, judged with the saved values (400 workModeRequired).',
    tags: TAGS,
    policy: specialistOnly,
    request: { body: BusinessInfoInputSchema },
    response: BusinessInfoEnvelopeSchema,
    errors: [422],
    handler: async ({ input, actor }) => ({ businessInfo: await settings.updateBusinessInfo(actor, input.body) }),
  }),
];
