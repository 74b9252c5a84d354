/**
 * What the booking flow can say about paying before the booking exists. The specialist's terms
 * (online payments on, deposit required, deposit percent) come with the service when the server
 * sends them (`service.specialist.payment`); until then the step offers "online" without amounts,
 * and GET /payments/options names them once the booking is created.
 */
import type { PaymentProviderName } from '@vizyt/contracts';

export interface PaymentTerms {
  acceptOnlinePayments: boolean;
  requireDeposit: boolean;
  depositPercent: number;
}

const isTerms = (value: unknown): value is PaymentTerms => {
  if (typeof value !== 'object' || value === null) return false;
  const terms = value as Record<string, unknown>;
  return typeof terms.acceptOnlinePayments === 'boolean' && typeof terms.requireDeposit === 'boolean' && typeof terms.depositPercent === 'number';
};

/** The specialist's terms on a service answer, or null when the answer does not carry them. */
export const termsOfService = (service: { specialist: object }): PaymentTerms | null => {
  const terms: unknown = (service.specialist as { payment?: unknown }).payment;
  return isTerms(terms) ? terms : null;
};

/** The deposit of `price` at `percent`, rounded to kopiyky as the server does. */
export const depositOf = (price: number, percent: number): number => Math.round(price * percent) / 100;

/**
 * Which ways to pay the step offers. `online`: a card now (the provider works and, when known,
 * the specialist takes cards); `atVisit`: paying the specialist in person (not when a deposit is
 * required). Unknown provider or terms never hide a way: the server has the last word.
 */
export const offeredMethods = (provider: PaymentProviderName | null, terms: PaymentTerms | null): { online: boolean; atVisit: boolean } => {
  const online = provider !== 'disabled' && (terms?.acceptOnlinePayments ?? true);
  return { online, atVisit: !online || !terms?.requireDeposit };
};
