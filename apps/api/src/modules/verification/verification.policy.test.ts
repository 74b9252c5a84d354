import { describe, expect, it } from 'vitest';
import { canReadVerificationDocuments, missingDocuments, specialistsOnly } from './verification.policy.js';

const actor = (userId: string, role: 'CUSTOMER' | 'SPECIALIST' | 'ADMIN') => ({ userId, role, sessionId: 's' });
const request = { specialist: { userId: 'owner' } };

describe('verification policy', () => {
  it('documents: their specialist and admins only', () => {
    expect(canReadVerificationDocuments(actor('owner', 'SPECIALIST'), request)).toBe(true);
    expect(canReadVerificationDocuments(actor('admin', 'ADMIN'), request)).toBe(true);
    expect(canReadVerificationDocuments(actor('other', 'SPECIALIST'), request)).toBe(false);
    // The owner's id under another role (a token of a changed account) is not the owner.
    expect(canReadVerificationDocuments(actor('owner', 'CUSTOMER'), request)).toBe(false);
    expect(canReadVerificationDocuments(null, request)).toBe(false);
  });

  it('requests: specialists only', () => {
    expect(specialistsOnly.name).toBe('specialistsOnly');
    expect(specialistsOnly.allows(actor('x', 'SPECIALIST'))).toBe(true);
    expect(specialistsOnly.allows(actor('x', 'CUSTOMER'))).toBe(false);
    expect(specialistsOnly.allows(actor('x', 'ADMIN'))).toBe(false);
    expect(specialistsOnly.allows(null)).toBe(false);
  });

  it.each([
    [['identityDocument', 'businessLicense', 'professionalCertificate'], []],
    [['identityDocument', 'businessLicense'], []],
    [['identityDocument', 'professionalCertificate'], []],
    [['identityDocument'], ['businessLicense', 'professionalCertificate']],
    [['businessLicense', 'professionalCertificate'], ['identityDocument']],
    [[], ['identityDocument', 'businessLicense', 'professionalCertificate']],
  ] as const)('sent %j → missing %j', (sent, missing) => {
    expect(missingDocuments(new Set(sent))).toEqual(missing);
  });
});
