import { describe, expect, it } from 'vitest';
import { setCredentials, type AuthUser } from './auth-slice';
import { initialUiState, setLanguage, uiSlice } from './ui-slice';

const user = (extra: Partial<AuthUser>): AuthUser => ({ id: 'u1', email: 'a@b.c', firstName: 'A', lastName: 'B', role: 'CUSTOMER', ...extra });
const tokens = { accessToken: 'a', refreshToken: 'r' };

describe('ui slice on sign-in', () => {
  it('adopts the account’s saved language and currency', () => {
    const before = uiSlice.reducer(initialUiState(), setLanguage('uk'));
    const after = uiSlice.reducer(before, setCredentials({ user: user({ language: 'en', currency: 'EUR' }), tokens }));
    expect(after).toMatchObject({ language: 'en', currency: 'EUR' });
  });

  it('keeps this device’s choice when the account has none', () => {
    const before = uiSlice.reducer(initialUiState(), setLanguage('ru'));
    expect(uiSlice.reducer(before, setCredentials({ user: user({}), tokens })).language).toBe('ru');
  });
});
