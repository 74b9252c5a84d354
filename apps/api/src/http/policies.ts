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
export interface AccessPolicy<RequiresSession extends boolean = boolean> {
  readonly name: string;
  /** true → a guest gets 401 before `allows` is asked, and the handler's `actor` is never null */
  readonly requiresSession: RequiresSession;
  allows(actor: Actor | null): boolean;
}

/** A policy that admits only signed-in callers: its routes' handlers get a non-null `actor`. */
export type SessionPolicy = AccessPolicy<true>;

/** Who a handler sees under a policy: an `Actor` when the policy needs a session, else `Actor | null`. */
export type ActorUnder<P extends AccessPolicy> = P extends SessionPolicy ? Actor : Actor | null;

export const publicAccess: AccessPolicy<false> = {
  name: 'publicAccess',
  requiresSession: false,
  allows: () => true,
};

export const signedIn: SessionPolicy = {
  name: 'signedIn',
  requiresSession: true,
  allows: (actor) => actor !== null,
};

export const hasRole = (...roles: UserRole[]): SessionPolicy => ({
  name: `hasRole(${roles.join('|')})`,
  requiresSession: true,
  allows: (actor) => actor !== null && roles.includes(actor.role),
});

/** Admin-only endpoints (the /admin console and the admin tools of other modules). */
export const adminsOnly: SessionPolicy = { ...hasRole('ADMIN'), name: 'adminsOnly' };
