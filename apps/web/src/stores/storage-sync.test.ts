import { describe, expect, it } from 'vitest';
import { logout, setCredentials } from './auth-slice';
import { setCurrency, setLanguage, setTheme, toggleSidebar } from './ui-slice';
import { preferencesUpdated } from './user-slice';
import { createTestStore, testUsers } from '@/test/test-utils';

describe('storage keys of spec section 3', () => {
  it('mirrors tokens, preferences, language, currency, theme and sidebar state', () => {
    const store = createTestStore();
    store.dispatch(setCredentials({ user: testUsers.customer, tokens: { accessToken: 'a1', refreshToken: 'r1' } }));
    store.dispatch(setLanguage('en'));
    store.dispatch(setCurrency('EUR'));
    store.dispatch(setTheme('dark'));
    store.dispatch(toggleSidebar());
    store.dispatch(preferencesUpdated({ timezone: 'Europe/Kyiv', notifications: { telegram: true } }));

    expect(localStorage.getItem('auth_token')).toBe('a1');
    expect(localStorage.getItem('refresh_token')).toBe('r1');
    expect(localStorage.getItem('booking-language')).toBe('en');
    expect(localStorage.getItem('booking-currency')).toBe('EUR');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('sidebar-collapsed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('user_preferences') ?? '{}')).toMatchObject({
      language: 'uk',
      currency: 'UAH',
      notifications: { email: true, push: true, telegram: true },
    });

    store.dispatch(logout());
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it('starts from the stored values, with uk and UAH as defaults', () => {
    expect(createTestStore().getState().ui).toMatchObject({ language: 'uk', currency: 'UAH', theme: 'system', sidebarCollapsed: false });
    localStorage.setItem('booking-language', 'ru');
    localStorage.setItem('booking-currency', 'USD');
    localStorage.setItem('theme', 'light');
    localStorage.setItem('sidebar-collapsed', 'true');
    localStorage.setItem('auth_token', 'stored');
    const state = createTestStore().getState();
    expect(state.ui).toMatchObject({ language: 'ru', currency: 'USD', theme: 'light', sidebarCollapsed: true });
    // A stored token without a user is a session to restore, not yet authenticated.
    expect(state.auth).toMatchObject({ tokens: { accessToken: 'stored', refreshToken: null }, isAuthenticated: false });
  });
});
