import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Currency, Language, UserRole } from '@vizyt/contracts';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';

/** The signed-in user as the client keeps it (spec section 3, User). */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  avatar?: string | null;
  isEmailVerified?: boolean;
  loyaltyPoints?: number;
  language?: Language;
  currency?: Currency;
  timezone?: string;
  createdAt?: string;
}

export interface AuthTokens {
  accessToken: string;
  refreshToken: string | null;
}

export interface AuthState {
  user: AuthUser | null;
  tokens: AuthTokens | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
}

/**
 * Tokens found under the spec's plain keys count as a stored session that is not yet
 * authenticated: the app restores it with GET /auth/me on start.
 */
const storedTokens = (): AuthTokens | null => {
  const accessToken = readStorage(STORAGE_KEYS.accessToken);
  return accessToken ? { accessToken, refreshToken: readStorage(STORAGE_KEYS.refreshToken) } : null;
};

export const initialAuthState = (): AuthState => ({
  user: null,
  tokens: storedTokens(),
  isAuthenticated: false,
  isLoading: false,
  error: null,
});

const signedOut = (state: AuthState) => {
  state.user = null;
  state.tokens = null;
  state.isAuthenticated = false;
  state.isLoading = false;
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    authStarted(state) {
      state.isLoading = true;
      state.error = null;
    },
    /** Login, registration with tokens, Google, Telegram or refresh success. */
    setCredentials(state, action: PayloadAction<{ user: AuthUser; tokens: AuthTokens }>) {
      state.user = action.payload.user;
      state.tokens = action.payload.tokens;
      state.isAuthenticated = true;
      state.isLoading = false;
      state.error = null;
    },
    /** Any auth failure: not authenticated, with the message to show. */
    authFailed(state, action: PayloadAction<string>) {
      state.isAuthenticated = false;
      state.isLoading = false;
      state.error = action.payload;
    },
    /** Session restored from stored tokens (GET /auth/me). */
    sessionRestored(state, action: PayloadAction<AuthUser>) {
      state.user = action.payload;
      state.isAuthenticated = state.tokens !== null;
      state.isLoading = false;
    },
    tokensRefreshed(state, action: PayloadAction<{ accessToken: string; refreshToken?: string | null }>) {
      state.tokens = {
        accessToken: action.payload.accessToken,
        refreshToken: action.payload.refreshToken ?? state.tokens?.refreshToken ?? null,
      };
    },
    userUpdated(state, action: PayloadAction<Partial<AuthUser>>) {
      if (state.user) Object.assign(state.user, action.payload);
    },
    emailVerified(state) {
      if (state.user) state.user.isEmailVerified = true;
    },
    avatarUpdated(state, action: PayloadAction<string>) {
      if (state.user) state.user.avatar = action.payload;
    },
    clearAuthError(state) {
      state.error = null;
    },
    /** Always clears user and tokens, whatever the server said (spec section 4). */
    logout(state) {
      signedOut(state);
      state.error = null;
    },
  },
});

export const {
  authStarted,
  setCredentials,
  authFailed,
  sessionRestored,
  tokensRefreshed,
  userUpdated,
  emailVerified,
  avatarUpdated,
  clearAuthError,
  logout,
} = authSlice.actions;

export type AuthRootState = { auth: AuthState };
export const selectAuth = (state: AuthRootState) => state.auth;
export const selectCurrentUser = (state: AuthRootState) => state.auth.user;
export const selectIsAuthenticated = (state: AuthRootState) => state.auth.isAuthenticated && state.auth.user !== null;
export const selectAccessToken = (state: AuthRootState) => state.auth.tokens?.accessToken ?? null;
