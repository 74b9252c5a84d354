import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { createAppStore, type RootState } from '@/app/store';
import type { AuthUser } from '@/stores/auth-slice';
import { matchMediaStub } from './match-media';

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
  window.matchMedia = matchMediaStub(matches);
};

const TOAST_KINDS = ['success', 'error', 'info', 'warning'] as const;

/**
 * Replaces sonner's `toast.success/error/info/warning` with spies for each test of the calling
 * file (restored after each), so a test can expect what was announced. A spy on the shared
 * `toast` object instead of `vi.mock('sonner')`: the file can run in the shared module graph
 * (vitest.config.ts), where a module mock would leak into the files after it.
 */
export function mockToasts() {
  let spies: { mockRestore(): void }[] = [];
  beforeEach(() => {
    spies = TOAST_KINDS.map((kind) => vi.spyOn(toast, kind).mockImplementation(() => kind));
  });
  afterEach(() => {
    for (const spy of spies) spy.mockRestore();
  });
}

/** Forgets the calls of the file's toast spies (mockToasts); with the real toast it does nothing. */
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
