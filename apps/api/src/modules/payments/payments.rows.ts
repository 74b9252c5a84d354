import type { Prisma } from '../../generated/prisma/client.js';

/**
 * What the payments module reads, and the row types that come back: the bottom of
 * repository → sql → rows. Nothing here imports the module's other files.
 */

export const paymentSelect = {
  id: true,
  bookingId: true,
  customerId: true,
  specialistId: true,
  type: true,
  status: true,
  amountMinor: true,
  currency: true,
  provider: true,
  providerIntentId: true,
  clientSecret: true,
  providerMethodId: true,
  cardBrand: true,
  cardLast4: true,
  refundedMinor: true,
  pointsRedeemed: true,
  commissionBps: true,
  failureCode: true,
  failureMessage: true,
  invoiceNo: true,
  paidAt: true,
  createdAt: true,
  booking: {
    select: {
      id: true,
      status: true,
      scheduledAt: true,
      durationMinutes: true,
      priceMinor: true,
      currency: true,
      cancelledAt: true,
      cancelledById: true,
      service: { select: { id: true, name: true } },
    },
  },
  specialist: {
    select: {
      id: true,
      userId: true,
      businessName: true,
      city: true,
      address: true,
      timezone: true,
      user: { select: { firstName: true, lastName: true } },
    },
  },
  customer: { select: { id: true, firstName: true, lastName: true, email: true, phone: true, showPhone: true, showEmail: true, language: true } },
} satisfies Prisma.PaymentSelect;
export type PaymentRow = Prisma.PaymentGetPayload<{ select: typeof paymentSelect }>;

/** Statuses of a payment that took money (some of it may be refunded since). */
export const CHARGED = ['SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
/** Statuses of a payment not finished yet (waiting for its confirmation or 3-D Secure). */
export const OPEN = ['PENDING', 'REQUIRES_ACTION'] as const;

/** Whose payments a caller sees: their own as a customer, their bookings' as a specialist, all as an admin. */
export type PaymentScope = { customerId: string } | { specialistUserId: string } | { all: true };
export const scopeWhere = (scope: PaymentScope): Prisma.PaymentWhereInput =>
  'customerId' in scope ? { customerId: scope.customerId } : 'specialistUserId' in scope ? { specialist: { userId: scope.specialistUserId } } : {};

/** The booking its customer wants to pay, with what the specialist allows. */
export const payableBookingSelect = {
  id: true,
  status: true,
  currency: true,
  priceMinor: true,
  amountPaidMinor: true,
  amountRefundedMinor: true,
  paymentStatus: true,
  specialistId: true,
  service: { select: { name: true } },
  specialist: { select: { acceptOnlinePayments: true, requireDeposit: true, depositPercent: true } },
  payments: { where: { type: 'DEPOSIT', status: { in: [...CHARGED] } }, select: { id: true } },
} satisfies Prisma.BookingSelect;
export type PayableBookingRow = Prisma.BookingGetPayload<{ select: typeof payableBookingSelect }>;

/** Who hears about a payment, and what to tell them. */
export const notifySelect = {
  currency: true,
  customer: { select: { id: true, firstName: true, lastName: true } },
  specialist: { select: { userId: true } },
  booking: { select: { service: { select: { name: true } } } },
} satisfies Prisma.PaymentSelect;
export type NotifyRow = Prisma.PaymentGetPayload<{ select: typeof notifySelect }>;

/** A booking's money and deadline, for what cancelling it refunds. */
export const cancellationSelect = {
  scheduledAt: true,
  priceMinor: true,
  amountPaidMinor: true,
  specialist: { select: { cancellationWindowHours: true, depositPercent: true } },
  payments: { where: { status: { in: [...CHARGED] } }, select: { id: true, type: true, amountMinor: true, refundedMinor: true, paidAt: true, pointsRedeemed: true } },
} satisfies Prisma.BookingSelect;
export type CancellationRow = Prisma.BookingGetPayload<{ select: typeof cancellationSelect }>;

/** A booking's cancellation and its parties: who cancelled it. */
export const cancellerSelect = { status: true, cancelledAt: true, cancelledById: true, customerId: true, specialist: { select: { userId: true } } } satisfies Prisma.BookingSelect;

/** What a refund needs of its payment, read under the payment's lock. */
export const refundablePaymentSelect = { amountMinor: true, refundedMinor: true, providerIntentId: true, bookingId: true, status: true } satisfies Prisma.PaymentSelect;

/** What the history and totals read. */
export const statsSelect = { status: true, amountMinor: true, refundedMinor: true, createdAt: true, paidAt: true } satisfies Prisma.PaymentSelect;
export type PaymentStatsRow = Prisma.PaymentGetPayload<{ select: typeof statsSelect }>;

export const refundRecordSelect = { id: true, amountMinor: true, status: true, createdAt: true, reason: true, paymentId: true } satisfies Prisma.RefundSelect;
export type RefundRecord = Prisma.RefundGetPayload<{ select: typeof refundRecordSelect }>;

export type SavedCardRow = Prisma.SavedPaymentMethodGetPayload<{ select: undefined }>;

export const disputeSelect = {
  id: true,
  paymentId: true,
  providerDisputeId: true,
  amountMinor: true,
  reason: true,
  status: true,
  evidenceText: true,
  evidenceFileUrl: true,
  evidenceSubmittedAt: true,
  createdAt: true,
  payment: { select: { bookingId: true, customerId: true, specialist: { select: { userId: true } } } },
} satisfies Prisma.DisputeSelect;
export type DisputeRow = Prisma.DisputeGetPayload<{ select: typeof disputeSelect }>;

/** How a specialist takes money (settings and payout details). */
export const moneyProfileSelect = { id: true, timezone: true, acceptOnlinePayments: true, requireDeposit: true, depositPercent: true, payoutIban: true, payoutRecipientName: true } satisfies Prisma.SpecialistProfileSelect;
export type MoneyProfileRow = Prisma.SpecialistProfileGetPayload<{ select: typeof moneyProfileSelect }>;

export const payoutSelect = {
  id: true,
  specialistId: true,
  amountMinor: true,
  currency: true,
  status: true,
  iban: true,
  reference: true,
  requestedAt: true,
  paidAt: true,
  specialist: { select: { user: { select: { firstName: true, lastName: true } } } },
} satisfies Prisma.PayoutSelect;
export type PayoutRow = Prisma.PayoutGetPayload<{ select: typeof payoutSelect }>;

/** Charged money of a payment as the specialist's net counts it. */
export const netSelect = { amountMinor: true, refundedMinor: true, commissionBps: true } satisfies Prisma.PaymentSelect;

export type PaymentWhere = Prisma.PaymentWhereInput;
export type PaymentCreate = Prisma.PaymentUncheckedCreateInput;
export type PaymentUpdate = Prisma.PaymentUncheckedUpdateInput;
export type RefundStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED';
export type DisputeStatus = DisputeRow['status'];
export type PayoutStatus = PayoutRow['status'];
export type SavedCardCreate = Omit<Prisma.SavedPaymentMethodUncheckedCreateInput, 'userId' | 'isDefault'>;
export type MoneyProfileUpdate = Pick<MoneyProfileRow, 'acceptOnlinePayments' | 'requireDeposit' | 'depositPercent' | 'payoutIban' | 'payoutRecipientName'>;
export type TestIntentCreate = Prisma.TestProviderIntentUncheckedCreateInput;
