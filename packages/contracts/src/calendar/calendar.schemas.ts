import { z } from 'zod';

/**
 * Private iCal feeds. GET /bookings/calendar-feed answers CalendarFeedSchema (bookings.schemas);
 * the feed itself is GET /calendar/{token}.ics, where the token is the only credential.
 */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

export const CalendarFeedParamsSchema = z
  .object({
    // Any string: a malformed token is "not found" like an unknown one (no hint about the format).
    token: z.string().max(200).meta({ description: 'The secret of the feed URL' }),
  })
  .meta({ id: 'CalendarFeedParams' });
export type CalendarFeedParams = z.infer<typeof CalendarFeedParamsSchema>;

/** How far back the feed lists past and cancelled bookings. */
export const CALENDAR_FEED_PAST_DAYS = 60;
