import { z } from 'zod';
import { CANCELLATION_WINDOW_HOURS, SERVICE_MIN_DURATION_MINUTES } from '../common/constants.js';
import { MoneyAmountSchema } from '../common/money.js';
import { DEPOSIT_PERCENT_MAX, DEPOSIT_PERCENT_MIN } from '../payments/payments.schemas.js';
import { EmailSchema } from '../auth/auth.schemas.js';
import { ServiceSchema } from '../catalog/services.schemas.js';

/**
 * Issue #14: the specialist's business settings, price list and business info, and every
 * user's privacy switches and e-mail change. Messages are validation keys the web app translates.
 */

const nonEmpty = (v: object) => Object.keys(v).length > 0;

// ── Business settings (spec section 3, "Settings toggles → Business") ──────────────────────

export const BusinessSettingsSchema = z
  .object({
    autoAccept: z.boolean().meta({ description: 'Every new booking is confirmed at once' }),
    allowInstantBookings: z
      .boolean()
      .meta({ description: 'A returning customer (with an earlier COMPLETED booking with this specialist) is confirmed at once, without the approval step' }),
    requireCustomerVerification: z
      .boolean()
      .meta({ description: 'Only customers with a verified e-mail may book (others get 403 CUSTOMER_NOT_VERIFIED)' }),
    showInSearch: z
      .boolean()
      .meta({ description: 'false hides the profile and its services from search and public pages for everyone but the owner' }),
    acceptOnlinePayments: z.boolean().meta({ description: 'Needs payout details (IBAN, recipient) — see /specialists/payment-settings' }),
    requireDeposit: z.boolean().meta({ description: 'Only together with acceptOnlinePayments' }),
    depositPercent: z.number().int(),
    cancellationWindowHours: z.union(CANCELLATION_WINDOW_HOURS.map((h) => z.literal(h)), { error: 'cancellationWindow' }),
  })
  .meta({ id: 'BusinessSettings' });
export type BusinessSettings = z.infer<typeof BusinessSettingsSchema>;

export const BusinessSettingsInputSchema = BusinessSettingsSchema.extend({
  depositPercent: z.number().int('wholeNumber').min(DEPOSIT_PERCENT_MIN, 'depositPercentRange').max(DEPOSIT_PERCENT_MAX, 'depositPercentRange'),
})
  .partial()
  .strict()
  .refine(nonEmpty, 'nothingToUpdate')
  .meta({ id: 'BusinessSettingsInput', description: 'Any subset of the fields; the rest stay as they are' });
export type BusinessSettingsInput = z.input<typeof BusinessSettingsInputSchema>;

export const BusinessSettingsEnvelopeSchema = z.object({ settings: BusinessSettingsSchema }).meta({ id: 'BusinessSettingsResponse' });

// ── Price list ─────────────────────────────────────────────────────────────────────────────

export const PRICING_ITEMS_MAX = 100;

export const PricingItemSchema = z.object({
  serviceId: z.string({ error: 'required' }).min(1, 'required').max(64),
  price: MoneyAmountSchema.refine((v) => v > 0, 'pricePositive').meta({ description: 'Major units of the service currency, > 0', exclusiveMinimum: 0 }),
  durationMinutes: z.number().int('wholeMinutes').min(SERVICE_MIN_DURATION_MINUTES, 'durationTooShort').max(24 * 60, 'tooLong').optional(),
});
export type PricingItem = z.input<typeof PricingItemSchema>;

export const PricingUpdateInputSchema = z
  .object({
    items: z
      .array(PricingItemSchema)
      .min(1, 'required')
      .max(PRICING_ITEMS_MAX, 'tooMany')
      .refine((items) => new Set(items.map((i) => i.serviceId)).size === items.length, 'duplicate'),
  })
  .meta({ id: 'PricingUpdateInput', description: "All or nothing: an id that is not one of the caller's services → 404 and no price changes" });
export type PricingUpdateInput = z.input<typeof PricingUpdateInputSchema>;

export const PricingUpdateResultSchema = z.object({ services: z.array(ServiceSchema) }).meta({ id: 'PricingUpdateResult' });

// ── Business info ──────────────────────────────────────────────────────────────────────────

const Coordinate = (min: number, max: number) => z.number().min(min, 'outOfRange').max(max, 'outOfRange');

