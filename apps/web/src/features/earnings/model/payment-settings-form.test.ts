import { describe, expect, it } from 'vitest';
import { buildPaymentSettings, MISTYPED_IBAN, VALID_IBAN } from '../testing/fixtures';
import { formValues, groupIban, paymentSettingsFormSchema, updateBody } from './payment-settings-form';

const messages = (mode: 'setup' | 'update', values: object) => {
  const parsed = paymentSettingsFormSchema(mode).safeParse({ ...formValues(buildPaymentSettings()), ...values });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('payment settings form', () => {
  it('asks for the IBAN on first setup only; when editing, empty keeps the saved one', () => {
    expect(messages('setup', { payoutIban: '  ' })).toEqual(['payoutIban: required']);
    expect(messages('update', { payoutIban: '' })).toEqual([]);
  });

  it('checks the UA format and the checksum with the contracts’ IbanSchema, and normalises', () => {
    expect(messages('update', { payoutIban: 'DE89370400440532013000' })).toEqual(['payoutIban: ibanFormat']);
    expect(messages('update', { payoutIban: 'UA21322313000002600723356600' })).toEqual(['payoutIban: ibanFormat']);
    expect(messages('update', { payoutIban: MISTYPED_IBAN })).toEqual(['payoutIban: ibanChecksum']);
    const parsed = paymentSettingsFormSchema('setup').parse({ ...formValues(buildPaymentSettings()), payoutIban: 'ua21 3223 1300 0002 6007 2335 6600 1' });
    expect(parsed.payoutIban).toBe(VALID_IBAN);
  });

  it('keeps the deposit between 10 and 100 whole percent, and the name at least 2 characters', () => {
    expect(messages('update', { depositPercent: 9 })).toEqual(['depositPercent: depositPercentRange']);
    expect(messages('update', { depositPercent: 101 })).toEqual(['depositPercent: depositPercentRange']);
    expect(messages('update', { depositPercent: 33.5 })).toEqual(['depositPercent: wholeNumber']);
    expect(messages('update', { depositPercent: Number.NaN })).toEqual(['depositPercent: required']);
    expect(messages('update', { payoutRecipientName: ' A ' })).toEqual(['payoutRecipientName: tooShort']);
    expect(messages('update', { depositPercent: 10, payoutRecipientName: 'Ан' })).toEqual([]);
  });

  it('starts a first setup with online payments on and the default 30% deposit', () => {
    const fresh = buildPaymentSettings({ acceptOnlinePayments: false, payoutReady: false, payoutIbanMasked: null, payoutRecipientName: null, depositPercent: 0 });
    expect(formValues(fresh)).toEqual({ acceptOnlinePayments: true, requireDeposit: false, depositPercent: 30, payoutIban: '', payoutRecipientName: '' });
  });

  it('sends only what changed, a new IBAN only when typed, and no required deposit without online payments', () => {
    const saved = buildPaymentSettings({ requireDeposit: true });
    const same = formValues(saved);
    expect(updateBody(same, saved)).toEqual({});
    expect(updateBody({ ...same, depositPercent: 50, payoutIban: VALID_IBAN }, saved)).toEqual({ depositPercent: 50, payoutIban: VALID_IBAN });
    expect(updateBody({ ...same, acceptOnlinePayments: false }, saved)).toEqual({ acceptOnlinePayments: false, requireDeposit: false });
    expect(updateBody({ ...same, payoutRecipientName: 'ФОП Шевчук Т. Г.' }, saved)).toEqual({ payoutRecipientName: 'ФОП Шевчук Т. Г.' });
  });

  it('groups an IBAN by four for reading', () => {
    expect(groupIban('ua213223130000026007233566001')).toBe('UA21 3223 1300 0002 6007 2335 6600 1');
  });
});
