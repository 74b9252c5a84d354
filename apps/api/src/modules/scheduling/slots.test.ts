import { describe, expect, it } from 'vitest';
import { bookabilityAt, computeBookableSlots, localToInstant, type ScheduleEntry, type SlotQuery } from './slots.js';

const KYIV = 'Europe/Kyiv';
const at = (iso: string) => new Date(iso);
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

/** A specialist in Kyiv (UTC+2 in November); Monday 2026-11-23 is the usual test day. */
function query(overrides: Partial<SlotQuery> = {}): SlotQuery {
  return {
    now: at('2026-11-20T08:00:00Z'),
    timezone: KYIV,
    workingHours: {
      monday: [
        { start: '09:00', end: '13:00' },
        { start: '14:00', end: '19:00' },
      ],
    },
    service: { durationMinutes: 60, availableDays: ['monday'], timeSlots: ['09:00', '10:00', '11:00', '12:00', '12:30', '13:30', '14:00', '18:00', '18:30'] },
    settings: { bufferMinutes: 0, minNoticeMinutes: 120, bookingHorizonDays: 60 },
    blocks: [],
    busy: [],
    from: '2026-11-23',
    days: 1,
    ...overrides,
  };
}

const slotsOn = (q: SlotQuery, date = q.from) => iso(computeBookableSlots(q).days.find((d) => d.date === date)?.slots ?? []);
const entry = (overrides: Partial<ScheduleEntry> & Pick<ScheduleEntry, 'startsAt' | 'endsAt'>): ScheduleEntry => ({
  kind: 'BLOCK',
  available: false,
  repeatWeekly: false,
  repeatDays: [],
  ...overrides,
});

