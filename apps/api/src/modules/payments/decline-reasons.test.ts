import { DECLINE_REASONS, LANGUAGES } from '@vizyt/contracts';
import { describe, expect, it } from 'vitest';
import { cardDeclinedError, DECLINE_MESSAGES, declineReasonOf } from './decline-reasons.js';

describe('declineReasonOf: the provider’s decline code → our reason', () => {
  it.each([
    ['insufficient_funds', 'insufficient_funds'],
    ['expired_card', 'expired_card'],
    ['invalid_expiry_year', 'expired_card'],
    ['incorrect_cvc', 'incorrect_cvc'],
    ['invalid_cvc', 'incorrect_cvc'],
    ['incorrect_number', 'incorrect_number'],
    ['invalid_number', 'incorrect_number'],
    ['card_not_supported', 'card_not_supported'],
    ['currency_not_supported', 'card_not_supported'],
    ['card_velocity_exceeded', 'limit_exceeded'],
    ['withdrawal_count_limit_exceeded', 'limit_exceeded'],
    ['authentication_required', 'authentication_failed'],
    ['payment_intent_authentication_failure', 'authentication_failed'],
    ['processing_error', 'processing_error'],
    ['issuer_not_available', 'processing_error'],
    ['fraudulent', 'fraud_suspected'],
    ['stolen_card', 'fraud_suspected'],
    ['lost_card', 'fraud_suspected'],
    ['pickup_card', 'fraud_suspected'],
    ['generic_decline', 'generic'],
    ['card_declined', 'generic'],
    ['do_not_honor', 'generic'],
    // Case and spaces as a provider might send them; unknown codes and none are generic.
    [' Insufficient_Funds ', 'insufficient_funds'],
    ['something_new_from_the_bank', 'generic'],
    ['', 'generic'],
    [null, 'generic'],
    [undefined, 'generic'],
    ['__proto__', 'generic'],
  ] as const)('%s → %s', (code, reason) => {
    expect(declineReasonOf(code)).toBe(reason);
  });
});

describe('DECLINE_MESSAGES', () => {
  it('every reason has a message in every language, none of them the provider’s English text', () => {
    for (const reason of DECLINE_REASONS) {
      for (const lang of LANGUAGES) {
        const text = DECLINE_MESSAGES[reason][lang];
        expect([reason, lang, text.length > 10]).toEqual([reason, lang, true]);
        expect(text).not.toMatch(/^Your card/);
      }
    }
    // Ukrainian and Russian messages are not English.
    for (const reason of DECLINE_REASONS) expect(DECLINE_MESSAGES[reason].uk).toMatch(/[а-яіїєґ]/i);
    for (const reason of DECLINE_REASONS) expect(DECLINE_MESSAGES[reason].ru).toMatch(/[а-яё]/i);
  });

  it('cardDeclinedError: CARD_DECLINED with our reason and the messages of every language', () => {
    const error = cardDeclinedError('insufficient_funds');
    expect([error.code, error.extras?.reason, error.extras?.localized?.ru]).toEqual(['CARD_DECLINED', 'insufficient_funds', DECLINE_MESSAGES.insufficient_funds.ru]);
  });
});
