import { maxRedeemablePoints, type BookingPaymentStatus } from '@vizyt/contracts';
import type { Actor } from '../../http/policies.js';
import type { PaymentGateway } from './payment-gateway.js';
import { intentAmount } from './payment-rules.js';
import type { PaymentLoyalty } from './payments.ports.js';
import type { PaymentsRepository } from './payments.repository.js';

/** The booking as payment-queries.service.ts `payableBooking` loads it for its customer (not theirs → 404). */
type PayableBooking = {
  id: string;
  status: string;
  currency: string;
  priceMinor: number;
  amountPaidMinor: number;
  paymentStatus: BookingPaymentStatus;
  depositTaken: boolean;
  specialist: { acceptOnlinePayments: boolean; requireDeposit: boolean; depositPercent: number };
};

export interface PaymentOptionsDeps {
  repo: PaymentsRepository;
  gateway: PaymentGateway;
  loyalty?: PaymentLoyalty | undefined;
  payableBooking(actor: Actor, bookingId: string): Promise<PayableBooking>;
}

/** What a booking's customer may pay and spend (GET /payments/options), and whether a new booking waits for its deposit. */
export function createPaymentOptions({ repo, gateway, loyalty, payableBooking }: PaymentOptionsDeps) {
  return {
    async options(actor: Actor, bookingId: string) {
      const booking = await payableBooking(actor, bookingId);
      const deposit = intentAmount(booking, 'DEPOSIT', booking.specialist.depositPercent);
      const full = intentAmount(booking, 'FULL', booking.specialist.depositPercent);
      // The ledger's balance: points held by any unfinished payment are not in it. Only this
      // booking's own unfinished payment gives its points back when paying again (createIntent
      // replaces it first), so the limits count those and nothing else held.
      const pointsBalance = loyalty ? await loyalty.balance(actor.userId) : 0;
      const usable = pointsBalance + (await repo.pointsHeldBy(booking.id));
      // Switched off by an admin: answered like a server without a provider (the web offers payment at the visit).
      const online = await gateway.onlineNow();
      return {
        bookingId: booking.id,
        provider: online ? gateway.providerName : ('disabled' as const),
        acceptOnlinePayments: booking.specialist.acceptOnlinePayments && online,
        requireDeposit: booking.specialist.requireDeposit,
        depositPercent: booking.specialist.depositPercent,
        priceMinor: booking.priceMinor,
        amountPaidMinor: booking.amountPaidMinor,
        depositMinor: deposit.ok ? deposit.amountMinor : null,
        remainingMinor: Math.max(0, booking.priceMinor - booking.amountPaidMinor),
        paymentStatus: booking.paymentStatus,
        payable: full.ok && booking.specialist.acceptOnlinePayments && online,
        points: {
          balance: pointsBalance,
          maxForDeposit: deposit.ok ? maxRedeemablePoints(deposit.amountMinor, usable) : 0,
          maxForFull: full.ok ? maxRedeemablePoints(full.amountMinor, usable) : 0,
        },
      };
    },

    /** A new booking of this specialist waits for its deposit: required, and it can be paid online now. */
    async depositHoldApplies(specialistId: string): Promise<boolean> {
      if (!(await gateway.onlineNow())) return false;
      const s = await repo.depositSettingsOf(specialistId);
      return Boolean(s?.requireDeposit && s.acceptOnlinePayments);
    },

  };
}

export type PaymentOptions = Awaited<ReturnType<ReturnType<typeof createPaymentOptions>['options']>>;