describe('computeBookableSlots', () => {
  it('offers the service times whose whole duration fits one of several working intervals of the day', () => {
    expect(slotsOn(query())).toEqual([
      '2026-11-23T07:00:00.000Z', // 09:00
      '2026-11-23T08:00:00.000Z', // 10:00
      '2026-11-23T09:00:00.000Z', // 11:00
      '2026-11-23T10:00:00.000Z', // 12:00 ends exactly at 13:00
      // 12:30 runs into the lunch break, 13:30 starts in it
      '2026-11-23T12:00:00.000Z', // 14:00
      '2026-11-23T16:00:00.000Z', // 18:00 ends at 19:00; 18:30 would end after it
    ]);
  });

  it('lists every requested day, empty ones included, and only days the service runs on', () => {
    const { days } = computeBookableSlots(query({ days: 7 }));
    expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(days.slice(1).every((d) => d.slots.length === 0)).toBe(true);
  });

  it('needs working hours on the day when the specialist has any', () => {
    const q = query({ service: { ...query().service, availableDays: ['monday', 'tuesday'] }, from: '2026-11-24' });
    expect(slotsOn(q)).toEqual([]);
  });

  it('lets the service days and times alone define availability when the specialist has no working hours at all', () => {
    const q = query({ workingHours: {}, service: { durationMinutes: 90, availableDays: ['monday'], timeSlots: ['07:00', '21:30'] } });
    expect(slotsOn(q)).toEqual(['2026-11-23T05:00:00.000Z', '2026-11-23T19:30:00.000Z']);
  });

  describe('buffers and bookings', () => {
    const busy = [{ start: at('2026-11-23T08:00:00Z'), end: at('2026-11-23T09:15:00Z') }]; // 10:00–11:00 plus its 15 min buffer

    it('skips starts that overlap an active booking’s busy range', () => {
      expect(slotsOn(query({ busy }))).toEqual([
        '2026-11-23T07:00:00.000Z', // 09:00–10:00 touches the booking: allowed without a buffer
        '2026-11-23T10:00:00.000Z', // 12:00 (11:00 is still inside the booking's buffer)
        '2026-11-23T12:00:00.000Z',
        '2026-11-23T16:00:00.000Z',
      ]);
    });

    it('keeps the buffer after a new booking free as well', () => {
      expect(slotsOn(query({ busy, settings: { ...query().settings, bufferMinutes: 15 } }))).not.toContain('2026-11-23T07:00:00.000Z');
    });
  });

  it('skips starts whose duration touches a block', () => {
    const blocks = [entry({ startsAt: at('2026-11-23T08:30:00Z'), endsAt: at('2026-11-23T09:00:00Z') })]; // 10:30–11:00
    expect(slotsOn(query({ blocks }))).not.toContain('2026-11-23T08:00:00.000Z');
    expect(slotsOn(query({ blocks }))).toContain('2026-11-23T09:00:00.000Z'); // 11:00 starts as the block ends
  });

  it('offers nothing during a vacation', () => {
    const blocks = [entry({ kind: 'VACATION', startsAt: at('2026-11-22T22:00:00Z'), endsAt: at('2026-11-24T22:00:00Z') })];
    const { days } = computeBookableSlots(query({ blocks, days: 8 }));
    expect(days[0]!.slots).toEqual([]);
    expect(days[7]!.slots).toHaveLength(6); // the next Monday
  });

  it('repeats weekly entries on their weekdays from their first date on, at the same local time', () => {
    // Unavailable 12:00–13:00 every Monday and Wednesday from 2026-11-30.
    const lunch = entry({ kind: 'SLOT', startsAt: at('2026-11-30T10:00:00Z'), endsAt: at('2026-11-30T11:00:00Z'), repeatWeekly: true, repeatDays: ['monday', 'wednesday'] });
    const q = query({ blocks: [lunch], days: 15, service: { ...query().service, availableDays: ['monday', 'wednesday'] }, workingHours: { monday: [{ start: '09:00', end: '19:00' }], wednesday: [{ start: '09:00', end: '19:00' }] } });
    const noon = (date: string) => localToInstant(date, 12 * 60, KYIV).at;
    const days = computeBookableSlots(q).days;
    const has = (date: string) => days.find((d) => d.date === date)!.slots.some((s) => s.getTime() === noon(date));
    expect(has('2026-11-23')).toBe(true); // before the first date
    expect(has('2026-11-30')).toBe(false);
    expect(has('2026-12-02')).toBe(false); // Wednesday
    expect(has('2026-12-07')).toBe(false);
  });

  it('repeats on the weekday of the first date when no days are chosen, keeping the local time across DST', () => {
    // Sunday 10:00–11:00 local from 2026-03-22 (UTC+2); on 2026-03-29 Kyiv is UTC+3.
    const block = entry({ startsAt: at('2026-03-22T08:00:00Z'), endsAt: at('2026-03-22T09:00:00Z'), repeatWeekly: true });
    const q = query({
      now: at('2026-03-01T00:00:00Z'),
      from: '2026-03-29',
      workingHours: {},
      service: { durationMinutes: 60, availableDays: ['sunday'], timeSlots: ['10:00', '11:00'] },
      blocks: [block],
    });
    expect(slotsOn(q)).toEqual(['2026-03-29T08:00:00.000Z']); // 11:00 local; 10:00 local (07:00Z) is blocked
  });

  it('offers starts on the 15-minute grid inside available slots, also outside working hours', () => {
    // Sunday 2026-11-29 10:00–12:00 local: no working hours that day.
    const extra = entry({ kind: 'SLOT', available: true, startsAt: at('2026-11-29T08:00:00Z'), endsAt: at('2026-11-29T10:00:00Z') });
    expect(slotsOn(query({ blocks: [extra], from: '2026-11-29' }))).toEqual([
      '2026-11-29T08:00:00.000Z',
      '2026-11-29T08:15:00.000Z',
      '2026-11-29T08:30:00.000Z',
      '2026-11-29T08:45:00.000Z',
      '2026-11-29T09:00:00.000Z',
    ]);
  });

  it('lets a booking span working hours and an adjoining available slot', () => {
    const evening = entry({ kind: 'SLOT', available: true, startsAt: at('2026-11-23T17:00:00Z'), endsAt: at('2026-11-23T18:00:00Z') }); // 19:00–20:00
    expect(slotsOn(query({ blocks: [evening] }))).toContain('2026-11-23T16:30:00.000Z'); // 18:30–19:30
  });

  it('respects the minimum notice', () => {
    const now = at('2026-11-23T05:30:00Z'); // 07:30 local
    expect(slotsOn(query({ now }))[0]).toBe('2026-11-23T08:00:00.000Z'); // 09:00 is within 2 hours
    expect(slotsOn(query({ now, settings: { ...query().settings, minNoticeMinutes: 0 } }))[0]).toBe('2026-11-23T07:00:00.000Z');
  });

  it('offers nothing at or beyond the booking horizon', () => {
    const q = query({ now: at('2026-11-22T10:00:00Z'), days: 15, settings: { ...query().settings, bookingHorizonDays: 8 } });
    const { days } = computeBookableSlots(q);
    expect(days.find((d) => d.date === '2026-11-30')!.slots.map((s) => s.toISOString())).toEqual(['2026-11-30T07:00:00.000Z', '2026-11-30T08:00:00.000Z', '2026-11-30T09:00:00.000Z']); // 12:00 local is now + 8 days: excluded
    expect(days.find((d) => d.date === '2026-12-07')!.slots).toEqual([]);
  });

  describe('daylight saving time in Europe/Kyiv', () => {
    const sunday = (timeSlots: string[]) => ({ durationMinutes: 60, availableDays: ['sunday'], timeSlots });

    it('spring forward (2026-03-29, 03:00 → 04:00): 03:30 does not exist and is not offered', () => {
      const q = query({ now: at('2026-03-01T00:00:00Z'), from: '2026-03-29', workingHours: { sunday: [{ start: '00:00', end: '12:00' }] }, service: sunday(['02:30', '03:30', '04:30']) });
      expect(slotsOn(q)).toEqual(['2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z']); // 02:30 +02:00, 04:30 +03:00
    });

    it('spring forward: a working interval ending in the gap ends when the clocks jump', () => {
      const q = query({ now: at('2026-03-01T00:00:00Z'), from: '2026-03-29', workingHours: { sunday: [{ start: '01:00', end: '03:30' }] }, service: sunday(['01:00', '02:00']) });
      // 02:00 +02:00 = 00:00Z; one real hour later is 04:00 local, the jump: it fits.
      expect(slotsOn(q)).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T00:00:00.000Z']);
      expect(localToInstant('2026-03-29', 3 * 60 + 30, KYIV)).toEqual({ at: Date.parse('2026-03-29T01:00:00Z'), exists: false });
    });

    it('fall back (2026-10-25, 04:00 → 03:00): 03:30 happens twice and is offered once, the first time', () => {
      const q = query({ now: at('2026-10-01T00:00:00Z'), from: '2026-10-25', workingHours: { sunday: [{ start: '00:00', end: '12:00' }] }, service: sunday(['02:30', '03:30', '04:30']) });
      expect(slotsOn(q)).toEqual([
        '2026-10-24T23:30:00.000Z', // 02:30 +03:00
        '2026-10-25T00:30:00.000Z', // 03:30 +03:00 (not 01:30Z, the second 03:30)
        '2026-10-25T02:30:00.000Z', // 04:30 +02:00
      ]);
    });

    it('fall back: the grid of an available slot walks the local clock, each time once', () => {
      const extra = entry({ kind: 'SLOT', available: true, startsAt: at('2026-10-25T00:00:00Z'), endsAt: at('2026-10-25T03:00:00Z') }); // 03:00 (+03) – 05:00 (+02)
      const q = query({ now: at('2026-10-01T00:00:00Z'), from: '2026-10-25', workingHours: { monday: [{ start: '09:00', end: '10:00' }] }, blocks: [extra] });
      expect(slotsOn(q)).toEqual(['2026-10-25T00:00:00.000Z', '2026-10-25T00:15:00.000Z', '2026-10-25T00:30:00.000Z', '2026-10-25T00:45:00.000Z', '2026-10-25T02:00:00.000Z']);
    });
  });

  describe('viewer in another time zone', () => {
    const late = query({ workingHours: {}, service: { durationMinutes: 60, availableDays: ['monday', 'tuesday'], timeSlots: ['01:00', '23:00'] }, days: 2 });

    it('America/New_York: a Tuesday 01:00 Kyiv slot is on Monday evening in New York', () => {
      const { days } = computeBookableSlots({ ...late, viewerTimezone: 'America/New_York' });
      expect(days.map((d) => [d.date, iso(d.slots)])).toEqual([
        ['2026-11-23', ['2026-11-23T21:00:00.000Z', '2026-11-23T23:00:00.000Z']], // Mon 23:00 and Tue 01:00 in Kyiv
        ['2026-11-24', ['2026-11-24T21:00:00.000Z']],
      ]);
    });

    it('Asia/Tokyo: a Monday 23:00 Kyiv slot is on Tuesday morning in Tokyo', () => {
      const { days } = computeBookableSlots({ ...late, viewerTimezone: 'Asia/Tokyo' });
      expect(days.map((d) => [d.date, iso(d.slots)])).toEqual([
        ['2026-11-23', ['2026-11-22T23:00:00.000Z']], // Mon 01:00 Kyiv = Mon 08:00 Tokyo
        ['2026-11-24', ['2026-11-23T21:00:00.000Z', '2026-11-23T23:00:00.000Z']],
      ]);
    });
  });
});

