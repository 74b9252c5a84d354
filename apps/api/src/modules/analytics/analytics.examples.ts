import { type Example } from '../../test/example-helpers.js';

/** Valid requests for the analytics module's endpoints, for the access matrix and the fuzzer (see test/route-examples.ts). */
export const analyticsExamples: Record<string, Example> = {
  // ── my figures ──
  'GET /auth/me/stats': () => ({}),

  // ── specialist analytics ──
  'GET /specialists/analytics': () => ({ query: { period: 'month' } }),
  'GET /specialists/revenue': () => ({ query: { period: 'week' } }),
  'GET /specialists/top-services': () => ({ query: { period: 'quarter' } }),
  'GET /specialists/customer-insights': () => ({ query: { period: 'year' } }),
};
