import { z } from 'zod';
import { PORTFOLIO_CATEGORIES } from '../common/constants.js';

export const UPLOAD_TYPES = ['avatar', 'portfolio'] as const;
export const UploadTypeSchema = z.enum(UPLOAD_TYPES, { error: 'invalidUploadType' });

/** Exact texts of spec section 5, sent as error messages and shown as they are. */
export const UPLOAD_MESSAGES = {
  tooLarge: 'File size too large. Please choose an image smaller than 5MB.',
  invalidType: 'Invalid file type. Please choose a JPEG, PNG, or WebP image.',
  processingFailed: 'Failed to process image file',
} as const;

export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export { PORTFOLIO_CATEGORIES } from '../common/constants.js';
export const PortfolioCategorySchema = z.enum(PORTFOLIO_CATEGORIES, { error: 'portfolioCategoryRequired' });
/** How many portfolio photos one specialist may keep. */
export const PORTFOLIO_MAX_IMAGES = 30;

export const PortfolioImageSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    category: PortfolioCategorySchema,
    caption: z.string().nullable(),
    width: z.number().int(),
    height: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PortfolioImage' });
export type PortfolioImage = z.infer<typeof PortfolioImageSchema>;

export const UploadFormSchema = z
  .object({
    type: UploadTypeSchema,
    category: PortfolioCategorySchema.optional().meta({ description: 'Required with type=portfolio' }),
    caption: z.string().trim().max(200, 'tooLong').optional(),
  })
  .refine((v) => v.type !== 'portfolio' || v.category !== undefined, { path: ['category'], message: 'portfolioCategoryRequired' })
  .meta({ id: 'UploadForm' });

export const UploadResponseSchema = z
  .object({
    url: z.string().meta({ example: '/uploads/avatars/3f9c2a1b7e.webp' }),
    type: UploadTypeSchema,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    size: z.number().int().positive().meta({ description: 'Bytes of the stored (resized) file' }),
    mimeType: z.string(),
    portfolioItem: PortfolioImageSchema.optional().meta({ description: 'With type=portfolio: the new portfolio entry' }),
  })
  .meta({ id: 'UploadResponse' });
export type UploadResponse = z.infer<typeof UploadResponseSchema>;
