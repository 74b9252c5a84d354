import { DEFAULT_TIMEZONE } from '../common/constants.js';

/** Search's availability filters (spec section 2: now, today, this week). */
export const AVAILABILITY_FILTERS = ['now', 'today', 'week'] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];
/** A service's earliest free start is looked for this many days ahead (enough for "this week"). */
export const NEXT_FREE_LOOKAHEAD_DAYS = 8;
/** "Available now": a free start within this many minutes. */
export const AVAILABLE_NOW_WITHIN_MINUTES = 120;
/** "Today" ends at midnight in this zone (the platform's; the search has no visitor zone). */
export const AVAILABILITY_DAY_ZONE = DEFAULT_TIMEZONE;
