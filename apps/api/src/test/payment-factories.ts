import { randomBytes } from 'node:crypto';
import type { Db } from '../lib/db.js';

/** A valid Ukrainian IBAN (checksum verified) for payout details in tests. */
export const TEST_IBAN = 'UA213223130000026007233566001';

/** Lets the specialist take money online (payout details on file). */
export async function acceptOnlinePayments(db: Db, specialistId: string, options: { depositPercent?: number; requireDeposit?: boolean } = {}) {
  await db.specialistProfile.update({
    where: { id: specialistId },
    data: { acceptOnlinePayments: true, payoutIban: TEST_IBAN, payoutRecipientName: 'ФОП Тестовий', depositPercent: options.depositPercent ?? 30, requireDeposit: options.requireDeposit ?? false },
  });
}

/**
 * A payment of a booking as the test provider would leave it: its intent row and our payment
 * row, charged (SUCCEEDED) or waiting (REQUIRES_ACTION). The booking's money is updated to match.
 */
export async function buildPayment(
  db: Db,
  booking: { id: string; customerId: string; specialistId: string; priceMinor: number },
  options: { status?: 'SUCCEEDED' | 'REQUIRES_ACTION'; type?: 'DEPOSIT' | 'FULL'; amountMinor?: number; commissionBps?: number; paidAt?: Date } = {},
) {
  const status = options.status ?? 'SUCCEEDED';
  const amountMinor = options.amountMinor ?? booking.priceMinor;
  const intentId = `pi_test_${randomBytes(12).toString('hex')}`;
  await db.testProviderIntent.create({
    data: {
      id: intentId,
      amountMinor,
      currency: 'uah',
      status: status === 'SUCCEEDED' ? 'succeeded' : 'requires_action',
      paymentMethod: status === 'SUCCEEDED' ? 'pm_card_visa' : 'pm_card_authenticationRequired',
    },
  });
  const charged = status === 'SUCCEEDED';
  const payment = await db.payment.create({
    data: {
      bookingId: booking.id,
      customerId: booking.customerId,
      specialistId: booking.specialistId,
      type: options.type ?? 'FULL',
      status,
      amountMinor,
      currency: 'UAH',
      provider: 'test',
      providerIntentId: intentId,
      clientSecret: `${intentId}_secret_test`,
      providerMethodId: charged ? 'pm_card_visa' : 'pm_card_authenticationRequired',
      cardBrand: 'visa',
      cardLast4: charged ? '4242' : '3155',
      commissionBps: charged ? (options.commissionBps ?? 800) : null,
      paidAt: charged ? (options.paidAt ?? new Date()) : null,
    },
  });
  if (charged) {
    await db.booking.update({
      where: { id: booking.id },
      data: { amountPaidMinor: { increment: amountMinor }, paymentStatus: amountMinor >= booking.priceMinor ? 'PAID' : 'DEPOSIT_PAID' },
    });
  }
  return payment;
}
