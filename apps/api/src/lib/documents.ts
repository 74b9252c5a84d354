import { fileTypeFromBuffer } from 'file-type';
import type { PrivateExtension } from './private-files.js';

export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';

const EXTENSIONS: ReadonlyMap<string, PrivateExtension> = new Map([
  ['application/pdf', 'pdf'],
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
]);

/**
 * What a document is, judged by its bytes (magic numbers), never by its name or the type the
 * client declared: a PDF, JPEG, PNG or WebP, or null for anything else (empty files included).
 */
export async function sniffDocument(bytes: Buffer): Promise<{ mimeType: DocumentType; extension: PrivateExtension } | null> {
  if (bytes.length === 0) return null;
  const sniffed = await fileTypeFromBuffer(bytes);
  const extension = sniffed ? EXTENSIONS.get(sniffed.mime) : undefined;
  return sniffed && extension ? { mimeType: sniffed.mime as DocumentType, extension } : null;
}
