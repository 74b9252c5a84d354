import { describe, expect, it } from 'vitest';
import { formatZone, listTimeZones, matchesTimeZone, timeZoneOptions, utcOffsetLabel, zoneCity } from './time-zone';

const winter = new Date('2026-01-15T12:00:00Z');
const summer = new Date('2026-07-15T12:00:00Z');

describe('time zones for people', () => {
  it('names a zone by city in the interface language, with the offset of that date', () => {
    expect(zoneCity('Europe/Kyiv', 'uk')).toBe('Київ');
    expect(zoneCity('Europe/Kyiv', 'en-GB')).toBe('Kyiv');
    expect(formatZone('Europe/Kyiv', 'uk', winter)).toBe('Київ (UTC+02:00)');
    expect(formatZone('Europe/Kyiv', 'ru', summer)).toBe('Киев (UTC+03:00)');
    expect(formatZone('Not/AZone', 'uk', winter)).toBe('Not/AZone');
  });

  it('labels offsets, summer and winter', () => {
    expect(utcOffsetLabel('Europe/Kyiv', winter)).toBe('UTC+02:00');
    expect(utcOffsetLabel('Europe/Kyiv', summer)).toBe('UTC+03:00');
    expect(utcOffsetLabel('UTC')).toBe('UTC+00:00');
  });

  it('lists every zone once under its current name, UTC and a saved unusual zone included', () => {
    const zones = listTimeZones(['Etc/GMT-3']);
    expect(zones.filter((z) => z === 'Europe/Kyiv')).toHaveLength(1);
    expect(zones).not.toContain('Europe/Kiev');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Etc/GMT-3');
    expect(zones.length).toBeGreaterThan(300);
  });

  it('puts Kyiv first and matches by city, id or offset', () => {
    const options = timeZoneOptions('uk', [], winter);
    expect(options[0]).toMatchObject({ value: 'Europe/Kyiv', label: 'Київ (UTC+02:00)' });
    const warsaw = options.find((o) => o.value === 'Europe/Warsaw')!;
    expect(warsaw.label).toBe('Варшава (UTC+01:00)');
    expect(matchesTimeZone(warsaw, 'варш')).toBe(true);
    expect(matchesTimeZone(warsaw, 'WARSAW')).toBe(true);
    expect(matchesTimeZone(warsaw, 'europe/warsaw')).toBe(true);
    expect(matchesTimeZone(warsaw, '+1')).toBe(true);
    expect(matchesTimeZone(warsaw, 'utc+01')).toBe(true);
    expect(matchesTimeZone(warsaw, '+2')).toBe(false);
    expect(matchesTimeZone(warsaw, '  ')).toBe(true);
  });
});
