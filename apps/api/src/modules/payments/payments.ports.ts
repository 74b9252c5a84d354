import type { Logger } from '../../lib/logger.js';
import type { NotificationOutbox } from '../notifications/notifications.ports.js';
import type { PaymentGateway } from './payment-gateway.js';
import type { PaymentsRepository, PaymentsTx } from './payments.repository.js';

/** What payments need of the loyalty ledger (modules/loyalty); every …In call runs in the caller's transaction. */
export interface PaymentLoyalty {
  /** The customer's points now (points held by unfinished payments are not in it). */
  balance(userId: string): Promise<number>;
  redeemIn(tx: PaymentsTx, input: { userId: string; paymentId: string; bookingId: string; points: number; amountMinor: number }): Promise<void>;
  restoreIn(tx: PaymentsTx, paymentId: string): Promise<number>;
  restoredIn(tx: PaymentsTx, paymentId: string): Promise<boolean>;
  earnForBooking(tx: PaymentsTx, bookingId: string): Promise<number>;
}

/** What every payments use case is built from (payments.module.ts wires them). */
export interface PaymentsContext {
  repo: PaymentsRepository;
  gateway: PaymentGateway;
  logger: Logger;
  /** The platform's commission now (the admin's settings, else PLATFORM_COMMISSION_PERCENT). */
  commissionPercent: () => Promise<number>;
  /** Loyalty points spent on payments and given back (modules/loyalty). */
  loyalty?: PaymentLoyalty;
  /** Payment notifications, recorded in the transaction that moves the money (modules/notifications). */
  notifications?: NotificationOutbox;
}
