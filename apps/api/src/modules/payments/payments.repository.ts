import pLimit from 'p-limit';
import type { PaymentStatus } from '@vizyt/contracts';
import { isUniqueViolation, isUuid, type Db, type DbOrTx } from '../../lib/db.js';
import { createCardsRepository } from './cards.repository.js';
import { createMoneyRepository } from './money.repository.js';
import {
  CHARGED,
  OPEN,
  cancellationSelect,
  cancellerSelect,
  notifySelect,
  payableBookingSelect,
  paymentSelect,
  refundRecordSelect,
  refundablePaymentSelect,
  scopeWhere,
  statsSelect,
  type DisputeStatus,
  type PaymentCreate,
  type PaymentRow,
  type PaymentScope,
  type PaymentUpdate,
  type PaymentWhere,
  type RefundStatus,
  type TestIntentCreate,
} from './payments.rows.js';
import { bookingMoneySums, insertEvent, lockPayment } from './payments.sql.js';

export type { PaymentRow, PaymentScope } from './payments.rows.js';

/** A transaction's handle, passed only to other modules' services that write in the same transaction (loyalty, notifications). */
export type PaymentsTx = DbOrTx;

export interface HistoryFilter {
  scope: PaymentScope;
  status?: PaymentStatus | undefined;
  bookingId?: string | undefined;
  createdFrom?: Date | undefined;
  createdBefore?: Date | undefined;
}

/** How long a transaction may hold a payment's lock while the provider answers. */
export const PROVIDER_TX = { timeout: 45_000, maxWait: 15_000 } as const;

/**
 * How many transactions of this process may wait on the provider at once (issue #28). Each holds
 * a pooled connection (10 per process) for the provider's whole answer; with every connection
 * held so, nothing else could reach the database — and the test provider, which keeps its intents
 * in the database, would wait for a connection its own caller holds (seen with 50 payments at
 * once: every one timed out). The rest queue here, not in the pool.
 */
export const PROVIDER_TX_AT_ONCE = 4;
const providerCalls = pLimit(PROVIDER_TX_AT_ONCE);

/**
 * The payments module's only way to the database (issue #27): payments, their events, refunds
 * and disputes, saved cards, and the specialist's money (money.repository.ts). `transaction`
 * runs several operations in one transaction, on a repository bound to it.
 */
export function createPaymentsRepository(db: Db): PaymentsRepository {
  return repositoryOn(db, db);
}

export type PaymentsRepository = ReturnType<typeof operationsOn> & {
  /** The transaction's handle for other modules' services (the root client outside a transaction). */
  readonly tx: PaymentsTx;
  /** Runs `work` in one transaction (or in the current one, when already in one). */
  transaction<T>(work: (tx: PaymentsRepository) => Promise<T>, options?: { timeout: number; maxWait: number }): Promise<T>;
};

function repositoryOn(client: DbOrTx, root: Db | null): PaymentsRepository {
  const repo: PaymentsRepository = {
    ...operationsOn(client),
    tx: client,
    async transaction(work, options) {
      if (!root) return work(repo);
      const run = () => root.$transaction((tx) => work(repositoryOn(tx, null)), options);
      return options === PROVIDER_TX ? providerCalls(run) : run();
    },
  };
  return repo;
}

