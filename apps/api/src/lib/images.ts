import { UPLOAD_MESSAGES } from '@vizyt/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../http/errors.js';

const ALLOWED_MIME = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  size: number;
  mimeType: 'image/webp' | 'image/jpeg';
  extension: 'webp' | 'jpg';
}

export type ImageRecipe =
  | { kind: 'square-webp'; size: number; quality: number }
  | { kind: 'fit-jpeg'; maxWidth: number; maxHeight: number; quality: number };

/**
 * Decides the type from the bytes (never the file name or declared type), then re-encodes:
 * metadata is dropped, orientation applied, and the size bounded. Errors carry the spec's texts.
 */
export async function processImage(bytes: Buffer, recipe: ImageRecipe): Promise<ProcessedImage> {
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !ALLOWED_MIME.has(sniffed.mime)) throw new AppError('INVALID_FILE_TYPE', UPLOAD_MESSAGES.invalidType);
  try {
    const pipeline = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
    const out =
      recipe.kind === 'square-webp'
        ? await pipeline.resize(recipe.size, recipe.size, { fit: 'cover', position: 'attention' }).webp({ quality: recipe.quality }).toBuffer({ resolveWithObject: true })
        : await pipeline
            .resize(recipe.maxWidth, recipe.maxHeight, { fit: 'inside', withoutEnlargement: true })
            .jpeg({ quality: recipe.quality, mozjpeg: true })
            .toBuffer({ resolveWithObject: true });
    const webp = recipe.kind === 'square-webp';
    return { data: out.data, width: out.info.width, height: out.info.height, size: out.info.size, mimeType: webp ? 'image/webp' : 'image/jpeg', extension: webp ? 'webp' : 'jpg' };
  } catch {
    throw new AppError('FILE_PROCESSING_FAILED', UPLOAD_MESSAGES.processingFailed);
  }
}
