import type { PaymentProviderName } from '@vizyt/contracts';
import { AppError, ValidationError } from '../../http/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { PaymentsRepository } from './payments.repository.js';
import { ProviderCardError, ProviderUnavailableError, type PaymentProvider } from './provider.js';

export const unknownMethod = () => ValidationError([{ path: 'body.paymentMethodId', message: 'unknownPaymentMethod', code: 'custom' }], 'Unknown payment method');

export interface PaymentGatewayDeps {
  repo: PaymentsRepository;
  /** null: online payments are off (production without a Stripe key). */
  provider: PaymentProvider | null;
  /** The admin's `payments` switch: off → no new online payment (503); refunds still work. */
  onlinePaymentsOn?: () => Promise<boolean>;
  logger: Logger;
}

/**
 * The way to the provider (the port in provider.ts) for every payments service: whether there
 * is one and may take money now, its outages as 503, and our users as its customers.
 */
export function createPaymentGateway({ repo, provider, onlinePaymentsOn, logger }: PaymentGatewayDeps) {
  const providerName: PaymentProviderName = provider?.name ?? 'disabled';

  function requireProvider(): PaymentProvider {
    if (!provider) throw new AppError('PAYMENTS_UNAVAILABLE', 'Online payments are not available on this server');
    return provider;
  }

  /** Provider outages become 503 in the envelope; declines and unknown cards are the caller's. */
  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        logger.warn({ err: error }, 'payment provider unavailable');
        throw new AppError('PAYMENTS_UNAVAILABLE', 'The payment service is not answering. Nothing was charged; please try again in a minute');
      }
      if (error instanceof ProviderCardError && ['invalid_payment_method', 'resource_missing'].includes(error.code) && !error.intent) throw unknownMethod();
      throw error;
    }
  }

  return {
    provider,
    providerName,
    requireProvider,

    /** Taking new money: a provider, and the admin has not switched online payments off. */
    async requireOnlinePayments(): Promise<PaymentProvider> {
      const p = requireProvider();
      if (onlinePaymentsOn && !(await onlinePaymentsOn())) throw new AppError('PAYMENTS_UNAVAILABLE', 'Online payments are switched off for now; you can pay at the visit');
      return p;
    },

    /** Whether a new payment can be taken online now (the admin's switch; GET /payments/options). */
    async onlineNow(): Promise<boolean> {
      return provider !== null && (onlinePaymentsOn ? await onlinePaymentsOn() : true);
    },

    call,

    /** The user's customer at the provider, made the first time it is needed. */
    async ensureCustomer(userId: string): Promise<string> {
      const existing = await repo.paymentCustomerOf(userId);
      if (existing && existing.provider === providerName) return existing.providerCustomerId;
      const user = await repo.customerContact(userId);
      const p = requireProvider();
      const customerId = await call(() => p.createCustomer({ id: userId, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() }, `customer:${userId}:${p.name}`));
      await repo.savePaymentCustomer(userId, p.name, customerId);
      return customerId;
    },
  };
}

export type PaymentGateway = ReturnType<typeof createPaymentGateway>;
