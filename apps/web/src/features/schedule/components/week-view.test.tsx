import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { mockViewport } from '@/test/test-utils';
import { datesBetween, itemsInRange, visibleRange } from '../model/calendar';
import { buildBlock, buildBooking } from '../testing/fixtures';
import { WeekView } from './week-view';

const KYIV = 'Europe/Kyiv';
const workingHours = { monday: [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '18:00' }], sunday: [{ start: '10:00', end: '14:00' }] };

/** The DST week of 2026: Kyiv moves from UTC+2 to UTC+3 in the night to Sunday 29 March. */
const renderDstWeek = (onSelectItem = vi.fn()) => {
  const range = visibleRange('week', '2026-03-26', KYIV);
  const entries = [
    // Sunday 29 March, 10:00–11:00 summer time (07:00Z).
    buildBlock({ id: 'sunday', startsAt: '2026-03-29T07:00:00.000Z', endsAt: '2026-03-29T08:00:00.000Z', reason: 'Dentist' }),
    // Monday 23 March 09:00–10:00 winter time (07:00Z), weekly on Monday and Sunday.
    buildBlock({ id: 'weekly', kind: 'block', startsAt: '2026-03-23T07:00:00.000Z', endsAt: '2026-03-23T08:00:00.000Z', reason: 'Gym', repeatWeekly: true, repeatDays: ['monday', 'sunday'] }),
  ];
  const items = itemsInRange(entries, [buildBooking()], KYIV, range);
  render(<WeekView dates={datesBetween(range.firstDate, range.lastDate)} today="2026-03-26" zone={KYIV} workingHours={workingHours} items={items} onSelectItem={onSelectItem} onAddAt={vi.fn()} />);
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('WeekView', () => {
  it('draws blocks, weekly repeats and bookings in their local day and time across the DST change', () => {
    mockViewport(1280);
    const onSelectItem = vi.fn();
    renderDstWeek(onSelectItem);

    const sunday = screen.getByRole('region', { name: 'Sunday, 29 March 2026' });
    const sundayItems = within(sunday).getAllByRole('button');
    expect(sundayItems.map((b) => [b.dataset.from, b.dataset.to, b.dataset.kind])).toEqual([
      ['540', '600', 'blocked'],
      ['600', '660', 'blocked'],
    ]);
    expect(within(sunday).getByRole('button', { name: /Blocked: Gym, Sunday, 29 March 2026, 09:00–10:00, repeats weekly$/ })).toBeInTheDocument();
    expect(within(sunday).getByRole('button', { name: /Blocked: Dentist, Sunday, 29 March 2026, 10:00–11:00$/ })).toBeInTheDocument();
    expect(within(sunday).getByText('Working hours 10:00–14:00')).toBeInTheDocument();

    const monday = screen.getByRole('region', { name: 'Monday, 23 March 2026' });
    expect(within(monday).getByRole('button', { name: /Gym, Monday, 23 March 2026, 09:00–10:00/ })).toHaveAttribute('data-from', '540');
    expect(within(monday).getAllByTestId('working-hours')).toHaveLength(2);

    const saturday = screen.getByRole('region', { name: 'Saturday, 28 March 2026' });
    const booking = within(saturday).getByRole('button', { name: /Booking: Men’s haircut, Olena Kovalenko \(confirmed\), Saturday, 28 March 2026, 14:00–15:00$/ });
    expect(booking).toHaveAttribute('data-from', '840');
    expect(within(saturday).getByText('Day off')).toBeInTheDocument();

    fireEvent.click(booking);
    expect(onSelectItem).toHaveBeenCalledWith(expect.objectContaining({ kind: 'booking' }));
  });

  it('draws a booking that waits for an answer apart from a confirmed one, with the client’s name (issue #26)', () => {
    mockViewport(800);
    const range = visibleRange('week', '2026-03-26', KYIV);
    const bookings = [buildBooking(), buildBooking({ id: 'waiting', status: 'PENDING', scheduledAt: '2026-03-27T08:00:00.000Z', endsAt: '2026-03-27T09:00:00.000Z' })];
    const items = itemsInRange([], bookings, KYIV, range);
    render(<WeekView dates={datesBetween(range.firstDate, range.lastDate)} today="2026-03-26" zone={KYIV} workingHours={workingHours} items={items} onSelectItem={vi.fn()} onAddAt={vi.fn()} />);
    const confirmed = within(screen.getByRole('region', { name: 'Saturday, 28 March 2026' })).getByRole('button', { name: /confirmed/ });
    const pending = within(screen.getByRole('region', { name: 'Friday, 27 March 2026' })).getByRole('button', { name: /Awaiting confirmation: .*\(pending\)/ });
    expect(confirmed).toHaveAttribute('data-kind', 'booking');
    expect(pending).toHaveAttribute('data-kind', 'pending');
    expect(pending.className).toContain('border-dashed');
    expect(confirmed.className).not.toContain('border-dashed');
    // The visible text starts the accessible name, and the client's name is shown, not only read out.
    expect(confirmed).toHaveAccessibleName(/^14:00–15:00 Men’s haircut Olena Kovalenko\. /);
  });

  it('lays out as many day columns as it is given, with nothing wider than the card (no sideways scroll)', () => {
    const range = visibleRange('threeDays', '2026-03-28', KYIV);
    const items = itemsInRange([buildBlock({ id: 'sunday', startsAt: '2026-03-29T07:00:00.000Z', endsAt: '2026-03-29T08:00:00.000Z', reason: 'Dentist' })], [], KYIV, range);
    render(<WeekView dates={datesBetween(range.firstDate, range.lastDate)} today="2026-03-28" zone={KYIV} workingHours={workingHours} items={items} onSelectItem={vi.fn()} onAddAt={vi.fn()} />);
    const grid = screen.getByTestId('days-grid');
    expect(grid).toHaveAttribute('data-days', '3');
    expect((grid.firstElementChild as HTMLElement).style.gridTemplateColumns).toBe('2.75rem repeat(3, minmax(0, 1fr))');
    expect(grid.className).not.toMatch(/overflow-x|min-w-/);
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['Saturday, 28 March 2026', 'Sunday, 29 March 2026', 'Monday, 30 March 2026']);
    expect(within(screen.getByRole('region', { name: 'Sunday, 29 March 2026' })).getByRole('button', { name: /Blocked: Dentist, Sunday, 29 March 2026, 10:00–11:00$/ })).toBeInTheDocument();
  });
});
