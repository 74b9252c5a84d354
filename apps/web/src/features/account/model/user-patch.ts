import type { User } from '@vizyt/contracts';
import type { AuthUser } from '@/stores/auth-slice';

/** The fields of the signed-in user (auth slice) that the profile and settings screens change. */
export const userPatch = (user: Pick<User, 'firstName' | 'lastName' | 'avatar'>): Partial<AuthUser> => ({
  firstName: user.firstName,
  lastName: user.lastName,
  avatar: user.avatar,
});
