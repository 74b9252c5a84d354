import { CalendarFeedParamsSchema, CalendarFeedSchema } from '@vizyt/contracts';
import { publicAccess, signedIn } from '../../http/policies.js';
import { defineRoute, FileResponse, FileResult } from '../../http/route.js';
import type { CalendarService } from './calendar.service.js';

export const calendarRoutes = (calendar: CalendarService) => {
  const tags = ['Bookings'];
  return [
    defineRoute({
      method: 'get',
      path: '/bookings/calendar-feed',
      summary: 'My private calendar feed URL',
      description:
        'An iCal (RFC 5545) URL of my bookings — as customer, and as specialist — for Google, Apple or Outlook Calendar ' +
        '("subscribe by URL"). Created on the first call. Anyone with the URL can read the feed: keep it secret, and reset it if it leaks.',
      tags,
      policy: signedIn,
      response: CalendarFeedSchema,
      handler: ({ actor }) => calendar.feedUrl(actor.userId),
    }),
    defineRoute({
      method: 'post',
      path: '/bookings/calendar-feed/reset',
      summary: 'Replace my calendar feed URL',
      description: 'Issues a new secret; the previous URL answers 404 from now on.',
      tags,
      policy: signedIn,
      response: CalendarFeedSchema,
      handler: ({ actor }) => calendar.resetFeed(actor.userId),
    }),
    defineRoute({
      method: 'get',
      path: '/calendar/:token.ics', resource: { kind: 'calendarToken' },
      summary: 'A private calendar feed (iCal)',
      description:
        'No session: the token in the path is the credential. Answers `text/calendar` (not the JSON envelope): active bookings and those ' +
        'of the last 60 days, times in UTC, cancelled ones marked STATUS:CANCELLED. An unknown or reset token → 404.',
      tags: ['Calendar'],
      policy: publicAccess,
      request: { params: CalendarFeedParamsSchema },
      response: FileResponse,
      produces: { 'text/calendar': 'iCalendar (RFC 5545)' },
      errors: [404],
      handler: async ({ input, res }) => {
        const body = await calendar.feed(input.params.token);
        // Calendar apps poll: a short private cache is fine; search engines must not index it.
        res.set({ 'Cache-Control': 'private, max-age=300', 'X-Robots-Tag': 'noindex' });
        return new FileResult('text/calendar; charset=utf-8', 'vizyt.ics', body, 'inline');
      },
    }),
  ];
};