export const BusinessInfoSchema = z
  .object({
    businessName: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    languages: z.array(z.string()),
    worksOnline: z.boolean(),
    worksInPerson: z.boolean(),
  })
  .meta({ id: 'BusinessInfo' });
export type BusinessInfo = z.infer<typeof BusinessInfoSchema>;

export const BusinessInfoInputSchema = z
  .object({
    businessName: z.string().trim().max(200, 'tooLong').nullable().optional(),
    address: z.string().trim().max(300, 'tooLong').nullable().optional(),
    city: z.string().trim().min(2, 'nameTooShort').max(100, 'tooLong').optional(),
    latitude: Coordinate(-90, 90).nullable().optional(),
    longitude: Coordinate(-180, 180).nullable().optional(),
    languages: z
      .array(z.string().regex(/^[a-z]{2}$/, 'invalidLanguage'))
      .max(10, 'tooMany')
      .refine((l) => new Set(l).size === l.length, 'duplicate')
      .optional(),
    worksOnline: z.boolean().optional(),
    worksInPerson: z.boolean().optional(),
  })
  .strict()
  .refine(nonEmpty, 'nothingToUpdate')
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined) && (v.latitude === null) === (v.longitude === null), {
    path: ['longitude'],
    message: 'coordinatesTogether',
  })
  .refine((v) => !(v.worksOnline === false && v.worksInPerson === false), { path: ['worksInPerson'], message: 'workModeRequired' })
  .meta({
    id: 'BusinessInfoInput',
    description: 'Partial. latitude and longitude come together. At least one work mode stays on (checked against the saved one too → 400 workModeRequired).',
  });
export type BusinessInfoInput = z.input<typeof BusinessInfoInputSchema>;

export const BusinessInfoEnvelopeSchema = z.object({ businessInfo: BusinessInfoSchema }).meta({ id: 'BusinessInfoResponse' });

// ── Privacy (customers and specialists) ────────────────────────────────────────────────────

export const PrivacySettingsSchema = z
  .object({
    showPhone: z.boolean().meta({ description: 'Others see your phone number (default off: it is null in every answer to others)' }),
    showEmail: z.boolean().meta({ description: 'Others see your e-mail address (default off)' }),
    allowDirectMessages: z.boolean().meta({ description: 'Customers without a booking may start a conversation with you' }),
    dataProcessingConsent: z.boolean(),
    dataProcessingConsentAt: z.iso.datetime().nullable().meta({ description: 'When the consent was last given; null while not given' }),
  })
  .meta({ id: 'PrivacySettings' });
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;

export const PrivacySettingsInputSchema = z
  .object({
    showPhone: z.boolean().optional(),
    showEmail: z.boolean().optional(),
    allowDirectMessages: z.boolean().optional(),
    dataProcessingConsent: z.boolean().optional(),
  })
  .strict()
  .refine(nonEmpty, 'nothingToUpdate')
  .meta({ id: 'PrivacySettingsInput' });
export type PrivacySettingsInput = z.input<typeof PrivacySettingsInputSchema>;

export const PrivacySettingsEnvelopeSchema = z.object({ privacy: PrivacySettingsSchema }).meta({ id: 'PrivacySettingsResponse' });

// ── E-mail change with re-verification ─────────────────────────────────────────────────────

/** Web page the confirmation link opens: `${WEB}/auth/confirm-email?token=…`. */
export const CONFIRM_EMAIL_CHANGE_PATH = '/auth/confirm-email';

export const ChangeEmailRequestSchema = z
  .object({
    newEmail: EmailSchema,
    currentPassword: z.string({ error: 'required' }).min(1, 'required').max(128),
  })
  .meta({ id: 'ChangeEmailRequest' });
export type ChangeEmailRequest = z.input<typeof ChangeEmailRequestSchema>;

export const ChangeEmailResponseSchema = z
  .object({
    message: z.string(),
    pendingEmail: z.string().meta({ description: 'The address the confirmation link was sent to; the e-mail stays the old one until confirmed' }),
  })
  .meta({ id: 'ChangeEmailResponse' });
export type ChangeEmailResponse = z.infer<typeof ChangeEmailResponseSchema>;

export const ConfirmEmailChangeRequestSchema = z
  .object({ token: z.string({ error: 'required' }).min(1, 'required').max(256) })
  .meta({ id: 'ConfirmEmailChangeRequest' });
export type ConfirmEmailChangeRequest = z.input<typeof ConfirmEmailChangeRequestSchema>;
