import {
  AddPaymentMethodInputSchema,
  BookingIdQuerySchema,
  ConfirmIntentInputSchema,
  CreateIntentInputSchema,
  DisputeEnvelopeSchema,
  DisputeEvidenceInputSchema,
  DisputeIdParamsSchema,
  DisputeListSchema,
  EarningsQuerySchema,
  EarningsSchema,
  InvoiceDownloadQuerySchema,
  InvoiceEnvelopeSchema,
  MarkPayoutPaidInputSchema,
  PAYMENT_STATUSES,
  PaymentEnvelopeSchema,
  PaymentHistoryQuerySchema,
  PaymentIdParamsSchema,
  PaymentIntentEnvelopeSchema,
  PaymentMethodEnvelopeSchema,
  PaymentMethodIdParamsSchema,
  PaymentMethodListSchema,
  PaymentOptionsEnvelopeSchema,
  PaymentPageSchema,
  PaymentSettingsEnvelopeSchema,
  PaymentSettingsInputSchema,
  PaymentSettingsSetupInputSchema,
  PaymentStatsSchema,
  PayoutEnvelopeSchema,
  PayoutIdParamsSchema,
  PayoutListQuerySchema,
  PayoutListSchema,
  ProcessPaymentInputSchema,
  RefundEligibilitySchema,
  RefundEnvelopeSchema,
  RefundInputSchema,
  SetupIntentSchema,
  TestAuthenticateInputSchema,
  TestIntentParamsSchema,
  UNFINISHED_PAYMENT_TTL_MINUTES,
  UPLOAD_MAX_BYTES,
  ValidateAmountInputSchema,
  ValidateAmountResultSchema,
  WebhookResultSchema,
  toMajorUnits,
  toMinorUnits,
  type PaymentStatus,
} from '@vizyt/contracts';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { MULTIPART_ERRORS_NOTE, multipartBody, uploadedFile } from '../../http/multipart.js';
import { adminsOnly, hasRole, publicAccess, signedIn } from '../../http/policies.js';
import { defineRoute, FileResponse, FileResult, type ResourceDeclaration, type RouteDefinition } from '../../http/route.js';
import { customersOnly } from '../bookings/bookings.policy.js';
import type { CardsAndDisputesService } from './cards-and-disputes.service.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { presentIntent, presentInvoice, presentPayment } from './payments.presenter.js';
import type { PaymentsService } from './payments.service.js';
import { WebhookSignatureError } from './provider.js';
import type { SpecialistMoneyService } from './specialist-money.service.js';
import type { TestPaymentProvider } from './test-provider.js';

const TAGS = ['Payments'];
const MONEY_TAGS = ['Specialist money'];
export const specialistsOnly = { ...hasRole('SPECIALIST'), name: 'specialistsOnly' };

/** A payment is its customer's and its specialist's (and any admin's); strangers get 404. */
const PAYMENT_PARTIES: ResourceDeclaration = { kind: 'payment', ownedBy: { sides: ['customer', 'specialist'], admin: true, others: 404 } };
const CARD_OWNER: ResourceDeclaration = { kind: 'paymentMethod', ownedBy: { sides: ['customer'], admin: false, others: 404 } };

const PROVIDER_NOTE =
  'Runs against Stripe when STRIPE_SECRET_KEY is set, else the built-in test provider (GET /health `payments`); in production without a key online payments are off (503 PAYMENTS_UNAVAILABLE).';

/** Evidence for a dispute: one optional file (PDF or image) up to 5 MB with the text field; the form's other errors: http/multipart.ts. */
const evidenceUpload = multipartBody({
  files: [{ name: 'file', maxCount: 1 }],
  limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 10_000 },
  fileTooLarge: () => new AppError('FILE_TOO_LARGE', 'File is too large. Maximum size is 5MB'),
});

export interface PaymentsRouteDeps {
  payments: PaymentsService;
  cards: CardsAndDisputesService;
  money: SpecialistMoneyService;
  /** Present only when the test provider runs: its simulated 3-D Secure page. */
  testProvider: TestPaymentProvider | null;
  appUrl: string;
}

