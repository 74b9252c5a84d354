import { z } from 'zod';
import { ADDRESS_CITY_MAX, ADDRESS_LABELS, ADDRESS_LINE_MAX, POSTAL_CODE_PATTERN } from '../common/addresses-feedback.js';

/** Issue #14: a person's saved addresses (visits at the customer's place); exactly one default when any exist. */

const Text = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'tooLong');
/** Optional text: "" means "none" (forms send empty fields). */
const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .transform((v) => v || undefined)
    .optional();

export const AddressInputSchema = z
  .object({
    label: z.enum(ADDRESS_LABELS, { error: 'invalidLabel' }),
    line1: Text(ADDRESS_LINE_MAX).meta({ description: 'Street and house, e.g. "вул. Хрещатик, 1"' }),
    line2: OptionalText(ADDRESS_LINE_MAX).meta({ description: 'Flat, entrance, floor, door code' }),
    city: Text(ADDRESS_CITY_MAX),
    postalCode: z
      .string()
      .trim()
      .refine((v) => v === '' || POSTAL_CODE_PATTERN.test(v), 'invalidPostalCode')
      .transform((v) => v || undefined)
      .optional()
      .meta({ description: 'Ukrainian postal code: five digits' }),
    latitude: z.number({ error: 'invalidCoordinates' }).min(-90, 'invalidCoordinates').max(90, 'invalidCoordinates').optional(),
    longitude: z.number({ error: 'invalidCoordinates' }).min(-180, 'invalidCoordinates').max(180, 'invalidCoordinates').optional(),
    isDefault: z.boolean().optional().meta({ description: 'true makes it the default (the previous default stops being one); false never unsets the default' }),
  })
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), { message: 'coordinatesPair', path: ['latitude'] })
  .meta({ id: 'AddressInput', description: 'Both latitude and longitude, or neither' });
export type AddressInput = z.input<typeof AddressInputSchema>;

export const AddressIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const AddressSchema = z
  .object({
    id: z.string(),
    label: z.enum(ADDRESS_LABELS),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    postalCode: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    isDefault: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof AddressSchema>;
export const AddressEnvelopeSchema = z.object({ address: AddressSchema }).meta({ id: 'AddressResponse' });
export const AddressListSchema = z
  .object({ addresses: z.array(AddressSchema).meta({ description: 'The default first, then newest first' }) })
  .meta({ id: 'AddressList' });
export const AddressDeletedSchema = z
  .object({ deleted: z.literal(true), defaultAddressId: z.string().nullable().meta({ description: 'The default after the deletion (null: none left)' }) })
  .meta({ id: 'AddressDeleted' });
