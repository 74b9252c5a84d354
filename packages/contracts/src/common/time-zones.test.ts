import { describe, expect, it } from 'vitest';
import { TIME_ZONE_CITIES } from './time-zone-cities.js';
import { currentTimeZoneName, timeZoneCity } from './time-zones.js';

describe('time zones by city', () => {
  it('names a zone by its city in each language', () => {
    expect(timeZoneCity('Europe/Kyiv', 'uk')).toBe('Київ');
    expect(timeZoneCity('Europe/Kyiv', 'ru')).toBe('Киев');
    expect(timeZoneCity('Europe/Kyiv', 'en')).toBe('Kyiv');
    expect(timeZoneCity('America/Argentina/Buenos_Aires', 'uk')).toBe('Буенос-Айрес');
    expect(timeZoneCity('America/New_York', 'en-GB')).toBe('New York');
    expect(timeZoneCity('Asia/Ho_Chi_Minh', 'en')).toBe('Ho Chi Minh City');
  });

  it('reads old names the way browsers list them', () => {
    expect(currentTimeZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(timeZoneCity('Europe/Kiev', 'uk')).toBe('Київ');
    expect(timeZoneCity('Asia/Calcutta', 'ru')).toBe('Калькутта');
    expect(currentTimeZoneName('Europe/Warsaw')).toBe('Europe/Warsaw');
  });

  it('keeps UTC and unknown zones readable', () => {
    expect(timeZoneCity('UTC', 'uk')).toBe('UTC');
    expect(timeZoneCity('Etc/GMT-3', 'uk')).toBe('GMT-3');
    expect(timeZoneCity('Europe/Kyiv', undefined)).toBe('Kyiv');
  });

  it('covers every zone this runtime knows, in Cyrillic for uk and ru', () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      if (zone === 'UTC') continue;
      const current = currentTimeZoneName(zone);
      expect(TIME_ZONE_CITIES[current], zone).toBeDefined();
      expect(timeZoneCity(zone, 'uk'), zone).toMatch(/[\u0400-\u04ff]/);
      expect(timeZoneCity(zone, 'ru'), zone).toMatch(/[\u0400-\u04ff]/);
    }
  });
});
