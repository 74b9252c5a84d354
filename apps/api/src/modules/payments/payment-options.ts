import { maxRedeemablePoints, type BookingPaymentStatus, type PaymentProviderName } from '@vizyt/contracts';
import type { Actor } from '../../http/policies.js';
import type { Db } from '../../lib/db.js';
import { intentAmount } from './payment-rules.js';
import { OPEN } from './payments.repository.js';
import type { PaymentProvider } from './provider.js';

/** The booking as payments.service `payableBooking` loads it for its customer (not theirs → 404). */
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
  db: Db;
  provider: PaymentProvider | null;
  providerName: PaymentProviderName;
  onlinePaymentsOn?: () => Promise<boolean>;
  loyaltyOn: boolean;
  payableBooking(actor: Actor, bookingId: string): Promise<PayableBooking>;
}

/** What a booking's customer may pay and spend (GET /payments/options), and whether a new booking waits for its deposit. */
export function createPaymentOptions({ db, provider, providerName, onlinePaymentsOn, loyaltyOn, payableBooking }: PaymentOptionsDeps) {
  return {
    async options(actor: Actor, bookingId: string) {
      const booking = await payableBooking(actor, bookingId);
      const deposit = intentAmount(booking, 'DEPOSIT', booking.specialist.depositPercent);
      const full = intentAmount(booking, 'FULL', booking.specialist.depositPercent);
      // The ledger's balance: points held by any unfinished payment are not in it. Only this
      // booking's own unfinished payment gives its points back when paying again (createIntent
      // replaces it first), so the limits count those and nothing else held.
      const pointsBalance = loyaltyOn ? ((await db.loyaltyEntry.aggregate({ where: { userId: actor.userId }, _sum: { points: true } }))._sum.points ?? 0) : 0;
      const ownHeld = (await db.payment.aggregate({ where: { bookingId: booking.id, status: { in: [...OPEN] } }, _sum: { pointsRedeemed: true } }))._sum.pointsRedeemed ?? 0;
      const usable = pointsBalance + ownHeld;
      // Switched off by an admin: answered like a server without a provider (the web offers payment at the visit).
      const online = provider !== null && (onlinePaymentsOn ? await onlinePaymentsOn() : true);
      return {
        bookingId: booking.id,
        provider: online ? providerName : ('disabled' as const),
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
      if (!provider || (onlinePaymentsOn && !(await onlinePaymentsOn()))) return false;
      const s = await db.specialistProfile.findUnique({ where: { id: specialistId }, select: { requireDeposit: true, acceptOnlinePayments: true } });
      return Boolean(s?.requireDeposit && s.acceptOnlinePayments);
    },

  };
}