function operationsOn(client: DbOrTx) {
  return {

    /** True when the write failed on a unique constraint (two requests at once). */
    isUniqueViolation,

    // ----- Payments -----

    /** A payment the scope may see; null when it does not exist, is not theirs, or the id is no uuid. */
    async visiblePayment(id: string, scope: PaymentScope): Promise<PaymentRow | null> {
      if (!isUuid(id)) return null;
      return client.payment.findFirst({ where: { id, ...scopeWhere(scope) }, select: paymentSelect });
    },
    paymentById: (id: string): Promise<PaymentRow> => client.payment.findUniqueOrThrow({ where: { id }, select: paymentSelect }),
    paymentStatus: async (id: string) => (await client.payment.findUniqueOrThrow({ where: { id }, select: { status: true } })).status,
    paymentByIntent: (intentId: string) => client.payment.findUnique({ where: { providerIntentId: intentId }, select: { id: true, status: true, bookingId: true } }),
    /** The customer's payment of an intent (confirm, 3-D Secure): id only; not theirs → null. */
    customersPaymentOfIntent: (intentId: string, customerId: string) => client.payment.findFirst({ where: { providerIntentId: intentId, customerId }, select: { id: true } }),
    lockPayment: (id: string) => lockPayment(client, id),
    createPayment: (data: PaymentCreate): Promise<PaymentRow> => client.payment.create({ data, select: paymentSelect }),
    updatePayment: async (id: string, data: PaymentUpdate) => {
      await client.payment.update({ where: { id }, data });
    },
    /** The booking's unfinished payment (the database keeps at most one). */
    openPaymentOf: (bookingId: string): Promise<PaymentRow | null> => client.payment.findFirst({ where: { bookingId, status: { in: [...OPEN] } }, select: paymentSelect }),
    openPaymentsOf: (bookingId: string) => client.payment.findMany({ where: { bookingId, status: { in: [...OPEN] } }, select: { id: true, providerIntentId: true } }),
    /** Cancels the payment if it is still open; false when it finished meanwhile. */
    async cancelIfOpen(id: string): Promise<boolean> {
      const { count } = await client.payment.updateMany({ where: { id, status: { in: [...OPEN] } }, data: { status: 'CANCELLED' } });
      return count > 0;
    },
    /** Payments left open since `before`, oldest first. */
    openSince: (before: Date, take: number) =>
      client.payment.findMany({ where: { status: { in: [...OPEN] }, createdAt: { lte: before } }, select: { id: true, providerIntentId: true }, orderBy: { createdAt: 'asc' }, take }),
    /** Points held by the booking's unfinished payments. */
    async pointsHeldBy(bookingId: string): Promise<number> {
      const held = await client.payment.aggregate({ where: { bookingId, status: { in: [...OPEN] } }, _sum: { pointsRedeemed: true } });
      return held._sum.pointsRedeemed ?? 0;
    },
    paymentPoints: (id: string) => client.payment.findUniqueOrThrow({ where: { id }, select: { pointsRedeemed: true, status: true } }),
    paymentAmount: async (id: string) => (await client.payment.findUniqueOrThrow({ where: { id }, select: { amountMinor: true } })).amountMinor,
    refundablePayment: (id: string) => client.payment.findUniqueOrThrow({ where: { id }, select: { ...refundablePaymentSelect, paidAt: true } }),
    notifyContext: (id: string) => client.payment.findUniqueOrThrow({ where: { id }, select: notifySelect }),
    /** A page of the scope's payments, newest first, with the total; a booking id that is no uuid matches nothing. */
    async history(filter: HistoryFilter, page: { skip: number; take: number }) {
      const where: PaymentWhere = {
        ...scopeWhere(filter.scope),
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.bookingId ? (isUuid(filter.bookingId) ? { bookingId: filter.bookingId } : { id: { in: [] } }) : {}),
        ...(filter.createdFrom || filter.createdBefore
          ? { createdAt: { ...(filter.createdFrom ? { gte: filter.createdFrom } : {}), ...(filter.createdBefore ? { lt: filter.createdBefore } : {}) } }
          : {}),
      };
      const [rows, total] = await Promise.all([
        client.payment.findMany({ where, select: paymentSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: page.skip, take: page.take }),
        client.payment.count({ where }),
      ]);
      return { rows, total };
    },
    statsRows: (scope: PaymentScope) => client.payment.findMany({ where: scopeWhere(scope), select: statsSelect }),

    /** Recomputes the booking's money from its payments (in the caller's transaction). */
    async recomputeBookingMoney(bookingId: string, statusOf: (price: number, charged: number, refunded: number) => string) {
      const sums = await bookingMoneySums(client, bookingId);
      if (!sums) return;
      await client.booking.update({
        where: { id: bookingId },
        data: {
          amountPaidMinor: sums.charged - sums.refunded,
          amountRefundedMinor: sums.refunded,
          paymentStatus: statusOf(sums.price, sums.charged, sums.refunded) as never,
          // Money arrived: a booking held for its deposit is held no longer.
          ...(sums.charged > 0 ? { paymentDueAt: null } : {}),
        },
      });
    },

    // ----- Provider events -----

    eventSeen: async (id: string) => (await client.paymentEvent.findUnique({ where: { id }, select: { id: true } })) !== null,
    /** Stores the event id; false when it was stored before (a replay). */
    recordEvent: (event: { id: string; type: string; provider: string; paymentId: string | null }) => insertEvent(client, event),

    // ----- Refunds and disputes -----

    refundByProviderId: (providerRefundId: string) => client.refund.findUnique({ where: { providerRefundId }, select: refundRecordSelect }),
    createRefund: (data: { paymentId: string; amountMinor: number; reason: string; providerRefundId: string; requestedById: string | null; status: RefundStatus }) =>
      client.refund.create({ data, select: refundRecordSelect }),
    /** A refund the provider reported: recorded once, its status kept current. */
    async upsertProviderRefund(refund: { paymentId: string; providerRefundId: string; amountMinor: number; status: RefundStatus }) {
      await client.refund.upsert({
        where: { providerRefundId: refund.providerRefundId },
        create: { paymentId: refund.paymentId, providerRefundId: refund.providerRefundId, amountMinor: refund.amountMinor, reason: 'provider', status: refund.status },
        update: { status: refund.status },
      });
    },
    async upsertProviderDispute(dispute: { paymentId: string; providerDisputeId: string; amountMinor: number; reason: string; status: DisputeStatus }) {
      await client.dispute.upsert({
        where: { providerDisputeId: dispute.providerDisputeId },
        create: dispute,
        update: { status: dispute.status },
      });
    },

    // ----- Bookings as payments see them -----

    /** The booking its customer wants to pay; null when not theirs (or no uuid). */
    async payableBooking(bookingId: string, customerId: string) {
      if (!isUuid(bookingId)) return null;
      return client.booking.findFirst({ where: { id: bookingId, customerId }, select: payableBookingSelect });
    },
    bookingForCancellation: (bookingId: string) => client.booking.findUniqueOrThrow({ where: { id: bookingId }, select: cancellationSelect }),
    bookingCanceller: (bookingId: string) => client.booking.findUnique({ where: { id: bookingId }, select: cancellerSelect }),
    /** Cancelled bookings since `since` that still hold money, the oldest cancellation first. */
    cancelledHoldingMoney: (since: Date, take: number) =>
      client.booking.findMany({ where: { status: 'CANCELLED', amountPaidMinor: { gt: 0 }, cancelledAt: { gte: since } }, select: { id: true }, orderBy: { cancelledAt: 'asc' }, take }),
    depositSettingsOf: (specialistId: string) => client.specialistProfile.findUnique({ where: { id: specialistId }, select: { requireDeposit: true, acceptOnlinePayments: true } }),

    // ----- The provider's customers -----

    paymentCustomerOf: (userId: string) => client.paymentCustomer.findUnique({ where: { userId } }),
    customerContact: (userId: string) => client.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, firstName: true, lastName: true } }),
    async savePaymentCustomer(userId: string, provider: 'stripe' | 'test', providerCustomerId: string) {
      await client.paymentCustomer.upsert({ where: { userId }, create: { userId, provider, providerCustomerId }, update: { provider, providerCustomerId } });
    },

    // ----- The built-in test provider's intents (test-provider.ts) -----

    testIntent: (id: string) => client.testProviderIntent.findUnique({ where: { id } }),
    createTestIntent: (data: TestIntentCreate) => client.testProviderIntent.create({ data }),
    updateTestIntent: (id: string, data: { status: string; paymentMethod: string | null; lastErrorCode: string | null; lastErrorText: string | null }) =>
      client.testProviderIntent.update({ where: { id }, data }),
    addTestRefund: (id: string, amountMinor: number) => client.testProviderIntent.update({ where: { id }, data: { refundedMinor: { increment: amountMinor } } }),

    ...createCardsRepository(client),
    ...createMoneyRepository(client),
  };
}

export { CHARGED, OPEN };
