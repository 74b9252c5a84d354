/**
 * The payment right after "Confirm Booking" (issue #26 items 11 and 13): the booking flow's
 * Payment step chose the amount, the points and the card, and the customer confirmed that amount
 * — so it is paid at once, once: one intent for exactly that amount, never re-created when the
 * options refetch with the points held; and the outcome adds up (price = points + card + rest).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { bodyOf, callOf } from '@/test/mock-api';
import { buildBooking } from '@/test/builders';
import { renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildOptions, servePaymentsApi, serveThreeDsWithPoints } from '../testing/fixtures';
import { BookingCheckout, type CheckoutOutcome } from './booking-checkout';
import type { BookingPaymentChoice } from './booking-payment-step';

const customer = signedInAs({ ...testUsers.customer, timezone: 'Europe/Kyiv' });
const card3ds = { paymentMethodId: 'pm_card_threeDSecureRequired', label: 'Visa •••• 3155', saved: false };
const choice = (overrides: Partial<BookingPaymentChoice> = {}): BookingPaymentChoice => ({
  online: true,
  summary: 'Deposit ₴156 now by card, with 39 points (−₴39) (Visa •••• 3155)',
  type: 'DEPOSIT',
  card: card3ds,
  points: 39,
  toPay: 156,
  ...overrides,
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  await i18n.changeLanguage('en');
});
afterEach(() => vi.useRealTimers());

describe('BookingCheckout', () => {
  it('pays the confirmed amount once: the options refetched with the points held never start a second intent', async () => {
    // While the intent holds the points, the server offers none for this booking.
    const requests = serveThreeDsWithPoints(0);
    const onDone = vi.fn<(outcome: CheckoutOutcome | null) => void>();
    renderAt(<BookingCheckout booking={buildBooking()} choice={choice()} onDone={onDone} />, '/', customer);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('₴156');
    await waitFor(() => expect(requests.filter((r) => callOf(r) === 'GET /payments/options')).toHaveLength(2));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());

    const intents = requests.filter((r) => callOf(r) === 'POST /payments/create-intent');
    expect(intents).toHaveLength(1);
    expect(bodyOf(intents[0])).toEqual({ bookingId: 'bk1', type: 'DEPOSIT', redeemPoints: 39 });
    // 650 ₴ = 39 ₴ in points + 156 ₴ by card + 455 ₴ at the visit.
    expect(onDone).toHaveBeenCalledWith({ price: 650, pointsUsed: 39, pointsDiscount: 39, paidNow: 156, paidTotal: 195, remaining: 455, card: 'Visa •••• 3155' });
  });

  it('does not pay at once when the server prices it otherwise than the customer confirmed: it shows the new amount and waits', async () => {
    const requests = servePaymentsApi({ options: buildOptions({ points: { balance: 120, maxForDeposit: 39, maxForFull: 120 } }) });
    renderAt(<BookingCheckout booking={buildBooking()} choice={choice({ toPay: 150 })} onDone={vi.fn()} />, '/', customer);
    expect(await screen.findByRole('note')).toHaveTextContent('The amount to pay changed');
    expect(screen.getByRole('button', { name: 'Pay ₴156' })).toBeInTheDocument();
    expect(requests.filter((r) => callOf(r) === 'POST /payments/create-intent')).toHaveLength(0);
  });
});
