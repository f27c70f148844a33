import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cabinets, calendarFeeds, filials, schedules, users } from '../../db/schema';
import { lessonsOf, takesPlace } from '../schedule/lessons.repository';
import type { FeedLesson } from './lesson-feed';

/** The user a feed belongs to, as the feed needs them. */
export interface FeedOwner {
  id: number;
  first_name: string;
  second_name: string;
  last_name: string | null;
  banned: boolean;
}

/** The owner of the feed whose token has this hash, if any. */
export async function findFeedOwner(db: Database, tokenHash: string): Promise<FeedOwner | undefined> {
  const [owner] = await db
    .select({ id: users.id, first_name: users.firstName, second_name: users.secondName, last_name: users.lastName, banned: users.banned })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return owner;
}

/** The user's feed is now the one of this token hash (the previous one is gone). */
export async function replaceFeed(db: Database, userId: number, tokenHash: string): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: sql`now()` } });
}

/** The user has no feed any more. */
export async function deleteFeed(db: Database, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The lessons of a person that take place: those they teach and those they are enrolled in, by weekday and start. */
export async function feedLessons(db: Database, userId: number): Promise<FeedLesson[]> {
  const theirs = or(lessonsOf('teacher', userId), lessonsOf('student', userId)) as SQL;
  const rows = await db
    .select({
      id: schedules.id,
      name: schedules.name,
      subject: schedules.subject,
      dayOfWeek: schedules.dayOfWeek,
      startMin: schedules.startMin,
      durationMinutes: schedules.durationMinutes,
      createdAt: schedules.createdAt,
      cabinet: cabinets.name,
      filial: filials.name,
      // Its cancelled occurrences and the days off of its branch (or of all) on its weekday.
      excludedDates: sql<string[]>`array(
        select e.day::text from (
          select o.date as day from journal_occurrences o
          where o.schedule_id = ${schedules.id} and o.cancelled and extract(isodow from o.date)::integer = ${schedules.dayOfWeek}
          union
          select x.date from days_off x
          where (x.filial_id is null or x.filial_id = ${cabinets.filialId}) and extract(isodow from x.date)::integer = ${schedules.dayOfWeek}
        ) e order by e.day)`,
    })
    .from(schedules)
    .innerJoin(cabinets, eq(cabinets.id, schedules.cabinetId))
    .innerJoin(filials, eq(filials.id, cabinets.filialId))
    .where(and(theirs, takesPlace()))
    .orderBy(asc(schedules.dayOfWeek), asc(schedules.startMin), asc(schedules.id));
  return rows;
}
