import { z } from 'zod';
import { CURRENCIES } from '../common/constants.js';
import { PageQuerySchema, pagedSchema } from '../common/pagination.js';
import { MoneyAmountSchema } from '../common/money.js';

/** Issue #11: payments, refunds, saved cards, invoices, disputes, specialist money. */

export const PAYMENT_STATUSES = ['PENDING', 'REQUIRES_ACTION', 'SUCCEEDED', 'FAILED', 'CANCELLED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_TYPES = ['DEPOSIT', 'FULL'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** The money side of a booking, on every booking answer. */
export const BOOKING_PAYMENT_STATUSES = ['UNPAID', 'DEPOSIT_PAID', 'PAID', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export type BookingPaymentStatus = (typeof BOOKING_PAYMENT_STATUSES)[number];
export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const PAYOUT_STATUSES = ['PENDING', 'PAID'] as const;
export const DISPUTE_STATUSES = ['NEEDS_RESPONSE', 'UNDER_REVIEW', 'WON', 'LOST'] as const;
/** Which payment provider the server runs with (GET /health `payments`): disabled = production without a Stripe key. */
export const PAYMENT_PROVIDERS = ['stripe', 'test', 'disabled'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Why a card was declined, as our own reason (`error.reason` of CARD_DECLINED): provider decline
 * codes are mapped to these on the server, and every page shows its own translation of them.
 */
export const DECLINE_REASONS = ['insufficient_funds', 'expired_card', 'incorrect_cvc', 'incorrect_number', 'card_not_supported', 'limit_exceeded', 'authentication_failed', 'processing_error', 'fraud_suspected', 'generic'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
/** An unfinished online payment (awaiting 3-D Secure) is cancelled by itself after this, its points given back. */
export const UNFINISHED_PAYMENT_TTL_MINUTES = 30;
/** A booking made where the specialist requires a deposit is held this long for the deposit, then released. */
export const DEPOSIT_HOLD_MINUTES = 30;

export const DEPOSIT_PERCENT_MIN = 10;
export const DEPOSIT_PERCENT_MAX = 100;
export const DEPOSIT_PERCENT_DEFAULT = 30;
/** Online payments are taken in hryvnia only. */
export const PAYMENT_CURRENCY = 'UAH' as const;

/**
 * The built-in test provider's cards (the same numbers and payment-method ids as Stripe's test
 * mode): any future expiry, any CVC. Any other number is refused, as Stripe's test mode does.
 */
export const TEST_CARDS = [
  { number: '4242424242424242', paymentMethodId: 'pm_card_visa', brand: 'visa', outcome: 'succeeds' },
  { number: '4000000000000002', paymentMethodId: 'pm_card_chargeDeclined', brand: 'visa', outcome: 'declined' },
  { number: '4000002500003155', paymentMethodId: 'pm_card_authenticationRequired', brand: 'visa', outcome: 'requiresAction' },
  // Declined with a reason (Stripe's decline_code; the API answers our DECLINE_REASONS value as `error.reason`).
  { number: '4000000000009995', paymentMethodId: 'pm_card_visa_chargeDeclinedInsufficientFunds', brand: 'visa', outcome: 'declined', declineCode: 'insufficient_funds' },
  { number: '4000000000000069', paymentMethodId: 'pm_card_visa_chargeDeclinedExpiredCard', brand: 'visa', outcome: 'declined', declineCode: 'expired_card' },
  { number: '4000000000000127', paymentMethodId: 'pm_card_visa_chargeDeclinedIncorrectCvc', brand: 'visa', outcome: 'declined', declineCode: 'incorrect_cvc' },
  { number: '4000000000000119', paymentMethodId: 'pm_card_visa_chargeDeclinedProcessingError', brand: 'visa', outcome: 'declined', declineCode: 'processing_error' },
] as const;

const Id = (what: string) => z.string({ error: `${what} is required` }).trim().min(1, `${what} is required`).max(64, 'tooLong');
/** Provider ids (pi_…, pm_…, re_…): letters, digits and underscores only. */
const ProviderId = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(255, 'tooLong')
    .regex(/^[A-Za-z0-9_]+$/, 'invalidId');

/**
 * The card to charge: a provider payment method (pm_…) or the id of one of the caller's saved
 * cards (a UUID, as GET /payments/methods lists them).
 */
const PaymentMethodRef = z
  .string({ error: 'Payment method ID is required' })
  .trim()
  .min(1, 'Payment method ID is required')
  .max(255, 'tooLong')
  .regex(/^(?:[A-Za-z0-9_]+|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/, 'invalidId');

const Money = z.number().meta({ description: 'Major units of `currency` (hryvnia)' });
const Currency = z.enum(CURRENCIES);

// ----- Intents and payments -----

export const CreateIntentInputSchema = z
  .object({
    bookingId: Id('Booking ID'),
    type: z.enum(PAYMENT_TYPES, { error: 'invalidPaymentType' }),
    redeemPoints: z
      .number()
      .int('wholeNumber')
      .min(0, 'pointsRange')
      .max(1_000_000, 'pointsRange')
      .optional()
      .meta({ description: 'Loyalty points to spend (1 point = 1 ₴), at most 20 % of this payment and within the balance' }),
  })
  .meta({
    id: 'CreateIntentInput',
    description: 'The amount comes from the booking and the specialist’s deposit percent; any amount sent is ignored.',
  });
export type CreateIntentInput = z.input<typeof CreateIntentInputSchema>;

export const PaymentIntentSchema = z
  .object({
    id: z.string().meta({ description: 'The provider’s intent id (pi_…)' }),
    paymentId: z.string().meta({ description: 'Our payment record of this intent' }),
    clientSecret: z.string().meta({ description: 'For Stripe.js (confirming on the client, next actions)' }),
    amount: Money,
    currency: Currency,
    status: z.enum(PAYMENT_STATUSES),
    type: z.enum(PAYMENT_TYPES),
    bookingId: z.string(),
    pointsRedeemed: z.number().int().meta({ description: 'Loyalty points taken off the amount (reserved now, restored if the payment fails)' }),
  })
  .meta({ id: 'PaymentIntent' });
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;
export const PaymentIntentEnvelopeSchema = z.object({ paymentIntent: PaymentIntentSchema }).meta({ id: 'PaymentIntentResponse' });

export const ConfirmIntentInputSchema = z
  .object({ paymentIntentId: ProviderId('Payment intent ID'), paymentMethodId: PaymentMethodRef })
  .meta({ id: 'ConfirmIntentInput' });
export const ProcessPaymentInputSchema = z
  .object({ bookingId: Id('Booking ID'), paymentMethodId: PaymentMethodRef })
  .meta({ id: 'ProcessPaymentInput' });

export const CardSchema = z.object({ brand: z.string(), last4: z.string() }).meta({ id: 'Card' });

export const PaymentSchema = z
  .object({
    id: z.string(),
    bookingId: z.string(),
    amount: Money,
    currency: Currency,
    status: z.enum(PAYMENT_STATUSES),
    type: z.enum(PAYMENT_TYPES),
    paymentMethod: CardSchema.nullable().meta({ description: 'Brand and last four digits; null before a card is used. Never shown to the specialist.' }),
    paymentIntentId: z.string(),
    amountRefunded: Money,
    pointsRedeemed: z.number().int().meta({ description: 'Loyalty points spent on this payment (each 1 ₴ off `amount`)' }),
    failureCode: z.string().nullable(),
    failureMessage: z.string().nullable(),
    nextAction: z
      .enum(['authenticate'])
      .nullable()
      .meta({ description: 'REQUIRES_ACTION: the card needs an extra confirmation (3-D Secure) before it is charged' }),
    service: z.object({ id: z.string(), name: z.string() }),
    specialist: z.object({ id: z.string(), name: z.string() }),
    customer: z.object({ id: z.string(), name: z.string() }),
    scheduledAt: z.iso.datetime(),
    paidAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof PaymentSchema>;
export const PaymentEnvelopeSchema = z.object({ payment: PaymentSchema }).meta({ id: 'PaymentResponse' });

export const PaymentIdParamsSchema = z.object({ id: Id('Payment ID') });

export const PaymentHistoryQuerySchema = PageQuerySchema.extend({
  status: z.enum(PAYMENT_STATUSES).optional(),
  from: z.iso.date({ error: 'invalidDate' }).optional().meta({ description: 'Created on or after this day (YYYY-MM-DD, Kyiv time)' }),
  to: z.iso.date({ error: 'invalidDate' }).optional().meta({ description: 'Created on or before this day (YYYY-MM-DD, Kyiv time)' }),
  bookingId: z.string().trim().max(64).optional(),
}).meta({ id: 'PaymentHistoryQuery' });
export type PaymentHistoryQuery = z.infer<typeof PaymentHistoryQuerySchema>;
export const PaymentPageSchema = pagedSchema('payments', PaymentSchema).meta({ id: 'PaymentPage' });

export const PaymentStatsSchema = z
  .object({
    currency: Currency,
    totalPaid: Money,
    totalRefunded: Money,
    count: z.number().int(),
    byStatus: z.record(z.enum(PAYMENT_STATUSES), z.object({ count: z.number().int(), amount: Money })),
    byMonth: z.array(z.object({ month: z.string().meta({ example: '2026-11' }), paid: Money, refunded: Money, count: z.number().int() })),
  })
  .meta({ id: 'PaymentStats' });

export const ValidateAmountInputSchema = z
  .object({ bookingId: Id('Booking ID'), type: z.enum(PAYMENT_TYPES, { error: 'invalidPaymentType' }), amount: MoneyAmountSchema })
  .meta({ id: 'ValidateAmountInput' });
export const ValidateAmountResultSchema = z
  .object({ valid: z.boolean(), expectedAmount: Money, currency: Currency })
  .meta({ id: 'ValidateAmountResult' });

// ----- Refunds -----

export const REFUND_REASONS = ['requested_by_customer', 'booking_cancelled', 'duplicate', 'fraudulent', 'service_not_provided', 'other'] as const;
export const RefundInputSchema = z
  .object({
    paymentId: Id('Payment ID'),
    amount: MoneyAmountSchema.refine((v) => v > 0, 'amountPositive').optional().meta({ description: 'Default: everything the rules allow' }),
    reason: z.enum(REFUND_REASONS, { error: 'invalidRefundReason' }),
  })
  .meta({ id: 'RefundInput' });
export const RefundSchema = z
  .object({ id: z.string(), paymentId: z.string(), amount: Money, currency: Currency, status: z.enum(REFUND_STATUSES), reason: z.string(), createdAt: z.iso.datetime() })
  .meta({ id: 'Refund' });
export const RefundEnvelopeSchema = z.object({ refund: RefundSchema }).meta({ id: 'RefundResponse' });
export const RefundEligibilitySchema = z
  .object({
    eligible: z.boolean(),
    amount: Money.meta({ description: 'What the rules would refund now' }),
    currency: Currency,
    reason: z
      .enum(['full_refund', 'deposit_kept', 'not_paid', 'already_refunded', 'visit_happened'])
      .meta({ description: 'full_refund: before the free-cancellation deadline, or cancelled by the specialist/admin/expiry; deposit_kept: after the deadline the deposit part is kept' }),
  })
  .meta({ id: 'RefundEligibility' });

// ----- Saved cards -----

export const PaymentMethodSchema = z
  .object({ id: z.string(), brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int(), isDefault: z.boolean(), createdAt: z.iso.datetime() })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export const PaymentMethodListSchema = z.object({ paymentMethods: z.array(PaymentMethodSchema) }).meta({ id: 'PaymentMethodList' });
export const PaymentMethodEnvelopeSchema = z.object({ paymentMethod: PaymentMethodSchema }).meta({ id: 'PaymentMethodResponse' });
export const AddPaymentMethodInputSchema = z.object({ paymentMethodId: ProviderId('Payment method ID') }).meta({ id: 'AddPaymentMethodInput' });
export const PaymentMethodIdParamsSchema = z.object({ id: Id('Payment method ID') });
export const SetupIntentSchema = z
  .object({ setupIntent: z.object({ id: z.string(), clientSecret: z.string() }) })
  .meta({ id: 'SetupIntentResponse', description: 'Stripe: confirm with stripe.confirmCardSetup, then POST /payments/methods with the payment method it returns' });

// ----- Invoices -----

export const InvoiceSchema = z
  .object({
    number: z.string().meta({ example: 'VZ-2026-000123' }),
    paymentId: z.string(),
    issuedAt: z.iso.datetime(),
    language: z.enum(['uk', 'en', 'ru']),
    platform: z.object({ name: z.string(), address: z.string(), email: z.string(), website: z.string() }),
    specialist: z.object({ name: z.string(), businessName: z.string().nullable(), city: z.string(), address: z.string().nullable() }),
    customer: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
    service: z.object({ name: z.string(), scheduledAt: z.iso.datetime(), timezone: z.string(), durationMinutes: z.number().int() }),
    type: z.enum(PAYMENT_TYPES),
    status: z.enum(PAYMENT_STATUSES),
    servicePrice: Money,
    amount: Money,
    amountRefunded: Money,
    pointsDiscount: Money.meta({ description: 'Paid with loyalty points (not charged to the card)' }),
    currency: Currency,
    paymentMethod: CardSchema.nullable(),
    paidAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Invoice', description: 'What the customer paid; the platform commission is not part of it.' });
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoiceEnvelopeSchema = z.object({ invoice: InvoiceSchema }).meta({ id: 'InvoiceResponse' });
export const InvoiceDownloadQuerySchema = z.object({ lang: z.enum(['uk', 'en', 'ru']).optional().meta({ description: 'Default: the caller’s language' }) });

// ----- Disputes -----

export const DisputeSchema = z
  .object({
    id: z.string(),
    paymentId: z.string(),
    bookingId: z.string(),
    amount: Money,
    currency: Currency,
    reason: z.string(),
    status: z.enum(DISPUTE_STATUSES),
    evidence: z.object({ text: z.string().nullable(), fileName: z.string().nullable().meta({ description: 'The attached file, kept private' }), submittedAt: z.iso.datetime().nullable() }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Dispute' });
export const DisputeListSchema = z.object({ disputes: z.array(DisputeSchema) }).meta({ id: 'DisputeList' });
export const DisputeEnvelopeSchema = z.object({ dispute: DisputeSchema }).meta({ id: 'DisputeResponse' });
export const DisputeIdParamsSchema = z.object({ id: Id('Dispute ID') });
export const DisputeEvidenceInputSchema = z
  .object({ text: z.string().trim().min(10, 'evidenceTooShort').max(5000, 'tooLong') })
  .meta({ id: 'DisputeEvidenceInput', description: 'multipart/form-data: `text` and an optional `file` (PDF, JPEG, PNG or WebP, up to 5 MB)' });

// ----- Specialist money -----

/** Ukrainian IBAN: UA + 2 check digits + 6-digit bank code + 19 account characters (29 in all). */
export const UA_IBAN_PATTERN = /^UA\d{8}[0-9A-Z]{19}$/;
export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();
/** ISO 13616 check (mod 97 = 1). */
export function ibanChecksumValid(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const digits = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}
export const maskIban = (iban: string) => `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;

export const IbanSchema = z
  .string()
  .transform(normalizeIban)
  .refine((v) => UA_IBAN_PATTERN.test(v), 'ibanFormat')
  .refine((v) => !UA_IBAN_PATTERN.test(v) || ibanChecksumValid(v), 'ibanChecksum');

export const PaymentSettingsInputSchema = z
  .object({
    acceptOnlinePayments: z.boolean().optional(),
    requireDeposit: z.boolean().optional(),
    depositPercent: z.number().int('wholeNumber').min(DEPOSIT_PERCENT_MIN, 'depositPercentRange').max(DEPOSIT_PERCENT_MAX, 'depositPercentRange').optional(),
    payoutIban: IbanSchema.nullable().optional().meta({ description: 'UA IBAN (29 characters; spaces allowed); null removes it' }),
    payoutRecipientName: z.string().trim().min(2, 'tooShort').max(200, 'tooLong').nullable().optional(),
  })
  .meta({ id: 'PaymentSettingsInput' });
export type PaymentSettingsInput = z.input<typeof PaymentSettingsInputSchema>;

export const PaymentSettingsSchema = z
  .object({
    acceptOnlinePayments: z.boolean(),
    requireDeposit: z.boolean(),
    depositPercent: z.number().int(),
    payoutIbanMasked: z.string().nullable().meta({ example: 'UA21 •••• 1234' }),
    payoutRecipientName: z.string().nullable(),
    payoutReady: z.boolean().meta({ description: 'IBAN and recipient name are set' }),
    commissionPercent: z.number(),
    provider: z.enum(PAYMENT_PROVIDERS),
  })
  .meta({ id: 'PaymentSettings' });
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;
export const PaymentSettingsEnvelopeSchema = z.object({ paymentSettings: PaymentSettingsSchema }).meta({ id: 'PaymentSettingsResponse' });
export const PaymentSettingsSetupInputSchema = z
  .object({
    payoutIban: IbanSchema,
    payoutRecipientName: z.string().trim().min(2, 'tooShort').max(200, 'tooLong'),
    depositPercent: z.number().int('wholeNumber').min(DEPOSIT_PERCENT_MIN, 'depositPercentRange').max(DEPOSIT_PERCENT_MAX, 'depositPercentRange').optional(),
    requireDeposit: z.boolean().optional(),
  })
  .meta({ id: 'PaymentSettingsSetupInput', description: 'One step: payout details, then online payments are switched on' });

/**
 * What the booking page needs to offer payment: whether the specialist takes money online, and
 * the deposit and full amounts for this booking (public to the booking's customer).
 */
export const PaymentOptionsSchema = z
  .object({
    bookingId: z.string(),
    provider: z.enum(PAYMENT_PROVIDERS),
    acceptOnlinePayments: z.boolean(),
    requireDeposit: z.boolean(),
    depositPercent: z.number().int(),
    price: Money,
    amountPaid: Money,
    depositAmount: Money.nullable().meta({ description: 'null when a deposit is no longer possible (something is paid already)' }),
    remainingAmount: Money,
    currency: Currency,
    paymentStatus: z.enum(BOOKING_PAYMENT_STATUSES),
    payable: z.boolean().meta({ description: 'false: cancelled, no-show, fully paid, or not in hryvnia' }),
    points: z
      .object({
        balance: z.number().int(),
        maxForDeposit: z.number().int().meta({ description: 'Points the deposit can take (20 % of it, within the balance)' }),
        maxForFull: z.number().int().meta({ description: 'Points paying the rest can take' }),
      })
      .meta({ description: 'Loyalty points the customer can spend here (1 point = 1 ₴)' }),
  })
  .meta({ id: 'PaymentOptions' });
export const PaymentOptionsEnvelopeSchema = z.object({ options: PaymentOptionsSchema }).meta({ id: 'PaymentOptionsResponse' });
export const BookingIdQuerySchema = z.object({ bookingId: Id('Booking ID') });

export const EARNINGS_PERIODS = ['week', 'month', 'quarter', 'year', 'all'] as const;
export const EarningsQuerySchema = z.object({ period: z.enum(EARNINGS_PERIODS).default('month') }).meta({ id: 'EarningsQuery' });
export const EarningsSchema = z
  .object({
    period: z.enum(EARNINGS_PERIODS),
    from: z.iso.datetime().nullable(),
    to: z.iso.datetime().nullable(),
    currency: Currency,
    gross: Money,
    commission: Money,
    commissionPercent: z.number(),
    refunds: Money,
    net: Money,
    pendingPayout: Money.meta({ description: 'Net earned (all time) not yet paid out' }),
    paidOut: Money,
    paymentsCount: z.number().int(),
    byMonth: z.array(z.object({ month: z.string().meta({ example: '2026-11' }), gross: Money, net: Money })),
  })
  .meta({ id: 'Earnings', description: 'Income by visit date (the visit’s start on the specialist’s calendar), the definition GET /specialists/analytics and GET /bookings/stats share: gross = completed visits’ prices less points and refunds (paid online and at the visit) + money kept of cancelled and no-show visits; commission on the online payments at each one’s recorded rate; net = gross − commission; refunds = refunded of those visits’ payments (already taken off gross). byMonth by month of the visit.' });
export type Earnings = z.infer<typeof EarningsSchema>;

export const PayoutSchema = z
  .object({
    id: z.string(),
    specialistId: z.string(),
    specialistName: z.string(),
    amount: Money,
    currency: Currency,
    status: z.enum(PAYOUT_STATUSES),
    ibanMasked: z.string(),
    reference: z.string().nullable(),
    requestedAt: z.iso.datetime(),
    paidAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Payout' });
export const PayoutListSchema = z
  .object({ payouts: z.array(PayoutSchema), available: Money, currency: Currency })
  .meta({ id: 'PayoutList', description: '`available`: what a new payout request would be for (the caller’s; 0 for an admin)' });
export const PayoutEnvelopeSchema = z.object({ payout: PayoutSchema }).meta({ id: 'PayoutResponse' });
export const PayoutIdParamsSchema = z.object({ id: Id('Payout ID') });
export const PayoutListQuerySchema = z
  .object({ status: z.enum(PAYOUT_STATUSES).optional(), specialistId: z.string().trim().max(64).optional() })
  .meta({ id: 'PayoutListQuery' });
export const MarkPayoutPaidInputSchema = z
  .object({ reference: z.string().trim().min(1, 'required').max(100, 'tooLong') })
  .meta({ id: 'MarkPayoutPaidInput', description: 'The bank transfer’s reference' });

// ----- Test provider (only when GET /health says payments: "test") -----

export const TestAuthenticateInputSchema = z
  .object({ outcome: z.enum(['approve', 'fail'], { error: 'invalidOutcome' }) })
  .meta({ id: 'TestAuthenticateInput', description: 'The simulated 3-D Secure page: approve or fail the extra confirmation' });
export const TestIntentParamsSchema = z.object({ id: ProviderId('Payment intent ID') });
export const TestDisputeInputSchema = z
  .object({ paymentId: Id('Payment ID'), reason: z.string().trim().min(1).max(100).default('fraudulent') })
  .meta({ id: 'TestDisputeInput' });

export const WebhookResultSchema = z.object({ received: z.literal(true), duplicate: z.boolean() }).meta({ id: 'WebhookResult' });
