import type { Actor } from '../../http/policies.js';
import { hasRole } from '../../http/policies.js';

/** Route-level: the availability endpoints of /specialists/availability are for specialists. */
export const specialistOnly = hasRole('SPECIALIST');

/** A specialist manages only their own availability entries (anyone else's are "not found"). */
export const canManageAvailabilityEntry = (actor: Actor | null, entry: { specialistUserId: string }): boolean =>
  actor !== null && actor.role === 'SPECIALIST' && actor.userId === entry.specialistUserId;

/**
 * Only an active service, not hidden by a moderator, of a visible specialist who is not suspended
 * and whose account exists can be booked or shows slots.
 */
export const isServiceBookable = (service: {
  isActive: boolean;
  hiddenAt: Date | null;
  specialist: { isVisible: boolean; isSuspended: boolean; user: { deletedAt: Date | null } };
}): boolean => service.isActive && service.hiddenAt === null && service.specialist.isVisible && !service.specialist.isSuspended && service.specialist.user.deletedAt === null;
