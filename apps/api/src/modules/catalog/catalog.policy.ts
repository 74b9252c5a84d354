import type { Actor } from '../../http/policies.js';

/** A specialist manages only services of their own profile. */
export const canManageService = (actor: Actor | null, service: { specialistUserId: string }): boolean =>
  actor !== null && actor.role === 'SPECIALIST' && actor.userId === service.specialistUserId;

/** Inactive services and hidden specialists are visible to their owner only. */
export const canSeeService = (actor: Actor | null, service: { isActive: boolean; specialistVisible: boolean; specialistUserId: string }): boolean =>
  (service.isActive && service.specialistVisible) || (actor !== null && actor.userId === service.specialistUserId);

export const canSeeSpecialist = (actor: Actor | null, specialist: { isVisible: boolean; userId: string }): boolean =>
  specialist.isVisible || (actor !== null && actor.userId === specialist.userId);
