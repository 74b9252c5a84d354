import {
  EarningsQuerySchema,
  EarningsSchema,
  MarkPayoutPaidInputSchema,
  PaymentSettingsEnvelopeSchema,
  PaymentSettingsInputSchema,
  PaymentSettingsSetupInputSchema,
  PayoutEnvelopeSchema,
  PayoutIdParamsSchema,
  PayoutListQuerySchema,
  PayoutListSchema,
} from '@vizyt/contracts';
import { adminsOnly, hasRole } from '../../http/policies.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import type { SpecialistMoneyService } from './specialist-money.service.js';

const MONEY_TAGS = ['Specialist money'];
const specialistsOnly = { ...hasRole('SPECIALIST'), name: 'specialistsOnly' };

/** The specialist's money: how they take payments, what they earned, payouts. */
export const specialistMoneyRoutes = (money: SpecialistMoneyService): RouteDefinition[] => [
    defineRoute({
      method: 'get',
      path: '/specialists/payment-settings',
      summary: 'How I take payments',
      description: 'Online payments, deposit and payout details (the IBAN shown masked), the platform commission and the running provider.',
      tags: MONEY_TAGS,
      policy: specialistsOnly,
      response: PaymentSettingsEnvelopeSchema,
      errors: [422],
      handler: async ({ actor }) => ({ paymentSettings: await money.settings(actor) }),
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
      handler: async ({ input, actor }) => ({ paymentSettings: await money.updateSettings(actor, input.body) }),
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
      handler: async ({ input, actor }) => ({ paymentSettings: await money.updateSettings(actor, { ...input.body, acceptOnlinePayments: true }) }),
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
      handler: async ({ input, actor }) => money.earnings(actor, input.query.period),
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
      handler: async ({ input, actor }) => money.payouts(actor, input.query),
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
      handler: async ({ actor }) => ({ payout: await money.requestPayout(actor) }),
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
      handler: async ({ input, actor }) => ({ payout: await money.markPaid(actor, input.params.id, input.body.reference) }),
    }),
];
