import type { PayloadAction } from '@reduxjs/toolkit';
import type { Currency, Language, UserRole } from '@vizyt/contracts';
import { SIGN_IN_REASONS, type SignInReason } from '@/config/paths';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { defineSlice } from './slice';

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
  /** Why the last session ended by itself (the server ended it, or it could not be renewed): the sign-in page says so. */
  endedReason?: SignInReason | null;
}

/**
 * Tokens found under the spec's plain keys count as a stored session that is not yet
 * authenticated: the app restores it with GET /auth/me on start.
 */
const storedTokens = (): AuthTokens | null => {
  const accessToken = readStorage(STORAGE_KEYS.accessToken);
  return accessToken ? { accessToken, refreshToken: readStorage(STORAGE_KEYS.refreshToken) } : null;
};

/** Why the last session ended by itself, as stored at that moment (a reload right after keeps it). */
const storedEndedReason = (): SignInReason | null => {
  const reason = readStorage(STORAGE_KEYS.sessionEndedReason);
  return (SIGN_IN_REASONS as readonly string[]).includes(reason ?? '') ? (reason as SignInReason) : null;
};

export const initialAuthState = (): AuthState => {
  const tokens = storedTokens();
  return { user: null, tokens, isAuthenticated: false, isLoading: false, error: null, ...(tokens ? {} : { endedReason: storedEndedReason() }) };
};

const signedOut = (state: AuthState): AuthState => ({ ...state, user: null, tokens: null, isAuthenticated: false, isLoading: false });

export const authSlice = defineSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    authStarted: (state: AuthState): AuthState => ({ ...state, isLoading: true, error: null }),
    /** Login, registration with tokens, Google, Telegram or refresh success. */
    setCredentials: (state: AuthState, action: PayloadAction<{ user: AuthUser; tokens: AuthTokens }>): AuthState => ({
      ...state,
      user: action.payload.user,
      tokens: action.payload.tokens,
      isAuthenticated: true,
      isLoading: false,
      error: null,
    }),
    /** Any auth failure: not authenticated, with the message to show. */
    authFailed: (state: AuthState, action: PayloadAction<string>): AuthState => ({
      ...state,
      isAuthenticated: false,
      isLoading: false,
      error: action.payload,
    }),
    /** Session restored from stored tokens (GET /auth/me). */
    sessionRestored: (state: AuthState, action: PayloadAction<AuthUser>): AuthState => ({
      ...state,
      user: action.payload,
      isAuthenticated: state.tokens !== null,
      isLoading: false,
    }),
    tokensRefreshed: (state: AuthState, action: PayloadAction<{ accessToken: string; refreshToken?: string | null }>): AuthState => ({
      ...state,
      tokens: {
        accessToken: action.payload.accessToken,
        refreshToken: action.payload.refreshToken ?? state.tokens?.refreshToken ?? null,
      },
    }),
    userUpdated: (state: AuthState, action: PayloadAction<Partial<AuthUser>>): AuthState =>
      state.user ? { ...state, user: { ...state.user, ...action.payload } } : state,
    emailVerified: (state: AuthState): AuthState => (state.user ? { ...state, user: { ...state.user, isEmailVerified: true } } : state),
    avatarUpdated: (state: AuthState, action: PayloadAction<string>): AuthState =>
      state.user ? { ...state, user: { ...state.user, avatar: action.payload } } : state,
    clearAuthError: (state: AuthState): AuthState => ({ ...state, error: null }),
    /** Always clears user and tokens, whatever the server said (spec section 4). */
    logout: (state: AuthState): AuthState => ({ ...signedOut(state), error: null, endedReason: null }),
    /**
     * The session ended without the person signing out (revoked elsewhere, suspended, not renewable):
     * signed out, remembering why, so whichever redirect to sign-in comes first carries the reason.
     */
    sessionEnded: (state: AuthState, action: PayloadAction<SignInReason>): AuthState => ({ ...signedOut(state), error: null, endedReason: action.payload }),
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
  sessionEnded,
} = authSlice.actions;

export type AuthRootState = { auth: AuthState };
export const selectAuth = (state: AuthRootState) => state.auth;
export const selectCurrentUser = (state: AuthRootState) => state.auth.user;
/** Signed in, the one meaning: authenticated and the user known. */
export const selectIsAuthenticated = (state: AuthRootState) => state.auth.isAuthenticated && state.auth.user !== null;
/** The signed-in user, or null (also while a stored session is being restored). */
export const selectViewer = (state: AuthRootState): AuthUser | null => (selectIsAuthenticated(state) ? state.auth.user : null);
export const selectAccessToken = (state: AuthRootState) => state.auth.tokens?.accessToken ?? null;
/** The customer's loyalty balance, mirrored from the one balance query (lib/loyalty-balance.ts); 0 for other roles. */
export const selectLoyaltyPoints = (state: AuthRootState): number => (state.auth.user?.role === 'CUSTOMER' ? (state.auth.user.loyaltyPoints ?? 0) : 0);
/** Favourites are for customers (a guest's heart leads to sign-in); an admin keeps none, so sees no hearts. */
export const selectCanFavorite = (state: AuthRootState) => state.auth.user?.role !== 'ADMIN';
