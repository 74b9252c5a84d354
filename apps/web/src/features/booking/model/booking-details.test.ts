import { describe, expect, it } from 'vitest';
import { asksForAddress, bookingDetailsSchema, inPersonPlace, toCreateBookingInput, type BookingDetails } from './booking-details';

const details = (overrides: Partial<BookingDetails> = {}): BookingDetails => ({ type: 'in_person', videoCall: false, notes: '', location: '', ...overrides });
const messagesAt = (result: ReturnType<ReturnType<typeof bookingDetailsSchema>['safeParse']>, path: string) =>
  (result.error?.issues ?? []).filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);

describe('where an in-person visit happens', () => {
  it('at the specialist’s when they give an address, else at the customer’s', () => {
    expect(inPersonPlace('вул. Хрещатик, 1')).toBe('specialist');
    expect(inPersonPlace(null)).toBe('customer');
    expect(inPersonPlace('   ')).toBe('customer');
  });

  it('asks for the customer’s address only for an in-person visit at their place', () => {
    expect(asksForAddress('in_person', 'customer')).toBe(true);
    expect(asksForAddress('in_person', 'specialist')).toBe(false);
    expect(asksForAddress('online', 'customer')).toBe(false);
  });
});

describe('bookingDetailsSchema', () => {
  it('requires the address at the customer’s place, also while another field is wrong', () => {
    const schema = bookingDetailsSchema('customer');
    expect(messagesAt(schema.safeParse(details({ location: '  ' })), 'location')).toEqual(['required']);
    expect(messagesAt(schema.safeParse(details({ notes: 'а'.repeat(1001) })), 'location')).toEqual(['required']);
    expect(schema.safeParse(details({ location: 'вул. Січових Стрільців, 5' })).success).toBe(true);
    expect(schema.safeParse(details({ type: 'online' })).success).toBe(true);
  });

  it('needs no address at the specialist’s', () => {
    expect(bookingDetailsSchema('specialist').safeParse(details()).success).toBe(true);
  });
});

describe('toCreateBookingInput', () => {
  it('sends the address only for a visit at the customer’s place', () => {
    const typed = details({ location: ' вул. Січових Стрільців, 5 ' });
    expect(toCreateBookingInput('svc-1', '2026-11-30T08:00:00.000Z', typed, 'customer')).toMatchObject({ location: 'вул. Січових Стрільців, 5' });
    expect(toCreateBookingInput('svc-1', '2026-11-30T08:00:00.000Z', typed, 'specialist')).not.toHaveProperty('location');
    expect(toCreateBookingInput('svc-1', '2026-11-30T08:00:00.000Z', { ...typed, type: 'online' }, 'customer')).not.toHaveProperty('location');
  });
});
