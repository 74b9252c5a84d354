import { WEEKDAYS, type Weekday } from '@vizyt/contracts';

export { WEEKDAYS, type Weekday };

/** Days in week order, for display. */
export const sortWeekdays = (days: readonly Weekday[]): Weekday[] => WEEKDAYS.filter((day) => days.includes(day));
