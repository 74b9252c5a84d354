import { describe, expect, it } from 'vitest';
import { VERIFICATION_DOCUMENT_MAX_BYTES } from '@vizyt/contracts';
import { checkDocument, hasDocumentSignature, missingDocuments } from './documents';

const bytes = (...values: number[]) => new Uint8Array(values);
const PDF = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const WEBP = new Uint8Array([...new TextEncoder().encode('RIFF'), 0, 0, 0, 0, ...new TextEncoder().encode('WEBP')]);

describe('hasDocumentSignature', () => {
  it.each([
    ['PDF', PDF],
    ['PNG', PNG],
    ['JPEG', JPEG],
    ['WebP', WEBP],
  ])('accepts %s by its first bytes', (_name, head) => expect(hasDocumentSignature(head)).toBe(true));

  it.each([
    ['text', new TextEncoder().encode('hello world!')],
    ['a RIFF that is not WebP (WAV)', new Uint8Array([...new TextEncoder().encode('RIFF'), 0, 0, 0, 0, ...new TextEncoder().encode('WAVE')])],
    ['"%PD" cut short', bytes(0x25, 0x50, 0x44)],
    ['nothing', bytes()],
  ])('refuses %s', (_name, head) => expect(hasDocumentSignature(head)).toBe(false));
});

describe('checkDocument', () => {
  it('passes a small PDF and refuses a text file renamed to .pdf', async () => {
    expect(await checkDocument(new File([PDF], 'licence.pdf', { type: 'application/pdf' }))).toBeNull();
    expect(await checkDocument(new File(['not a pdf'], 'licence.pdf', { type: 'application/pdf' }))).toBe('INVALID_FILE_TYPE');
  });

  it('refuses a file over the limit before reading it, and takes one exactly at the limit', async () => {
    const atLimit = new Uint8Array(VERIFICATION_DOCUMENT_MAX_BYTES);
    atLimit.set(PNG);
    expect(await checkDocument(new File([atLimit], 'id.png', { type: 'image/png' }))).toBeNull();
    expect(await checkDocument(new File([atLimit, bytes(0)], 'id.png', { type: 'image/png' }))).toBe('FILE_TOO_LARGE');
  });
});

describe('missingDocuments (the server’s rule)', () => {
  it('needs the identity document and one of the business licence and the professional certificate', () => {
    expect(missingDocuments(new Set())).toEqual(['businessLicense', 'professionalCertificate', 'identityDocument']);
    expect(missingDocuments(new Set(['identityDocument']))).toEqual(['businessLicense', 'professionalCertificate']);
    expect(missingDocuments(new Set(['businessLicense']))).toEqual(['identityDocument']);
    expect(missingDocuments(new Set(['identityDocument', 'professionalCertificate']))).toEqual([]);
    expect(missingDocuments(new Set(['identityDocument', 'businessLicense', 'professionalCertificate']))).toEqual([]);
  });
});
