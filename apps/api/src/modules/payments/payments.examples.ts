import { smallPng, unique, type Example } from '../../test/example-helpers.js';

/** Valid requests for the payments module's endpoints, for the access matrix and the fuzzer (see test/route-examples.ts). */
export const paymentsExamples: Record<string, Example> = {
  // ── payments (the test provider runs in tests) ──
  // Paying is the booking's customer's: customer B gets 404 for A's booking.
  'GET /payments/options': ({ world, actor }) => ({ query: { bookingId: world.ids.booking }, ...(actor === 'customerB' ? { expect: 404 } : {}) }),
  'POST /payments/create-intent': ({ world, actor }) => ({ body: { bookingId: world.ids.booking, type: 'DEPOSIT' }, ...(actor === 'customerB' ? { expect: 404 } : {}) }),
  // A's intent waiting for 3-D Secure: confirming again answers it as it stands.
  'POST /payments/confirm-intent': ({ world, actor }) => ({
    body: { paymentIntentId: world.ids.paymentIntent, paymentMethodId: 'pm_card_authenticationRequired' },
    ...(actor === 'customerB' ? { expect: 404 } : {}),
  }),
  'POST /payments/process-deposit': ({ world, actor }) => ({ body: { bookingId: world.ids.booking, paymentMethodId: 'pm_card_visa' }, ...(actor === 'customerB' ? { expect: 404 } : {}) }),
  'POST /payments/process-full-payment': ({ world, actor }) => ({
    body: { bookingId: world.ids.booking, paymentMethodId: 'pm_card_visa' },
    ...(actor === 'customerB' ? { expect: 404 } : {}),
  }),
  'POST /payments/validate-amount': ({ world, actor }) => ({ body: { bookingId: world.ids.booking, type: 'FULL', amount: 600 }, ...(actor === 'customerB' ? { expect: 404 } : {}) }),
  // Test mode takes no webhooks: every caller is refused the same way.
  'POST /payments/webhook': () => ({ body: { id: 'evt_1', type: 'payment_intent.succeeded' }, expect: 400 }),
  'GET /payments/history': () => ({ query: { page: 1, limit: 10 } }),
  'GET /payments/stats': () => ({}),
  'GET /payments/disputes': () => ({}),
  'POST /payments/disputes/:id/evidence': async () => ({
    multipart: { fields: { text: 'Послугу надано повністю, клієнт підтвердив візит.' }, file: { field: 'file', name: 'receipt.png', content: await smallPng() } },
  }),
  'GET /payments/methods': () => ({}),
  'POST /payments/methods/setup-intent': () => ({}),
  'POST /payments/methods': () => ({ body: { paymentMethodId: 'pm_card_visa' } }),
  'DELETE /payments/methods/:id': () => ({}),
  'PUT /payments/methods/:id/default': () => ({}),
  'GET /payments/refund-eligibility/:id': () => ({}),
  // A customer gets money back by cancelling: a refund of an active booking is refused (422).
  'POST /payments/refund': ({ world, actor }) => ({
    body: { paymentId: world.ids.payment, amount: 100, reason: 'requested_by_customer' },
    ...(actor === 'customerA' ? { expect: 422 } : actor === 'customerB' || actor === 'specialistB' ? { expect: 404 } : {}),
  }),
  'GET /payments/:id': () => ({}),
  // A declined payment of A's booking, tried again.
  'POST /payments/:id/retry': async ({ world, db }) => {
    const booking = await db.booking.findUniqueOrThrow({ where: { id: world.ids.booking } });
    const intentId = `pi_test_failed_${unique()}`;
    await db.testProviderIntent.create({ data: { id: intentId, amountMinor: 18_000, currency: 'uah', status: 'requires_payment_method', paymentMethod: 'pm_card_chargeDeclined', lastErrorCode: 'card_declined' } });
    const failed = await db.payment.create({
      data: { bookingId: booking.id, customerId: booking.customerId, specialistId: booking.specialistId, type: 'DEPOSIT', status: 'FAILED', amountMinor: 18_000, provider: 'test', providerIntentId: intentId, clientSecret: `${intentId}_secret_test`, failureCode: 'card_declined' },
    });
    return { params: { id: failed.id } };
  },
  // An unfinished payment of A's booking awaiting 3-D Secure, cancelled by its customer.
  'POST /payments/:id/cancel': async ({ world, db }) => {
    const booking = await db.booking.findUniqueOrThrow({ where: { id: world.ids.booking } });
    // Callers refused one after another share a world (access matrix): the first one's open payment serves them all.
    const made = await db.payment.findFirst({ where: { bookingId: booking.id, status: 'REQUIRES_ACTION', providerIntentId: { startsWith: 'pi_test_open_' } }, select: { id: true } });
    if (made) return { params: { id: made.id } };
    const intentId = `pi_test_open_${unique()}`;
    await db.testProviderIntent.create({ data: { id: intentId, amountMinor: 18_000, currency: 'uah', status: 'requires_action', paymentMethod: 'pm_card_authenticationRequired' } });
    const open = await db.payment.create({
      data: { bookingId: booking.id, customerId: booking.customerId, specialistId: booking.specialistId, type: 'DEPOSIT', status: 'REQUIRES_ACTION', amountMinor: 18_000, provider: 'test', providerIntentId: intentId, clientSecret: `${intentId}_secret_test` },
    });
    return { params: { id: open.id } };
  },
  'GET /payments/:id/invoice': () => ({ query: { lang: 'uk' } }),
  'GET /payments/:id/invoice/download': () => ({ query: { lang: 'en' } }),
  'POST /payments/test/intents/:id/authenticate': () => ({ body: { outcome: 'approve' } }),

  // ── specialist money ──
  'GET /specialists/payment-settings': () => ({}),
  'POST /specialists/payment-settings': () => ({ body: { depositPercent: 40 } }),
  'POST /specialists/payment-settings/setup': () => ({ body: { payoutIban: 'UA21 3223 1300 0002 6007 2335 6600 1', payoutRecipientName: 'ФОП Коваль Олена' } }),
  'GET /specialists/earnings': () => ({ query: { period: 'month' } }),
  'GET /specialists/payouts': () => ({}),
  // A's paid visit took place, so there is money to pay out; B has no payout details (422).
  'POST /specialists/payouts': async ({ world, db, actor }) => {
    await db.booking.update({ where: { id: world.paidBookingId }, data: { status: 'COMPLETED', completedAt: new Date() } });
    return actor === 'specialistB' ? { expect: 422 } : {};
  },
  'POST /specialists/payouts/:id/mark-paid': () => ({ body: { reference: 'PN-2026-001' } }),
};
