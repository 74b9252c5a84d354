import { describe, expect, it } from 'vitest';
import { ServiceInputSchema } from './services.schemas.js';

const complete = { name: 'Стрижка', description: 'Класична', price: 500, duration: 60, availableDays: ['monday'], timeSlots: ['10:00'] };
const issuesAt = (input: unknown, path: string) =>
  (ServiceInputSchema.safeParse(input).error?.issues ?? []).filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);

describe('ServiceInputSchema category rule', () => {
  it('names a missing category even when other fields are wrong too (an empty form)', () => {
    expect(issuesAt({ name: '', description: '', availableDays: [], timeSlots: [] }, 'category')).toEqual(['categoryRequired']);
  });

  it('names it when everything else is right', () => {
    expect(issuesAt(complete, 'category')).toEqual(['categoryRequired']);
  });

  it('accepts exactly one of category and customCategory', () => {
    expect(ServiceInputSchema.safeParse({ ...complete, category: 'beauty-wellness' }).success).toBe(true);
    expect(ServiceInputSchema.safeParse({ ...complete, customCategory: 'Тату' }).success).toBe(true);
    expect(issuesAt({ ...complete, category: 'beauty-wellness', customCategory: 'Тату' }, 'category')).toEqual(['categoryRequired']);
  });

  it('leaves a too-short custom name to its own message', () => {
    expect(issuesAt({ ...complete, customCategory: 'x' }, 'customCategory')).toEqual(['nameTooShort']);
    expect(issuesAt({ ...complete, customCategory: 'x' }, 'category')).toEqual([]);
  });
});
