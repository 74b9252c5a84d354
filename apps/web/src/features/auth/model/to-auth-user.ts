import { CURRENCIES, LANGUAGES, USER_ROLES, type Currency, type Language, type UserRole } from '@vizyt/contracts';
import type { AuthUser } from '@/stores/auth-slice';

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The API's user (UserSchema: GET /auth/me, sign-in and registration answers) as the client
 * keeps it. Accepts `role` or the spec's `userType`, in either case; throws on a shape without
 * an id or a known role. Accounts created with Telegram have no e-mail yet: kept as ''.
 */
export const toAuthUser = (raw: unknown): AuthUser => {
  const user = (raw ?? {}) as Record<string, unknown>;
  const roleText = String(user.role ?? user.userType ?? '').toUpperCase();
  const email = user.email ?? '';
  if (typeof user.id !== 'string' || typeof email !== 'string' || !(USER_ROLES as readonly string[]).includes(roleText)) {
    throw new Error('Unexpected user shape from the API');
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const language = oneOf<Language>(LANGUAGES, user.language);
  const currency = oneOf<Currency>(CURRENCIES, user.currency);
  return {
    id: user.id,
    email,
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    role: roleText as UserRole,
    avatar: typeof user.avatar === 'string' ? user.avatar : typeof user.avatarUrl === 'string' ? user.avatarUrl : null,
    isEmailVerified: Boolean(user.isEmailVerified ?? user.isVerified),
    loyaltyPoints: typeof user.loyaltyPoints === 'number' ? user.loyaltyPoints : 0,
    ...(language && { language }),
    ...(currency && { currency }),
    ...(typeof user.timezone === 'string' && { timezone: user.timezone }),
    ...(typeof user.createdAt === 'string' && { createdAt: user.createdAt }),
  };
};
