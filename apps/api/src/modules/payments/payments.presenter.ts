import { LOYALTY_POINT_VALUE_UAH, toMajorUnits, type Invoice, type Payment, type PaymentIntent } from '@vizyt/contracts';
import type { Actor } from '../../http/policies.js';
import { currencyOf } from '../bookings/bookings.presenter.js';
import { visibleContact } from '../accounts/privacy.policy.js';
import type { PaymentRow } from './payments.repository.js';

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
