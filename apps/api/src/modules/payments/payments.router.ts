import {
  BookingIdQuerySchema,
  ConfirmIntentInputSchema,
  CreateIntentInputSchema,
  InvoiceDownloadQuerySchema,
  InvoiceEnvelopeSchema,
  PaymentEnvelopeSchema,
  PaymentHistoryQuerySchema,
  PaymentIdParamsSchema,
  PaymentIntentEnvelopeSchema,
  PaymentOptionsEnvelopeSchema,
  PaymentPageSchema,
  PaymentStatsSchema,
  ProcessPaymentInputSchema,
  RefundEligibilitySchema,
  RefundEnvelopeSchema,
  RefundInputSchema,
  TestAuthenticateInputSchema,
  TestIntentParamsSchema,
  UNFINISHED_PAYMENT_TTL_MINUTES,
  ValidateAmountInputSchema,
  ValidateAmountResultSchema,
  WebhookResultSchema,
  toMajorUnits,
  toMinorUnits,
} from '@vizyt/contracts';
import { requestLanguage } from '../../http/language.js';
import { publicAccess, signedIn } from '../../http/policies.js';
import { defineRoute, FileResponse, FileResult, type ResourceDeclaration, type RouteDefinition } from '../../http/route.js';
import { customersOnly } from '../bookings/bookings.policy.js';
import type { CardsAndDisputesService } from './cards-and-disputes.service.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { presentIntent, presentInvoice, presentOptions, presentPayment, presentRefund } from './payments.presenter.js';
import type { PaymentsService } from './payments.service.js';
import type { SpecialistMoneyService } from './specialist-money.service.js';
import type { TestPaymentProvider } from './test-provider.js';

const TAGS = ['Payments'];

/** A payment is its customer's and its specialist's (and any admin's); strangers get 404. */
const PAYMENT_PARTIES: ResourceDeclaration = { kind: 'payment', ownedBy: { sides: ['customer', 'specialist'], admin: true, others: 404 } };

export const PROVIDER_NOTE =
  'Runs against Stripe when STRIPE_SECRET_KEY is set, else the built-in test provider (GET /health `payments`); in production without a key online payments are off (503 PAYMENTS_UNAVAILABLE).';

export interface PaymentsRouteDeps {
  payments: PaymentsService;
  cards: CardsAndDisputesService;
  money: SpecialistMoneyService;
  /** Present only when the test provider runs: its simulated 3-D Secure page. */
  testProvider: TestPaymentProvider | null;
  appUrl: string;
}

/** Payments: paying a booking, the provider's webhook, history and totals, refunds, invoices. */
export const paymentsRoutes = ({ payments, testProvider, appUrl }: Pick<PaymentsRouteDeps, 'payments' | 'testProvider' | 'appUrl'>): RouteDefinition[] => {
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
      handler: async ({ input, actor }) => ({ options: presentOptions(await payments.options(actor, input.query.bookingId)) }),
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
      handler: async ({ input, actor }) => ({ paymentIntent: presentIntent(await payments.createIntent(actor, input.body)) }),
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
      handler: async ({ input, actor }) => ({ payment: presentPayment(await payments.confirmIntent(actor, input.body), actor) }),
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
      handler: async ({ input, actor }) => ({ payment: presentPayment(await payments.process(actor, input.body.bookingId, 'DEPOSIT', input.body.paymentMethodId), actor) }),
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
      handler: async ({ input, actor }) => ({ payment: presentPayment(await payments.process(actor, input.body.bookingId, 'FULL', input.body.paymentMethodId), actor) }),
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
        const r = await payments.validateAmount(actor, { bookingId: input.body.bookingId, type: input.body.type, amountMinor: toMinorUnits(input.body.amount) });
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
        const applied = await payments.receiveWebhook((req as { rawBody?: Buffer }).rawBody ?? Buffer.alloc(0), req.get('stripe-signature'));
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
        const { rows, ...page } = await payments.history(actor, input.query);
        return { payments: rows.map((r) => presentPayment(r, actor)), ...page };
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
      handler: async ({ actor }) => payments.stats(actor),
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
        const r = await payments.eligibility(actor, input.params.id);
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
        const r = await payments.refund(actor, { paymentId: input.body.paymentId, reason: input.body.reason, ...(input.body.amount !== undefined ? { amountMinor: toMinorUnits(input.body.amount) } : {}) });
        return { refund: presentRefund(r) };
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
      handler: async ({ input, actor }) => ({ payment: presentPayment(await payments.loadVisible(actor, input.params.id), actor) }),
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
      handler: async ({ input, actor }) => ({ payment: presentPayment(await payments.cancelPayment(actor, input.params.id), actor) }),
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
      handler: async ({ input, actor }) => ({ paymentIntent: presentIntent(await payments.retry(actor, input.params.id)) }),
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
        const row = await payments.invoiced(actor, input.params.id);
        return { invoice: presentInvoice(row, actor, input.query.lang ?? requestLanguage(req), appUrl) };
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
        const row = await payments.invoiced(actor, input.params.id);
        const invoice = presentInvoice(row, actor, input.query.lang ?? requestLanguage(req), appUrl);
        return new FileResult('application/pdf', `invoice-${invoice.number}.pdf`, await renderInvoicePdf(invoice));
      },
    }),

    // ----- Specialist money -----
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
          payment: presentPayment(await payments.testAuthenticate(actor, input.params.id, input.body.outcome, (id, outcome) => provider.authenticate(id, outcome)), actor),
        }),
      }),
    );
  }
  return routes;
};

