/**
 * The working-hours editor's values: every weekday with its intervals (an empty list is a day
 * off). The payload leaves days off out ("a missing day is a day off" in the contract).
 */
import { WEEKDAYS, type Weekday, type WorkingHours } from '@vizyt/contracts';

export interface WorkingHoursFormValues {
  workingHours: Record<Weekday, { start: string; end: string }[]>;
  timezone: string;
}

export const DEFAULT_INTERVAL = { start: '09:00', end: '18:00' } as const;
export const WORKING_DAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** A first week to start from (the first-run setup): Monday to Friday, 09:00–18:00. */
export const suggestedWorkingHours = (): WorkingHours =>
  Object.fromEntries(WORKING_DAYS.map((day) => [day, [{ ...DEFAULT_INTERVAL }]])) as WorkingHours;

export const workingHoursFormValues = (workingHours: WorkingHours, timezone: string): WorkingHoursFormValues => ({
  workingHours: Object.fromEntries(WEEKDAYS.map((day) => [day, (workingHours[day] ?? []).map((r) => ({ start: r.start, end: r.end }))])) as WorkingHoursFormValues['workingHours'],
  timezone,
});

/** Form values → PUT /specialists/availability/working-hours (days in week order, intervals sorted). */
export const toWorkingHoursBody = (values: WorkingHoursFormValues): { workingHours: WorkingHours; timezone: string } => {
  const workingHours: WorkingHours = {};
  for (const day of WEEKDAYS) {
    const intervals = values.workingHours[day] ?? [];
    if (intervals.length > 0) workingHours[day] = [...intervals].sort((a, b) => a.start.localeCompare(b.start));
  }
  return { workingHours, timezone: values.timezone };
};
