import { z } from 'zod';

/* A person's calendar feed: a private .ics address of their own lessons (docs/product/beyond.md). */

export const CALENDAR_MESSAGES = {
  feedNotFound: 'Календарь не найден',
} as const;

/** GET /calendar/:token.ics: the token is the credential; one that is not a feed's answers 404 like an unknown one. */
export const calendarTokenParams = z.object({ token: z.string() });

/** POST /calendar/feed: the address of the caller's new feed (the previous one stops working). */
export interface CalendarFeed {
  url: string;
}
