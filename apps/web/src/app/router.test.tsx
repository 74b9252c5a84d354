import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { errorReply, serveApi } from '@/test/mock-api';
import { mockViewport, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { routes } from './router';

const at = (path: string, as?: keyof typeof testUsers) => renderRoutes(routes, path, as ? signedInAs(testUsers[as]) : undefined);
const where = (router: ReturnType<typeof at>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(async () => {
  mockViewport(1280);
  await i18n.changeLanguage('en');
});

describe('routes of spec section 2', () => {
  it('shows the landing page to guests on /', async () => {
    at('/');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 3000 })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it.each([
    ['customer', '/dashboard'],
    ['specialist', '/specialist/dashboard'],
    ['admin', '/admin/dashboard'],
  ] as const)('sends a signed-in %s from / to %s (replace)', async (role, target) => {
    const { router } = at('/', role);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['/book/s-1', '/booking/s-1'],
    ['/login?returnUrl=%2Fbookings', '/auth/login?returnUrl=%2Fbookings'],
    ['/register?type=specialist', '/auth/register?type=specialist'],
    ['/auth/something-else', '/auth/login'],
    ['/auth', '/auth/login'],
    ['/dashboard', '/auth/login?returnUrl=%2Fdashboard'],
    ['/specialist/earnings', '/auth/login?returnUrl=%2Fspecialist%2Fearnings'],
    ['/admin/dashboard', '/auth/login?returnUrl=%2Fadmin%2Fdashboard'],
    ['/notifications', '/auth/login?returnUrl=%2Fnotifications'],
  ])('guest: %s → %s', async (path, target) => {
    const { router } = at(path);
    await waitFor(() => expect(where(router)).toBe(target));
  });

  it.each([
    ['specialist', '/dashboard', '/specialist/dashboard'],
    ['customer', '/specialist/bookings', '/dashboard'],
    ['customer', '/admin/dashboard', '/dashboard'],
    ['admin', '/bookings', '/admin/dashboard'],
    ['specialist', '/auth', '/specialist/dashboard'],
  ] as const)('%s: %s → %s', async (role, path, target) => {
    const { router } = at(path, role);
    await waitFor(() => expect(where(router)).toBe(target));
  });

  it('renders /history as a real page, not "coming soon" (issue #26 item 16)', async () => {
    at('/history', 'customer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Visit history' })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('renders /reviews as a real page, not "coming soon" (issue #26 item 16)', async () => {
    at('/reviews', 'customer');
    expect(await screen.findByRole('heading', { level: 1, name: 'My reviews' })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('uses the guest layout for public pages when signed out and the role layout when signed in', async () => {
    at('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find services' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('uses the specialist layout on /service/:id for a specialist', async () => {
    serveApi(() => errorReply(404, 'NOT_FOUND', 'Service not found or unavailable'));
    at('/service/abc', 'specialist');
    expect(await screen.findByText('Service not found or unavailable')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Specialist navigation' })).toBeInTheDocument();
  });

  it('shows the not-found page for unknown paths', async () => {
    at('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('renders a footer page', async () => {
    at('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  });

  it('signs out from a guarded page to / (not to login), even when the server call fails', async () => {
    const { router, store } = at('/dashboard', 'customer');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(false));
    await waitFor(() => expect(where(router)).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Get started' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('sets the document title and description per path', async () => {
    at('/reviews', 'customer');
    await waitFor(() => expect(document.title).toBe('My Reviews · Vizyt'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Manage your reviews and ratings');
  });
});
