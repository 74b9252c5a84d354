import type { Language, UserRole } from '@vizyt/contracts';

/** Who is calling. Set by the authentication middleware (accounts issue); null for guests. */
export interface Actor {
  userId: string;
  role: UserRole;
  /** The refresh-token family of this sign-in (lets "sign out other sessions" keep this one). */
  sessionId: string;
  /** The account's own language (what `Accept-Language: *` or none means); absent when unknown. */
  language?: Language;
}

/**
 * A named, route-level access policy. It answers "may this kind of caller use this endpoint
 * at all"; ownership of a loaded resource is decided by each module's own policy functions
 * (e.g. `canCancelBooking(actor, booking)`), never by a role check alone.
 */
export interface AccessPolicy {
  readonly name: string;
  /** true → a guest gets 401 before `allows` is asked */
  readonly requiresSession: boolean;
  allows(actor: Actor | null): boolean;
}

export const publicAccess: AccessPolicy = {
  name: 'publicAccess',
  requiresSession: false,
  allows: () => true,
};

export const signedIn: AccessPolicy = {
  name: 'signedIn',
  requiresSession: true,
  allows: (actor) => actor !== null,
};

export const hasRole = (...roles: UserRole[]): AccessPolicy => ({
  name: `hasRole(${roles.join('|')})`,
  requiresSession: true,
  allows: (actor) => actor !== null && roles.includes(actor.role),
});

/** Admin-only endpoints (the /admin console and the admin tools of other modules). */
export const adminsOnly: AccessPolicy = { ...hasRole('ADMIN'), name: 'adminsOnly' };
