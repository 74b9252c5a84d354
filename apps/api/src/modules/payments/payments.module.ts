import type { Db } from '../../lib/db.js';
import type { Logger } from '../../lib/logger.js';
import type { NotificationOutbox } from '../notifications/notifications.ports.js';
import { createCardsAndDisputesService } from './cards-and-disputes.service.js';
import { createPaymentGateway } from './payment-gateway.js';
import type { PaymentLoyalty } from './payments.ports.js';
import { createPaymentsRepository } from './payments.repository.js';
import { paymentsRoutes, type PaymentsRouteDeps } from './payments.router.js';
import { createPaymentsService } from './payments.service.js';
import type { PaymentProvider } from './provider.js';
import { cardsRoutes } from './cards.router.js';
import { disputesRoutes } from './disputes.router.js';
import { createSpecialistIncomeRepository } from './specialist-income.repository.js';
import { createSpecialistIncome } from './specialist-income.service.js';
import { specialistMoneyRoutes } from './specialist-money.router.js';
import { createSpecialistMoneyService } from './specialist-money.service.js';
import { createStripeProvider, type StripeProviderOptions } from './stripe-provider.js';
import { createTestProvider } from './test-provider.js';

export interface PaymentsModuleDeps {
  db: Db;
  /** Stripe's keys (STRIPE_*): with them the module talks to Stripe. */
  stripe: Omit<StripeProviderOptions, 'maxNetworkRetries'> | null;
  /** Without Stripe: the built-in test provider (true), or online payments off (false: production). */
  testProviderAllowed: boolean;
  /** The platform's commission now (the admin's settings, else PLATFORM_COMMISSION_PERCENT). */
  commissionPercent: () => Promise<number>;
  /** The admin's `payments` switch: off → no new online payment (503); refunds still work. */
  onlinePaymentsOn?: () => Promise<boolean>;
  logger: Logger;
  loyalty?: PaymentLoyalty;
  notifications?: NotificationOutbox;
  /** Where dispute evidence is kept (never served). */
  privateDir: string;
}

/** The payments module, wired: its repository, the provider's gateway and the services over them. */
export function createPaymentsModule(deps: PaymentsModuleDeps) {
  const repo = createPaymentsRepository(deps.db);
  // Stripe with a key; without one the test provider, except in production (off). The test
  // provider delivers what it emits to the service below, after the call that caused it.
  const testProvider = !deps.stripe && deps.testProviderAllowed ? createTestProvider(repo, (event) => payments.applyEvent(event), deps.logger) : null;
  const provider: PaymentProvider | null = deps.stripe ? createStripeProvider(deps.stripe) : testProvider;
  const gateway = createPaymentGateway({ repo, provider, logger: deps.logger, ...(deps.onlinePaymentsOn ? { onlinePaymentsOn: deps.onlinePaymentsOn } : {}) });
  const payments = createPaymentsService({
    repo,
    gateway,
    logger: deps.logger,
    commissionPercent: deps.commissionPercent,
    ...(deps.loyalty ? { loyalty: deps.loyalty } : {}),
    ...(deps.notifications ? { notifications: deps.notifications } : {}),
  });
  const income = specialistIncomeOf(deps.db);
  return {
    payments,
    cards: createCardsAndDisputesService({ repo, gateway, privateDir: deps.privateDir }),
    money: createSpecialistMoneyService({ repo, income, providerName: gateway.providerName, commissionPercent: deps.commissionPercent }),
    testProvider,
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;

/** The specialist's income over the database (bookings' stats and analytics share it; specialist-income.service.ts). */
export const specialistIncomeOf = (db: Db) => createSpecialistIncome(createSpecialistIncomeRepository(db));

/**
 * Every payments route, one router per resource. Cards and disputes come before the payments
 * router: its /payments/:id would otherwise take /payments/methods and /payments/disputes.
 */
export const paymentsModuleRoutes = (deps: PaymentsRouteDeps) => [
  ...cardsRoutes(deps.cards),
  ...disputesRoutes(deps.cards),
  ...paymentsRoutes(deps),
  ...specialistMoneyRoutes(deps.money),
];
