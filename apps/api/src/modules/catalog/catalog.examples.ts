import { unique, type Example } from '../../test/example-helpers.js';
import type { World } from '../../test/world.js';

const serviceBody = (world: World) => ({
  category: world.ids.category,
  name: `Манікюр ${unique()}`,
  description: 'Класичний манікюр з покриттям гель-лаком і доглядом за кутикулою.',
  price: 650,
  duration: 60,
  availableDays: ['monday', 'wednesday'],
  timeSlots: ['10:00', '12:00'],
});

const profileBody = { specialization: 'Майстер манікюру', city: 'Київ', bio: 'Працюю з 2015 року.' };

/** Valid requests for the catalog module's endpoints, for the access matrix and the fuzzer (see test/route-examples.ts). */
export const catalogExamples: Record<string, Example> = {
  // ── discovery ──
  'GET /services/featured': () => ({ query: { limit: 5 } }),
  'GET /services/trending': () => ({ query: { period: 'week' } }),
  'GET /services/recommended': () => ({}),
  'GET /services/suggestions': () => ({ query: { q: 'мані' } }),
  'GET /services/pricing-range': () => ({}),
  'GET /services/specialties': () => ({}),
  'GET /services/favorites': () => ({}),
  'GET /services/recently-viewed': () => ({}),
  'GET /services/location': () => ({ query: { lat: 50.45, lng: 30.52, radius: 20 } }),
  'GET /services/category/:category': () => ({ query: { page: 1 } }),
  'POST /services/compare': ({ world }) => ({ body: { serviceIds: [world.specialistA.serviceId, world.specialistB.serviceId] } }),
  'GET /services/:id/similar': () => ({}),
  'POST /services/:id/view': () => ({}),
  'POST /services/:id/favorite': () => ({}),
  'DELETE /services/:id/favorite': () => ({}),
  // Specialist A owns the service: nobody reports their own.
  'POST /services/:id/report': ({ actor }) => ({
    body: { reason: 'MISLEADING', details: 'Ціна на сторінці інша, ніж на місці' },
    ...(actor === 'specialistA' ? { expect: 403 } : {}),
  }),
  'GET /specialists': () => ({ query: { city: 'Київ' } }),
  'GET /specialists/favorites': () => ({}),
  'POST /specialists/:id/favorite': () => ({}),
  'DELETE /specialists/:id/favorite': () => ({}),

  // ── catalog ──
  'GET /services/categories': () => ({}),
  'GET /services': () => ({ query: { q: 'манікюр', sortBy: 'price', sortOrder: 'asc' } }),
  'GET /services/:id': () => ({}),
  'GET /specialists/profile': () => ({}),
  // Creating a profile is for a specialist who has none yet.
  'POST /specialists/profile': async ({ actor, newSpecialistWithoutProfile }) =>
    actor.startsWith('specialist') ? { body: profileBody, authAs: await newSpecialistWithoutProfile() } : { body: profileBody },
  'PUT /specialists/profile': () => ({ body: { ...profileBody, businessName: 'Студія Олени' } }),
  'DELETE /specialists/portfolio/:id': () => ({}),
  'GET /specialists/services': () => ({}),
  'POST /specialists/services': ({ world }) => ({ body: serviceBody(world) }),
  'PUT /specialists/services/:id': ({ world }) => ({ body: serviceBody(world) }),
  'PATCH /specialists/services/:id/status': () => ({ body: { isActive: false } }),
  // A's service without bookings (one with bookings is kept: 409).
  'DELETE /specialists/services/:id': ({ world }) => ({ params: { id: world.specialistA.otherServiceId } }),
  'GET /specialists/:id/public': () => ({}),
  'GET /specialists/:id/services': () => ({}),
};
