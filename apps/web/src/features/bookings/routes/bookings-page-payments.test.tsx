/** /bookings and the money of each booking (issue #11): its payment state, "Pay", and the refund a cancellation gives. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import i18n from '@/lib/i18n';
import { callOf, okReply } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildBooking, serveBookingsApi } from '../testing/fixtures';
import { BookingsPage } from './bookings-page';

mockToasts();

const customer = { ...testUsers.customer, timezone: 'Europe/Kyiv' };
const renderPage = () => renderAt(<BookingsPage />, '/bookings', signedInAs(customer));

const unpaid = buildBooking({ id: 'b1', status: 'CONFIRMED', service: { id: 's1', name: 'Unpaid cut' } });
const deposit = buildBooking({ id: 'b2', status: 'PENDING', service: { id: 's2', name: 'Deposit cut' }, paymentStatus: 'DEPOSIT_PAID', amountPaid: 195 });
const full = buildBooking({ id: 'b3', status: 'CONFIRMED', service: { id: 's3', name: 'Paid cut' }, paymentStatus: 'PAID', amountPaid: 650 });
const refunded = buildBooking({ id: 'b4', status: 'CANCELLED', service: { id: 's4', name: 'Refunded cut' }, paymentStatus: 'REFUNDED', amountPaid: 0, amountRefunded: 195 });

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T08:00:00.000Z'));
  clearToastMocks();
  await i18n.changeLanguage('en');
});
afterEach(() => vi.useRealTimers());

describe('BookingsPage: payments', () => {
  it('shows each booking’s payment state and offers Pay while an active booking is not paid in full', async () => {
    serveBookingsApi([unpaid, deposit, full]);
    renderPage();
    const first = await screen.findByRole('article', { name: 'Unpaid cut' });
    expect(first).toHaveTextContent('Not paid');
    expect(within(first).getByRole('link', { name: /^Pay/ })).toHaveAttribute('href', '/payment/b1');

    const second = screen.getByRole('article', { name: 'Deposit cut' });
    expect(second).toHaveTextContent('Deposit paid · ₴195');
    expect(within(second).getByRole('link', { name: /^Pay the rest/ })).toHaveAttribute('href', '/payment/b2');

    const third = screen.getByRole('article', { name: 'Paid cut' });
    expect(third).toHaveTextContent('Paid · ₴650');
    expect(within(third).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('offers no Pay, with a short note, while the admin has online payments switched off', async () => {
    serveBookingsApi([unpaid], (config) =>
      callOf(config) === 'GET /config' ? okReply({ features: { notifications: true, realtime: true, payments: false, uploads: true, realtimeAnalytics: true } }) : undefined,
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Unpaid cut' });
    expect(await within(card).findByText('Online payment is switched off for now: you can pay at the visit.')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('shows a refunded booking without Pay', async () => {
    serveBookingsApi([refunded]);
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Cancelled' }));
    const card = await screen.findByRole('article', { name: 'Refunded cut' });
    expect(card).toHaveTextContent('Refunded · ₴195');
    expect(within(card).queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says before cancelling that the deposit comes back in full, and what was refunded after', async () => {
    const requests = serveBookingsApi([deposit], (config) => {
      if (callOf(config) === 'GET /bookings/b2/can-cancel')
        return okReply({ allowed: true, reason: null, deadline: '2026-11-30T08:00:00.000Z', free: true, refundAmount: 195, keptAmount: 0 });
      if (callOf(config) === 'DELETE /bookings/b2') return okReply({ booking: { ...deposit, status: 'CANCELLED', paymentStatus: 'REFUNDED' }, freeCancellation: true, refunded: 195 });
      return undefined;
    });
    renderPage();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Deposit cut' })).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking' });
    expect(await within(dialog).findByText('Everything you paid, ₴195, goes back to your card.')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('You pay at the visit, so cancelling costs nothing.');
    fireEvent.change(within(dialog).getByLabelText(/^Reason for cancelling/), { target: { value: 'Plans changed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Booking “Deposit cut” cancelled. ₴195 refunded to your card'));
    expect(requests.some((r) => callOf(r) === 'DELETE /bookings/b2')).toBe(true);
  });

  it('says which part the specialist keeps when cancelling late', async () => {
    const paidInFull = buildBooking({ ...full, id: 'b5', service: { id: 's5', name: 'Late cut' } });
    serveBookingsApi([paidInFull], (config) =>
      callOf(config) === 'GET /bookings/b5/can-cancel'
        ? okReply({ allowed: true, reason: null, deadline: '2026-11-24T08:00:00.000Z', free: false, refundAmount: 455, keptAmount: 195 })
        : undefined,
    );
    renderPage();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Late cut' })).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking' });
    expect(
      await within(dialog).findByText('₴455 goes back to your card; the specialist keeps the deposit of ₴195, as the visit is closer than the free-cancellation window.'),
    ).toBeInTheDocument();
  });
});

describe('BookingsPage: points and the deposit hold (issue #26 items 13 and 15a)', () => {
  it('says in the cancel dialog which points come back, beside the refund', async () => {
    const withPoints = buildBooking({ ...deposit, id: 'b6', service: { id: 's6', name: 'Points cut' }, amountPaid: 156 });
    serveBookingsApi([withPoints], (config) =>
      callOf(config) === 'GET /bookings/b6/can-cancel'
        ? okReply({ allowed: true, reason: null, deadline: '2026-11-30T08:00:00.000Z', free: true, refundAmount: 156, keptAmount: 0, pointsReturned: 39 })
        : undefined,
    );
    renderPage();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Points cut' })).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking' });
    expect(await within(dialog).findByText('Everything you paid, ₴156, goes back to your card.')).toBeInTheDocument();
    expect(within(dialog).getByText('The 39 points spent on this booking come back to your account.')).toBeInTheDocument();
  });

  it('says a booking held for its deposit is released unless paid by its due time', async () => {
    const held = buildBooking({ id: 'b7', status: 'PENDING', service: { id: 's7', name: 'Held cut' }, paymentDueAt: '2026-11-25T08:30:00.000Z' });
    serveBookingsApi([held, unpaid]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Held cut' });
    expect(within(card).getByRole('note')).toHaveTextContent(/Pay the deposit by .*10:30.*, or the time is released to others\./);
    expect(within(screen.getByRole('article', { name: 'Unpaid cut' })).queryByText(/Pay the deposit by/)).not.toBeInTheDocument();
  });
});
