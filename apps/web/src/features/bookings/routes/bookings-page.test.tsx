import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply, paramsOf } from '@/test/mock-api';
import { clearToastMocks, mockToasts, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildBooking, serveBookingsApi } from '../testing/fixtures';
import { BookingsPage } from './bookings-page';

mockToasts();

const customer = { ...testUsers.customer, timezone: 'Europe/Kyiv' };
const renderPage = (path = '/bookings') => renderAt(<BookingsPage />, path, signedInAs(customer));

const upcoming = buildBooking({ id: 'up1', status: 'CONFIRMED', notes: 'Short on the sides', type: 'online', videoCall: true });
const past = buildBooking({ id: 'past1', status: 'COMPLETED', service: { id: 'svc2', name: 'Beard trim' } });
const cancelled = buildBooking({ id: 'can1', status: 'CANCELLED', service: { id: 'svc3', name: 'Hair colouring' }, cancellationReason: 'Feeling ill' });

/** Wednesday 25 November 2026, 10:00 in Kyiv: the bookings of 1 December are well before their window. */
const NOW = new Date('2026-11-25T08:00:00.000Z');

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  clearToastMocks();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('BookingsPage', () => {
  it('filters each tab by status and shows the booking facts in the viewer’s zone', async () => {
    const requests = serveBookingsApi([upcoming, past, cancelled]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Men’s haircut' });
    expect(card).toHaveTextContent('Tuesday, December 1, 2026, 10:00');
    expect(card).toHaveTextContent('Kyiv (UTC+02:00)');
    expect(card).toHaveTextContent('45 min');
    expect(card).toHaveTextContent('Online');
    expect(card).toHaveTextContent('Video call');
    expect(card).toHaveTextContent('₴650');
    expect(card).toHaveTextContent('Confirmed');
    expect(card).toHaveTextContent('Short on the sides');
    expect(within(card).getByRole('link', { name: 'Taras Shevchuk' })).toHaveAttribute('href', '/specialist/sp1');
    // Writing to the specialist about this booking.
    expect(within(card).getByRole('link', { name: 'Message: Taras Shevchuk' })).toHaveAttribute('href', '/messages?to=sp1&booking=up1');
    const first = requests.find((r) => callOf(r) === 'GET /bookings');
    expect(paramsOf(first)).toMatchObject({ view: 'customer', status: 'PENDING,CONFIRMED,IN_PROGRESS', page: 1 });

    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByRole('article', { name: 'Beard trim' })).toHaveTextContent('Completed');
    expect(screen.queryByRole('article', { name: 'Men’s haircut' })).not.toBeInTheDocument();
    expect(requests.some((r) => paramsOf(r).status === 'COMPLETED,NO_SHOW')).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Cancelled' }));
    const gone = await screen.findByRole('article', { name: 'Hair colouring' });
    expect(gone).toHaveTextContent('Cancelled: Feeling ill');
    expect(within(gone).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('shows an empty state per tab with a link to search', async () => {
    serveBookingsApi([]);
    renderPage('/bookings?tab=past');
    expect(await screen.findByRole('heading', { name: 'No past bookings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find services' })).toHaveAttribute('href', '/search');
  });

  it('cancels with a required reason after saying that it costs nothing and offering to reschedule instead', async () => {
    const requests = serveBookingsApi([upcoming], (config) => {
      if (callOf(config) === 'GET /bookings/up1/can-cancel')
        return okReply({ allowed: true, reason: null, deadline: '2026-11-30T08:00:00.000Z', free: true });
      if (callOf(config) === 'DELETE /bookings/up1') return okReply({ booking: { ...upcoming, status: 'CANCELLED' }, freeCancellation: true });
      return undefined;
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Men’s haircut' });
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking' });
    expect(await within(dialog).findByText('You pay at the visit, so cancelling costs nothing.')).toBeInTheDocument();
    expect(within(dialog).getByText('If only the time does not suit you, you can reschedule instead, until November 30, 2026, 10:00 (Kyiv (UTC+02:00)).')).toBeInTheDocument();
    // Payment is at the visit: there is no fee to speak of.
    expect(dialog).not.toHaveTextContent(/fee|free of charge|no longer free|charged/i);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('Give a reason (at least 3 characters)')).toBeInTheDocument();
    expect(requests.some((r) => callOf(r) === 'DELETE /bookings/up1')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/^Reason for cancelling/), { target: { value: 'Plans changed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(requests.find((r) => callOf(r) === 'DELETE /bookings/up1'))).toEqual({ reason: 'Plans changed' });
    expect(toast.success).toHaveBeenCalledWith('Booking “Men’s haircut” cancelled');
  });

  it('shows the error text of a 409 by its code and keeps the dialog open', async () => {
    serveBookingsApi([upcoming], (config) => {
      if (callOf(config) === 'GET /bookings/up1/can-cancel')
        return okReply({ allowed: true, reason: null, deadline: '2026-11-30T08:00:00.000Z', free: false });
      if (callOf(config) === 'DELETE /bookings/up1') return errorReply(409, 'INVALID_TRANSITION', 'Cannot cancel');
      return undefined;
    });
    renderPage();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Men’s haircut' })).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking' });
    expect(await within(dialog).findByText('You pay at the visit, so cancelling costs nothing.')).toBeInTheDocument();
    expect(within(dialog).getByText('Rescheduling was possible until November 30, 2026, 10:00 (Kyiv (UTC+02:00)); now the booking can only be cancelled.')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/fee|free/i);
    fireEvent.change(within(dialog).getByLabelText(/^Reason for cancelling/), { target: { value: 'Plans changed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This action is not possible for the booking in its current state');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('explains a refused cancellation and offers no submit', async () => {
    serveBookingsApi([upcoming], (config) =>
      callOf(config) === 'GET /bookings/up1/can-cancel'
        ? okReply({ allowed: false, reason: 'CANCELLATION_WINDOW_PASSED', deadline: null, free: false })
        : undefined,
    );
    renderPage();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Men’s haircut' })).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking' });
    expect(await within(dialog).findByText(/the cancellation window has passed/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeDisabled();
  });

  it('offers Reschedule only before the specialist’s window, and Cancel only before the start, saying why and until when', async () => {
    const early = buildBooking({ id: 'early', status: 'CONFIRMED', service: { id: 's1', name: 'Early' }, scheduledAt: '2026-12-01T08:00:00.000Z' });
    // 10:00 Kyiv tomorrow: inside a 24-hour window since 10:00 today.
    const late = buildBooking({ id: 'late', status: 'PENDING', service: { id: 's2', name: 'Late' }, scheduledAt: '2026-11-26T08:00:00.000Z' });
    const missed = buildBooking({ id: 'missed', status: 'CONFIRMED', service: { id: 's3', name: 'Missed' }, scheduledAt: '2026-11-25T07:00:00.000Z' });
    const running = buildBooking({ id: 'running', status: 'IN_PROGRESS', service: { id: 's4', name: 'Running' }, scheduledAt: '2026-11-25T07:30:00.000Z' });
    serveBookingsApi([early, late, missed, running]);
    renderPage();

    const earlyCard = await screen.findByRole('article', { name: 'Early' });
    expect(within(earlyCard).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(within(earlyCard).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(earlyCard).toHaveTextContent('You can reschedule until November 30, 2026, 10:00.');

    const lateCard = screen.getByRole('article', { name: 'Late' });
    expect(within(lateCard).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(within(lateCard).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(lateCard).toHaveTextContent(
      'Rescheduling was possible until November 25, 2026, 10:00 (24 h before the start, as the specialist has set). You can still cancel until the start at 10:00.',
    );

    const missedCard = screen.getByRole('article', { name: 'Missed' });
    expect(within(missedCard).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(within(missedCard).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(missedCard).toHaveTextContent('The start time has passed: the booking can no longer be cancelled or rescheduled.');

    const runningCard = screen.getByRole('article', { name: 'Running' });
    expect(within(runningCard).queryByRole('button', { name: /Reschedule|Cancel/ })).not.toBeInTheDocument();
    expect(runningCard).toHaveTextContent('The visit is in progress: it can no longer be cancelled or rescheduled.');
  });

  it('reschedules to a picked slot from the week’s availability', async () => {
    const requests = serveBookingsApi([upcoming], (config) => {
      switch (callOf(config)) {
        case 'GET /bookings/up1/can-reschedule':
          return okReply({ allowed: true, reason: null, deadline: '2026-11-30T08:00:00.000Z', free: true });
        case 'GET /services/svc1/availability':
          return okReply({
            timezone: 'Europe/Kyiv',
            specialistTimezone: 'Europe/Kyiv',
            duration: 45,
            days: [
              { date: '2026-12-02', slots: [] },
              { date: '2026-12-03', slots: ['2026-12-03T09:00:00.000Z', '2026-12-03T12:30:00.000Z'] },
            ],
          });
        case 'POST /bookings/up1/reschedule':
          return okReply({ booking: { ...upcoming, scheduledAt: '2026-12-03T12:30:00.000Z' } });
        default:
          return undefined;
      }
    });
    renderPage();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Men’s haircut' })).getByRole('button', { name: 'Reschedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule booking' });
    const times = await within(dialog).findByRole('group', { name: 'Free times' });
    expect(within(dialog).getByRole('radio', { name: /Wed, Dec 2 — no free times/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Thu, Dec 3/ })).toBeChecked();
    expect(paramsOf(requests.find((r) => callOf(r) === 'GET /services/svc1/availability'))).toMatchObject({ days: 7, timezone: 'Europe/Kyiv' });
    const submit = within(dialog).getByRole('button', { name: 'Move booking' });
    expect(submit).toBeDisabled();
    fireEvent.click(within(times).getByRole('radio', { name: '14:30' }));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(requests.find((r) => callOf(r) === 'POST /bookings/up1/reschedule'))).toEqual({ scheduledAt: '2026-12-03T12:30:00.000Z' });
    expect(toast.success).toHaveBeenCalledWith('“Men’s haircut” moved to December 3, 2026, 14:30');
  });

  it('says so when the picked slot was just taken (409 SLOT_TAKEN) and reloads the slots', async () => {
    let availabilityCalls = 0;
    serveBookingsApi([upcoming], (config) => {
      switch (callOf(config)) {
        case 'GET /bookings/up1/can-reschedule':
          return okReply({ allowed: true, reason: null, deadline: null, free: true });
        case 'GET /services/svc1/availability':
          availabilityCalls += 1;
          return okReply({ timezone: 'Europe/Kyiv', specialistTimezone: 'Europe/Kyiv', duration: 45, days: [{ date: '2026-12-03', slots: ['2026-12-03T09:00:00.000Z'] }] });
        case 'POST /bookings/up1/reschedule':
          return errorReply(409, 'SLOT_TAKEN');
        default:
          return undefined;
      }
    });
    renderPage();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Men’s haircut' })).getByRole('button', { name: 'Reschedule' }));
    const dialog = screen.getByRole('dialog', { name: 'Reschedule booking' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: '11:00' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(await within(dialog).findByText('This time has just been taken. Please choose another one')).toBeInTheDocument();
    await waitFor(() => expect(availabilityCalls).toBe(2));
  });
});
