/**
 * The business info form (PUT /specialists/business-info): the contract's fields as typed text,
 * coordinates as two text boxes (both or neither), at least one work mode.
 */
import { z } from 'zod';
import type { BusinessInfo, BusinessInfoInput } from '@vizyt/contracts';

/** Languages offered as chips (ISO 639-1; the API accepts any two-letter code, and keeps what is saved). */
export const SERVICE_LANGUAGES = ['uk', 'en', 'pl', 'de', 'ru', 'fr', 'es', 'it'] as const;

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));
const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (Number.isFinite(toNumber(v)) && Math.abs(toNumber(v)) <= limit), 'outOfRange');

export const businessInfoFormSchema = z
  .object({
    businessName: z.string().trim().max(200, 'tooLong'),
    address: z.string().trim().max(300, 'tooLong'),
    city: z.string({ error: 'required' }).trim().min(2, 'nameTooShort').max(100, 'tooLong'),
    latitude: coordinate(90),
    longitude: coordinate(180),
    languages: z.array(z.string()).max(10, 'tooMany'),
    worksOnline: z.boolean(),
    worksInPerson: z.boolean(),
  })
  .refine((v) => (v.latitude === '') === (v.longitude === ''), { path: ['longitude'], message: 'coordinatesTogether', when: () => true })
  .refine((v) => v.worksOnline || v.worksInPerson, { path: ['worksInPerson'], message: 'workModeRequired', when: () => true });

export interface BusinessInfoFormValues {
  businessName: string;
  address: string;
  city: string;
  latitude: string;
  longitude: string;
  languages: string[];
  worksOnline: boolean;
  worksInPerson: boolean;
}

export const businessInfoToForm = (info: BusinessInfo): BusinessInfoFormValues => ({
  businessName: info.businessName ?? '',
  address: info.address ?? '',
  city: info.city,
  latitude: info.latitude === null ? '' : String(info.latitude),
  longitude: info.longitude === null ? '' : String(info.longitude),
  languages: [...info.languages],
  worksOnline: info.worksOnline,
  worksInPerson: info.worksInPerson,
});

/** The whole form as the request: empty texts become null (cleared), coordinates numbers or null. */
export const formToBusinessInfoInput = (values: BusinessInfoFormValues): BusinessInfoInput => {
  const hasCoordinates = values.latitude.trim() !== '' && values.longitude.trim() !== '';
  return {
    businessName: values.businessName.trim() || null,
    address: values.address.trim() || null,
    city: values.city.trim(),
    latitude: hasCoordinates ? toNumber(values.latitude) : null,
    longitude: hasCoordinates ? toNumber(values.longitude) : null,
    languages: [...new Set(values.languages)],
    worksOnline: values.worksOnline,
    worksInPerson: values.worksInPerson,
  };
};
