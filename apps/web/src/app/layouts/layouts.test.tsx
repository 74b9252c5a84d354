import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { mockViewport, renderRoutes, signedInAs, testUsers } from '@/test/test-utils';
import { CustomerLayout } from './customer-layout';
import { MainLayout } from './main-layout';
import { SpecialistLayout } from './specialist-layout';

const page = (text: string) => [{ path: '*', element: <h1>{text}</h1> }];

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('CustomerLayout', () => {
  it('shows the customer sidebar with the navigation of the spec, in order', () => {
    mockViewport(1280);
    renderRoutes([{ element: <CustomerLayout />, children: page('History page') }], '/history', signedInAs(testUsers.customer));

    const nav = screen.getByRole('navigation', { name: 'Customer navigation' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Find Services',
      'Bookings',
      'Messages',
      'History',
      'Favourites',
      'Reviews',
      'Payments',
      'Loyalty Points',
      'Profile',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Olena Kovalenko')).toBeInTheDocument();
    expect(screen.getByText('customer')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    const header = screen.getByRole('banner');
    // The bell opens the dropdown of the newest notifications (tested with the notifications feature).
    expect(within(header).getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(header).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('UAH');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('History page');
  });

  it('collapses on desktop and remembers it; tablets are always collapsed', () => {
    mockViewport(1280);
    const { store } = renderRoutes([{ element: <CustomerLayout />, children: page('x') }], '/dashboard', signedInAs(testUsers.customer));
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(store.getState().ui.sidebarCollapsed).toBe(true);
    expect(localStorage.getItem('sidebar-collapsed')).toBe('true');
    expect(screen.queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('forces the collapsed sidebar on tablets', () => {
    mockViewport(800);
    renderRoutes([{ element: <CustomerLayout />, children: page('x') }], '/dashboard', signedInAs(testUsers.customer));
    expect(screen.queryByRole('button', { name: /sidebar/ })).not.toBeInTheDocument();
    // Labels stay available to screen readers while only icons show.
    expect(screen.getByRole('link', { name: 'Bookings' })).toBeInTheDocument();
  });

  it('on phones, opens a menu that locks scrolling and closes on navigation', async () => {
    mockViewport(375);
    renderRoutes([{ element: <CustomerLayout />, children: page('x') }], '/dashboard', signedInAs(testUsers.customer));
    expect(screen.queryByRole('navigation', { name: 'Customer navigation' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Customer navigation' });
    expect(document.body.style.overflow).toBe('hidden');

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('link', { name: 'Bookings' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('');
  });
});

describe('SpecialistLayout', () => {
  it('shows the Pro badge and the specialist navigation', () => {
    mockViewport(1280);
    renderRoutes([{ element: <SpecialistLayout />, children: page('x') }], '/specialist/dashboard', signedInAs(testUsers.specialist));
    expect(screen.getByText('Pro')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Specialist navigation' });
    expect(within(nav).getAllByRole('link')).toHaveLength(11);
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/specialist/messages');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/specialist/notifications');
    expect(within(header).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/specialist/settings');
  });
});

describe('MainLayout', () => {
  it('offers sign-in and get-started to guests, with landmarks and the footer links', async () => {
    mockViewport(1280);
    renderRoutes([{ element: <MainLayout />, children: page('Landing') }], '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Landing');
    // The footer (always below the fold) arrives in its own chunk.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/auth/register');
    const footer = screen.getByRole('contentinfo');
    for (const href of ['/about', '/careers', '/contact', '/blog', '/safety', '/guidelines', '/cookies', '/accessibility', '/disputes', '/specialist-resources', '/success-stories', '/community', '/privacy', '/terms']) {
      expect(within(footer).getAllByRole('link').some((link) => link.getAttribute('href') === href)).toBe(true);
    }
  });

  it('shows the account menu of a customer, with loyalty points, and signs out to /', async () => {
    mockViewport(1280);
    const { store, router } = renderRoutes([{ element: <MainLayout />, children: page('Page') }], '/search', signedInAs(testUsers.customer));
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();

    // The signed-in header actions arrive in their own chunk.
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My Bookings',
      'Profile',
      'Favourites',
      'Settings',
      'Help & Support',
      'Sign out',
    ]);
    expect(within(menu).getByText('Loyalty points: 120')).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();

    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();

    await act(async () => {
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    });
    // The logout call fails here (no server); the session ends anyway.
    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(false));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.tokens).toBeNull();
  });
});