describe('bookabilityAt', () => {
  const now = at('2026-11-20T08:00:00Z');

  it('agrees with the slot list', () => {
    expect(bookabilityAt(query(), at('2026-11-23T08:00:00Z'), now)).toBeNull();
  });

  it('names the rule an instant breaks', () => {
    expect(bookabilityAt(query(), at('2026-11-20T07:00:00Z'), now)).toBe('BOOKING_IN_PAST');
    expect(bookabilityAt(query(), now, now)).toBe('BOOKING_IN_PAST');
    expect(bookabilityAt(query(), at('2026-11-23T08:05:00Z'), now)).toBe('SLOT_UNAVAILABLE'); // not a start time
    expect(bookabilityAt(query(), at('2026-11-23T10:30:00Z'), now)).toBe('SLOT_UNAVAILABLE'); // 12:30 crosses the break
    expect(bookabilityAt(query(), at('2026-11-20T09:00:00Z'), now)).toBe('SLOT_UNAVAILABLE'); // Friday
    expect(bookabilityAt(query({ settings: { bufferMinutes: 0, minNoticeMinutes: 5 * 24 * 60, bookingHorizonDays: 60 } }), at('2026-11-23T08:00:00Z'), now)).toBe('SLOT_UNAVAILABLE');
    const busy = [{ start: at('2026-11-23T08:30:00Z'), end: at('2026-11-23T09:30:00Z') }];
    expect(bookabilityAt(query({ busy }), at('2026-11-23T08:00:00Z'), now)).toBe('SLOT_TAKEN');
  });
});
