import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpecialistAnalytics } from '@vizyt/contracts';
import i18n from '@/lib/i18n';
import { callOf, errorReply, okReply, paramsOf, serveApi, type Override } from '@/test/mock-api';
import { mockViewport, renderAt, signedInAs, testUsers } from '@/test/test-utils';
import { buildAnalytics, buildInsights, buildQuietAnalytics, buildTopServices } from '../testing/fixtures';
import { SpecialistAnalyticsPage } from './analytics-page';

const serveAnalyticsApi = (overview: (period: string) => SpecialistAnalytics = () => buildAnalytics(), override?: Override) =>
  serveApi((config) => {
    const period = String(paramsOf(config).period);
    switch (callOf(config)) {
      case 'GET /specialists/analytics':
        return okReply(overview(period));
      case 'GET /specialists/top-services':
        return okReply(buildTopServices());
      case 'GET /specialists/customer-insights':
        return okReply(buildInsights());
      default:
        return errorReply(404, 'ROUTE_NOT_FOUND');
    }
  }, override);

const renderPage = (path = '/specialist/analytics') => renderAt(<SpecialistAnalyticsPage />, path, signedInAs(testUsers.specialist));
const kpi = (key: string) => screen.getByTestId(`kpi-${key}`);
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
// The charts are a lazy chunk (recharts): the first import in a busy test run can take seconds.
const slow = { timeout: 8000 };

beforeEach(async () => {
  mockViewport(1024);
  await i18n.changeLanguage('en');
});

