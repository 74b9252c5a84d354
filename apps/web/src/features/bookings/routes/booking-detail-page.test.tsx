import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { callOf, errorReply, okReply, serveApi } from '@/test/mock-api';
import { mockToasts, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { buildBooking } from '../testing/fixtures';
import { BookingDetailPage } from './booking-detail-page';

mockToasts();

/** 25 November 2026: the bookings of 1 December are ahead. */
const NOW = new Date('2026-11-25T08:00:00.000Z');

const serveBooking = (booking: ReturnType<typeof buildBooking> | null) =>
  serveApi((config) =>
    callOf(config).startsWith('GET /bookings/')
      ? booking
        ? okReply({ booking })
        : errorReply(404, 'NOT_FOUND', 'Booking not found')
      : okReply({}),
  );

const open = (view: 'customer' | 'specialist', id: string, timezone: string) =>
  renderRoutes(
    [{ path: view === 'customer' ? '/bookings/:bookingId' : '/specialist/bookings/:bookingId', element: <BookingDetailPage view={view} /> }],
    view === 'customer' ? `/bookings/${id}` : `/specialist/bookings/${id}`,
    signedInAs({ ...(view === 'customer' ? testUsers.customer : testUsers.specialist), timezone }),
  );

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await i18n.changeLanguage('en');
});
afterEach(() => vi.useRealTimers());

describe('BookingDetailPage', () => {
  it('shows the time in the specialist’s zone and in the viewer’s when they differ, the history and the payment', async () => {
    const booking = buildBooking({ status: 'CONFIRMED', confirmedAt: '2026-11-20T11:00:00.000Z', amountPaid: 200, paymentStatus: 'DEPOSIT_PAID' });
    serveBooking(booking);
    open('customer', booking.id, 'America/New_York');
    expect(await screen.findByRole('heading', { level: 1, name: 'Men’s haircut' })).toBeInTheDocument();
    // 08:00 UTC: 10:00 in Kyiv, 03:00 in New York.
    expect(screen.getByTestId('booking-when')).toHaveTextContent('10:00–10:45');
    expect(screen.getByTestId('booking-viewer-time')).toHaveTextContent('03:00');
    expect(screen.getByTestId('booking-viewer-time')).toHaveTextContent('New York');
    expect(screen.getByTestId('booking-history')).toHaveTextContent(/Booked.*Confirmed/);
    expect(screen.getByTestId('booking-payment')).toHaveTextContent('Paid online₴200');
    expect(screen.getByRole('link', { name: 'Message the specialist' })).toHaveAttribute('href', `/messages?to=sp1&booking=${booking.id}`);
  });

  it('shows one zone when the viewer’s is the specialist’s', async () => {
    const booking = buildBooking({ status: 'CONFIRMED' });
    serveBooking(booking);
    open('customer', booking.id, 'Europe/Kyiv');
    expect(await screen.findByTestId('booking-when')).toBeInTheDocument();
    expect(screen.queryByTestId('booking-viewer-time')).not.toBeInTheDocument();
  });

  it('offers the specialist Confirm and Decline on a request', async () => {
    const booking = buildBooking({ status: 'PENDING' });
    serveBooking(booking);
    open('specialist', booking.id, 'Europe/Kyiv');
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message the customer' })).toBeInTheDocument();
  });

  it('says "not found" for a booking that is not mine (the API answers 404)', async () => {
    serveBooking(null);
    open('customer', 'someone-elses', 'Europe/Kyiv');
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'All bookings' })[0]).toHaveAttribute('href', '/bookings');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
