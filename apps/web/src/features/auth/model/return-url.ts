/**
 * Where a successful sign-in leads: the `returnUrl` of the login link when it is a path of this
 * site (config/return-url.ts has the rule), else the user's own dashboard.
 */
import type { UserRole } from '@vizyt/contracts';
import { dashboardPath } from '@/config/paths';
import { returnUrlOrNone } from '@/config/return-url';

export { safeReturnUrl } from '@/config/return-url';

/** After sign-in: the safe returnUrl (never back to an /auth page), else the role's dashboard. */
export const postSignInPath = (returnUrl: string | null | undefined, role: UserRole): string => returnUrlOrNone(returnUrl) ?? dashboardPath(role);
