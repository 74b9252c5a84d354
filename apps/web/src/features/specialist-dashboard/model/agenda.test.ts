import { describe, expect, it } from 'vitest';
import type { Booking } from '@vizyt/contracts';
import { buildBooking } from '@/test/builders';
import { agendaTime, splitAgenda, startOfTodayUtc } from './agenda';

const at = (id: string, scheduledAt: string): Booking => buildBooking({ id, scheduledAt });
// 23:30 on 26 November in Kyiv (UTC+2) is 21:30 UTC; in New York it is still the afternoon.
const NOW = new Date('2026-11-26T21:30:00.000Z');

describe('the agenda on the specialist’s calendar', () => {
  it('starts today at the zone’s midnight', () => {
    expect(startOfTodayUtc('Europe/Kyiv', NOW)).toBe('2026-11-25T22:00:00.000Z');
    expect(startOfTodayUtc('America/New_York', NOW)).toBe('2026-11-26T05:00:00.000Z');
  });

  it('splits today from what comes next by the zone’s dates, in time order', () => {
    const bookings = [
      at('tomorrow-late', '2026-11-27T15:00:00.000Z'),
      at('today-late', '2026-11-26T21:45:00.000Z'), // 23:45 Kyiv, still today
      at('today-early', '2026-11-26T06:00:00.000Z'),
      at('after-midnight', '2026-11-26T22:15:00.000Z'), // 00:15 on the 27th in Kyiv
    ];
    const { today, next } = splitAgenda(bookings, 'Europe/Kyiv', NOW);
    expect(today.map((b) => b.id)).toEqual(['today-early', 'today-late']);
    expect(next.map((b) => b.id)).toEqual(['after-midnight', 'tomorrow-late']);
  });

  it('shows at most `nextLimit` of the next bookings', () => {
    const bookings = Array.from({ length: 8 }, (_, i) => at(`n${i}`, `2026-11-${28 + (i % 2)}T0${i}:00:00.000Z`));
    expect(splitAgenda(bookings, 'Europe/Kyiv', NOW, 5).next).toHaveLength(5);
  });

  it('writes the time in the specialist’s zone, with the day when it is not today', () => {
    expect(agendaTime('2026-11-27T08:00:00.000Z', 'Europe/Kyiv', 'en', false)).toBe('10:00');
    expect(agendaTime('2026-11-27T08:00:00.000Z', 'Europe/Kyiv', 'en', true)).toBe('Fri, Nov 27, 10:00');
  });
});
