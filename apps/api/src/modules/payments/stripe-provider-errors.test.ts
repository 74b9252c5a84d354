import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProviderCardError, ProviderUnavailableError, type PaymentProvider } from './provider.js';
import { toProviderIntent } from './stripe-provider.js';
import { paymentMethod, stripeIntent, stripeError, useStripeDouble } from './stripe-provider.test-support.js';

/**
 * Contract tests: the real `stripe` package talks HTTP to a local double of Stripe's API, and
 * the tests check what it sends (form-encoded bodies, idempotency keys, minor units) and how
 * Stripe-shaped answers and errors come back through the boundary.
 */

const { double, providerWith } = useStripeDouble();
let provider: PaymentProvider;
beforeAll(() => {
  provider = providerWith();
});

describe('Stripe provider: declines, extra authentication and outages', () => {
  const declinedIntent = stripeIntent({
    status: 'requires_payment_method',
    last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_method: paymentMethod('pm_declined') },
  });

  it.each([
    ['generic_decline', 'card_declined', 'generic_decline'],
    ['insufficient_funds', 'card_declined', 'insufficient_funds'],
    [undefined, 'incorrect_cvc', 'incorrect_cvc'],
  ])('a decline (decline_code %s, code %s) is an answer with lastError %s, not an exception', async (declineCode, code, expected) => {
    double.answerWith(() =>
      stripeError(402, { type: 'card_error', code, decline_code: declineCode, message: 'Your card was declined.', payment_intent: declinedIntent }),
    );
    const intent = await provider.confirmIntent('pi_double', 'pm_declined', 'confirm-declined');
    expect(intent).toMatchObject({
      id: 'pi_double',
      status: 'requires_payment_method',
      paymentMethodId: 'pm_declined',
      card: { last4: '4242' },
      lastError: { code: expected, message: 'Your card was declined.' },
    });
    // A decline is final for this attempt: the package must not retry it.
    expect(double.requests).toHaveLength(1);
  });

  it('a card error without the intent is thrown as ProviderCardError', async () => {
    double.answerWith(() => stripeError(402, { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' }));
    const error = await provider.confirmIntent('pi_double', 'pm_x', 'k').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderCardError);
    expect(error).toMatchObject({ code: 'expired_card', intent: null });
  });

  it('a card that needs 3-D Secure leaves the intent in requires_action', async () => {
    double.answerWith(() => ({
      body: stripeIntent({ status: 'requires_action', payment_method: paymentMethod('pm_card_authenticationRequired'), next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } }),
    }));
    const intent = await provider.confirmIntent('pi_double', 'pm_card_authenticationRequired', 'confirm-3ds');
    expect(intent).toMatchObject({ status: 'requires_action', paymentMethodId: 'pm_card_authenticationRequired', lastError: null });
  });

  it('a payment method Stripe does not know is ProviderCardError invalid_payment_method', async () => {
    double.answerWith(() =>
      stripeError(400, { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: "No such PaymentMethod: 'pm_forged'" }),
    );
    const error = await provider.confirmIntent('pi_double', 'pm_forged', 'k').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderCardError);
    expect(error).toMatchObject({ code: 'invalid_payment_method', message: "No such PaymentMethod: 'pm_forged'", intent: null });

    const attachError = await provider.attachPaymentMethod('cus_1', 'pm_forged', 'k2').catch((e: unknown) => e);
    expect(attachError).toMatchObject({ name: 'ProviderCardError', code: 'invalid_payment_method' });
  });

  it('a 500 is retried with the same idempotency key, then reported as ProviderUnavailableError', async () => {
    double.answerWith(() => stripeError(500, { type: 'api_error', message: 'Something went wrong on Stripe’s end.' }));
    const error = await providerWith({ maxNetworkRetries: 1 })
      .createIntent({ amountMinor: 100, currency: 'uah', customerId: 'cus_1', metadata: { bookingId: 'b', paymentId: 'p', type: 'FULL' }, description: 'd', idempotencyKey: 'retry-me' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(double.requests.map((r) => r.headers['idempotency-key'])).toEqual(['retry-me', 'retry-me']);
  });

  it('a rate limit is ProviderUnavailableError', async () => {
    double.answerWith(() => stripeError(429, { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests' }));
    await expect(provider.retrieveIntent('pi_1')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('a closed connection is ProviderUnavailableError', async () => {
    double.answerWith(() => 'hang-up');
    await expect(provider.confirmIntent('pi_1', 'pm_1', 'hang-up')).rejects.toBeInstanceOf(ProviderUnavailableError);
    // The package retries a cut connection once even with retries off; the key makes it harmless.
    expect(double.requests.map((r) => r.headers['idempotency-key'])).toEqual(['hang-up', 'hang-up']);
  });

  it('no answer within the timeout is ProviderUnavailableError', async () => {
    double.answerWith(() => 'no-answer');
    await expect(providerWith({ timeoutMs: 200 }).cancelIntent('pi_1', 'cancel-1')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('a wrong secret key is not disguised as an outage', async () => {
    double.answerWith(() => stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_***' }));
    const error = await provider.createSetupIntent('cus_1', 'k').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).not.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('toProviderIntent', () => {
  const asIntent = (value: Record<string, unknown>) => value as unknown as Stripe.PaymentIntent;

  it('takes the card from the expanded latest charge when the payment method is only an id', () => {
    const intent = toProviderIntent(
      asIntent(
        stripeIntent({
          status: 'succeeded',
          payment_method: 'pm_1',
          latest_charge: { id: 'ch_1', object: 'charge', payment_method_details: { type: 'card', card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031 } } },
        }),
      ),
    );
    expect(intent).toMatchObject({ paymentMethodId: 'pm_1', card: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 } });
  });

  it('knows neither card nor method of an intent that has none', () => {
    expect(toProviderIntent(asIntent(stripeIntent({ payment_method: 'pm_1', latest_charge: 'ch_1' })))).toMatchObject({ paymentMethodId: 'pm_1', card: null });
  });

  it('treats an authorised but uncaptured intent as processing, not succeeded', () => {
    expect(toProviderIntent(asIntent(stripeIntent({ status: 'requires_capture' }))).status).toBe('processing');
  });
});
