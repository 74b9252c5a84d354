import type { VerificationDocumentName } from '@vizyt/contracts';
import { hasRole, type Actor } from '../../http/policies.js';

/** Route-level: requesting verification and reading one's own status are for specialists. */
export const specialistsOnly = { ...hasRole('SPECIALIST'), name: 'specialistsOnly' };

/**
 * Who may read a request's documents: the specialist who sent them and admins. Nobody else,
 * whatever they know of the request's id.
 */
export const canReadVerificationDocuments = (actor: Actor | null, request: { specialist: { userId: string } }): boolean =>
  actor !== null && (actor.role === 'ADMIN' || (actor.role === 'SPECIALIST' && actor.userId === request.specialist.userId));

/**
 * What a request must contain, as a verification desk checks it: an identity document always
 * (who the person is), and at least one proof of the trade — a business licence (registration
 * as a sole trader or company) or a professional certificate (diploma, course, licence to
 * practise). Many specialists have one and not the other (a self-employed tutor has no
 * certificate, a newly trained master no registered business yet), so either is enough.
 * Returns the fields to point at when something is missing; empty when the set is complete.
 */
export function missingDocuments(sent: ReadonlySet<VerificationDocumentName>): VerificationDocumentName[] {
  const missing: VerificationDocumentName[] = [];
  if (!sent.has('identityDocument')) missing.push('identityDocument');
  if (!sent.has('businessLicense') && !sent.has('professionalCertificate')) missing.push('businessLicense', 'professionalCertificate');
  return missing;
}
