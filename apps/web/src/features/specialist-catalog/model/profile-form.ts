import { DEFAULT_TIMEZONE, type SpecialistProfile, type SpecialistProfileInput } from '@vizyt/contracts';

/** The create form's starting point; the edit form starts from the saved profile. */
export const emptyProfileForm = (): SpecialistProfileInput => ({
  businessName: '',
  bio: '',
  specialization: '',
  yearsOfExperience: 0,
  languages: ['uk'],
  city: '',
  address: '',
  latitude: null,
  longitude: null,
  worksOnline: false,
  worksInPerson: true,
  timezone: DEFAULT_TIMEZONE,
  responseTimeMinutes: 60,
});

export const profileFormValues = (profile: SpecialistProfile): SpecialistProfileInput => ({
  businessName: profile.businessName ?? '',
  bio: profile.bio ?? '',
  specialization: profile.specialization,
  yearsOfExperience: profile.yearsOfExperience,
  languages: [...profile.languages],
  city: profile.city,
  address: profile.address ?? '',
  latitude: profile.latitude,
  longitude: profile.longitude,
  worksOnline: profile.worksOnline,
  worksInPerson: profile.worksInPerson,
  timezone: profile.timezone,
  responseTimeMinutes: profile.responseTimeMinutes,
});

/** Empty optional texts are sent as null (cleared), numbers from empty inputs as null. */
export const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** For number inputs of optional values: '' → null, else a number (NaN for junk, which the schema refuses). */
export const optionalNumber = (value: unknown): number | null => {
  if (value === '' || value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number(value);
};
