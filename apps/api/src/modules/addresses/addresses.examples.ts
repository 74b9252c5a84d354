import { type Example } from '../../test/example-helpers.js';

/** Valid requests for the addresses module's endpoints, for the access matrix and the fuzzer (see test/route-examples.ts). */
export const addressesExamples: Record<string, Example> = {
  // ── addresses (issue #14) ──
  'GET /users/addresses': () => ({}),
  'POST /users/addresses': () => ({ body: { label: 'work', line1: 'вул. Велика Васильківська, 72', line2: 'офіс 5', city: 'Київ', postalCode: '03150', latitude: 50.427, longitude: 30.517 } }),
  'PUT /users/addresses/:id': () => ({ body: { label: 'home', line1: 'вул. Хрещатик, 2', line2: 'кв. 7', city: 'Київ', postalCode: '01001', isDefault: true } }),
  'DELETE /users/addresses/:id': () => ({}),
};
