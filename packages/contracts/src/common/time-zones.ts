import type { Language } from './constants.js';
import { RENAMED_TIME_ZONES, TIME_ZONE_CITIES } from './time-zone-cities.js';

const LANGUAGE_COLUMN: Record<Language, 0 | 1 | 2> = { uk: 0, ru: 1, en: 2 };

/** "Europe/Kiev" → "Europe/Kyiv": the current IANA name of a zone browsers may list by its old one. */
export const currentTimeZoneName = (zone: string): string => RENAMED_TIME_ZONES[zone] ?? zone;

/**
 * A zone by its city, in the reader's language: "Europe/Kyiv" → "Київ" (uk), "Киев" (ru),
 * "Kyiv" (en); "America/Argentina/Buenos_Aires" → "Буенос-Айрес". UTC stays "UTC"; a zone
 * the table lacks shows the city of its IANA name ("Etc/GMT-3" → "GMT-3").
 */
export const timeZoneCity = (zone: string, language: string | undefined): string => {
  const current = currentTimeZoneName(zone);
  if (current === 'UTC' || current === 'Etc/UTC') return 'UTC';
  const cities = TIME_ZONE_CITIES[current];
  const column = LANGUAGE_COLUMN[(language?.slice(0, 2) ?? 'en') as Language] ?? 2;
  return cities?.[column] ?? (current.split('/').pop() ?? current).replace(/_/g, ' ');
};
