import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import i18n from '@/lib/i18n';
import { bodyOf, callOf, errorReply, okReply, paramsOf } from '@/test/mock-api';
import { clearToastMocks, mockToasts, mockViewport, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildBooking, serveBookingsApi } from '../testing/fixtures';
import { SpecialistBookingsPage } from './specialist-bookings-page';

mockToasts();

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
  mockViewport(1024);
  await i18n.changeLanguage('en');
});

describe('SpecialistBookingsPage', () => {
  it('counts the bookings the list shows, by status, and follows its date filter (issue #10)', async () => {
    const cancelled = buildBooking({ id: 'b-cancelled', status: 'CANCELLED', customer: person('c6', 'Taras Cancelled'), scheduledAt: '2026-12-03T08:00:00.000Z' });
    const requests = serveBookingsApi([olena, maria, petro, cancelled]);
    renderPage();
    const counters = await screen.findByRole('region', { name: 'Summary' });
    const tile = (name: string) => within(counters).getByText(name, { selector: 'dt' }).nextSibling;
    await waitFor(() => expect(tile('Pending')).toHaveTextContent('1'));
    expect(tile('Confirmed')).toHaveTextContent('1');
    expect(tile('Completed')).toHaveTextContent('1');
    expect(tile('Cancelled')).toHaveTextContent('1');
    expect(tile('This month')).toHaveTextContent('4');
    expect(tile('Completion rate')).toHaveTextContent('50%');
    expect(counters).toHaveTextContent('Statuses: all dates in the list');
    // The month's money is the gross revenue by visit date, named as on the earnings and analytics pages (#26).
    expect(within(counters).getByTestId('stats-footer')).toHaveTextContent(/Gross revenue this month \(by visit date\): ₴\d/);

    // 3 December only: the cancelled booking; the month tile does not move.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '03/12/2026' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '03/12/2026' } });
    await waitFor(() => expect(tile('Cancelled')).toHaveTextContent('1'));
    await waitFor(() => expect(tile('Pending')).toHaveTextContent('0'));
    expect(tile('This month')).toHaveTextContent('4');
    expect(counters).toHaveTextContent('Statuses: the dates you picked');
    const stats = requests.filter((r) => callOf(r) === 'GET /bookings/stats').map(paramsOf);
    const list = requests.filter((r) => callOf(r) === 'GET /bookings').map(paramsOf).at(-1);
    expect(list).toMatchObject({ from: '2026-12-02T22:00:00.000Z', to: '2026-12-03T22:00:00.000Z' });
    expect(stats).toContainEqual({ period: 'all', view: 'specialist', from: list?.from, to: list?.to });
    expect(stats).toContainEqual({ period: 'month', view: 'specialist' });
  });

  it('offers to write to the customer of each booking, whatever its status', async () => {
    serveBookingsApi([olena, petro]);
    renderPage();
    const row = await screen.findByRole('article', { name: 'Petro Savchenko' });
    expect(within(row).getByRole('link', { name: 'Message: Petro Savchenko' })).toHaveAttribute('href', '/specialist/messages?customer=c4&booking=b-petro');
    const pending = screen.getByRole('article', { name: 'Olena Kovalenko' });
    expect(within(pending).getByRole('link', { name: 'Message: Olena Kovalenko' })).toHaveAttribute('href', '/specialist/messages?customer=c1&booking=b-olena');
  });

  it('refreshes the counters after an action', async () => {
    const pending = buildBooking({ id: 'b-new', status: 'PENDING', customer: person('c7', 'Nadia New') });
    let bookings = [pending];
    serveBookingsApi(
      () => bookings,
      (config) => {
        if (callOf(config) !== 'POST /bookings/b-new/confirm') return undefined;
        bookings = [{ ...pending, status: 'CONFIRMED' }];
        return okReply({ booking: bookings[0] });
      },
    );
    renderPage();
    const counters = await screen.findByRole('region', { name: 'Summary' });
    const tile = (name: string) => within(counters).getByText(name, { selector: 'dt' }).nextSibling;
    await waitFor(() => expect(tile('Pending')).toHaveTextContent('1'));
    expect(tile('Confirmed')).toHaveTextContent('0');
    fireEvent.click(within(await screen.findByRole('article', { name: 'Nadia New' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(tile('Confirmed')).toHaveTextContent('1'));
    expect(tile('Pending')).toHaveTextContent('0');
  }, 15_000);

  it('on a phone shows the bookings first: a one-line summary that opens, filters behind a button', async () => {
    mockViewport(375);
    serveBookingsApi([olena, maria]);
    renderPage();
    const counters = await screen.findByRole('region', { name: 'Summary' });
    const toggle = within(counters).getByRole('button', { expanded: false });
    await waitFor(() => expect(toggle).toHaveTextContent('Pending: 1 · Confirmed: 1 · This month: 2'));
    expect(within(counters).queryByText('Completion rate')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Pending' })).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Olena Kovalenko' })).toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(counters).getByText('Completion rate')).toBeInTheDocument();
    const filters = screen.getByRole('button', { name: 'Filters' });
    fireEvent.click(filters);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pending' }));
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    expect(within(filters).getByLabelText('Active filters: 1')).toHaveTextContent('1');
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
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/12/2026' } });
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
