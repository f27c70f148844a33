import { and, asc, eq, gt, ilike, sql } from 'drizzle-orm';
import { initials, schoolYearOf, type MonthlyReportPage, type MonthlyReportsQuery, type TokenUser } from '@diary/common';
import type { Database } from '../../db/client';
import { achievementStudentYears, achievementTeacherStudentYears, users } from '../../db/schema';
import { containsPattern, pageWindow, readPage } from '../../http/pagination';
import { visibilityOf } from '../../auth/visibility';

/**
 * GET /achivements/monthly-reports: per student, the number of (not archived) achievements in
 * each month of school year Y (1 September Y … 31 August Y+1, September first), by one teacher
 * or by all. Read from the per-school-year roll-ups: one row per student.
 */
export async function monthlyReports(
  db: Database,
  actor: TokenUser,
  query: MonthlyReportsQuery,
  now: Date = new Date(),
): Promise<MonthlyReportPage> {
  const visibility = visibilityOf(actor);
  // A TEACHER sees only their own reports, whatever teacherId says.
  const teacherId = visibility.kind === 'author' ? visibility.userId : query.teacherId;
  const year = query.year ?? schoolYearOf(now);
  const source =
    teacherId === undefined
      ? db
          .select({ studentId: achievementStudentYears.studentId, months: achievementStudentYears.months })
          .from(achievementStudentYears)
          .where(and(eq(achievementStudentYears.schoolYear, year), gt(achievementStudentYears.total, 0)))
          .as('report')
      : db
          .select({ studentId: achievementTeacherStudentYears.studentId, months: achievementTeacherStudentYears.months })
          .from(achievementTeacherStudentYears)
          .where(
            and(
              eq(achievementTeacherStudentYears.userId, teacherId),
              eq(achievementTeacherStudentYears.schoolYear, year),
              gt(achievementTeacherStudentYears.total, 0),
            ),
          )
          .as('report');

  const search = query.studentSearch
    ? ilike(sql`concat_ws(' ', ${users.secondName}, ${users.firstName}, ${users.lastName})`, containsPattern(query.studentSearch))
    : undefined;

  const { rows, total } = await readPage(query, {
    // Every student of a roll-up row exists (achievements keep their users), so only a search needs the join.
    count: async () => {
      const [counted] = search
        ? await db
            .select({ total: sql<number>`count(*)::integer` })
            .from(source)
            .innerJoin(users, eq(users.id, source.studentId))
            .where(search)
        : await db.select({ total: sql<number>`count(*)::integer` }).from(source);
      return Number(counted?.total ?? 0);
    },
    rows: ({ limit, offset }) => {
      const page = db
        .select({
          studentId: source.studentId,
          months: source.months,
          first_name: users.firstName,
          second_name: users.secondName,
          last_name: users.lastName,
        })
        .from(source)
        .innerJoin(users, eq(users.id, source.studentId))
        .where(search)
        .orderBy(asc(users.secondName), asc(users.firstName), asc(users.lastName), asc(users.id))
        .offset(offset)
        .$dynamic();
      return limit ? page.limit(limit) : page;
    },
  });
  const { limit } = pageWindow(query);
  return {
    students: rows.map((row) => ({
      studentId: row.studentId,
      studentInitials: initials(row),
      months: row.months.map(Number),
    })),
    total,
    totalPages: limit ? Math.ceil(total / limit) : total > 0 ? 1 : 0,
  };
}
