/**
 * The payment settings form (issue #11): online payments, deposit, payout details. One schema
 * for both moods of the card — the first setup asks for the IBAN; later, the saved IBAN is shown
 * masked and a new one is typed only to replace it — checked on the device with the contracts'
 * own IbanSchema (UA format and ISO 13616 checksum), so the messages match the server's.
 */
import { z } from 'zod';
import {
  DEPOSIT_PERCENT_DEFAULT,
  DEPOSIT_PERCENT_MAX,
  DEPOSIT_PERCENT_MIN,
  IbanSchema,
  normalizeIban,
  type PaymentSettings,
  type PaymentSettingsInput,
} from '@vizyt/contracts';
import type { PaymentSettingsSetup } from '../api/earnings-api';

export interface PaymentSettingsFormValues {
  acceptOnlinePayments: boolean;
  requireDeposit: boolean;
  depositPercent: number;
  /** Empty when editing: keep the saved IBAN. */
  payoutIban: string;
  payoutRecipientName: string;
}

/** The IBAN field: required on first setup; when editing, empty keeps the saved one. */
const ibanField = (required: boolean) =>
  z.string().transform((value, ctx) => {
    const normalized = normalizeIban(value);
    if (!normalized) {
      if (required) ctx.addIssue({ code: 'custom', message: 'required' });
      return '';
    }
    const parsed = IbanSchema.safeParse(normalized);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

export const paymentSettingsFormSchema = (mode: 'setup' | 'update') =>
  z.object({
    acceptOnlinePayments: z.boolean(),
    requireDeposit: z.boolean(),
    depositPercent: z
      .number({ error: 'required' })
      .int('wholeNumber')
      .min(DEPOSIT_PERCENT_MIN, 'depositPercentRange')
      .max(DEPOSIT_PERCENT_MAX, 'depositPercentRange'),
    payoutIban: ibanField(mode === 'setup'),
    payoutRecipientName: z.string().trim().min(1, 'required').min(2, 'tooShort').max(200, 'tooLong'),
  });

/** First setup until payout details are saved; then partial updates. */
export const formMode = (settings: PaymentSettings): 'setup' | 'update' => (settings.payoutReady ? 'update' : 'setup');

export const formValues = (settings: PaymentSettings): PaymentSettingsFormValues => ({
  acceptOnlinePayments: settings.payoutReady ? settings.acceptOnlinePayments : true,
  requireDeposit: settings.requireDeposit,
  depositPercent: settings.depositPercent || DEPOSIT_PERCENT_DEFAULT,
  payoutIban: '',
  payoutRecipientName: settings.payoutRecipientName ?? '',
});

/** POST /specialists/payment-settings/setup. */
export const setupBody = (values: PaymentSettingsFormValues): PaymentSettingsSetup => ({
  payoutIban: values.payoutIban,
  payoutRecipientName: values.payoutRecipientName,
  depositPercent: values.depositPercent,
  requireDeposit: values.requireDeposit,
});

/** POST /specialists/payment-settings: only what changed from the saved settings (a new IBAN only when typed). */
export const updateBody = (values: PaymentSettingsFormValues, saved: PaymentSettings): PaymentSettingsInput => {
  const body: PaymentSettingsInput = {};
  // No deposit can be required of customers who cannot pay online.
  const requireDeposit = values.acceptOnlinePayments && values.requireDeposit;
  if (values.acceptOnlinePayments !== saved.acceptOnlinePayments) body.acceptOnlinePayments = values.acceptOnlinePayments;
  if (requireDeposit !== saved.requireDeposit) body.requireDeposit = requireDeposit;
  if (values.depositPercent !== saved.depositPercent) body.depositPercent = values.depositPercent;
  if (values.payoutIban) body.payoutIban = values.payoutIban;
  if (values.payoutRecipientName !== (saved.payoutRecipientName ?? '')) body.payoutRecipientName = values.payoutRecipientName;
  return body;
};

/** "UA213223130000026007233566001" → "UA21 3223 1300 0002 6007 2335 6600 1" (easier to check by eye). */
export const groupIban = (value: string): string => normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
