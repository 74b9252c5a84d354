/**
 * The address form: the contract's AddressInputSchema fields as typed text (STYLE.md rule 5), with
 * the optional coordinates as two text boxes that become numbers (both or neither).
 */
import { z } from 'zod';
import { ADDRESS_LINE_MAX, AddressInputSchema, POSTAL_CODE_PATTERN, type Address, type AddressInput, type AddressLabel } from '@vizyt/contracts';

const fields = AddressInputSchema.shape;

/** "" or a number between -limit and limit (a comma works as the decimal mark too). */
const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (Number.isFinite(toNumber(v)) && Math.abs(toNumber(v)) <= limit), 'invalidCoordinates');

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

export const addressFormSchema = z
  .object({
    label: fields.label,
    line1: fields.line1,
    line2: z.string().trim().max(ADDRESS_LINE_MAX, 'tooLong'),
    city: fields.city,
    postalCode: z
      .string()
      .trim()
      .refine((v) => v === '' || POSTAL_CODE_PATTERN.test(v), 'invalidPostalCode'),
    latitude: coordinate(90),
    longitude: coordinate(180),
    isDefault: z.boolean(),
  })
  .refine((v) => (v.latitude === '') === (v.longitude === ''), {
    path: ['longitude'],
    message: 'coordinatesPair',
    // Also while other fields are wrong, so one submit names every problem.
    when: ({ value }) => typeof (value as { latitude?: unknown }).latitude === 'string' && typeof (value as { longitude?: unknown }).longitude === 'string',
  });

export interface AddressFormValues {
  label: AddressLabel;
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  latitude: string;
  longitude: string;
  isDefault: boolean;
}

export const emptyAddressForm = (isDefault: boolean): AddressFormValues => ({
  label: 'home',
  line1: '',
  line2: '',
  city: '',
  postalCode: '',
  latitude: '',
  longitude: '',
  isDefault,
});

export const addressToForm = (address: Address): AddressFormValues => ({
  label: address.label,
  line1: address.line1,
  line2: address.line2 ?? '',
  city: address.city,
  postalCode: address.postalCode ?? '',
  latitude: address.latitude === null ? '' : String(address.latitude),
  longitude: address.longitude === null ? '' : String(address.longitude),
  isDefault: address.isDefault,
});

/** The request body: empty optional texts left out, coordinates as numbers when both are there. */
export const formToAddressInput = (values: AddressFormValues): AddressInput => {
  const line2 = values.line2.trim();
  const postalCode = values.postalCode.trim();
  const hasCoordinates = values.latitude.trim() !== '' && values.longitude.trim() !== '';
  return {
    label: values.label,
    line1: values.line1.trim(),
    city: values.city.trim(),
    ...(line2 && { line2 }),
    ...(postalCode && { postalCode }),
    ...(hasCoordinates && { latitude: toNumber(values.latitude), longitude: toNumber(values.longitude) }),
    isDefault: values.isDefault,
  };
};

/** One line for lists and the booking: "вул. Хрещатик, 1, кв. 5, Київ, 01001". */
export const formatAddressLine = (address: Pick<Address, 'line1' | 'line2' | 'city' | 'postalCode'>): string =>
  [address.line1, address.line2, address.city, address.postalCode].filter((part) => part && part.trim()).join(', ');
