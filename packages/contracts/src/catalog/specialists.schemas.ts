import { z } from 'zod';
import { DEFAULT_TIMEZONE } from '../common/constants.js';
import { PortfolioImageSchema } from '../files/files.schemas.js';
import { TimezoneSchema } from '../users/users.schemas.js';

const Coordinate = (min: number, max: number) => z.number().min(min, 'outOfRange').max(max, 'outOfRange');

export const SpecialistProfileInputSchema = z
  .object({
    businessName: z.string().trim().max(200, 'tooLong').nullable().optional(),
    bio: z.string().trim().max(5000, 'tooLong').nullable().optional(),
    specialization: z.string({ error: 'required' }).trim().min(2, 'nameTooShort').max(200, 'tooLong'),
    yearsOfExperience: z.number().int().min(0).max(80).default(0),
    languages: z.array(z.string().regex(/^[a-z]{2}$/, 'invalidLanguage')).max(10).default(['uk']),
    city: z.string({ error: 'required' }).trim().min(2, 'nameTooShort').max(100, 'tooLong'),
    address: z.string().trim().max(300, 'tooLong').nullable().optional(),
    latitude: Coordinate(-90, 90).nullable().optional(),
    longitude: Coordinate(-180, 180).nullable().optional(),
    worksOnline: z.boolean().default(false),
    worksInPerson: z.boolean().default(true),
    timezone: TimezoneSchema.default(DEFAULT_TIMEZONE),
    responseTimeMinutes: z.number().int().min(1).max(10_080).default(60),
  })
  .refine((v) => (v.latitude == null) === (v.longitude == null), { path: ['longitude'], message: 'coordinatesTogether' })
  .refine((v) => v.worksOnline || v.worksInPerson, { path: ['worksInPerson'], message: 'workModeRequired' })
  .meta({ id: 'SpecialistProfileInput' });
export type SpecialistProfileInput = z.input<typeof SpecialistProfileInputSchema>;

export const SpecialistProfileSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.string().nullable(),
    businessName: z.string().nullable(),
    bio: z.string().nullable(),
    specialization: z.string(),
    yearsOfExperience: z.number().int(),
    languages: z.array(z.string()),
    city: z.string(),
    address: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    worksOnline: z.boolean(),
    worksInPerson: z.boolean(),
    timezone: z.string(),
    responseTimeMinutes: z.number().int(),
    completedJobs: z.number().int(),
    rating: z.number(),
    reviewCount: z.number().int(),
    isVerified: z.boolean(),
    isVisible: z.boolean(),
    memberSince: z.iso.datetime(),
    portfolio: z.array(PortfolioImageSchema),
  })
  .meta({ id: 'SpecialistProfile' });
export type SpecialistProfile = z.infer<typeof SpecialistProfileSchema>;

export const SpecialistProfileEnvelopeSchema = z.object({ profile: SpecialistProfileSchema }).meta({ id: 'SpecialistProfileResponse' });
