/**
 * IANA time zones for the time-zone picker: Europe/Kyiv first (the product's default), then
 * every zone this browser knows, sorted by name. Browsers list Kyiv under its old ICU name
 * "Europe/Kiev"; it is shown under the current IANA name, which the API stores.
 */
import { DEFAULT_TIMEZONE } from '@vizyt/contracts';

const RENAMED: Record<string, string> = { 'Europe/Kiev': 'Europe/Kyiv' };

// For browsers without Intl.supportedValuesOf (before 2022): the zones most customers need.
const FALLBACK_ZONES = [
  'Europe/Kyiv', 'Europe/Warsaw', 'Europe/Berlin', 'Europe/London', 'Europe/Paris', 'Europe/Prague', 'Europe/Vienna',
  'Europe/Bucharest', 'Europe/Chisinau', 'Europe/Vilnius', 'Europe/Riga', 'Europe/Tallinn', 'Europe/Lisbon',
  'Europe/Madrid', 'Europe/Rome', 'Europe/Istanbul', 'America/New_York', 'America/Toronto', 'America/Chicago',
  'America/Los_Angeles', 'Asia/Dubai', 'Asia/Tbilisi', 'Asia/Jerusalem', 'Asia/Tokyo', 'Australia/Sydney', 'UTC',
];

const browserZones = (): string[] => {
  const supported = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf;
  try {
    return supported ? supported('timeZone') : FALLBACK_ZONES;
  } catch {
    return FALLBACK_ZONES;
  }
};

/** Every zone once, Europe/Kyiv first, UTC included, plus `extra` (the saved one, if unusual). */
export const listTimezones = (extra: ReadonlyArray<string | null | undefined> = []): string[] => {
  const names = new Set<string>();
  for (const zone of [...browserZones(), 'UTC', ...extra]) {
    if (zone) names.add(RENAMED[zone] ?? zone);
  }
  names.delete(DEFAULT_TIMEZONE);
  return [DEFAULT_TIMEZONE, ...[...names].sort((a, b) => a.localeCompare(b))];
};

/** The device's own zone (under its current name), if the browser tells it. */
export const deviceTimezone = (): string | null => {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? (RENAMED[zone] ?? zone) : null;
  } catch {
    return null;
  }
};

/** "UTC+02:00" for the zone's offset at `at` (summer and winter time differ). */
export const utcOffsetLabel = (zone: string, at: Date = new Date()): string => {
  try {
    const part = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    // "GMT+02:00", or "GMT" alone for UTC itself.
    if (!part) return 'UTC';
    return part === 'GMT' ? 'UTC+00:00' : part.replace('GMT', 'UTC');
  } catch {
    return 'UTC';
  }
};

/** "Europe/Kyiv" → "Europe / Kyiv", "America/Argentina/Buenos_Aires" → "America / Argentina / Buenos Aires". */
export const timezoneDisplayName = (zone: string): string => zone.replace(/_/g, ' ').split('/').join(' / ');

/** Case-insensitive match on the name (spaces or underscores alike) or the offset ("+02", "utc+2"). */
export const matchesTimezone = (zone: string, query: string, at: Date = new Date()): boolean => {
  const needle = query.trim().toLowerCase().replace(/[\s_]+/g, ' ');
  if (!needle) return true;
  const name = zone.toLowerCase().replace(/_/g, ' ');
  if (name.includes(needle)) return true;
  const offset = utcOffsetLabel(zone, at).toLowerCase(); // "utc+02:00"
  const compactOffset = offset.replace(/:00$/, '').replace(/([+-])0(\d)/, '$1$2'); // "utc+2"
  return offset.includes(needle.replace(/\s/g, '')) || compactOffset.includes(needle.replace(/\s/g, ''));
};
