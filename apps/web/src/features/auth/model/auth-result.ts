/**
 * The answers of the sign-in calls (contracts: AuthResponse, GoogleAuthResponse) turned into
 * what the auth slice stores, and the "choose your account type first" answer of Google and
 * Telegram sign-in for new users.
 */
import type { AuthResponse } from '@vizyt/contracts';
import type { AuthTokens, AuthUser } from '@/stores/auth-slice';
import { toAuthUser } from './to-auth-user';

/** What a social sign-in may tell about a new user before the account exists. */
export interface SocialProfile {
  email: string | null;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

export interface UserTypeNeeded {
  requiresUserTypeSelection: true;
  profile: SocialProfile;
}

/**
 * Any answer of login, register, Google or Telegram (contracts: AuthResponse, GoogleAuthResponse,
 * TelegramAuthResponse). Loosely typed on purpose: it is checked here, not trusted.
 */
export interface SignInAnswer {
  user?: unknown;
  tokens?: Partial<AuthResponse['tokens'] & object>;
  requiresEmailVerification?: boolean;
  requiresUserTypeSelection?: boolean;
  googleData?: unknown;
  telegramData?: unknown;
  profile?: unknown;
}

export interface Credentials {
  user: AuthUser;
  tokens: AuthTokens;
}

/** The session of an answer that carries tokens; null when there is none (e-mail to verify). */
export const credentialsOf = (answer: SignInAnswer): Credentials | null => {
  const tokens = answer.tokens;
  if (!tokens || typeof tokens.accessToken !== 'string' || !tokens.accessToken) return null;
  return {
    user: toAuthUser(answer.user),
    tokens: { accessToken: tokens.accessToken, refreshToken: typeof tokens.refreshToken === 'string' ? tokens.refreshToken : null },
  };
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Google answers with `googleData`; Telegram may name it `telegramData` or `profile`. */
export const userTypeNeeded = (answer: SignInAnswer): UserTypeNeeded | null => {
  if (answer.requiresUserTypeSelection !== true) return null;
  const raw = (answer.googleData ?? answer.telegramData ?? answer.profile ?? {}) as Record<string, unknown>;
  return {
    requiresUserTypeSelection: true,
    profile: {
      email: text(raw.email) || null,
      firstName: text(raw.firstName ?? raw.first_name),
      lastName: text(raw.lastName ?? raw.last_name),
      avatar: text(raw.avatar ?? raw.photo_url) || null,
    },
  };
};
