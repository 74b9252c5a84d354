import { type Example } from '../../test/example-helpers.js';

/** Valid requests for the specialist-settings module's endpoints, for the access matrix and the fuzzer (see test/route-examples.ts). */
export const specialistSettingsExamples: Record<string, Example> = {
  // ── business toggles, price list, business info (issue #14) ──
  'GET /specialists/business-settings': () => ({}),
  'PUT /specialists/business-settings': () => ({ body: { autoAccept: true, allowInstantBookings: true, requireCustomerVerification: false, showInSearch: true, cancellationWindowHours: 12 } }),
  // Each specialist prices their own service (another's id is 404, as the settings tests show).
  'PUT /specialists/pricing': ({ world, actor }) => ({
    body: { items: [{ serviceId: actor === 'specialistB' ? world.specialistB.serviceId : world.specialistA.serviceId, price: 720.5, durationMinutes: 75 }] },
  }),
  'GET /specialists/business-info': () => ({}),
  'PUT /specialists/business-info': () => ({ body: { businessName: 'Студія «Нігтик»', address: 'вул. Саксаганського, 10', languages: ['uk', 'en'], worksOnline: true } }),
};
