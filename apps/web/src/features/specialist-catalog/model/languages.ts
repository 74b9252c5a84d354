/** ISO 639-1 codes offered in the profile's language picker (any two-letter code is accepted by the API). */
export const PROFILE_LANGUAGES = ['uk', 'en', 'pl', 'de', 'ru', 'fr', 'es', 'it', 'cs', 'ro', 'he', 'tr'] as const;
