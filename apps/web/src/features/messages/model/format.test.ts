import { SUPPORT_USER_ID } from '@vizyt/contracts';
import { describe, expect, it } from 'vitest';
import { clockTime, dayKey, dayName, listStamp, participantName } from './format';

const zone = 'Europe/Kyiv';
// 25 November 2026, 09:00 in Kyiv.
const now = new Date('2026-11-25T07:00:00.000Z');

describe('message times', () => {
  it('takes the day in the viewer’s zone', () => {
    expect(dayKey('2026-11-24T22:30:00.000Z', zone)).toBe('2026-11-25');
    expect(dayKey('2026-11-24T22:30:00.000Z', 'UTC')).toBe('2026-11-24');
  });

  it('names today, yesterday and older days (the year only when it is another one)', () => {
    expect(dayName('2026-11-24T22:30:00.000Z', zone, 'en', now)).toEqual({ kind: 'today' });
    expect(dayName('2026-11-24T12:00:00.000Z', zone, 'en', now)).toEqual({ kind: 'yesterday' });
    expect(dayName('2026-11-03T12:00:00.000Z', zone, 'en', now)).toEqual({ kind: 'date', text: 'Tuesday, November 3' });
    expect(dayName('2026-11-03T12:00:00.000Z', zone, 'uk', now)).toEqual({ kind: 'date', text: 'Вівторок, 3 листопада' });
    expect(dayName('2025-12-31T12:00:00.000Z', zone, 'ru', now)).toEqual({ kind: 'date', text: '31 декабря 2025 г.' });
  });

  it('writes the time as each language does', () => {
    expect(clockTime('2026-11-25T12:05:00.000Z', zone, 'uk')).toBe('14:05');
    expect(clockTime('2026-11-25T12:05:00.000Z', zone, 'en')).toBe('2:05 PM');
  });

  it('stamps the list with the time today, "yesterday", the weekday this week, else the date', () => {
    expect(listStamp('2026-11-25T06:00:00.000Z', zone, 'uk', now)).toEqual({ kind: 'text', text: '08:00' });
    expect(listStamp('2026-11-24T06:00:00.000Z', zone, 'uk', now)).toEqual({ kind: 'yesterday' });
    expect(listStamp('2026-11-21T06:00:00.000Z', zone, 'en', now)).toEqual({ kind: 'text', text: 'Sat' });
    expect(listStamp('2026-10-01T06:00:00.000Z', zone, 'uk', now)).toEqual({ kind: 'text', text: '01.10.26' });
  });
});

describe('participantName', () => {
  it('names Vizyt support in the reader’s language and anyone else as the server named them', () => {
    expect(participantName({ id: SUPPORT_USER_ID, name: 'Vizyt support' }, 'Підтримка Vizyt')).toBe('Підтримка Vizyt');
    expect(participantName({ id: 'u-1', name: 'Тарас Шевченко' }, 'Підтримка Vizyt')).toBe('Тарас Шевченко');
  });
});
