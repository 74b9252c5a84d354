import { DateTime } from 'luxon';

export const SNOOZE_OPTIONS = ['1h', '8h', '24h', 'tomorrow'] as const;
export type SnoozeOption = (typeof SNOOZE_OPTIONS)[number];

/** Tomorrow's start of the working day, in the viewer's zone. */
export const TOMORROW_HOUR = 9;

/** When a pause chosen at `now` ends: in 1, 8 or 24 hours, or tomorrow at 9:00 in `zone`. */
export const snoozeUntil = (option: SnoozeOption, now: Date, zone: string): Date => {
  if (option === 'tomorrow') {
    const local = DateTime.fromJSDate(now).setZone(zone);
    const base = local.isValid ? local : DateTime.fromJSDate(now);
    return base.plus({ days: 1 }).set({ hour: TOMORROW_HOUR, minute: 0, second: 0, millisecond: 0 }).toJSDate();
  }
  const hours = { '1h': 1, '8h': 8, '24h': 24 }[option];
  return new Date(now.getTime() + hours * 3_600_000);
};

/** Is a pause running at `now`? */
export const isSnoozed = (snoozedUntil: string | null | undefined, now: number): boolean => {
  if (!snoozedUntil) return false;
  const until = Date.parse(snoozedUntil);
  return !Number.isNaN(until) && until > now;
};
