import { WEEKDAYS, type Weekday } from '@vizyt/contracts';

/** Days in calendar order (Monday first), whatever order the service lists them in. */
export const sortWeekdays = (days: readonly Weekday[]): Weekday[] => WEEKDAYS.filter((day) => days.includes(day));

/** "09:00" slots sorted by time. */
export const sortTimeSlots = (slots: readonly string[]): string[] => [...slots].sort((a, b) => a.localeCompare(b));