export const paymentsRoutes = ({ payments, cards, money, testProvider, appUrl }: PaymentsRouteDeps): RouteDefinition[] => {
  const routes: RouteDefinition[] = [
    defineRoute({
      method: 'get',
      path: '/payments/options',
      summary: 'How a booking of mine can be paid',
      description:
        'For the booking’s customer (others: 404): whether the specialist takes money online, the deposit (their `depositPercent` of the price) and what is left to pay. ' +
        '`points.balance` is the ledger’s balance: points held by an unfinished payment are not in it. `maxForDeposit`/`maxForFull` are what POST /payments/create-intent accepts: ' +
        'at most 20 % of the amount, within the balance plus the points of this booking’s own unfinished payment (starting again cancels it and gives them back first); points held for other bookings are never offered. ' +
        'The points are taken under a lock on the customer’s ledger, so two payments at once cannot spend the same points. ' +
        PROVIDER_NOTE,
      tags: TAGS,
      policy: customersOnly,
      request: { query: BookingIdQuerySchema },
      response: PaymentOptionsEnvelopeSchema,
      errors: [404],
      handler: async ({ input, actor }) => {
        const o = await payments.options(actor!, input.query.bookingId);
        return {
          options: {
            bookingId: o.bookingId,
            provider: o.provider,
            acceptOnlinePayments: o.acceptOnlinePayments,
            requireDeposit: o.requireDeposit,
            depositPercent: o.depositPercent,
            price: toMajorUnits(o.priceMinor),
            amountPaid: toMajorUnits(o.amountPaidMinor),
            depositAmount: o.depositMinor === null ? null : toMajorUnits(o.depositMinor),
            remainingAmount: toMajorUnits(o.remainingMinor),
            currency: 'UAH' as const,
            paymentStatus: o.paymentStatus,
            payable: o.payable,
            points: o.points,
          },
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/payments/create-intent',
      summary: 'Start paying a booking (deposit or full)',
      description:
        'The amount is computed here from the booking: DEPOSIT = the specialist’s `depositPercent` of the price (only while nothing is paid), FULL = what is left. ' +
        'Any amount sent is ignored. Asking again while an unconfirmed (PENDING) intent of the same type, amount and points is open returns that intent; any other unfinished one (including one awaiting 3-D Secure) is cancelled and its points come back. ' +
        'Only the booking’s customer (others: 404). Errors: `ALREADY_PAID` (409), `BOOKING_NOT_PAYABLE` (409: cancelled, no-show, not in hryvnia), ' +
        '`ONLINE_PAYMENTS_OFF` (422: the specialist takes payment at the visit), `PAYMENTS_UNAVAILABLE` (503). ' +
        PROVIDER_NOTE,
      tags: TAGS,
      policy: customersOnly,
      request: { body: CreateIntentInputSchema },
      response: PaymentIntentEnvelopeSchema,
      successStatus: 201,
      errors: [404, 409, 422, 503],
      handler: async ({ input, actor }) => ({ paymentIntent: presentIntent(await payments.createIntent(actor!, input.body)) }),
    }),
    defineRoute({
      method: 'post',
      path: '/payments/confirm-intent',
      summary: 'Pay: confirm an intent with a card',
      description:
        '`paymentMethodId`: a provider payment method (pm_…; in test mode pm_card_visa, pm_card_chargeDeclined, pm_card_authenticationRequired) or the id of one of my saved cards. ' +
        'The payment’s row is locked while the provider answers: confirming twice, or twice at once, charges once (the second answer is the settled payment). ' +
        'A declined card → 402 `CARD_DECLINED` with `error.reason` (one of DECLINE_REASONS: insufficient_funds, expired_card, incorrect_cvc, …, generic — the provider’s decline code mapped to ours) and a message in the caller’s language (Accept-Language), never the provider’s text; ' +
        'nothing is charged and the payment is FAILED (start again or POST /payments/{id}/retry). Test mode also declines Stripe’s test cards pm_card_visa_chargeDeclinedInsufficientFunds, …ExpiredCard, …IncorrectCvc, …ProcessingError with their reasons. ' +
        'REQUIRES_ACTION (`nextAction: authenticate`): the card needs 3-D Secure — with Stripe, `stripe.handleNextAction({ clientSecret })` and then this call again; ' +
        'in test mode, POST /payments/test/intents/{id}/authenticate.',
      tags: TAGS,
      policy: customersOnly,
      request: { body: ConfirmIntentInputSchema },
      response: PaymentEnvelopeSchema,
      errors: [402, 404, 409, 503],
      handler: async ({ input, actor }) => ({ payment: presentPayment(await payments.confirmIntent(actor!, input.body), actor!) }),
    }),
    defineRoute({
      method: 'post',
      path: '/payments/process-deposit',
      summary: 'Pay the deposit in one call',
      description: 'POST /payments/create-intent (DEPOSIT) and /payments/confirm-intent in one request; same rules and errors.',
      tags: TAGS,
      policy: customersOnly,
      request: { body: ProcessPaymentInputSchema },
      response: PaymentEnvelopeSchema,
      errors: [402, 404, 409, 422, 503],
      handler: async ({ input, actor }) => ({ payment: presentPayment(await payments.process(actor!, input.body.bookingId, 'DEPOSIT', input.body.paymentMethodId), actor!) }),
    }),
    defineRoute({
      method: 'post',
      path: '/payments/process-full-payment',
      summary: 'Pay what is left in one call',
      description: 'POST /payments/create-intent (FULL) and /payments/confirm-intent in one request; same rules and errors.',
      tags: TAGS,
      policy: customersOnly,
      request: { body: ProcessPaymentInputSchema },
      response: PaymentEnvelopeSchema,
      errors: [402, 404, 409, 422, 503],
      handler: async ({ input, actor }) => ({ payment: presentPayment(await payments.process(actor!, input.body.bookingId, 'FULL', input.body.paymentMethodId), actor!) }),
    }),
    defineRoute({
      method: 'post',
      path: '/payments/validate-amount',
      summary: 'Is this the amount the server will charge?',
      description: 'Compares `amount` with what create-intent would charge for the booking and type. Only the booking’s customer (others: 404).',
      tags: TAGS,
      policy: customersOnly,
      request: { body: ValidateAmountInputSchema },
      response: ValidateAmountResultSchema,
      errors: [404, 409],
      handler: async ({ input, actor }) => {
        const r = await payments.validateAmount(actor!, { bookingId: input.body.bookingId, type: input.body.type, amountMinor: toMinorUnits(input.body.amount) });
        return { valid: r.valid, expectedAmount: toMajorUnits(r.expectedMinor), currency: 'UAH' as const };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/payments/webhook',
      summary: 'Stripe webhook',
      description:
        'For Stripe only: the signature (`Stripe-Signature`) is checked over the raw body with STRIPE_WEBHOOK_SECRET; missing or wrong → 400 `INVALID_SIGNATURE`. ' +
        'Each event is stored once by its id in the same transaction as its effect: a replay answers `duplicate: true` and changes nothing; ' +
        'out-of-order events never move settled money backwards. Handled: payment_intent.succeeded / payment_failed / requires_action / canceled, charge.refunded, charge.dispute.*.',
      tags: TAGS,
      policy: publicAccess,
      response: WebhookResultSchema,
      errors: [400],
      handler: async ({ req }) => {
        const provider = payments.requireProvider();
        const raw = (req as { rawBody?: Buffer }).rawBody;
        let event;
        try {
          event = provider.parseWebhook(raw ?? Buffer.alloc(0), req.get('stripe-signature'));
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw new AppError('INVALID_SIGNATURE', 'The webhook signature is missing or invalid');
          throw error;
        }
        const applied = await payments.applyEvent(event);
        return { received: true as const, duplicate: !applied };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/payments/history',
      summary: 'My payments',
      description:
        'A customer’s own payments; a specialist’s are the payments of their bookings (with the customer’s name, never card details); an admin sees all. ' +
        'Newest first; filters `status`, `from`/`to` (days, Kyiv time), `bookingId`; paged (default 20).',
      tags: TAGS,
      policy: signedIn,
      request: { query: PaymentHistoryQuerySchema },
      response: PaymentPageSchema,
      handler: async ({ input, actor }) => {
        const { rows, ...page } = await payments.history(actor!, input.query);
        return { payments: rows.map((r) => presentPayment(r, actor!)), ...page };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/payments/stats',
      summary: 'Totals of my payments',
      description: 'Over the payments GET /payments/history shows me: count and amount by status, paid and refunded totals, and by month (Kyiv time).',
      tags: TAGS,
      policy: signedIn,
      response: PaymentStatsSchema,
      handler: async ({ actor }) => {
        const rows = await payments.stats(actor!);
        const byStatus = Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, { count: 0, amount: 0 }])) as Record<PaymentStatus, { count: number; amount: number }>;
        const months = new Map<string, { paid: number; refunded: number; count: number }>();
        const monthOf = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit' });
        let paid = 0;
        let refunded = 0;
        for (const r of rows) {
          byStatus[r.status].count += 1;
          byStatus[r.status].amount += r.amountMinor;
          if (r.paidAt) {
            paid += r.amountMinor;
            refunded += r.refundedMinor;
            const month = monthOf.format(r.paidAt).slice(0, 7);
            const m = months.get(month) ?? { paid: 0, refunded: 0, count: 0 };
            m.paid += r.amountMinor;
            m.refunded += r.refundedMinor;
            m.count += 1;
            months.set(month, m);
          }
        }
        for (const s of PAYMENT_STATUSES) byStatus[s].amount = toMajorUnits(byStatus[s].amount);
        return {
          currency: 'UAH' as const,
          totalPaid: toMajorUnits(paid),
          totalRefunded: toMajorUnits(refunded),
          count: rows.length,
          byStatus,
          byMonth: [...months.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, m]) => ({ month, paid: toMajorUnits(m.paid), refunded: toMajorUnits(m.refunded), count: m.count })),
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/payments/disputes',
      summary: 'Disputes (chargebacks) of my payments',
      description: 'Opened by the card’s bank through the provider. A specialist sees disputes on their bookings’ payments, a customer on theirs, an admin all.',
      tags: TAGS,
      policy: signedIn,
      response: DisputeListSchema,
      handler: async ({ actor }) => ({ disputes: await cards.disputes(actor!) }),
    }),
    defineRoute({
      method: 'post',
      path: '/payments/disputes/:id/evidence',
      summary: 'Answer a dispute with evidence',
      description:
        'multipart/form-data: `text` (10–5000 characters) and an optional `file` (PDF, JPEG, PNG or WebP, up to 5 MB; kept private, never served). ' +
        'The specialist of the payment or an admin, once, while the dispute needs a response (else 409).' + MULTIPART_ERRORS_NOTE,
      tags: TAGS,
      policy: hasRole('SPECIALIST', 'ADMIN'),
      resource: { kind: 'dispute', ownedBy: { sides: ['specialist'], admin: true, others: 404 } },
      bodyParser: evidenceUpload,
      multipartFile: 'file',
      request: { params: DisputeIdParamsSchema, body: DisputeEvidenceInputSchema },
      response: DisputeEnvelopeSchema,
      errors: [404, 409, 413],
      handler: async ({ input, actor, req }) => ({ dispute: await cards.submitEvidence(actor!, input.params.id, input.body.text, uploadedFile(req.files, 'file')?.buffer ?? null) }),
    }),
    defineRoute({
      method: 'get',
      path: '/payments/methods',
      summary: 'My saved cards',
      description: 'Brand, last four digits and expiry (the provider keeps the card itself); the default first.',
      tags: TAGS,
      policy: customersOnly,
      response: PaymentMethodListSchema,
      handler: async ({ actor }) => ({ paymentMethods: await cards.list(actor!) }),
    }),
    defineRoute({
      method: 'post',
      path: '/payments/methods/setup-intent',
      summary: 'Start saving a card (Stripe SetupIntent)',
      description: 'Stripe: confirm it with `stripe.confirmCardSetup(clientSecret)`, then POST /payments/methods with the payment method it returns. In test mode not needed: post a pm_card_… id directly.',
      tags: TAGS,
      policy: customersOnly,
      response: SetupIntentSchema,
      successStatus: 201,
      errors: [503],
      handler: async ({ actor }) => ({ setupIntent: await cards.setupIntent(actor!) }),
    }),
    defineRoute({
      method: 'post',
      path: '/payments/methods',
      summary: 'Save a card',
      description: 'Attaches the payment method to my customer at the provider. The first card becomes the default; at most 10 cards. Saving the same card again returns it.',
      tags: TAGS,
      policy: customersOnly,
      request: { body: AddPaymentMethodInputSchema },
      response: PaymentMethodEnvelopeSchema,
      successStatus: 201,
      errors: [422, 503],
      handler: async ({ input, actor }) => ({ paymentMethod: await cards.add(actor!, input.body.paymentMethodId) }),
    }),
    defineRoute({
      method: 'delete',
      path: '/payments/methods/:id',
      summary: 'Remove a saved card',
      description: 'Detaches it at the provider. When it was the default, the newest remaining card becomes the default. Someone else’s card: 404.',
      tags: TAGS,
      policy: customersOnly,
      resource: CARD_OWNER,
      request: { params: PaymentMethodIdParamsSchema },
      response: z.object({ deleted: z.literal(true) }),
      errors: [404, 503],
      handler: async ({ input, actor }) => cards.remove(actor!, input.params.id),
    }),
    defineRoute({
      method: 'put',
      path: '/payments/methods/:id/default',
      summary: 'Make a saved card the default',
      tags: TAGS,
      policy: customersOnly,
      resource: CARD_OWNER,
      request: { params: PaymentMethodIdParamsSchema },
      response: PaymentMethodEnvelopeSchema,
      errors: [404],
      handler: async ({ input, actor }) => ({ paymentMethod: await cards.setDefault(actor!, input.params.id) }),
    }),
    defineRoute({
      method: 'get',
      path: '/payments/refund-eligibility/:id',
      summary: 'What a refund of this payment would give now',
      description:
        'Customer: by the cancellation rules — before the free-cancellation deadline everything (`full_refund`), after it the deposit part is kept (`deposit_kept`); ' +
        'after the visit nothing (`visit_happened`). Specialist and admin: what is left of the payment.',
      tags: TAGS,
      policy: signedIn,
      resource: PAYMENT_PARTIES,
      request: { params: PaymentIdParamsSchema },
      response: RefundEligibilitySchema,
      errors: [404],
      handler: async ({ input, actor }) => {
        const r = await payments.eligibility(actor!, input.params.id);
        return { eligible: r.eligible, amount: toMajorUnits(r.amountMinor), currency: 'UAH' as const, reason: r.reason };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/payments/refund',
      summary: 'Refund a payment',
      description:
        'Specialist of the booking or an admin: any amount up to what is left (default all). Customer: only what the cancellation rules still owe on a cancelled booking ' +
        '(cancelling refunds automatically; this is for what failed then). Never more than was paid: `REFUND_NOT_ALLOWED` (422). Others: 404.',
      tags: TAGS,
      policy: signedIn,
      request: { body: RefundInputSchema },
      response: RefundEnvelopeSchema,
      errors: [404, 422, 503],
      handler: async ({ input, actor }) => {
        const r = await payments.refund(actor!, { paymentId: input.body.paymentId, reason: input.body.reason, ...(input.body.amount !== undefined ? { amountMinor: toMinorUnits(input.body.amount) } : {}) });
        return { refund: { id: r.id, paymentId: r.paymentId, amount: toMajorUnits(r.amountMinor), currency: 'UAH' as const, status: r.status as 'PENDING' | 'SUCCEEDED' | 'FAILED', reason: r.reason, createdAt: r.createdAt.toISOString() } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/payments/:id',
      summary: 'One payment',
      tags: TAGS,
      policy: signedIn,
      resource: PAYMENT_PARTIES,
      request: { params: PaymentIdParamsSchema },
      response: PaymentEnvelopeSchema,
      errors: [404],
      handler: async ({ input, actor }) => ({ payment: presentPayment(await payments.loadVisible(actor!, input.params.id), actor!) }),
    }),
    defineRoute({
      method: 'post',
      path: '/payments/:id/cancel',
      summary: 'Cancel an unfinished payment',
      description:
        'A PENDING or REQUIRES_ACTION (awaiting 3-D Secure) payment of mine: the provider’s intent is cancelled, the payment becomes CANCELLED and the loyalty points it held come back at once (one transaction). ' +
        'Answers the payment like GET /payments/{id}. Cancelling again answers the cancelled payment. Already charged → 409 `ALREADY_PAID` (cancel the booking for a refund); failed → 409 `INVALID_TRANSITION`. ' +
        `Starting another payment of the booking cancels an unfinished one the same way, and one left unfinished is cancelled by itself after ${UNFINISHED_PAYMENT_TTL_MINUTES} minutes. ` +
        'Should the provider still report the charge later (the bank took the money), the payment becomes SUCCEEDED with the money charged and, its points having come back, without their discount: the booking owes the rest.',
      tags: TAGS,
      policy: customersOnly,
      resource: { kind: 'payment', ownedBy: { sides: ['customer'], admin: false, others: 404 } },
      request: { params: PaymentIdParamsSchema },
      response: PaymentEnvelopeSchema,
      errors: [404, 409, 503],
      handler: async ({ input, actor }) => ({ payment: presentPayment(await payments.cancelPayment(actor!, input.params.id), actor!) }),
    }),
    defineRoute({
      method: 'post',
      path: '/payments/:id/retry',
      summary: 'Try a failed payment again',
      description: 'A FAILED or CANCELLED payment of mine → a new intent for the same booking and type (the amount recomputed). Anything else: 409.',
      tags: TAGS,
      policy: customersOnly,
      resource: { kind: 'payment', ownedBy: { sides: ['customer'], admin: false, others: 404 } },
      request: { params: PaymentIdParamsSchema },
      response: PaymentIntentEnvelopeSchema,
      successStatus: 201,
      errors: [404, 409, 422, 503],
      handler: async ({ input, actor }) => ({ paymentIntent: presentIntent(await payments.retry(actor!, input.params.id)) }),
    }),
    defineRoute({
      method: 'get',
      path: '/payments/:id/invoice',
      summary: 'The invoice of a payment',
      description: 'What the customer paid (the platform commission is not part of it), in the caller’s language. Only for payments that took money (else 409).',
      tags: TAGS,
      policy: signedIn,
      resource: PAYMENT_PARTIES,
      request: { params: PaymentIdParamsSchema, query: InvoiceDownloadQuerySchema },
      response: InvoiceEnvelopeSchema,
      errors: [404, 409],
      handler: async ({ input, actor, req }) => {
        const row = await payments.loadVisible(actor!, input.params.id);
        if (!row.paidAt) throw new AppError('CONFLICT', 'There is no invoice for a payment that took no money');
        return { invoice: presentInvoice(row, actor!, input.query.lang ?? requestLanguage(req), appUrl) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/payments/:id/invoice/download',
      summary: 'Download the invoice as a PDF',
      description: 'application/pdf, A4, in `lang` (default: the caller’s language), Cyrillic text embedded; the same data as GET /payments/{id}/invoice.',
      tags: TAGS,
      policy: signedIn,
      resource: PAYMENT_PARTIES,
      request: { params: PaymentIdParamsSchema, query: InvoiceDownloadQuerySchema },
      response: FileResponse,
      produces: { 'application/pdf': 'The invoice' },
      errors: [404, 409],
      handler: async ({ input, actor, req }) => {
        const row = await payments.loadVisible(actor!, input.params.id);
        if (!row.paidAt) throw new AppError('CONFLICT', 'There is no invoice for a payment that took no money');
        const invoice = presentInvoice(row, actor!, input.query.lang ?? requestLanguage(req), appUrl);
        return new FileResult('application/pdf', `invoice-${invoice.number}.pdf`, await renderInvoicePdf(invoice));
      },
    }),

    // ----- Specialist money -----
    defineRoute({
      method: 'get',
      path: '/specialists/payment-settings',
      summary: 'How I take payments',
      description: 'Online payments, deposit and payout details (the IBAN shown masked), the platform commission and the running provider.',
      tags: MONEY_TAGS,
      policy: specialistsOnly,
      response: PaymentSettingsEnvelopeSchema,
      errors: [422],
      handler: async ({ actor }) => ({ paymentSettings: await money.settings(actor!) }),
    }),
    defineRoute({
      method: 'post',
      path: '/specialists/payment-settings',
      summary: 'Change how I take payments',
      description:
        'Partial: only the fields sent change. `depositPercent` 10–100 (default 30). `payoutIban`: a Ukrainian IBAN (UA + 27 characters, checksum verified; spaces allowed; `null` removes it). ' +
        'Accepting online payments needs payout details; requiring a deposit needs online payments (422).',
      tags: MONEY_TAGS,
      policy: specialistsOnly,
      request: { body: PaymentSettingsInputSchema },
      response: PaymentSettingsEnvelopeSchema,
      errors: [422],
      handler: async ({ input, actor }) => ({ paymentSettings: await money.updateSettings(actor!, input.body) }),
    }),
    defineRoute({
      method: 'post',
      path: '/specialists/payment-settings/setup',
      summary: 'Set up online payments in one step',
      description: 'Saves the payout details (and optionally the deposit) and switches online payments on.',
      tags: MONEY_TAGS,
      policy: specialistsOnly,
      request: { body: PaymentSettingsSetupInputSchema },
      response: PaymentSettingsEnvelopeSchema,
      errors: [422],
      handler: async ({ input, actor }) => ({ paymentSettings: await money.updateSettings(actor!, { ...input.body, acceptOnlinePayments: true }) }),
    }),
    defineRoute({
      method: 'get',
      path: '/specialists/earnings',
      summary: 'What I earned',
      description:
        'My income BY VISIT DATE for the calendar `period` that holds now, in my time zone — the definition GET /specialists/analytics and GET /bookings/stats share ' +
        '(modules/payments/specialist-income): gross = COMPLETED visits’ prices less loyalty points and refunds (paid online and at the visit) + money kept of CANCELLED and ' +
        'NO_SHOW visits; commission on the online payments at each one’s recorded rate; net = gross − commission; refunds of those visits (already off gross); by month of ' +
        'the visit; what is waiting to be paid out and what was paid out (all time, online money of completed visits).',
      tags: MONEY_TAGS,
      policy: specialistsOnly,
      request: { query: EarningsQuerySchema },
      response: EarningsSchema,
      errors: [422],
      handler: async ({ input, actor }) => money.earnings(actor!, input.query.period),
    }),
    defineRoute({
      method: 'get',
      path: '/specialists/payouts',
      summary: 'Payouts ledger',
      description: 'A specialist: their payouts and `available` (net of completed visits not yet requested). An admin: everyone’s (filters `status`, `specialistId`).',
      tags: MONEY_TAGS,
      policy: hasRole('SPECIALIST', 'ADMIN'),
      request: { query: PayoutListQuerySchema },
      response: PayoutListSchema,
      errors: [422],
      handler: async ({ input, actor }) => money.payouts(actor!, input.query),
    }),
    defineRoute({
      method: 'post',
      path: '/specialists/payouts',
      summary: 'Ask for a payout',
      description: 'Everything available, to the IBAN on file. `NOTHING_TO_PAY_OUT` (422) when nothing is available; no payout details → 422.',
      tags: MONEY_TAGS,
      policy: specialistsOnly,
      response: PayoutEnvelopeSchema,
      successStatus: 201,
      errors: [422],
      handler: async ({ actor }) => ({ payout: await money.requestPayout(actor!) }),
    }),
    defineRoute({
      method: 'post',
      path: '/specialists/payouts/:id/mark-paid',
      summary: 'Mark a payout as paid (admin)',
      description: 'After the bank transfer, with its reference. Already paid: 409.',
      tags: MONEY_TAGS,
      policy: adminsOnly,
      resource: { kind: 'payout' },
      request: { params: PayoutIdParamsSchema, body: MarkPayoutPaidInputSchema },
      response: PayoutEnvelopeSchema,
      errors: [404, 409],
      handler: async ({ input, actor }) => ({ payout: await money.markPaid(actor!, input.params.id, input.body.reference) }),
    }),
  ];

  if (testProvider) {
    const provider = testProvider;
    routes.push(
      defineRoute({
        method: 'post',
        path: '/payments/test/intents/:id/authenticate',
        summary: 'Test mode: the simulated 3-D Secure page',
        description:
          'Only while the built-in test provider runs (absent with Stripe). `approve` charges the card of an intent in REQUIRES_ACTION; `fail` leaves it unpaid (402 CARD_DECLINED). Only the payment’s customer (others: 404).',
        tags: TAGS,
        policy: customersOnly,
        resource: { kind: 'paymentIntent', ownedBy: { sides: ['customer'], admin: false, others: 404 } },
        request: { params: TestIntentParamsSchema, body: TestAuthenticateInputSchema },
        response: PaymentEnvelopeSchema,
        errors: [402, 404],
        handler: async ({ input, actor }) => ({
          payment: presentPayment(await payments.testAuthenticate(actor!, input.params.id, input.body.outcome, (id, outcome) => provider.authenticate(id, outcome)), actor!),
        }),
      }),
    );
  }
  return routes;
};
