import { DateTime } from 'luxon';
import { currentTimeZoneName, DEFAULT_TIMEZONE, timeZoneCity } from '@vizyt/contracts';

/**
 * Time zones for people: named by their city in the interface language (the names come from
 * Unicode CLDR through @vizyt/contracts, shared with the API's e-mails), never as raw IANA ids.
 */

/** "Europe/Kyiv" → "Київ" (uk), "Киев" (ru), "Kyiv" (en); "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export const zoneCity = (zone: string, locale?: string): string => timeZoneCity(zone, locale);

/**
 * A zone for people: "Київ (UTC+02:00)" (uk), "Kyiv (UTC+02:00)" (en), with the offset at `at`
 * (summer and winter time differ), instead of the raw IANA name. An unknown zone stays as given.
 */
export const formatZone = (zone: string, locale?: string, at: Date = new Date()): string => {
  const instant = DateTime.fromJSDate(at).setZone(zone);
  return instant.isValid ? `${zoneCity(zone, locale)} (UTC${instant.toFormat('ZZ')})` : zone;
};

/** "UTC+02:00" for the zone's offset at `at`; "UTC+00:00" for UTC itself or an unknown zone. */
export const utcOffsetLabel = (zone: string, at: Date = new Date()): string => {
  const instant = DateTime.fromJSDate(at).setZone(zone);
  return `UTC${instant.isValid ? instant.toFormat('ZZ') : '+00:00'}`;
};

// For browsers without Intl.supportedValuesOf (before 2022): the zones most of our users need.
const FALLBACK_ZONES = [
  'Europe/Kyiv', 'Europe/Warsaw', 'Europe/Berlin', 'Europe/London', 'Europe/Paris', 'Europe/Prague', 'Europe/Vienna',
  'Europe/Bucharest', 'Europe/Chisinau', 'Europe/Vilnius', 'Europe/Riga', 'Europe/Tallinn', 'Europe/Lisbon',
  'Europe/Madrid', 'Europe/Rome', 'Europe/Istanbul', 'America/New_York', 'America/Toronto', 'America/Chicago',
  'America/Los_Angeles', 'Asia/Dubai', 'Asia/Tbilisi', 'Asia/Jerusalem', 'Asia/Tokyo', 'Australia/Sydney',
];

const runtimeZones = (): readonly string[] => {
  try {
    return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : FALLBACK_ZONES;
  } catch {
    return FALLBACK_ZONES;
  }
};

/**
 * Every zone the browser knows, once and under its current IANA name (browsers may still say
 * "Europe/Kiev"), plus UTC and `extra` (a saved zone the browser does not list). Unsorted:
 * the order depends on the language, see `timeZoneOptions`.
 */
export const listTimeZones = (extra: ReadonlyArray<string | null | undefined> = []): string[] => {
  const zones = new Set<string>();
  for (const zone of [...runtimeZones(), 'UTC', ...extra]) if (zone) zones.add(currentTimeZoneName(zone));
  return [...zones];
};

/** The device's own zone under its current name, if the browser tells it. */
export const deviceTimeZone = (): string | null => {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? currentTimeZoneName(zone) : null;
  } catch {
    return null;
  }
};

export interface TimeZoneOption {
  /** The IANA id, what is saved. */
  value: string;
  /** "Київ (UTC+02:00)". */
  label: string;
  /** Lower-case text a filter matches: the city in this language and in English, the id, the offset. */
  search: string;
}

/**
 * The picker's list: Europe/Kyiv (Ukraine's zone, the product's default) first, then every other
 * zone sorted by its city in the interface language, each labelled "city (UTC±hh:mm)".
 */
export const timeZoneOptions = (language: string, extra: ReadonlyArray<string | null | undefined> = [], at: Date = new Date()): TimeZoneOption[] => {
  const collator = new Intl.Collator(language);
  const options = listTimeZones(extra).map((zone): TimeZoneOption => {
    const city = zoneCity(zone, language);
    const offset = utcOffsetLabel(zone, at);
    return {
      value: zone,
      label: `${city} (${offset})`,
      search: [city, zoneCity(zone, 'en'), zone.replace(/_/g, ' '), offset].join(' ').toLowerCase(),
    };
  });
  const kyiv = options.filter((option) => option.value === DEFAULT_TIMEZONE);
  const others = options.filter((option) => option.value !== DEFAULT_TIMEZONE).sort((a, b) => collator.compare(a.label, b.label));
  return [...kyiv, ...others];
};

/** A filter over the options: by city (any of our languages' spelling in the list), IANA id or offset ("+2", "utc+02"). */
export const matchesTimeZone = (option: TimeZoneOption, query: string): boolean => {
  const needle = query.trim().toLowerCase().replace(/[\s_]+/g, ' ');
  if (!needle) return true;
  if (option.search.includes(needle)) return true;
  const offset = /utc[+-]\d\d:\d\d/.exec(option.search)?.[0] ?? ''; // "utc+02:00"
  const compact = offset.replace(/:00$/, '').replace(/([+-])0(\d)/, '$1$2'); // "utc+2"
  const bare = needle.replace(/\s/g, '');
  return offset.includes(bare) || compact.includes(bare);
};
