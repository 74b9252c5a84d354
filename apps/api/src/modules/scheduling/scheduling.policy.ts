import type { Actor } from '../../http/policies.js';
import { hasRole } from '../../http/policies.js';

/** Route-level: the availability endpoints of /specialists/availability are for specialists. */
export const specialistOnly = hasRole('SPECIALIST');

/** A specialist manages only their own availability entries (anyone else's are "not found"). */
export const canManageAvailabilityEntry = (actor: Actor | null, entry: { specialistUserId: string }): boolean =>
  actor !== null && actor.role === 'SPECIALIST' && actor.userId === entry.specialistUserId;

/** Only an active service of a visible specialist whose account exists can be booked or shows slots. */
export const isServiceBookable = (service: { isActive: boolean; specialist: { isVisible: boolean; user: { deletedAt: Date | null } } }): boolean =>
  service.isActive && service.specialist.isVisible && service.specialist.user.deletedAt === null;
