/** Card declines in the page's language (issue #26 item 15): our reason, Stripe.js's codes mapped to it, a generic fallback. */
import { beforeEach, describe, expect, it } from 'vitest';
import { DECLINE_REASONS } from '@vizyt/contracts';
import i18n from '@/lib/i18n';
import { declineText, paymentFailure, stripeDeclineReason } from './payment-error';

const t = i18n.t.bind(i18n);

beforeEach(async () => {
  await i18n.changeLanguage('uk');
});

describe('declineText', () => {
  it.each(['uk', 'en', 'ru'])('has its own words for every decline reason in %s', async (language) => {
    await i18n.changeLanguage(language);
    const texts = DECLINE_REASONS.map((reason) => declineText(t, reason));
    expect(new Set(texts).size).toBe(DECLINE_REASONS.length);
    for (const text of texts) expect(text).not.toMatch(/^payments:/);
  });

  it('reads an unknown or missing reason as the generic decline, or the fallback asked for', () => {
    expect(declineText(t, 'do_not_honor')).toBe(declineText(t, 'generic'));
    expect(declineText(t, null)).toBe(declineText(t, 'generic'));
    expect(declineText(t, undefined, 'authentication_failed')).toBe(declineText(t, 'authentication_failed'));
  });
});

describe('stripeDeclineReason', () => {
  it.each([
    [{ code: 'card_declined', decline_code: 'insufficient_funds' }, 'insufficient_funds'],
    [{ code: 'expired_card' }, 'expired_card'],
    [{ code: 'incorrect_cvc' }, 'incorrect_cvc'],
    [{ code: 'invalid_number' }, 'incorrect_number'],
    [{ code: 'payment_intent_authentication_failure' }, 'authentication_failed'],
    [{ code: 'card_declined', decline_code: 'stolen_card' }, 'fraud_suspected'],
    [{ code: 'card_declined', decline_code: 'card_velocity_exceeded' }, 'limit_exceeded'],
    [{ code: 'card_declined', decline_code: 'generic_decline' }, 'generic'],
    [null, 'generic'],
  ] as const)('maps %o to %s', (error, reason) => {
    expect(stripeDeclineReason(error)).toBe(reason);
  });
});

describe('paymentFailure', () => {
  it('shows a CARD_DECLINED error by its reason, never the provider’s text', () => {
    const failure = paymentFailure(t, { status: 402, code: 'CARD_DECLINED', message: 'Your card has expired.', reason: 'expired_card' }, 'confirmFailed');
    expect(failure).toEqual({ kind: 'declined', message: declineText(t, 'expired_card'), code: 'CARD_DECLINED' });
    expect(failure.message).toMatch(/Термін дії картки минув/);
  });
});
