/**
 * Test helpers of the landing feature: a small store with the slices the landing page reads
 * (auth, ui, api), a memory router that records where links and navigation lead, and
 * factories for signed-in users and API answers. Each test builds what it needs.
 */
import { configureStore } from '@reduxjs/toolkit';
import type { Category, Currency, Language, UserRole } from '@vizyt/contracts';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { api } from '@/lib/api';
import { apiClient } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { authSlice, setCredentials, type AuthUser } from '@/stores/auth-slice';
import { setCurrency, uiSlice } from '@/stores/ui-slice';

export const buildAuthUser = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  id: 'user-1',
  email: 'taras@example.com',
  firstName: 'Тарас',
  lastName: 'Шевченко',
  role: 'CUSTOMER' satisfies UserRole,
  ...overrides,
});

export const buildCategory = (overrides: Partial<Category> & Pick<Category, 'id'>): Category => ({
  name: overrides.id,
  description: '',
  names: { uk: `${overrides.id} (uk)`, en: `${overrides.id} (en)`, ru: `${overrides.id} (ru)` },
  descriptions: { uk: '', en: '', ru: '' },
  icon: 'sparkles',
  serviceCount: 1,
  ...overrides,
});

const makeTestStore = () =>
  configureStore({
    reducer: {
      [authSlice.name]: authSlice.reducer,
      [uiSlice.name]: uiSlice.reducer,
      [api.reducerPath]: api.reducer,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="current-location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderLandingOptions {
  user?: AuthUser | null;
  currency?: Currency;
  language?: Language;
}

export async function renderLanding(ui: ReactElement, { user = null, currency = 'UAH', language = 'uk' }: RenderLandingOptions = {}) {
  await i18n.changeLanguage(language);
  const store = makeTestStore();
  store.dispatch(setCurrency(currency));
  if (user) store.dispatch(setCredentials({ user, tokens: { accessToken: 'test-token', refreshToken: null } }));

  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

/** Where the memory router is now, as path plus query string. */
export const currentLocation = () => screen.getByTestId('current-location').textContent ?? '';

/** GET /services/categories answers with these categories (inside the usual envelope). */
export const stubCategoriesApi = (categories: Category[]) =>
  vi.spyOn(apiClient, 'request').mockResolvedValue({
    data: { success: true, data: { categories }, error: null },
    status: 200,
    statusText: 'OK',
    headers: {},
    config: {} as never,
  });

/** Every API call fails as if the machine were offline. */
export const stubApiOffline = () => vi.spyOn(apiClient, 'request').mockRejectedValue(new Error('Network Error'));

/** Every API call stays pending, as on a slow connection. */
export const stubApiPending = () =>
  vi.spyOn(apiClient, 'request').mockImplementation(() => new Promise<never>(() => undefined));
