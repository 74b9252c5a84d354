import { z } from 'zod';
import { PageNumberSchema, pagedSchema } from '../common/pagination.js';
import { REPORT_DETAILS_MAX, REPORT_DETAILS_MIN_FOR_OTHER, REPORT_REASONS } from '../common/constants.js';
import { SpecialistProfileSchema } from './specialists.schemas.js';

const limit = (def: number, max = 50) => z.coerce.number().int().min(1).max(max).default(def);

export const LimitQuerySchema = (def: number) => z.object({ limit: limit(def) });
export const TrendingQuerySchema = z.object({ period: z.enum(['day', 'week', 'month']).default('week'), limit: limit(10) });
export const SuggestionsQuerySchema = z.object({ q: z.string({ error: 'required' }).trim().min(1, 'required').max(100, 'tooLong'), limit: limit(10, 20) });
export const LocationQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  radius: z.coerce.number().positive().max(1000).default(50).meta({ description: 'Kilometres' }),
  page: PageNumberSchema,
  limit: limit(20, 100),
});
export const CategoryParamsSchema = z.object({ category: z.string().min(1).max(64) });

export const FavoriteStateSchema = z.object({ favorited: z.boolean() }).meta({ id: 'FavoriteState' });
export const ViewRecordedSchema = z.object({ recorded: z.boolean() }).meta({ id: 'ViewRecorded' });

export { REPORT_REASONS } from '../common/constants.js';
export const ReportInputSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: 'reasonRequired' }),
    details: z.string().trim().max(REPORT_DETAILS_MAX, 'tooLong').optional(),
  })
  .refine((v) => v.reason !== 'OTHER' || (v.details?.length ?? 0) >= REPORT_DETAILS_MIN_FOR_OTHER, { path: ['details'], message: 'detailsRequired' })
  .meta({ id: 'ReportInput' });
export const ReportCreatedSchema = z.object({ reportId: z.string() }).meta({ id: 'ReportCreated' });

export const CompareInputSchema = z
  .object({
    serviceIds: z
      .array(z.string().uuid())
      .min(2, 'compareAtLeastTwo')
      .max(4, 'compareAtMostFour')
      .refine((ids) => new Set(ids).size === ids.length, 'duplicate'),
  })
  .meta({ id: 'CompareInput' });

export const SuggestionSchema = z
  .object({ text: z.string(), type: z.enum(['service', 'specialization', 'category']), categoryId: z.string().nullable() })
  .meta({ id: 'Suggestion' });
export const SuggestionsSchema = z.object({ suggestions: z.array(SuggestionSchema) }).meta({ id: 'Suggestions' });

/** Where the price filter's five bands split the prices: at 20, 40, 60 and 80 % of active services. */
export const PRICE_BAND_QUANTILES = [0.2, 0.4, 0.6, 0.8] as const;

const bandBoundaries = z
  .array(z.number().positive())
  .meta({ description: 'Four ascending round numbers in this currency, or none when there are no active services' });

export const PricingRangeSchema = z
  .object({
    min: z.number(),
    max: z.number(),
    currency: z.literal('UAH'),
    quantiles: z
      .array(z.number())
      .meta({ description: 'Prices (hryvnia) below which 20, 40, 60 and 80 % of active services lie; empty when there are none' }),
    bandBoundaries: z
      .object({ UAH: bandBoundaries, USD: bandBoundaries, EUR: bandBoundaries })
      .meta({
        description:
          'The quantiles as round numbers in each display currency (1 USD = 37, 1 EUR = 40 hryvnia): five bands ' +
          '"up to b1", "b1–b2", "b2–b3", "b3–b4", "from b4", edges inclusive. Filter with minPrice/maxPrice = edge × rate.',
      }),
  })
  .meta({ id: 'PricingRange', description: 'Price distribution of active services, in hryvnia (min and max 0 when there are none)' });
export type PricingRange = z.infer<typeof PricingRangeSchema>;

export const SpecialtiesSchema = z
  .object({ specialties: z.array(z.object({ name: z.string(), count: z.number().int() })) })
  .meta({ id: 'Specialties' });

export const SpecialistListQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
  category: z.string().trim().max(64).optional(),
  page: PageNumberSchema,
  limit: limit(20, 100),
});
export const SpecialistListSchema = pagedSchema('specialists', SpecialistProfileSchema).meta({ id: 'SpecialistList' });
export const FavoriteSpecialistsSchema = z.object({ specialists: z.array(SpecialistProfileSchema) }).meta({ id: 'FavoriteSpecialists' });

export const PortfolioImageParamsSchema = z.object({ id: z.string().min(1).max(64) });
