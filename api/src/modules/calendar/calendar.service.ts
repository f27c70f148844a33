import { createHash, randomBytes } from 'node:crypto';
import { CALENDAR_MESSAGES as M, initials } from '@diary/common';
import type { Database } from '../../db/client';
import { notFound } from '../../errors/app-error';
import { deleteFeed, feedLessons, findFeedOwner, replaceFeed } from './calendar.repository';
import { lessonFeed } from './lesson-feed';

/*
 * A person's calendar feed: a private address whose token is the credential (docs/product/beyond.md).
 * The database keeps only the token's SHA-256; a new token replaces the old one at once.
 */

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** POST /calendar/feed: a new token for the user (32 random bytes, base64url); the previous one stops working. */
export async function renewFeedToken(db: Database, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await replaceFeed(db, userId, hashOf(token));
  return token;
}

/** DELETE /calendar/feed: the user's feed ends, its address answers 404 (logout everywhere, a ban and a password change do it too). */
export async function endFeed(db: Database, userId: number): Promise<void> {
  await deleteFeed(db, userId);
}

export interface FeedContext {
  /** CENTRE_TIME_ZONE. */
  timeZone: string;
  /** The portal's host, for the events' UIDs. */
  host: string;
  now?: Date;
}

/** GET /calendar/:token.ics: the owner's lessons as iCalendar; 404 for a token that is no feed's, or whose owner is banned. */
export async function feedText(db: Database, token: string, context: FeedContext): Promise<string> {
  const owner = await findFeedOwner(db, hashOf(token));
  if (!owner || owner.banned) throw notFound(M.feedNotFound);
  return lessonFeed(await feedLessons(db, owner.id), {
    name: `Расписание — ${initials(owner)}`,
    timeZone: context.timeZone,
    host: context.host,
    now: context.now ?? new Date(),
  });
}
