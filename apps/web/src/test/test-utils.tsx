import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { toast } from 'sonner';
import { vi } from 'vitest';
import { createAppStore, type RootState } from '@/app/store';
import type { AuthUser } from '@/stores/auth-slice';

export const testUsers = {
  customer: { id: 'c1', email: 'olena@example.com', firstName: 'Olena', lastName: 'Kovalenko', role: 'CUSTOMER', loyaltyPoints: 120 },
  specialist: { id: 's1', email: 'taras@example.com', firstName: 'Taras', lastName: 'Shevchuk', role: 'SPECIALIST' },
  admin: { id: 'a1', email: 'admin@example.com', firstName: 'Iryna', lastName: 'Bondar', role: 'ADMIN' },
} satisfies Record<string, AuthUser>;

/** The app's store, for tests of shared code (which may not import app/ itself). */
export const createTestStore = (preloadedState?: Partial<RootState>) => createAppStore(preloadedState);

/** Store state of a signed-in user (tokens included). */
export const signedInAs = (user: AuthUser): Partial<RootState> => ({
  auth: { user, tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' }, isAuthenticated: true, isLoading: false, error: null },
});

/** matchMedia answering min-width / max-width queries for a viewport of `width` px. */
export const mockViewport = (width: number, { dark = false } = {}) => {
  const matches = (query: string) => {
    if (query.includes('prefers-color-scheme: dark')) return dark;
    if (query.includes('prefers-reduced-motion')) return false;
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  window.matchMedia = vi.fn((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  })) as unknown as typeof window.matchMedia;
};

/** Forgets the calls of the test file's mocked `toast` (`vi.mock('sonner', …)`); with the real one it does nothing. */
export const clearToastMocks = () => {
  for (const fn of Object.values(toast)) if (vi.isMockFunction(fn)) fn.mockClear();
};

/** Renders routes in a memory router with a fresh store. */
export const renderRoutes = (routes: RouteObject[], path: string, preloadedState?: Partial<RootState>) => {
  const store = createAppStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
};

/** Renders one element at `path` (route '*'). */
export const renderAt = (element: ReactElement, path = '/', preloadedState?: Partial<RootState>) =>
  renderRoutes([{ path: '*', element }], path, preloadedState);
