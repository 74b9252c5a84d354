import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { callOf, errorReply } from '@/test/mock-api';
import { mockToasts, mockViewport, renderAt, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { buildAvailability, buildBlock, buildBooking, serveScheduleApi } from '../testing/fixtures';
import { SchedulePage } from './schedule-page';

mockToasts();

const renderPage = (path = '/specialist/schedule?view=week&date=2026-03-26') => renderAt(<SchedulePage />, path, signedInAs(testUsers.specialist));

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-25T10:00:00Z'));
  mockViewport(1280);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SchedulePage', () => {
  it('leads a specialist without a profile (422) to the first-run setup instead of an error', async () => {
    serveScheduleApi((config) =>
      callOf(config) === 'GET /specialists/availability' ? errorReply(422, 'UNPROCESSABLE', 'Create your specialist profile first') : undefined,
    );
    const { router } = renderRoutes(
      [
        { path: '/specialist/schedule', element: <SchedulePage /> },
        { path: '/specialist/get-started', element: <p>First-run setup</p> },
      ],
      '/specialist/schedule',
      signedInAs(testUsers.specialist),
    );
    expect(await screen.findByText('First-run setup')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/specialist/get-started?from=schedule');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('counts available, blocked and total slots of the visible week and lists what is coming', async () => {
    const extra = buildBlock({ id: 'extra', available: true, reason: null, startsAt: '2026-03-28T08:00:00.000Z', endsAt: '2026-03-28T10:00:00.000Z', date: '2026-03-28' });
    const blocked = buildBlock({ id: 'blk' });
    const requests = serveScheduleApi(undefined, { slots: [extra, blocked], blocked: [blocked], bookings: [buildBooking()] });
    renderPage();

    // Monday: 2 intervals, Wednesday: 1, plus the extra slot on Saturday; the Sunday block.
    await waitFor(() => expect(screen.getByTestId('counter-available')).toHaveTextContent('4'));
    expect(screen.getByTestId('counter-blocked')).toHaveTextContent('1');
    expect(screen.getByTestId('counter-total')).toHaveTextContent('5');
    expect(screen.getByRole('heading', { level: 2, name: /^23 Mar – 29 Mar 2026/ })).toBeInTheDocument();

    const help = screen.getByRole('button', { name: 'What the counters count' });
    fireEvent.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/no block or vacation fully covers/)).toBeVisible();

    const upcoming = screen.getByRole('region', { name: 'Upcoming schedule' });
    await waitFor(() => expect(within(upcoming).getAllByRole('button')).toHaveLength(3));

    const bookingsCall = requests.find((r) => callOf(r) === 'GET /bookings');
    expect(bookingsCall?.params).toMatchObject({ view: 'specialist', status: 'PENDING,CONFIRMED,IN_PROGRESS,COMPLETED', from: '2026-03-22T22:00:00.000Z', to: '2026-03-29T21:00:00.000Z' });
    expect(requests.find((r) => callOf(r) === 'GET /specialists/availability/blocked')?.params).toEqual({ startDate: '2026-03-23', endDate: '2026-03-29' });
  });

  it('switches to the month view with per-day markers and moves with the arrow keys', async () => {
    serveScheduleApi(undefined, { slots: [buildBlock()], bookings: [buildBooking()] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Month' }));
    const grid = await screen.findByRole('grid', { name: 'March 2026' });
    await waitFor(() => expect(within(grid).getByRole('button', { name: /^Sunday, 29 March 2026: 1 blocked/ })).toBeInTheDocument());
    expect(within(grid).getByRole('button', { name: /^Saturday, 28 March 2026: 1 booking/ })).toBeInTheDocument();
    const current = within(grid).getByRole('button', { name: /^Thursday, 26 March 2026/ });
    expect(current).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(current, { key: 'ArrowRight' });
    await waitFor(() => expect(within(grid).getByRole('button', { name: /^Friday, 27 March 2026/ })).toHaveFocus());
  });

  it('shows three days on a phone, moves by three days and offers a single day (issue #10)', async () => {
    mockViewport(375);
    serveScheduleApi(undefined, { slots: [buildBlock()] });
    renderPage('/specialist/schedule?view=week&date=2026-03-27');
    const views = await screen.findByRole('group', { name: 'Calendar view' });
    expect(within(views).getAllByRole('button').map((b) => b.textContent)).toEqual(['Day', '3 days', 'Month', 'Year']);
    expect(within(views).getByRole('button', { name: '3 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('days-grid')).toHaveAttribute('data-days', '3');
    expect(screen.getByRole('heading', { level: 2, name: /^27 Mar – 29 Mar 2026/ })).toBeInTheDocument();
    // The Sunday block is in these three days.
    const sunday = screen.getByRole('region', { name: 'Sunday, 29 March 2026' });
    expect(await within(sunday).findByRole('button', { name: /Blocked: Dentist, Sunday, 29 March 2026, 10:00–11:00$/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next 3 days' }));
    expect(await screen.findByRole('heading', { level: 2, name: /^30 Mar – 1 Apr 2026/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous 3 days' }));
    fireEvent.click(within(views).getByRole('button', { name: 'Day' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Friday, 27 March 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('days-grid')).toHaveAttribute('data-days', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Saturday, 28 March 2026' })).toBeInTheDocument();
  });

  it('fits the whole week on a tablet: seven columns, Sunday included', async () => {
    mockViewport(800);
    serveScheduleApi(undefined, { slots: [buildBlock()] });
    renderPage();
    const views = await screen.findByRole('group', { name: 'Calendar view' });
    expect(within(views).getAllByRole('button').map((b) => b.textContent)).toEqual(['Day', 'Week', 'Month', 'Year']);
    expect(screen.getByTestId('days-grid')).toHaveAttribute('data-days', '7');
    expect(await within(screen.getByRole('region', { name: 'Sunday, 29 March 2026' })).findByRole('button', { name: /Blocked: Dentist/ })).toBeInTheDocument();
  });

  it('opens a blocked entry for deletion and deletes a slot through its own endpoint', async () => {
    const requests = serveScheduleApi(undefined, { slots: [buildBlock()], availability: buildAvailability() });
    renderPage();
    const sunday = await screen.findByRole('region', { name: 'Sunday, 29 March 2026' });
    fireEvent.click(await within(sunday).findByRole('button', { name: /Blocked: Dentist, Sunday, 29 March 2026, 10:00–11:00$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit slot' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete slot' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this slot?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.some((r) => callOf(r) === 'DELETE /availability/specialists/availability/blocks/blk1')).toBe(true));
  });
});
