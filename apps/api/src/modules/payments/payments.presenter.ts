import path from 'node:path';
import { LOYALTY_POINT_VALUE_UAH, maskIban, toMajorUnits, type Invoice, type Payment, type PaymentIntent } from '@vizyt/contracts';
import type { Actor } from '../../http/policies.js';
import { currencyOf } from '../bookings/bookings.presenter.js';
import { visibleContact } from '../accounts/privacy.policy.js';
import type { PaymentOptions } from './payment-options.service.js';
import type { DisputeRow, PaymentRow, PayoutRow, RefundRecord, SavedCardRow } from './payments.rows.js';

const name = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The customer's card (brand, last four) as the viewer may see it: never to the specialist. */
const cardFor = (row: PaymentRow, viewer: Actor) =>
  (viewer.role !== 'SPECIALIST' || viewer.userId === row.customerId) && row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null;

/** A payment as its viewer may see it: the specialist never sees card details. */
export function presentPayment(row: PaymentRow, viewer: Actor): Payment {
  return {
    id: row.id,
    bookingId: row.bookingId,
    amount: toMajorUnits(row.amountMinor),
    currency: currencyOf(row.currency),
    status: row.status,
    type: row.type,
    paymentMethod: cardFor(row, viewer),
    paymentIntentId: row.providerIntentId,
    amountRefunded: toMajorUnits(row.refundedMinor),
    pointsRedeemed: row.pointsRedeemed,
    failureCode: row.failureCode,
    failureMessage: row.failureMessage,
    nextAction: row.status === 'REQUIRES_ACTION' ? 'authenticate' : null,
    service: { id: row.booking.service.id, name: row.booking.service.name },
    specialist: { id: row.specialist.id, name: name(row.specialist.user) },
    customer: { id: row.customer.id, name: name(row.customer) },
    scheduledAt: row.booking.scheduledAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentIntent(row: PaymentRow): PaymentIntent {
  return {
    id: row.providerIntentId,
    paymentId: row.id,
    clientSecret: row.clientSecret,
    amount: toMajorUnits(row.amountMinor),
    currency: currencyOf(row.currency),
    status: row.status,
    type: row.type,
    bookingId: row.bookingId,
    pointsRedeemed: row.pointsRedeemed,
  };
}

export const invoiceNumber = (row: Pick<PaymentRow, 'invoiceNo' | 'createdAt'>) =>
  `VZ-${row.createdAt.getUTCFullYear()}-${String(row.invoiceNo).padStart(6, '0')}`;

export const PLATFORM_DETAILS = { name: 'Vizyt', email: 'support@vizyt.ua' };
const PLATFORM_ADDRESS: Record<'uk' | 'en' | 'ru', string> = { uk: 'Київ, Україна', en: 'Kyiv, Ukraine', ru: 'Киев, Украина' };

/** The invoice of a payment; the specialist's copy, like their view of the payment, has no card. */
export function presentInvoice(row: PaymentRow, viewer: Actor, language: 'uk' | 'en' | 'ru', website: string): Invoice {
  return {
    number: invoiceNumber(row),
    paymentId: row.id,
    issuedAt: (row.paidAt ?? row.createdAt).toISOString(),
    language,
    platform: { ...PLATFORM_DETAILS, address: PLATFORM_ADDRESS[language], website },
    specialist: { name: name(row.specialist.user), businessName: row.specialist.businessName, city: row.specialist.city, address: row.specialist.address },
    customer: { name: name(row.customer), ...visibleContact(row.customer, viewer) },
    service: { name: row.booking.service.name, scheduledAt: row.booking.scheduledAt.toISOString(), timezone: row.specialist.timezone, durationMinutes: row.booking.durationMinutes },
    type: row.type,
    status: row.status,
    servicePrice: toMajorUnits(row.booking.priceMinor),
    amount: toMajorUnits(row.amountMinor),
    amountRefunded: toMajorUnits(row.refundedMinor),
    pointsDiscount: row.pointsRedeemed * LOYALTY_POINT_VALUE_UAH,
    currency: currencyOf(row.currency),
    paymentMethod: cardFor(row, viewer),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export const presentCard = (c: SavedCardRow) => ({
  id: c.id,
  brand: c.brand,
  last4: c.last4,
  expMonth: c.expMonth,
  expYear: c.expYear,
  isDefault: c.isDefault,
  createdAt: c.createdAt.toISOString(),
});

/** A dispute; the evidence file by its name only (it is kept private, never served). */
export const presentDispute = (d: DisputeRow) => ({
  id: d.id,
  paymentId: d.paymentId,
  bookingId: d.payment.bookingId,
  amount: d.amountMinor / 100,
  currency: 'UAH' as const,
  reason: d.reason,
  status: d.status,
  evidence: { text: d.evidenceText, fileName: d.evidenceFileUrl ? path.basename(d.evidenceFileUrl) : null, submittedAt: d.evidenceSubmittedAt?.toISOString() ?? null },
  createdAt: d.createdAt.toISOString(),
});

/** A payout; the IBAN masked. */
export const presentPayout = (p: PayoutRow) => ({
  id: p.id,
  specialistId: p.specialistId,
  specialistName: name(p.specialist.user),
  amount: p.amountMinor / 100,
  currency: 'UAH' as const,
  status: p.status,
  ibanMasked: maskIban(p.iban),
  reference: p.reference,
  requestedAt: p.requestedAt.toISOString(),
  paidAt: p.paidAt?.toISOString() ?? null,
});

export const presentRefund = (r: RefundRecord) => ({
  id: r.id,
  paymentId: r.paymentId,
  amount: toMajorUnits(r.amountMinor),
  currency: 'UAH' as const,
  status: r.status as 'PENDING' | 'SUCCEEDED' | 'FAILED',
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
});

/** What a booking's customer may pay (payment-options.service.ts), in major units. */
export const presentOptions = (o: PaymentOptions) => ({
  bookingId: o.bookingId,
  provider: o.provider,
  acceptOnlinePayments: o.acceptOnlinePayments,
  requireDeposit: o.requireDeposit,
  depositPercent: o.depositPercent,
  price: toMajorUnits(o.priceMinor),
  amountPaid: toMajorUnits(o.amountPaidMinor),
  depositAmount: o.depositMinor === null ? null : toMajorUnits(o.depositMinor),
  remainingAmount: toMajorUnits(o.remainingMinor),
  currency: 'UAH' as const,
  paymentStatus: o.paymentStatus,
  payable: o.payable,
  points: o.points,
});
