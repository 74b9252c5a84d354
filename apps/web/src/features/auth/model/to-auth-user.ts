import { USER_ROLES, type UserRole } from '@vizyt/contracts';
import type { AuthUser } from '@/stores/auth-slice';

/**
 * The API's user (GET /auth/me → data.user) as the client keeps it. Accepts `role` or the
 * spec's `userType`, in either case; throws on a shape without id, email or a known role.
 */
export const toAuthUser = (raw: unknown): AuthUser => {
  const user = (raw ?? {}) as Record<string, unknown>;
  const roleText = String(user.role ?? user.userType ?? '').toUpperCase();
  if (typeof user.id !== 'string' || typeof user.email !== 'string' || !(USER_ROLES as readonly string[]).includes(roleText)) {
    throw new Error('Unexpected user shape from the API');
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id: user.id,
    email: user.email,
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    role: roleText as UserRole,
    avatar: typeof user.avatar === 'string' ? user.avatar : typeof user.avatarUrl === 'string' ? user.avatarUrl : null,
    isEmailVerified: Boolean(user.isEmailVerified ?? user.isVerified),
    loyaltyPoints: typeof user.loyaltyPoints === 'number' ? user.loyaltyPoints : 0,
  };
};
