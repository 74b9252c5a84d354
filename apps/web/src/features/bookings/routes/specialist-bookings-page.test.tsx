import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply, paramsOf } from '@/test/mock-api';
import { clearToastMocks, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildBooking, serveBookingsApi } from '../testing/fixtures';
import { SpecialistBookingsPage } from './specialist-bookings-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn() } }));

const renderPage = () => renderAt(<SpecialistBookingsPage />, '/specialist/bookings', signedInAs({ ...testUsers.specialist, timezone: 'Europe/Kyiv' }));

const person = (id: string, name: string) => ({ id, name, avatar: null });
const olena = buildBooking({ id: 'b-olena', status: 'PENDING', customer: person('c1', 'Olena Kovalenko') });
const ivan = buildBooking({ id: 'b-ivan', status: 'PENDING', customer: person('c2', 'Ivan Melnyk'), scheduledAt: '2026-12-01T10:00:00.000Z' });
const maria = buildBooking({ id: 'b-maria', status: 'CONFIRMED', customer: person('c3', 'Maria Bondar') });
// Started five minutes ago: start, complete and no-show are possible, confirm-time actions are not.
const startedAt = new Date(Date.now() - 5 * 60_000).toISOString();
const late = buildBooking({ id: 'b-late', status: 'CONFIRMED', customer: person('c5', 'Oksana Late'), scheduledAt: startedAt, endsAt: startedAt });
const petro = buildBooking({ id: 'b-petro', status: 'COMPLETED', customer: person('c4', 'Petro Savchenko') });

const actionNames = (article: HTMLElement) => within(article).queryAllByRole('button').map((b) => b.textContent);

beforeEach(async () => {
  clearToastMocks();
  await i18n.changeLanguage('en');
});

describe('SpecialistBookingsPage', () => {
  it('shows the month’s counters by status', async () => {
    serveBookingsApi([olena]);
    renderPage();
    const counters = await screen.findByRole('region', { name: 'Past month' });
    await waitFor(() => expect(within(counters).getByText('Pending').nextSibling).toHaveTextContent('2'));
    expect(within(counters).getByText('Completion rate').nextSibling).toHaveTextContent('50%');
  });

  it('shows only the actions the lifecycle allows for each status, times in the specialist’s zone', async () => {
    serveBookingsApi([olena, maria, late, petro]);
    renderPage();
    const pending = await screen.findByRole('article', { name: 'Olena Kovalenko' });
    expect(pending).toHaveTextContent('10:00');
    expect(pending).toHaveTextContent('Kyiv (UTC+02:00)');
    expect(actionNames(pending)).toEqual(['Confirm', 'Send reminder', 'Cancel']);
    expect(actionNames(screen.getByRole('article', { name: 'Maria Bondar' }))).toEqual(['Send reminder', 'Cancel']);
    expect(actionNames(screen.getByRole('article', { name: 'Oksana Late' }))).toEqual(['Start', 'Complete', 'No-show']);
    expect(actionNames(screen.getByRole('article', { name: 'Petro Savchenko' }))).toEqual([]);
  });

  it('sends the status chips and date range to the server and searches names on the page', async () => {
    const requests = serveBookingsApi([olena, ivan, maria]);
    renderPage();
    await screen.findByRole('article', { name: 'Olena Kovalenko' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pending' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    await waitFor(() =>
      expect(requests.some((r) => paramsOf(r).status === 'PENDING' && paramsOf(r).from === '2026-11-30T22:00:00.000Z' && paramsOf(r).view === 'specialist')).toBe(true),
    );
    expect(await screen.findByRole('article', { name: 'Ivan Melnyk' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Maria Bondar' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Customer'), { target: { value: 'ivan' } });
    expect(screen.queryByRole('article', { name: 'Olena Kovalenko' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ivan Melnyk' })).toBeInTheDocument();
  });

  it('confirms the selected bookings one by one and reports a partial failure', async () => {
    const requests = serveBookingsApi([olena, ivan, maria], (config) => {
      if (callOf(config) === 'POST /bookings/b-olena/confirm') return okReply({ booking: { ...olena, status: 'CONFIRMED' } });
      if (callOf(config) === 'POST /bookings/b-ivan/confirm') return errorReply(409, 'INVALID_TRANSITION');
      return undefined;
    });
    renderPage();
    await screen.findByRole('article', { name: 'Olena Kovalenko' });
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Select booking: Olena Kovalenko/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Select booking: Ivan Melnyk/ }));
    expect(bar).toHaveTextContent('Selected: 2');
    fireEvent.click(within(bar).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('Done: 1. Failed: 1 (they stay selected)'));
    expect(requests.filter((r) => /\/confirm$/.test(r.url ?? '')).map((r) => r.url)).toEqual(['/bookings/b-olena/confirm', '/bookings/b-ivan/confirm']);
    expect(bar).toHaveTextContent('Selected: 1');
    expect(screen.getByRole('checkbox', { name: /^Select booking: Ivan Melnyk/ })).toBeChecked();

    fireEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(bar).toHaveTextContent('Selected: 0');
  });

  it('cancels the selected bookings with one reason', async () => {
    const requests = serveBookingsApi([olena, maria], (config) =>
      config.method === 'delete' ? okReply({ booking: { ...olena, status: 'CANCELLED' }, freeCancellation: true }) : undefined,
    );
    renderPage();
    await screen.findByRole('article', { name: 'Olena Kovalenko' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    fireEvent.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel selected bookings' });
    fireEvent.change(within(dialog).getByLabelText(/^Reason for cancelling/), { target: { value: 'I am ill today' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel bookings' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bookings cancelled: 2'));
    const deletes = requests.filter((r) => r.method === 'delete');
    expect(deletes.map((r) => r.url)).toEqual(['/bookings/b-olena', '/bookings/b-maria']);
    expect(deletes.map(bodyOf)).toEqual([{ reason: 'I am ill today' }, { reason: 'I am ill today' }]);
  });

  it('runs a single action and shows its error by code', async () => {
    serveBookingsApi([late], (config) => (callOf(config) === 'POST /bookings/b-late/start' ? errorReply(409, 'INVALID_TRANSITION') : undefined));
    renderPage();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Oksana Late' })).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This action is not possible for the booking in its current state'));
  });
});
