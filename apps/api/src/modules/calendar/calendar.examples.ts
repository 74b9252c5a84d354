import { type Example } from '../../test/example-helpers.js';

/** Valid requests for the calendar module's endpoints, for the access matrix and the fuzzer (see test/route-examples.ts). */
export const calendarExamples: Record<string, Example> = {
  // ── calendar ──
  'GET /bookings/calendar-feed': () => ({}),
  'POST /bookings/calendar-feed/reset': () => ({}),
  'GET /calendar/:token.ics': () => ({}),
};
