import { LANGUAGES, TEST_CARDS } from '@vizyt/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { captureMailer } from '../../test/accounts.js';
import { useTestDatabase } from '../../test/db.js';
import { buildBooking } from '../../test/factories.js';
import { acceptOnlinePayments } from '../../test/payment-factories.js';
import { createTestApp } from '../../test/test-app.js';
import { bookingTestKit } from '../bookings/bookings.test-support.js';
import { DECLINE_MESSAGES, declineReasonOf } from './decline-reasons.js';

/**
 * Issue #26 item 15: a declined card answers 402 CARD_DECLINED with our reason (`error.reason`)
 * and our message in the caller's language (Accept-Language), never the provider's English text.
 * The built-in test provider declines Stripe's test cards with their decline codes.
 */

const { db, url } = await useTestDatabase();
const { app, container } = createTestApp(db, url, {}, { mailer: captureMailer() });
const kit = bookingTestKit(db, container);
const api = (path: string) => `/api/v1${path}`;

/** A customer's deposit intent of a 600 ₴ booking of a specialist who takes money online. */
async function depositIntent() {
  const w = await kit.bookable({ service: { priceMinor: 60_000 } });
  await acceptOnlinePayments(db, w.specialist.id);
  const customer = await kit.person('CUSTOMER');
  const booking = await buildBooking(db, { serviceId: w.service.id, customerId: customer.user.id, status: 'CONFIRMED', scheduledAt: new Date(Date.now() + 72 * 3_600_000) });
  const intent = await request(app).post(api('/payments/create-intent')).set(customer.auth).send({ bookingId: booking.id, type: 'DEPOSIT' });
  return { customer, intent };
}

async function declinedWith(paymentMethodId: string, language: string) {
  const { customer, intent } = await depositIntent();
  const res = await request(app)
    .post(api('/payments/confirm-intent'))
    .set(customer.auth)
    .set('Accept-Language', language)
    .send({ paymentIntentId: intent.body.data.paymentIntent.id, paymentMethodId });
  return { res, paymentId: intent.body.data.paymentIntent.paymentId as string };
}

describe('CARD_DECLINED: our reason and our words', () => {
  it.each([
    ['pm_card_visa_chargeDeclinedInsufficientFunds', 'uk', 'insufficient_funds'],
    ['pm_card_visa_chargeDeclinedExpiredCard', 'ru', 'expired_card'],
    ['pm_card_visa_chargeDeclinedIncorrectCvc', 'en', 'incorrect_cvc'],
    ['pm_card_visa_chargeDeclinedProcessingError', 'uk', 'processing_error'],
    ['pm_card_chargeDeclined', 'ru', 'generic'],
  ] as const)('%s (Accept-Language %s) → 402 reason %s in that language; the payment FAILED with the provider’s code', async (method, language, reason) => {
    const { res, paymentId } = await declinedWith(method, language);
    expect([res.status, res.body.success, res.body.error.code, res.body.error.reason]).toEqual([402, false, 'CARD_DECLINED', reason]);
    expect(res.body.error.message).toBe(DECLINE_MESSAGES[reason][language]);
    expect(res.body.error.message).not.toMatch(/Your card/);
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('FAILED');
  });

  it('no Accept-Language → Ukrainian, the default', async () => {
    const { res } = await declinedWith('pm_card_visa_chargeDeclinedInsufficientFunds', '');
    expect(res.body.error.message).toBe(DECLINE_MESSAGES.insufficient_funds.uk);
  });

  it('a failed 3-D Secure check → authentication_failed, in the caller’s language', async () => {
    for (const language of LANGUAGES) {
      const { customer, intent } = await depositIntent();
      const id = intent.body.data.paymentIntent.id as string;
      await request(app).post(api('/payments/confirm-intent')).set(customer.auth).send({ paymentIntentId: id, paymentMethodId: 'pm_card_authenticationRequired' });
      const res = await request(app).post(api(`/payments/test/intents/${id}/authenticate`)).set(customer.auth).set('Accept-Language', language).send({ outcome: 'fail' });
      expect([language, res.status, res.body.error.reason, res.body.error.message]).toEqual([language, 402, 'authentication_failed', DECLINE_MESSAGES.authentication_failed[language]]);
    }
  });

  it('every declining test card of the contract is known to the test provider and has a reason of its own', () => {
    const declining = TEST_CARDS.filter((c) => c.outcome === 'declined');
    expect(declining.length).toBeGreaterThanOrEqual(5);
    for (const card of declining) {
      expect([card.paymentMethodId, container.payments.testProvider!.knowsPaymentMethod?.(card.paymentMethodId)]).toEqual([card.paymentMethodId, true]);
      if ('declineCode' in card) expect([card.number, declineReasonOf(card.declineCode)]).not.toEqual([card.number, 'generic']);
    }
  });
});
