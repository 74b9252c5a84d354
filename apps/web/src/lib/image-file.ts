/**
 * Client-side checks of a chosen photo before it is uploaded (spec section 5), shared by every
 * feature that uploads images. Order as in the spec: size (5 MB), type (JPEG, JPG, PNG, WebP),
 * then reading the file. The type is judged by the declared MIME type and by the first bytes,
 * as the server does, so a text file renamed to .png is refused before it leaves the device.
 *
 * Limits come from the contracts (the server enforces the same ones). Results carry the API's
 * error codes; the texts are errors:codes.<CODE>, which in English are the spec's messages.
 */
import { ALLOWED_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@vizyt/contracts';

export type ImageCheckCode = 'FILE_TOO_LARGE' | 'INVALID_FILE_TYPE' | 'FILE_PROCESSING_FAILED';

export type ImageCheck = { ok: true; previewUrl: string } | { ok: false; code: ImageCheckCode };

/** What the file picker offers (the server decides from the bytes anyway). */
export const IMAGE_ACCEPT = [...ALLOWED_IMAGE_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');

/** The upload limit in whole megabytes, for texts ("up to 5 MB"). */
export const UPLOAD_MAX_MEGABYTES = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));

// "image/jpg" is not a registered type, but some systems label JPEG files with it.
const DECLARED_TYPES: readonly string[] = [...ALLOWED_IMAGE_TYPES, 'image/jpg'];
const EXTENSION = /\.(jpe?g|png|webp)$/i;

export const isTooLarge = (file: Pick<File, 'size'>): boolean => file.size > UPLOAD_MAX_BYTES;

/** The declared type, or the file name when the system declared none. */
export const hasAllowedDeclaredType = (file: Pick<File, 'type' | 'name'>): boolean =>
  file.type ? DECLARED_TYPES.includes(file.type.toLowerCase()) : EXTENSION.test(file.name);

/** JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A) or WebP ("RIFF" … "WEBP"). */
export const hasImageSignature = (bytes: Uint8Array): boolean => {
  const startsWith = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  return (
    startsWith([0xff, 0xd8, 0xff]) ||
    startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8))
  );
};

/** Reads the file as a data URL for the preview; rejects when the browser cannot read it. */
const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unexpected FileReader result')));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(file);
  });

/** The first bytes of a base64 data URL. */
const leadingBytes = (dataUrl: string, count: number): Uint8Array => {
  const start = dataUrl.indexOf(',') + 1;
  const text = atob(dataUrl.slice(start, start + Math.ceil(count / 3) * 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
};

export const checkImageFile = async (file: File): Promise<ImageCheck> => {
  if (isTooLarge(file)) return { ok: false, code: 'FILE_TOO_LARGE' };
  if (!hasAllowedDeclaredType(file)) return { ok: false, code: 'INVALID_FILE_TYPE' };
  let previewUrl: string;
  let bytes: Uint8Array;
  try {
    previewUrl = await readAsDataUrl(file);
    bytes = leadingBytes(previewUrl, 12);
  } catch {
    return { ok: false, code: 'FILE_PROCESSING_FAILED' };
  }
  if (!hasImageSignature(bytes)) return { ok: false, code: 'INVALID_FILE_TYPE' };
  return { ok: true, previewUrl };
};
