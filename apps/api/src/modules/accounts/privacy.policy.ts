import type { Actor } from '../../http/policies.js';

/** A person's contact details as stored, with their privacy switches. */
export interface ContactOwner {
  id: string;
  phone: string | null;
  email: string | null;
  showPhone: boolean;
  showEmail: boolean;
}

/**
 * What of a person's contact details a viewer may see: everything of their own and, for admins,
 * of anyone; others see the phone only with showPhone and the e-mail only with showEmail (null
 * otherwise). A missing viewer is a stranger.
 */
export function visibleContact(owner: ContactOwner, viewer: Pick<Actor, 'userId' | 'role'> | null): { phone: string | null; email: string | null } {
  const all = viewer !== null && (viewer.userId === owner.id || viewer.role === 'ADMIN');
  return { phone: all || owner.showPhone ? owner.phone : null, email: all || owner.showEmail ? owner.email : null };
}
