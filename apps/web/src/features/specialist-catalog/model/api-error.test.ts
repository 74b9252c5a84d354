import { beforeEach, describe, expect, it } from 'vitest';
import { ServiceInputSchema } from '@vizyt/contracts';
import i18n from '@/lib/i18n';
import { contractIssueKey, contractParseOptions, fieldIssues, validationText } from './api-error';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

const firstMessage = (input: Record<string, unknown>, field: string) => {
  const result = ServiceInputSchema.safeParse(input, contractParseOptions);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

const valid = {
  name: 'Haircut',
  description: 'Cut',
  category: 'beauty-wellness',
  price: 100,
  duration: 30,
  availableDays: ['monday'],
  timeSlots: ['10:00'],
};

describe('contract messages', () => {
  it('are keys for every service rule of spec section 5', () => {
    expect(firstMessage({ ...valid, price: 0 }, 'price')).toBe('pricePositive');
    expect(firstMessage({ ...valid, price: -5 }, 'price')).toBe('pricePositive');
    expect(firstMessage({ ...valid, price: Number.NaN }, 'price')).toBe('required');
    expect(firstMessage({ ...valid, duration: 10 }, 'duration')).toBe('durationTooShort');
    expect(firstMessage({ ...valid, availableDays: [] }, 'availableDays')).toBe('dayRequired');
    expect(firstMessage({ ...valid, timeSlots: [] }, 'timeSlots')).toBe('slotRequired');
    expect(firstMessage({ ...valid, timeSlots: ['25:00'] }, 'timeSlots')).toBe('invalidTime');
    expect(firstMessage({ ...valid, category: undefined }, 'category')).toBe('categoryRequired');
    expect(firstMessage({ ...valid, name: ' ' }, 'name')).toBe('required');
  });

  it('are translated, with a sentence message of a shared schema mapped to a key', () => {
    expect(validationText(i18n.t, 'pricePositive')).toBe('The price must be greater than 0');
    expect(validationText(i18n.t, 'At most two decimal places')).toBe('At most two decimal places');
    expect(validationText(i18n.t, 'something unknown')).toBe('Check this value');
    expect(contractIssueKey({ code: 'invalid_type', expected: 'int' })).toBe('wholeNumber');
  });

  it('server details land on the top-level field', () => {
    const error = { status: 400, code: 'VALIDATION_ERROR', message: '', details: [{ path: 'body.timeSlots.1', message: 'invalidTime' }] };
    expect(fieldIssues(error)).toEqual([{ field: 'timeSlots', message: 'invalidTime' }]);
  });
});