describe('SpecialistAnalyticsPage', { timeout: 20_000 }, () => {
  it('shows the period’s figures, the charts’ numbers as tables, top services and customers', async () => {
    serveAnalyticsApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(await screen.findByTestId('kpi-bookingsTotal', {}, slow)).toHaveTextContent('Bookings12');
    expect(kpi('revenueGross')).toHaveTextContent('₴4,500');
    expect(kpi('revenueNet')).toHaveTextContent('₴4,140');
    expect(kpi('averageRating')).toHaveTextContent('4.75');
    expect(kpi('responseTime')).toHaveTextContent('25 min');
    expect(kpi('completionRate')).toHaveTextContent('72.7%');
    expect(kpi('favoriteCount')).toHaveTextContent('9');
    expect(screen.getByTestId('analytics-range')).toHaveTextContent('November 1 – 30, 2026');

    const series = await screen.findByRole('table', { name: 'Bookings and revenue of the period' }, slow);
    expect(within(series).getByRole('row', { name: 'Tuesday, November 3, 2026 5 ₴3,000' })).toBeInTheDocument();

    const top = screen.getByRole('region', { name: 'Top services' });
    const table = within(top).getByRole('table', { name: /Top services: bookings/ });
    expect(within(table).getByRole('row', { name: 'Manicure 7 5 ₴2,500 4.8' })).toBeInTheDocument();
    // A service without reviews has no rating: "—", not 0.
    expect(within(table).getByRole('row', { name: 'Pedicure 5 3 ₴2,000 —' })).toBeInTheDocument();

    const customers = screen.getByRole('region', { name: 'Customers' });
    expect(within(customers).getByTestId('insights-new')).toHaveTextContent('6 60%');
    expect(within(customers).getByTestId('insights-returning')).toHaveTextContent('4 40%');
    expect(within(customers).getByText('City not given')).toBeInTheDocument();
    expect(await within(customers).findByRole('table', { name: 'Busiest weekdays' }, slow)).toHaveTextContent('Friday6');
    expect(within(customers).getByRole('table', { name: 'Busiest hours' })).toHaveTextContent('10:00–11:004');
  });

  it('shows "—" with the reason for a figure the server could not compute, and an empty state for a new specialist', async () => {
    serveAnalyticsApi(() => buildQuietAnalytics(), (config) => (callOf(config) === 'GET /specialists/top-services' ? okReply(buildTopServices([])) : undefined));
    renderPage();
    expect(await screen.findByTestId('kpi-averageRating', {}, slow)).toHaveTextContent('Average rating—no dataNo reviews yet');
    expect(kpi('responseTime')).toHaveTextContent('—');
    expect(kpi('punctuality')).toHaveTextContent('No started visits yet');
    // A count is a count: zero bookings read 0.
    expect(kpi('bookingsTotal')).toHaveTextContent('Bookings0');
    const empty = screen.getByRole('region', { name: 'No bookings yet' });
    expect(empty).toHaveTextContent('There are no bookings or revenue this month yet.');
    expect(within(empty).getByRole('link', { name: 'My services' })).toHaveAttribute('href', '/specialist/services');
    expect(screen.queryByRole('region', { name: 'Bookings and revenue' })).not.toBeInTheDocument();
  });

  it('switches the period: asks for it, marks it pressed and keeps it in the address', async () => {
    const requests = serveAnalyticsApi((period) => buildAnalytics({ period: period as 'week', bookings: { ...buildAnalytics().bookings, total: period === 'week' ? 3 : 12 } }));
    const { router } = renderPage();
    expect(await screen.findByTestId('kpi-bookingsTotal', {}, slow)).toHaveTextContent('Bookings12');
    const periods = screen.getByRole('group', { name: 'Period' });
    expect(within(periods).getAllByRole('button').map((b) => b.textContent)).toEqual(['Week', 'Month', 'Quarter', 'Year']);
    expect(within(periods).getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(periods).getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(kpi('bookingsTotal')).toHaveTextContent('Bookings3'), slow);
    expect(within(periods).getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?period=week');
    for (const endpoint of ['GET /specialists/analytics', 'GET /specialists/top-services', 'GET /specialists/customer-insights']) {
      expect(requests.filter((r) => callOf(r) === endpoint).map((r) => paramsOf(r).period)).toEqual(['month', 'week']);
    }
  });

  it('opens on the period of the address', async () => {
    const requests = serveAnalyticsApi();
    renderPage('/specialist/analytics?period=year');
    await screen.findByTestId('kpi-bookingsTotal', {}, slow);
    expect(screen.getByRole('button', { name: 'Year' })).toHaveAttribute('aria-pressed', 'true');
    expect(paramsOf(requests.find((r) => callOf(r) === 'GET /specialists/analytics')).period).toBe('year');
  });

  it('fails block by block, and Try again asks for that block again', async () => {
    let fail = true;
    const requests = serveAnalyticsApi(undefined, (config) => (callOf(config) === 'GET /specialists/top-services' && fail ? errorReply(500, 'INTERNAL_ERROR') : undefined));
    renderPage();
    const top = await screen.findByRole('region', { name: 'Top services' }, slow);
    const alert = await within(top).findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Could not load the data.');
    // The other blocks are there.
    expect(await screen.findByTestId('kpi-bookingsTotal')).toHaveTextContent('12');
    expect(within(screen.getByRole('region', { name: 'Customers' })).queryByRole('alert')).not.toBeInTheDocument();

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(top).findByRole('row', { name: 'Manicure 7 5 ₴2,500 4.8' }, slow)).toBeInTheDocument();
    expect(requests.filter((r) => callOf(r) === 'GET /specialists/top-services')).toHaveLength(2);
  });

  it('writes figures the Ukrainian way', async () => {
    await i18n.changeLanguage('uk');
    serveAnalyticsApi();
    renderPage();
    expect(plain((await screen.findByTestId('kpi-revenueGross', {}, slow)).textContent)).toContain('4 500 ₴');
    expect(plain(kpi('completionRate').textContent)).toContain('72,7%');
    expect(screen.getByRole('group', { name: 'Період' })).toBeInTheDocument();
  });
});

describe('SpecialistAnalyticsPage: live figures (the admin’s features.realtimeAnalytics)', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  const countAfterAMinute = async (realtimeAnalytics: boolean) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = serveAnalyticsApi(undefined, (config) =>
      callOf(config) === 'GET /config' ? okReply({ features: { notifications: true, realtime: true, payments: true, uploads: true, realtimeAnalytics } }) : undefined,
    );
    renderPage();
    await screen.findByTestId('kpi-bookingsTotal', {}, slow);
    await waitFor(() => expect(requests.some((r) => callOf(r) === 'GET /config')).toBe(true));
    const overviews = () => requests.filter((r) => callOf(r) === 'GET /specialists/analytics').length;
    const before = overviews();
    await vi.advanceTimersByTimeAsync(61_000);
    return { before, after: overviews() };
  };

  it('refreshes every minute while the switch is on', async () => {
    const { before, after } = await countAfterAMinute(true);
    expect(after).toBeGreaterThan(before);
  });

  it('loads once while it is off', async () => {
    const { before, after } = await countAfterAMinute(false);
    expect(after).toBe(before);
  });
});
