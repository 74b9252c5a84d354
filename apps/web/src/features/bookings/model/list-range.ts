import { endOfDayUtc, startOfDayUtc } from './booking-time';

/** The specialist list's date filter: `YYYY-MM-DD` days in the specialist's zone, both inclusive; '' = open. */
export interface DayRange {
  from: string;
  to: string;
}

/** A day range as instants [from, to), the way GET /bookings and GET /bookings/stats take it. */
export interface InstantRange {
  from?: string;
  to?: string;
}

/** Whether a day range can be sent (an end before the start is shown as an error and not sent). */
export const isDayRangeValid = ({ from, to }: DayRange): boolean => !(from && to && to < from);

/**
 * The instants of a day range in `zone`: from midnight that starts `from` to midnight after `to`.
 * The list and its counters both take their range from here, so they cannot describe different
 * bookings. An invalid range is open on both sides, as the list then shows everything.
 */
export const instantRange = (range: DayRange, zone: string): InstantRange => {
  if (!isDayRangeValid(range)) return {};
  const out: InstantRange = {};
  const from = range.from ? startOfDayUtc(range.from, zone) : undefined;
  const to = range.to ? endOfDayUtc(range.to, zone) : undefined;
  if (from) out.from = from;
  if (to) out.to = to;
  return out;
};

/** How many filters narrow the list (statuses count one each), for the collapsed filters' badge. */
export const activeFilterCount = (filters: DayRange & { statuses: readonly string[]; search: string }): number =>
  filters.statuses.length + (filters.from ? 1 : 0) + (filters.to ? 1 : 0) + (filters.search.trim() ? 1 : 0);
