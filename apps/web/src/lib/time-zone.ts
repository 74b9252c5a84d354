import { DateTime } from 'luxon';

/**
 * City names of the zones our users mostly have, in the interface languages (Intl names zones,
 * not their cities); any other zone shows its English IANA city.
 */
const CITY_NAMES: Record<string, Partial<Record<'uk' | 'ru', string>>> = {
  'Europe/Kyiv': { uk: 'Київ', ru: 'Киев' },
  'Europe/Kiev': { uk: 'Київ', ru: 'Киев' },
  'Europe/Warsaw': { uk: 'Варшава', ru: 'Варшава' },
  'Europe/Berlin': { uk: 'Берлін', ru: 'Берлин' },
  'Europe/London': { uk: 'Лондон', ru: 'Лондон' },
  'Europe/Prague': { uk: 'Прага', ru: 'Прага' },
  'America/New_York': { uk: 'Нью-Йорк', ru: 'Нью-Йорк' },
};

/** "Europe/Kyiv" → "Kyiv" ("Київ" in uk); "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export const zoneCity = (zone: string, locale?: string): string => {
  const language = locale?.slice(0, 2);
  const local = language === 'uk' || language === 'ru' ? CITY_NAMES[zone]?.[language] : undefined;
  return local ?? (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
};

/**
 * A zone for people: "Київ (UTC+02:00)" (uk), "Kyiv (UTC+02:00)" (en), with the offset at `at`
 * (summer and winter time differ), instead of the raw IANA name. An unknown zone stays as given.
 */
export const formatZone = (zone: string, locale?: string, at: Date = new Date()): string => {
  const instant = DateTime.fromJSDate(at).setZone(zone);
  return instant.isValid ? `${zoneCity(zone, locale)} (UTC${instant.toFormat('ZZ')})` : zone;
};
