/**
 * The documents of a verification request, checked here before they leave the device, with the
 * server's rules (apps/api/src/modules/verification: verification.policy.ts and the router's
 * description): an identity document is required, and at least one of the business licence and
 * the professional certificate; each a PDF, JPEG, PNG or WebP (by its first bytes, as the server
 * judges) of at most 10 MB. Results carry the API's error codes.
 */
import { VERIFICATION_DOCUMENT_MAX_BYTES, VERIFICATION_DOCUMENTS, type VerificationDocumentName } from '@vizyt/contracts';

export type DocumentCheckCode = 'FILE_TOO_LARGE' | 'INVALID_FILE_TYPE' | 'FILE_PROCESSING_FAILED';

/** What the file pickers offer (the bytes decide anyway). */
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp';

export const DOCUMENT_MAX_MEGABYTES = Math.round(VERIFICATION_DOCUMENT_MAX_BYTES / (1024 * 1024));

/** PDF ("%PDF-"), JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A) or WebP ("RIFF" … "WEBP"). */
export const hasDocumentSignature = (bytes: Uint8Array): boolean => {
  const startsWith = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  return (
    startsWith([0x25, 0x50, 0x44, 0x46, 0x2d]) ||
    startsWith([0xff, 0xd8, 0xff]) ||
    startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8))
  );
};

const readHead = async (file: Blob): Promise<Uint8Array> => {
  const head = file.slice(0, 12);
  // jsdom's Blob has no arrayBuffer() in some versions; FileReader works everywhere.
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsArrayBuffer(head);
  });
};

/** null when the file may be sent; else the code of the reason (size first, as the server). */
export const checkDocument = async (file: Blob): Promise<DocumentCheckCode | null> => {
  if (file.size > VERIFICATION_DOCUMENT_MAX_BYTES) return 'FILE_TOO_LARGE';
  try {
    return hasDocumentSignature(await readHead(file)) ? null : 'INVALID_FILE_TYPE';
  } catch {
    return 'FILE_PROCESSING_FAILED';
  }
};

/** The documents still needed (the server answers 400 naming the same fields). */
export const missingDocuments = (chosen: ReadonlySet<VerificationDocumentName>): VerificationDocumentName[] => {
  const missing: VerificationDocumentName[] = [];
  if (!chosen.has('identityDocument')) missing.push('identityDocument');
  if (!chosen.has('businessLicense') && !chosen.has('professionalCertificate')) missing.push('businessLicense', 'professionalCertificate');
  return VERIFICATION_DOCUMENTS.filter((name) => missing.includes(name));
};

/** Whether a document is always required, or one of a pair. */
export const documentRequirement = (name: VerificationDocumentName): 'required' | 'oneOfTwo' => (name === 'identityDocument' ? 'required' : 'oneOfTwo');
