import { type Example } from '../../test/example-helpers.js';

/** Valid requests for the messaging module's endpoints, for the access matrix and the fuzzer (see test/route-examples.ts). */
export const messagingExamples: Record<string, Example> = {
  // ── messaging ──
  // Customers write to a specialist (A: the existing conversation is reused); specialist A writes
  // to customer A, who booked them; specialist B never had customer A (no cold messages: 403).
  'POST /conversations': ({ world, actor }) =>
    actor.startsWith('specialist')
      ? { body: { customerId: world.accounts.customerA.id, message: 'Нагадую про ваш запис <b>завтра</b>' }, ...(actor === 'specialistB' ? { expect: 403 } : {}) }
      : { body: { specialistId: world.specialistA.profileId, bookingId: actor === 'customerA' ? world.ids.booking : undefined, message: 'Добрий день! Чи є вільний час?' } },
  'GET /conversations': () => ({}),
  'GET /conversations/:id/messages': () => ({ query: { limit: 20 } }),
  'POST /conversations/:id/messages': () => ({ body: { content: 'Так, звичайно, чекаю на вас.' } }),
  'PUT /conversations/:id/read': () => ({}),
  // Issue #26: anyone who writes opens (A: continues) their conversation with Vizyt support; admins answer A's.
  'POST /support/conversation': () => ({ body: { message: 'Не можу знайти, як скасувати запис.' } }),
  'GET /admin/support/conversations': () => ({ query: { page: 1, limit: 10 } }),
  'GET /admin/support/conversations/:id/messages': () => ({ query: { limit: 20 } }),
  'POST /admin/support/conversations/:id/messages': () => ({ body: { content: 'Добрий день! Відкрийте «Мої записи» і натисніть «Скасувати».' } }),
};
