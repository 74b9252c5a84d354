import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { callOf, errorReply, okReply, paramsOf } from '@/test/mock-api';
import { mockViewport, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildDashboardLoyalty, buildStats, fullDashboard, serveDashboardApi } from '../testing/fixtures';
import { DashboardPage } from './dashboard-page';

const customer = signedInAs({ ...testUsers.customer, timezone: 'Europe/Kyiv' });
const renderPage = () => renderAt(<DashboardPage />, '/dashboard', customer);
const block = (name: string) => screen.getByTestId(`dashboard-${name}`);
/** The texts inside `element`, one space between them (no-break spaces of amounts made plain). */
const plain = (element: HTMLElement) => {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
  return parts.join(' ').replace(/\s+/g, ' ').trim();
};

beforeEach(async () => {
  mockViewport(1280);
  await i18n.changeLanguage('en');
});

describe('DashboardPage', () => {
  it('greets the customer and shows the figures of GET /auth/me/stats', async () => {
    serveDashboardApi();
    renderPage();
    // A greeting that needs no grammatical case: no first name in the nominative (issue #26).
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Good (morning|afternoon|evening)!$/);
    expect(plain(await screen.findByTestId('stat-totalBookings'))).toBe('All bookings 12');
    expect(plain(screen.getByTestId('stat-upcomingBookings'))).toBe('Upcoming 2');
    expect(plain(screen.getByTestId('stat-completedBookings'))).toBe('Completed 8');
    expect(plain(screen.getByTestId('stat-totalSpent'))).toBe('Spent online ₴4,250');
    expect(plain(screen.getByTestId('stat-favoriteCount'))).toBe('Favourites 3');
    expect(plain(screen.getByTestId('stat-loyaltyPoints'))).toBe('Loyalty points 155');
    expect(plain(screen.getByTestId('stat-reviewsWritten'))).toBe('Reviews 5');
  });

  it('formats the money of the figures in the interface language', async () => {
    serveDashboardApi({ ...fullDashboard(), 'GET /auth/me/stats': okReply(buildStats({ totalSpent: 12500 })) });
    await i18n.changeLanguage('uk');
    renderPage();
    expect(plain(await screen.findByTestId('stat-totalSpent'))).toBe('Витрачено онлайн 12 500 ₴');
  });

  it('lists the upcoming bookings with their time in the viewer’s zone, each opening its own booking page (issue #26 item 16)', async () => {
    const calls = serveDashboardApi();
    renderPage();
    const rows = await within(block('upcoming')).findAllByTestId('upcoming-booking');
    expect(rows).toHaveLength(2);
    expect(plain(rows[0]!)).toContain('Men’s haircut');
    // 08:00 UTC is 10:00 in Kyiv.
    expect(plain(rows[0]!)).toMatch(/1 Dec.*10:00 · Taras Shevchuk/);
    expect(plain(rows[0]!)).toContain('Confirmed');
    expect(plain(rows[1]!)).toContain('Awaiting confirmation');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toMatch(/^\/bookings\/[^/]+$/);
    expect(paramsOf(calls.find((call) => callOf(call) === 'GET /bookings/upcoming'))).toEqual({ limit: 5 });
  });

  it('offers to book again each distinct service of the recent completed visits, one click to its booking page', async () => {
    const calls = serveDashboardApi();
    renderPage();
    const actions = block('actions');
    const items = await within(actions).findAllByTestId('rebook-item');
    expect(items.map(plain)).toEqual(['Massage Oksana Lysenko Again', 'Men’s haircut Taras Shevchuk Again']);
    expect(within(items[0]!).getByRole('link', { name: 'Massage Oksana Lysenko Again' })).toHaveAttribute('href', '/booking/svc-massage');
    expect(within(actions).getByRole('link', { name: 'Find services' })).toHaveAttribute('href', '/search');
    expect(paramsOf(calls.find((call) => callOf(call) === 'GET /bookings'))).toMatchObject({ status: 'COMPLETED', view: 'customer', sortOrder: 'desc' });
  });

  it('shows favourites, recommendations, the loyalty balance and the unread messages', async () => {
    serveDashboardApi();
    renderPage();
    const favorite = await within(block('favorites')).findByTestId('favorite-service');
    expect(plain(favorite)).toContain('Yoga class');
    expect(within(favorite).getByRole('link')).toHaveAttribute('href', '/service/fav1');
    expect(await within(block('recommended')).findAllByTestId('recommended-service')).toHaveLength(2);
    expect(await within(block('loyalty')).findByTestId('loyalty-balance')).toHaveTextContent('155');
    expect(within(block('loyalty')).getByText('40 points expire on 10 December 2026')).toBeInTheDocument();
    expect(await within(block('messages')).findByTestId('unread-total')).toHaveTextContent('2 unread messages');
    const unread = within(block('messages')).getAllByTestId('unread-conversation');
    expect(unread).toHaveLength(1);
    expect(within(unread[0]!).getByRole('link')).toHaveAttribute('href', '/messages?c=cv1');
  });

  it('shows each block’s empty state', async () => {
    serveDashboardApi({
      'GET /auth/me/stats': okReply(buildStats({ totalBookings: 0, upcomingBookings: 0, completedBookings: 0, totalSpent: 0, favoriteCount: 0, loyaltyPoints: 0, reviewsWritten: 0 })),
      'GET /bookings/upcoming': okReply({ bookings: [] }),
      'GET /bookings': okReply({ bookings: [], page: 1, totalPages: 0, total: 0 }),
      'GET /services/favorites': okReply({ services: [] }),
      'GET /loyalty': okReply(buildDashboardLoyalty({ balance: 0, lifetimeEarned: 0, total: 0, totalPages: 0, expiringSoon: null })),
      'GET /services/recommended': okReply({ services: [] }),
      'GET /conversations': okReply({ conversations: [], unreadTotal: 0 }),
    });
    renderPage();
    expect(await within(block('upcoming')).findByText(/No visits planned/)).toBeInTheDocument();
    expect(within(block('upcoming')).getByRole('link', { name: 'Find services' })).toHaveAttribute('href', '/search');
    expect(await within(block('actions')).findByText(/After your first completed visit/)).toBeInTheDocument();
    expect(await within(block('favorites')).findByText(/Nothing in your favourites yet/)).toBeInTheDocument();
    expect(await within(block('recommended')).findByText(/Nothing to recommend yet/)).toBeInTheDocument();
    expect(await within(block('loyalty')).findByText('You have no points yet. You earn a point for every ₴10 of a completed visit paid online.')).toBeInTheDocument();
    expect(await within(block('messages')).findByText('No unread messages.')).toBeInTheDocument();
    expect(plain(await screen.findByTestId('stat-totalSpent'))).toBe('Spent online ₴0');
  });

  it('shows a skeleton in every block while its data is on its way', () => {
    serveDashboardApi({}, () => new Promise(() => undefined));
    renderPage();
    for (const name of ['stats', 'upcoming', 'actions', 'favorites', 'recommended', 'loyalty', 'messages']) {
      expect(within(block(name)).getByTestId('block-skeleton')).toBeInTheDocument();
      expect(block(name)).toHaveAttribute('aria-busy', 'true');
    }
  });

  it('a failing block shows its own error and retries, while the others show their data', async () => {
    let failUpcoming = true;
    serveDashboardApi(fullDashboard(), (config) => (callOf(config) === 'GET /bookings/upcoming' && failUpcoming ? errorReply(500, 'INTERNAL_ERROR') : undefined));
    renderPage();
    const upcoming = block('upcoming');
    expect(await within(upcoming).findByRole('alert')).toHaveTextContent('This block could not be loaded.');
    expect(await within(block('favorites')).findByTestId('favorite-service')).toBeInTheDocument();
    failUpcoming = false;
    fireEvent.click(within(upcoming).getByRole('button', { name: 'Try again' }));
    expect(await within(upcoming).findAllByTestId('upcoming-booking')).toHaveLength(2);
    expect(within(upcoming).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps "Find services" when the visits to book again cannot be loaded', async () => {
    serveDashboardApi(fullDashboard(), (config) => (callOf(config) === 'GET /bookings' ? errorReply(500, 'INTERNAL_ERROR') : undefined));
    renderPage();
    const actions = block('actions');
    expect(await within(actions).findByRole('alert')).toHaveTextContent('This block could not be loaded.');
    expect(within(actions).getByRole('link', { name: 'Find services' })).toHaveAttribute('href', '/search');
    expect(within(actions).queryByTestId('rebook-item')).not.toBeInTheDocument();
  });

  it('the figures have their own error and retry', async () => {
    let fail = true;
    serveDashboardApi(fullDashboard(), (config) => (callOf(config) === 'GET /auth/me/stats' && fail ? errorReply(503, 'SERVICE_UNAVAILABLE') : undefined));
    renderPage();
    const stats = block('stats');
    expect(await within(stats).findByRole('alert')).toHaveTextContent('Your figures could not be loaded.');
    fail = false;
    fireEvent.click(within(stats).getByRole('button', { name: 'Try again' }));
    expect(plain(await screen.findByTestId('stat-totalBookings'))).toBe('All bookings 12');
  });
});
