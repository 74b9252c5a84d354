import { segmentsOfDay, workingIntervalsOn, type ScheduleItem } from './calendar';
import type { WorkingHours } from '@vizyt/contracts';

export interface DaySummary {
  bookings: number;
  blocked: number;
  vacation: boolean;
  available: number;
  working: boolean;
}

/** What a month or year cell marks for one local day. */
export const summarizeDays = (dates: readonly string[], items: readonly ScheduleItem[], zone: string, workingHours: WorkingHours): Map<string, DaySummary> => {
  const out = new Map<string, DaySummary>();
  for (const date of dates) {
    const summary: DaySummary = { bookings: 0, blocked: 0, vacation: false, available: 0, working: workingIntervalsOn(workingHours, date).length > 0 };
    for (const { item } of segmentsOfDay(items, date, zone)) {
      if (item.kind === 'booking') summary.bookings += 1;
      else if (item.kind === 'vacation') summary.vacation = true;
      else if (item.available) summary.available += 1;
      else summary.blocked += 1;
    }
    out.set(date, summary);
  }
  return out;
};
