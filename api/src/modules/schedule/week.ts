import { and, count, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import { TIMETABLE_MESSAGES as M, type Lesson, type WeekSchedule } from '@diary/common';
import type { Database } from '../../db/client';
import { filials, scheduleStudents, schedules } from '../../db/schema';
import { notFound } from '../../errors/app-error';
import { JsonText } from '../../http/route';
import { lessonsOfDay } from './lesson-reads';
import { activeCabinetsOf, weekJson } from './lessons.repository';

/* The week as a whole: a branch's week and day, and the load of each weekday. */

async function requireFilial(db: Database, filialId: number): Promise<void> {
  const [row] = await db.select({ id: filials.id }).from(filials).where(eq(filials.id, filialId));
  if (!row) throw notFound(M.filialNotFound);
}

/** GET /schedule/filial/:id/week: the lessons of the branch's non-archived cabinets by weekday, every key "1" … "7". */
export async function weekOfFilial(db: Database, filialId: number): Promise<JsonText<WeekSchedule>> {
  await requireFilial(db, filialId);
  return new JsonText<WeekSchedule>(
    await weekJson(db, and(not(schedules.isArchived), inArray(schedules.cabinetId, activeCabinetsOf(db, filialId))) as SQL),
  );
}

/** GET /filials/:id/schedule/day/:day. */
export async function dayOfFilial(db: Database, filialId: number, day: number): Promise<Lesson[]> {
  await requireFilial(db, filialId);
  return lessonsOfDay(db, day, filialId);
}

/** GET /schedule/utilization/stats: per weekday the lessons, their minutes and enrolments. */
export async function scheduleUtilization(db: Database, filialId?: number) {
  const where: SQL | undefined = and(
    not(schedules.isArchived),
    filialId === undefined ? undefined : inArray(schedules.cabinetId, activeCabinetsOf(db, filialId)),
  );
  const rows = await db
    .select({
      day: schedules.dayOfWeek,
      lessons: count(),
      minutes: sql<number>`coalesce(sum(${schedules.durationMinutes}), 0)::int`,
      students: sql<number>`coalesce(sum((select count(*) from ${scheduleStudents} where ${scheduleStudents.scheduleId} = ${schedules.id})), 0)::int`,
    })
    .from(schedules)
    .where(where)
    .groupBy(schedules.dayOfWeek);
  const byDay = [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const row = rows.find((r) => r.day === day);
    return { day_of_week: day, lessons: row?.lessons ?? 0, minutes: row?.minutes ?? 0, students: row?.students ?? 0 };
  });
  const total = (key: 'lessons' | 'minutes' | 'students') => byDay.reduce((sum, day) => sum + day[key], 0);
  return {
    filialId: filialId ?? null,
    totalLessons: total('lessons'),
    totalMinutes: total('minutes'),
    totalStudents: total('students'),
    byDay,
  };
}
