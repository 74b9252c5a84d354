import type { Actor } from '../../http/policies.js';

/** A specialist manages only services of their own profile. */
export const canManageService = (actor: Actor | null, service: { specialistUserId: string }): boolean =>
  actor !== null && actor.role === 'SPECIALIST' && actor.userId === service.specialistUserId;

/**
 * Inactive services, services hidden by a moderator, hidden specialists and specialists suspended
 * by an admin are visible to their owner only (everyone else gets 404).
 */
export const canSeeService = (
  actor: Actor | null,
  service: { isActive: boolean; hidden: boolean; specialistVisible: boolean; specialistSuspended: boolean; specialistUserId: string },
): boolean =>
  (service.isActive && !service.hidden && service.specialistVisible && !service.specialistSuspended) || (actor !== null && actor.userId === service.specialistUserId);

export const canSeeSpecialist = (actor: Actor | null, specialist: { isVisible: boolean; isSuspended: boolean; userId: string }): boolean =>
  (specialist.isVisible && !specialist.isSuspended) || (actor !== null && actor.userId === specialist.userId);
