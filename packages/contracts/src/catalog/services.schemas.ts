import { z } from 'zod';
import { PageNumberSchema, pageMetaFields } from '../common/pagination.js';
import { CURRENCIES, SERVICE_MIN_DURATION_MINUTES, WEEKDAYS } from '../common/constants.js';
import { MONEY_AMOUNT_MAX, MoneyAmountSchema } from '../common/money.js';
import { AVAILABILITY_FILTERS } from '../scheduling/availability-filters.js';

// WEEKDAYS and Weekday live in common/constants.ts (exported from the package index there).
export { WEEKDAYS, type Weekday } from '../common/constants.js';

export const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalidTime').meta({ example: '10:00' });

/** The two fields of the category choice, on their own (see the refine below). */
const categoryFields = {
  category: z.string().trim().min(1).max(64).optional().meta({ description: 'A category id from GET /services/categories' }),
  customCategory: z.string().trim().min(2, 'nameTooShort').max(120, 'tooLong').optional(),
};
const CategoryChoiceSchema = z.object(categoryFields);

/** The service form of spec section 5: every field required, price > 0, duration ≥ 15, a day and a slot. */
export const ServiceInputSchema = z
  .object({
    name: z.string({ error: 'required' }).trim().min(1, 'required').min(2, 'nameTooShort').max(200, 'tooLong'),
    description: z.string({ error: 'required' }).trim().min(1, 'required').max(5000, 'tooLong'),
    ...categoryFields,
    price: MoneyAmountSchema.refine((v) => v > 0, 'pricePositive').meta({ description: 'Hryvnia (major units), > 0', exclusiveMinimum: 0 }),
    currency: z.enum(CURRENCIES).default('UAH'),
    duration: z.number({ error: 'required' }).int('wholeMinutes').min(SERVICE_MIN_DURATION_MINUTES, 'durationTooShort').max(24 * 60, 'tooLong'),
    availableDays: z.array(z.enum(WEEKDAYS)).min(1, 'dayRequired').max(7).refine((d) => new Set(d).size === d.length, 'duplicate'),
    timeSlots: z.array(TimeOfDaySchema).min(1, 'slotRequired').max(48).refine((d) => new Set(d).size === d.length, 'duplicate'),
    isActive: z.boolean().default(true),
  })
  .refine((v) => Boolean(v.category) !== Boolean(v.customCategory), {
    path: ['category'],
    message: 'categoryRequired',
    // Checked even while other fields are wrong, so an empty form names the category too.
    when: ({ value }) => CategoryChoiceSchema.safeParse(value).success,
  })
  .meta({ id: 'ServiceInput', description: 'Exactly one of `category` and `customCategory`.' });
export type ServiceInput = z.input<typeof ServiceInputSchema>;

export const ServiceStatusInputSchema = z.object({ isActive: z.boolean({ error: 'required' }) }).meta({ id: 'ServiceStatusInput' });

/** Ids that cannot exist answer 404 from the service layer, not 400. */
export const ServiceIdParamsSchema = z.object({ id: z.string({ error: 'Service ID is required' }).min(1, 'Service ID is required').max(64) });
export const SpecialistIdParamsSchema = z.object({ id: z.string({ error: 'Specialist ID is required' }).min(1, 'Specialist ID is required').max(64) });

export const ServiceSpecialistSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    businessName: z.string().nullable(),
    avatar: z.string().nullable(),
    city: z.string(),
    specialization: z.string(),
    rating: z.number(),
    reviewCount: z.number().int(),
    isVerified: z.boolean(),
    worksOnline: z.boolean(),
    worksInPerson: z.boolean(),
    address: z.string().nullable().meta({ description: 'Where in-person visits happen (public, as on the profile)' }),
    payment: z
      .object({ acceptOnlinePayments: z.boolean(), requireDeposit: z.boolean(), depositPercent: z.number().int() })
      .meta({ description: 'How this specialist takes money: online by card (with a deposit of depositPercent %) or at the visit' }),
  })
  .meta({ id: 'ServiceSpecialist' });

export const ServiceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.object({ id: z.string(), name: z.string() }).nullable(),
    customCategory: z.string().nullable(),
    price: z.number().meta({ description: 'Major units of `currency`' }),
    currency: z.enum(CURRENCIES),
    duration: z.number().int().meta({ description: 'Minutes' }),
    availableDays: z.array(z.enum(WEEKDAYS)),
    timeSlots: z.array(z.string()),
    isActive: z.boolean(),
    specialist: ServiceSpecialistSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Service' });
export type Service = z.infer<typeof ServiceSchema>;

export const ServiceEnvelopeSchema = z.object({ service: ServiceSchema }).meta({ id: 'ServiceResponse' });
export const ServiceListSchema = z.object({ services: z.array(ServiceSchema) }).meta({ id: 'ServiceList' });

export const SEARCH_SORTS = ['relevance', 'price', 'rating', 'distance', 'newest', 'reviews'] as const;

const optionalNumber = (schema: z.ZodNumber) => z.preprocess((v) => (v === '' || v === undefined ? undefined : v), z.coerce.number().pipe(schema).optional());

export const ServiceSearchQuerySchema = z
  .object({
    search: z.string().trim().max(200).optional().meta({ description: 'Free text; typo-tolerant (`q` is accepted too)' }),
    q: z.string().trim().max(200).optional(),
    category: z.string().trim().max(64).optional(),
    location: z.string().trim().max(100).optional().meta({ description: 'City name, typo-tolerant' }),
    minPrice: optionalNumber(z.number().min(0).max(MONEY_AMOUNT_MAX)).meta({ description: 'Hryvnia' }),
    maxPrice: optionalNumber(z.number().min(0).max(MONEY_AMOUNT_MAX)).meta({ description: 'Hryvnia' }),
    rating: optionalNumber(z.number().min(0).max(5)).meta({ description: 'Minimum average rating, e.g. 4, 4.5 or 5' }),
    availability: z.preprocess((v) => (v === '' ? undefined : v), z.enum(AVAILABILITY_FILTERS).optional()).meta({
      description: 'now: a free start within 2 hours; today: a free start before midnight in Kyiv; week: within 7 days',
    }),
    lat: optionalNumber(z.number().min(-90).max(90)),
    lng: optionalNumber(z.number().min(-180).max(180)),
    sortBy: z.enum(SEARCH_SORTS).default('relevance'),
    sortOrder: z.enum(['asc', 'desc']).optional().meta({ description: 'Default: asc for price and distance, desc otherwise' }),
    page: PageNumberSchema,
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, { path: ['maxPrice'], message: 'priceRange' })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), { path: ['lng'], message: 'coordinatesTogether' })
  .refine((v) => v.sortBy !== 'distance' || v.lat !== undefined, { path: ['sortBy'], message: 'distanceNeedsLocation' })
  .meta({ id: 'ServiceSearchQuery' });
export type ServiceSearchQuery = z.output<typeof ServiceSearchQuerySchema>;

export const ServiceSearchResultSchema = z
  .object({
    services: z.array(ServiceSchema.extend({ distanceKm: z.number().nullable().meta({ description: 'When lat/lng are given' }) })),
    ...pageMetaFields,
    totalIsLowerBound: z.boolean().meta({
      description: 'true when more services match than were counted: `total` then means "at least this many" (counting stops at 1,000, or at the end of the requested page when that is further).',
    }),
  })
  .meta({ id: 'ServiceSearchResult' });
