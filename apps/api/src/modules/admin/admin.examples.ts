import { type Example } from '../../test/example-helpers.js';

/** Valid requests for the admin module's endpoints, for the access matrix and the fuzzer (see test/route-examples.ts). */
export const adminExamples: Record<string, Example> = {
  // ── reports of specialists ──
  // Specialist A is the specialist: nobody reports themselves (issue #15).
  'POST /specialists/:id/report': ({ actor }) => ({
    body: { reason: 'FRAUD', details: 'Просить передоплату на картку поза сервісом' },
    ...(actor === 'specialistA' ? { expect: 403 } : {}),
  }),

  // ── moderation and platform settings (issue #15) ──
  'GET /admin/reports': () => ({ query: { status: 'open', type: 'service', page: 1, limit: 10 } }),
  // The world's report is of specialist A's service, by a customer outside the cast.
  'POST /admin/reports/:type/:id/resolve': () => ({ params: { type: 'service' }, body: { resolution: 'DISMISS', note: 'Ціна на сторінці збігається з прайсом' } }),
  'GET /admin/settings': () => ({}),
  // Only switches no other endpoint depends on: the matrix and the fuzzer share one database.
  'PUT /admin/settings': () => ({ body: { commissionPercent: 9.5, features: { realtimeAnalytics: false } } }),

  // ── admin console: users, overview, audit log (issue #15) ──
  'GET /admin/users': () => ({ query: { search: 'world', userType: 'CUSTOMER', status: 'ACTIVE', page: 1, limit: 10 } }),
  'GET /admin/users/:id': () => ({}),
  // The admin suspends customer A (a world of its own per caller), cancelling their upcoming bookings.
  'PUT /admin/users/:id/status': () => ({ body: { status: 'SUSPENDED', reason: 'Шахрайство з оплатами', cancelBookings: true } }),
  'GET /admin/stats': () => ({ query: { period: 'month' } }),
  'GET /admin/audit-log': ({ world }) => ({ query: { actorId: world.accounts.admin.id, action: 'user.suspend', page: 1 } }),
};
