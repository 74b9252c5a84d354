import { describe, expect, it } from 'vitest';
import { expiryIsCurrent, formatCardNumber, formatExpiry, parseExpiry, testCardFor, testCardSchema } from './test-card';

/** 25 November 2026. */
const NOW = new Date(2026, 10, 25, 12, 0);
const schema = testCardSchema(() => NOW);
const valid = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: '', save: false };
const firstError = (values: Partial<typeof valid>, field: keyof typeof valid) => {
  const result = schema.safeParse({ ...valid, ...values });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe('test card form', () => {
  it('writes the number in groups of four as it is typed, digits only, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42')).toBe('4242 42');
    expect(formatCardNumber('4242-4242 x')).toBe('4242 4242');
    expect(formatCardNumber('1234')).toBe('1234');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
    expect(parseExpiry('04/28')).toEqual({ month: 4, year: 2028 });
    expect(parseExpiry('13/28')).toBeNull();
    expect(parseExpiry('4/28')).toBeNull();
  });

  it('maps each test card to the payment method the server charges, and nothing else', () => {
    expect(testCardFor('4242 4242 4242 4242')?.paymentMethodId).toBe('pm_card_visa');
    expect(testCardFor('4000000000000002')?.paymentMethodId).toBe('pm_card_chargeDeclined');
    expect(testCardFor('4000 0025 0000 3155')?.paymentMethodId).toBe('pm_card_authenticationRequired');
    expect(testCardFor('5555 5555 5555 4444')).toBeNull();
    expect(testCardFor('4242 4242 4242 424')).toBeNull();
  });

  it('accepts a card through the last day of its expiry month', () => {
    expect(expiryIsCurrent({ month: 11, year: 2026 }, NOW)).toBe(true);
    expect(expiryIsCurrent({ month: 10, year: 2026 }, NOW)).toBe(false);
    expect(expiryIsCurrent({ month: 1, year: 2027 }, NOW)).toBe(true);
    expect(expiryIsCurrent({ month: 12, year: 2025 }, NOW)).toBe(false);
  });

  it('names what is wrong with each field', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(firstError({ number: '' }, 'number')).toBe('numberRequired');
    expect(firstError({ number: '4242 4242' }, 'number')).toBe('numberIncomplete');
    expect(firstError({ number: '5555 5555 5555 4444' }, 'number')).toBe('useTestCard');
    expect(firstError({ expiry: '' }, 'expiry')).toBe('expiryRequired');
    expect(firstError({ expiry: '13/30' }, 'expiry')).toBe('expiryInvalid');
    expect(firstError({ expiry: '10/26' }, 'expiry')).toBe('expiryPast');
    expect(firstError({ expiry: '11/26' }, 'expiry')).toBeUndefined();
    expect(firstError({ cvc: '' }, 'cvc')).toBe('cvcRequired');
    expect(firstError({ cvc: '12' }, 'cvc')).toBe('cvcInvalid');
    expect(firstError({ cvc: '1234' }, 'cvc')).toBeUndefined();
  });
});
