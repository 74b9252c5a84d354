/**
 * Route-guard decisions (spec section 4), pure so that every case is unit tested:
 * - no signed-in user → /auth/login?returnUrl=<path+query>;
 * - signed in with another role → the user's own dashboard;
 * - the admin guard is the same rule with roles ['ADMIN'].
 */
import type { UserRole } from '@vizyt/contracts';
import { dashboardPath, paths, type SignInReason } from '@/config/paths';

export interface GuardSession {
  isAuthenticated: boolean;
  user: { role: UserRole } | null;
  /** Why the session ended by itself, if it did: the sign-in page says so. */
  endedReason?: SignInReason | null;
}

export interface GuardLocation {
  pathname: string;
  search?: string;
}

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string };

export type AllowedRoles = readonly UserRole[] | 'any';

const isSignedIn = (session: GuardSession): session is GuardSession & { user: { role: UserRole } } =>
  session.isAuthenticated && session.user !== null;

export const decideAccess = (session: GuardSession, allowed: AllowedRoles, location: GuardLocation): GuardDecision => {
  if (!isSignedIn(session)) {
    return { allow: false, redirectTo: paths.auth.login(`${location.pathname}${location.search ?? ''}`, session.endedReason ?? undefined) };
  }
  if (allowed !== 'any' && !allowed.includes(session.user.role)) {
    return { allow: false, redirectTo: dashboardPath(session.user.role) };
  }
  return { allow: true };
};

export const ADMIN_ONLY: readonly UserRole[] = ['ADMIN'];
export const decideAdminAccess = (session: GuardSession, location: GuardLocation): GuardDecision =>
  decideAccess(session, ADMIN_ONLY, location);

/**
 * Navigation state of the sign-out flow: it goes to `/` first and clears the session after,
 * so that no guard of the page being left can send the user to login on the way.
 */
export const SIGNING_OUT_STATE = { signingOut: true } as const;

const isSigningOut = (locationState: unknown): boolean =>
  typeof locationState === 'object' && locationState !== null && (locationState as { signingOut?: unknown }).signingOut === true;

/** `/` for a signed-in user: their dashboard (null = show the landing page). */
export const homeRedirect = (session: GuardSession, locationState?: unknown): string | null =>
  isSignedIn(session) && !isSigningOut(locationState) ? dashboardPath(session.user.role) : null;

/** `/auth` alone: the dashboard when signed in, else login. */
export const authIndexRedirect = (session: GuardSession): string =>
  isSignedIn(session) ? dashboardPath(session.user.role) : paths.auth.login();
