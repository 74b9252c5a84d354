import { describe, expect, it } from 'vitest';
import { buildService } from '@/test/builders';
import { addressFormSchema, emptyAddressForm, formatAddressLine, formToAddressInput } from './address-form';
import { businessInfoFormSchema, formToBusinessInfoInput } from './business-info-form';
import { changedIds, draftsOf, planPricing } from './pricing';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('address form', () => {
  it('sends only what was filled, coordinates as numbers (a comma counts as the decimal mark)', () => {
    const values = { ...emptyAddressForm(false), label: 'work' as const, line1: ' вул. Хрещатик, 1 ', city: 'Київ', latitude: '50,45', longitude: '30.52' };
    expect(addressFormSchema.safeParse(values).success).toBe(true);
    expect(formToAddressInput(values)).toEqual({ label: 'work', line1: 'вул. Хрещатик, 1', city: 'Київ', latitude: 50.45, longitude: 30.52, isDefault: false });
  });

  it('names every problem at once: required fields, postal code, coordinates out of range or alone', () => {
    expect(messages(addressFormSchema.safeParse({ ...emptyAddressForm(false), postalCode: '0100', latitude: '91', longitude: '' }))).toEqual({
      line1: 'required',
      city: 'required',
      postalCode: 'invalidPostalCode',
      latitude: 'invalidCoordinates',
      longitude: 'coordinatesPair',
    });
  });

  it('writes an address on one line without empty parts', () => {
    expect(formatAddressLine({ line1: 'вул. Хрещатик, 1', line2: null, city: 'Київ', postalCode: '01001' })).toBe('вул. Хрещатик, 1, Київ, 01001');
  });
});

describe('business info form', () => {
  const base = { businessName: '', address: '', city: 'Київ', latitude: '', longitude: '', languages: ['uk', 'uk'], worksOnline: false, worksInPerson: true };

  it('clears empty texts to null and sends each language once', () => {
    expect(formToBusinessInfoInput(base)).toEqual({ businessName: null, address: null, city: 'Київ', latitude: null, longitude: null, languages: ['uk'], worksOnline: false, worksInPerson: true });
  });

  it('needs a work mode and both coordinates', () => {
    expect(messages(businessInfoFormSchema.safeParse({ ...base, worksInPerson: false, latitude: '50.4' }))).toEqual({
      longitude: 'coordinatesTogether',
      worksInPerson: 'workModeRequired',
    });
  });
});

describe('price list', () => {
  const services = [buildService({ id: 's1', price: 450, duration: 45 }), buildService({ id: 's2', price: 300, duration: 30 })];

  it('plans only the changed rows, a duration only when it changed', () => {
    const drafts = { ...draftsOf(services), s1: { price: '499.5', duration: '45' } };
    expect([...changedIds(services, drafts)]).toEqual(['s1']);
    expect(planPricing(services, drafts)).toEqual({ items: [{ serviceId: 's1', price: 499.5 }], problems: {} });
    const both = { ...drafts, s2: { price: '300', duration: '60' } };
    expect(planPricing(services, both).items).toEqual([
      { serviceId: 's1', price: 499.5 },
      { serviceId: 's2', price: 300, durationMinutes: 60 },
    ]);
  });

  it('reports invalid rows with the contract’s keys and sends nothing for them', () => {
    const drafts = { s1: { price: 'abc', duration: '45' }, s2: { price: '0', duration: '20.5' } };
    expect(planPricing(services, drafts)).toEqual({
      items: [],
      problems: { s1: { price: 'invalidNumber' }, s2: { price: 'pricePositive', duration: 'wholeMinutes' } },
    });
    expect(planPricing(services, { ...draftsOf(services), s1: { price: '10.123', duration: '45' } }).problems).toEqual({ s1: { price: 'invalidPrice' } });
  });
});
