import { z } from 'zod';

export const UPLOAD_TYPES = ['avatar'] as const;
export const UploadTypeSchema = z.enum(UPLOAD_TYPES, { error: 'invalidUploadType' });

/** Exact texts of spec section 5, sent as error messages and shown as they are. */
export const UPLOAD_MESSAGES = {
  tooLarge: 'File size too large. Please choose an image smaller than 5MB.',
  invalidType: 'Invalid file type. Please choose a JPEG, PNG, or WebP image.',
  processingFailed: 'Failed to process image file',
} as const;

export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const UploadFormSchema = z.object({ type: UploadTypeSchema }).meta({ id: 'UploadForm' });

export const UploadResponseSchema = z
  .object({
    url: z.string().meta({ example: '/uploads/avatars/3f9c2a1b7e.webp' }),
    type: UploadTypeSchema,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    size: z.number().int().positive().meta({ description: 'Bytes of the stored (resized) file' }),
    mimeType: z.string(),
  })
  .meta({ id: 'UploadResponse' });
export type UploadResponse = z.infer<typeof UploadResponseSchema>;
