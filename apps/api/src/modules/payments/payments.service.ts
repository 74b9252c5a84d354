import { createUnfinishedPayments } from './unfinished-payments.service.js';
import { createPaymentIntents } from './payment-intents.service.js';
import { createPaymentOptions } from './payment-options.service.js';
import { createPaymentQueries } from './payment-queries.service.js';
import { createPaymentRefunds } from './payment-refunds.service.js';
import type { PaymentsContext } from './payments.ports.js';
import { createProviderEvents } from './provider-events.service.js';

export type { PaymentLoyalty, PaymentsContext } from './payments.ports.js';

/**
 * The payments service: one object over the module's use cases, each in its own file —
 * provider-events.service.ts (what the provider reports, a handler per event type), payment-intents.service.ts
 * (paying), payment-refunds.service.ts (refunds, the cancellation settlement and the sweep),
 * payment-queries.service.ts (read models), unfinished-payments.service.ts (unfinished payments), payment-options.service.ts.
 */
export function createPaymentsService(ctx: PaymentsContext) {
  const events = createProviderEvents(ctx);
  const queries = createPaymentQueries(ctx.repo);
  const intents = createPaymentIntents(ctx, events, queries);
  const refunds = createPaymentRefunds(ctx, events, intents, queries);
  const unfinished = createUnfinishedPayments({ repo: ctx.repo, logger: ctx.logger, loadVisible: queries.loadVisible, cancelOpen: intents.cancelOpen });
  const offers = createPaymentOptions({ repo: ctx.repo, gateway: ctx.gateway, loyalty: ctx.loyalty, payableBooking: queries.payableBooking });

  return {
    providerName: ctx.gateway.providerName,
    commissionPercent: ctx.commissionPercent,
    applyEvent: events.applyEvent,
    receiveWebhook: events.receiveWebhook,
    ...queries,
    ...intents,
    ...refunds,
    ...unfinished,
    ...offers,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
