import { addDays, dateOfInstant, daysBetween, isIsoDate } from './visitor-time';

/** Days per request and per page of the calendar. */
export const WEEK_DAYS = 7;

/** The first day of the week to show: the URL's, else the week of the chosen slot, else today; never before today. */
export const resolveWeekStart = (fromParam: string | null, slot: string | null, zone: string, today: string, lastDay: string): string => {
  let from = isIsoDate(fromParam) ? fromParam : null;
  const slotDate = slot ? dateOfInstant(slot, zone) : null;
  if (!from && slotDate) from = addDays(today, Math.max(0, Math.floor(daysBetween(today, slotDate) / WEEK_DAYS)) * WEEK_DAYS);
  if (!from || daysBetween(today, from) < 0 || daysBetween(from, lastDay) < 0) return today;
  return from;
};
