import { randomBytes } from 'node:crypto';
import { CALENDAR_FEED_PAST_DAYS, CALENDAR_TOKEN_PATTERN } from '@vizyt/contracts';
import { API_BASE_PATH } from '../../http/openapi.js';
import { NotFoundError } from '../../http/errors.js';
import { renderFeed } from './calendar.feed.js';
import type { CalendarRepository } from './calendar.repository.js';

/** A feed lists at most this many bookings (a calendar, not an archive). */
export const FEED_MAX_EVENTS = 1_000;
const DAY = 86_400_000;

/** 256 random bits, URL-safe: the token is the feed's only credential, so it must be unguessable. */
const newToken = () => randomBytes(32).toString('base64url');

export interface CalendarDeps {
  repo: CalendarRepository;
  /** Public origin of the app; the API is served under it at /api/v1. */
  appUrl: string;
  now?: () => Date;
}

/** Private iCal feeds of a user's bookings (as customer, and as specialist). */
export function createCalendarService({ repo, appUrl, now = () => new Date() }: CalendarDeps) {
  const urlFor = (token: string) => ({ url: `${appUrl.replace(/\/$/, '')}${API_BASE_PATH}/calendar/${token}.ics` });

  return {
    /** The user's feed URL; the token is created on the first call. */
    async feedUrl(userId: string) {
      let token = await repo.tokenOf(userId);
      if (!token) {
        await repo.setTokenIfMissing(userId, newToken());
        token = await repo.tokenOf(userId);
      }
      if (!token) throw NotFoundError('Account not found');
      return urlFor(token);
    },

    /** A new token: the old URL stops working at once (for a leaked link). */
    async resetFeed(userId: string) {
      const token = newToken();
      await repo.replaceToken(userId, token);
      return urlFor(token);
    },

    /** The .ics text for a token; unknown, malformed or revoked tokens are simply not found. */
    async feed(token: string): Promise<string> {
      if (!CALENDAR_TOKEN_PATTERN.test(token)) throw NotFoundError('Calendar feed not found');
      const owner = await repo.findActiveOwner(token);
      if (!owner) throw NotFoundError('Calendar feed not found');
      const since = new Date(now().getTime() - CALENDAR_FEED_PAST_DAYS * DAY);
      return renderFeed(owner.id, await repo.bookingsOf(owner.id, since, FEED_MAX_EVENTS), appUrl);
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
