import type { BookingStatus } from '@vizyt/contracts';

/** The customer's tabs (spec section 2: upcoming, past, cancelled); the tab lives in ?tab=. */
export const CUSTOMER_TABS = ['upcoming', 'past', 'cancelled'] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];

/**
 * What each tab asks GET /bookings for. Upcoming holds every booking that still takes the
 * specialist's time (also one whose start passed but that nobody has closed yet), soonest first;
 * past and cancelled show the latest first.
 */
export const TAB_FILTERS: Record<CustomerTab, { status: readonly BookingStatus[]; sortOrder: 'asc' | 'desc' }> = {
  upcoming: { status: ['PENDING', 'CONFIRMED', 'IN_PROGRESS'], sortOrder: 'asc' },
  past: { status: ['COMPLETED', 'NO_SHOW'], sortOrder: 'desc' },
  cancelled: { status: ['CANCELLED'], sortOrder: 'desc' },
};

export const parseCustomerTab = (value: string | null): CustomerTab =>
  (CUSTOMER_TABS as readonly string[]).includes(value ?? '') ? (value as CustomerTab) : 'upcoming';

/** Page size of both lists. */
export const BOOKINGS_PAGE_SIZE = 10;
