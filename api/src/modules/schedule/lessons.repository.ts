import { and, asc, eq, inArray, ne, not, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ClassRef, Lesson, PersonRef, WeekPersonKind } from '@diary/common';
import type { Database } from '../../db/client';
import {
  cabinets,
  classes,
  classSubjects,
  classTeachers,
  filials,
  groupTypes,
  scheduleStudents,
  schedules,
  subjects,
  users,
  type CabinetRow,
} from '../../db/schema';
import { personRefColumns } from '../../db/people';

export const toCabinetRef = (row: CabinetRow) => ({
  id: row.id,
  name: row.name,
  filial_id: row.filialId,
  quantity: row.quantity,
  color: row.color,
  isArchived: row.isArchived,
});

/** A lesson's minutes meet [start, end) (half-open: touching ends do not). */
export function timeOverlaps(start: number | Placeholder, end: number | Placeholder): SQL {
  // The same expression as the exclusion constraint, so its GiST index serves the query.
  return sql`int4range(${schedules.startMin}, ${schedules.startMin} + ${schedules.durationMinutes}) && int4range(${start}::int, ${end}::int)`;
}

/** Lessons that overlap [start, end) in the cabinet on the day. */
export function overlapping(
  cabinetId: number | Placeholder,
  dayOfWeek: number | Placeholder,
  start: number | Placeholder,
  end: number | Placeholder,
): SQL {
  return and(
    eq(schedules.cabinetId, cabinetId),
    eq(schedules.dayOfWeek, dayOfWeek),
    not(schedules.isArchived),
    timeOverlaps(start, end),
  ) as SQL;
}

/**
 * A lesson that takes place: not archived, in a non-archived cabinet of a non-archived branch (an
 * archived cabinet's lessons leave the timetable until it is restored). A person's week and
 * calendar show these.
 */
export const takesPlace = (): SQL =>
  and(
    not(schedules.isArchived),
    sql`exists (select 1 from ${cabinets} c join ${filials} f on f.id = c.filial_id
      where c.id = ${schedules.cabinetId} and not c.is_archived and not f.is_archived)`,
  ) as SQL;

/** The non-archived cabinets of a branch, as a subquery for `cabinet_id in (…)`. */
export const activeCabinetsOf = (db: Database, filialId: number) =>
  db
    .select({ id: cabinets.id })
    .from(cabinets)
    .where(and(eq(cabinets.filialId, filialId), not(cabinets.isArchived)));

/** Each class's teachers and subjects in their order: three queries for any number of classes. */
export async function classRefs(db: Database, classIds: readonly number[]): Promise<Map<number, ClassRef>> {
  const ids = [...new Set(classIds)];
  if (ids.length === 0) return new Map();
  // One after another: inside a transaction all three share one connection.
  const classRows = await db.select({ id: classes.id, name: classes.name }).from(classes).where(inArray(classes.id, ids));
  const teacherRows = await db
    .select({ classId: classTeachers.classId, ...personRefColumns })
    .from(classTeachers)
    .innerJoin(users, eq(users.id, classTeachers.teacherId))
    .where(inArray(classTeachers.classId, ids))
    .orderBy(asc(classTeachers.classId), asc(classTeachers.position));
  const subjectRows = await db
    .select({ classId: classSubjects.classId, id: subjects.id, name: subjects.name })
    .from(classSubjects)
    .innerJoin(subjects, eq(subjects.id, classSubjects.subjectId))
    .where(inArray(classSubjects.classId, ids))
    .orderBy(asc(classSubjects.classId), asc(classSubjects.position));
  const refs = new Map<number, ClassRef>(classRows.map((row) => [row.id, { ...row, teachers: [], subjects: [] }]));
  for (const { classId, ...teacher } of teacherRows) refs.get(classId)?.teachers.push(teacher);
  for (const { classId, ...subject } of subjectRows) refs.get(classId)?.subjects.push(subject);
  return refs;
}

/** Each lesson's students, surname first. */
export async function studentsOf(db: Database, lessonIds: readonly number[]): Promise<Map<number, PersonRef[]>> {
  const byLesson = new Map<number, PersonRef[]>();
  if (lessonIds.length === 0) return byLesson;
  const rows = await db
    .select({ scheduleId: scheduleStudents.scheduleId, ...personRefColumns })
    .from(scheduleStudents)
    .innerJoin(users, eq(users.id, scheduleStudents.studentId))
    .where(inArray(scheduleStudents.scheduleId, [...lessonIds]))
    .orderBy(asc(users.secondName), asc(users.firstName), asc(users.id));
  for (const { scheduleId, ...student } of rows) byLesson.set(scheduleId, [...(byLesson.get(scheduleId) ?? []), student]);
  return byLesson;
}

/** The columns of a PersonRef from a users alias, for a row that becomes JSON as it is. */
const personFields = (alias: string) => sql.raw(`${alias}.id, ${alias}.first_name, ${alias}.second_name, ${alias}.last_name`);

/** Minutes since midnight as HH:MM, like formatTimeOfDay. */
const timeOfDay = (minutes: SQL) => sql`lpad((${minutes} / 60)::text, 2, '0') || ':' || lpad((${minutes} % 60)::text, 2, '0')`;

interface LessonRowsOptions {
  /** Each lesson also carries `filial: {id, name}`, its cabinet's branch (a PersonLesson). */
  filial?: boolean;
  /**
   * What a student reads (docs/product/beyond.md §8): `students` holds only this student (when
   * enrolled) and `comment`, a note for staff, is null.
   */
  studentView?: SQL | Placeholder;
}

/**
 * The lessons matching the condition, one row each: `lesson`, the JSON of a Lesson with
 * everything docs/product/data.md names (class with its teachers and subjects, group type, cabinet,
 * students surname first, teacher), and the columns it is ordered by. PostgreSQL builds the
 * JSON — a branch's week is hundreds of lessons and thousands of students, which the server
 * then neither parses row by row nor maps nor serialises again — each class and each
 * lesson's students once. Rows become objects with to_json / json_agg of a record (its
 * columns are the keys), several times faster than json_build_object.
 */
function lessonRows(where: SQL | undefined, options: LessonRowsOptions = {}): SQL {
  return sql`with l as (select * from ${schedules} ${where ? sql`where ${where}` : sql``}),
    enrolled as (
      select ss.schedule_id, count(*)::integer as n,
        json_agg(p order by p.second_name, p.first_name, p.id) ${options.studentView ? sql`filter (where ss.student_id = ${options.studentView})` : sql``} as people
      from ${scheduleStudents} ss cross join lateral (select ${personFields('st')} from ${users} st where st.id = ss.student_id) p
      where ss.schedule_id in (select id from l) group by ss.schedule_id),
    class_refs as (
      select c.id, to_json(r) as ref
      from ${classes} c cross join lateral (select c.id, c.name,
        coalesce((select json_agg(json_build_object('id', u.id, 'first_name', u.first_name, 'second_name', u.second_name, 'last_name', u.last_name) order by ct.position)
          from ${classTeachers} ct join ${users} u on u.id = ct.teacher_id where ct.class_id = c.id), '[]'::json) as teachers,
        coalesce((select json_agg(json_build_object('id', sb.id, 'name', sb.name) order by cs.position)
          from ${classSubjects} cs join ${subjects} sb on sb.id = cs.subject_id where cs.class_id = c.id), '[]'::json) as subjects) r
      where c.id in (select class_id from l))
    select l.day_of_week, l.start_min, l.cabinet_id, l.id, to_json(x) as lesson
    from l
      left join enrolled e on e.schedule_id = l.id
      left join class_refs cr on cr.id = l.class_id
      left join ${groupTypes} g on g.id = l.group_type_id
      left join ${cabinets} cb on cb.id = l.cabinet_id
      left join ${users} t on t.id = l.teacher_id
      ${options.filial ? sql`left join ${filials} f on f.id = cb.filial_id` : sql``}
      cross join lateral (select l.id, l.name, l.short_title, l.subject, l.status, l.total_places,
        case when l.total_places = 0 then null else greatest(l.total_places - coalesce(e.n, 0), 0) end as free_places,
        l.class_id, cr.ref as "class",
        l.group_type_id,
        case when g.id is null then null else json_build_object('id', g.id, 'name', g.name, 'total_places', g.total_places) end as group_type,
        l.cabinet_id,
        case when cb.id is null then null
          else json_build_object('id', cb.id, 'name', cb.name, 'filial_id', cb.filial_id, 'quantity', cb.quantity, 'color', cb.color, 'isArchived', cb.is_archived) end as cabinet,
        l.day_of_week,
        ${timeOfDay(sql`l.start_min`)} as time_start,
        ${timeOfDay(sql`(l.start_min + l.duration_minutes)`)} as time_end,
        l.duration_minutes, l.service_id, ${options.studentView ? sql`null::text` : sql`l.comment`} as comment,
        coalesce(e.people, '[]'::json) as students,
        l.teacher_id,
        case when t.id is null then null else json_build_object('id', t.id, 'first_name', t.first_name, 'second_name', t.second_name, 'last_name', t.last_name) end as teacher,
        l.is_archived as "isArchived",
        to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
        ${options.filial ? sql`, json_build_object('id', f.id, 'name', f.name) as filial` : sql``}) x`;
}

interface LessonText {
  day_of_week: number;
  /** A Lesson's JSON. */
  lesson: string;
}

/** The lessons matching the condition as JSON texts, by day, start and cabinet: one statement. */
async function lessonTexts(db: Database, where: SQL | undefined): Promise<LessonText[]> {
  // Both drivers answer execute() with { rows }; the shared Database type cannot say so.
  const { rows } = (await db.execute(
    sql`select r.day_of_week, r.lesson::text as lesson from (${lessonRows(where)}) r order by r.day_of_week, r.start_min, r.cabinet_id, r.id`,
  )) as unknown as { rows: LessonText[] };
  return rows;
}

/** Lesson JSON texts as Lessons, parsed at once. */
const parseLessons = (rows: readonly { lesson: string }[]) => JSON.parse(`[${rows.map((row) => row.lesson).join(',')}]`) as Lesson[];

/** Lessons matching the condition, ordered by day, start and cabinet. */
export async function findLessons(db: Database, where: SQL | undefined): Promise<Lesson[]> {
  return parseLessons(await lessonTexts(db, where));
}

/**
 * The lessons matching the condition by weekday, every key "1" … "7": the JSON text of a
 * WeekSchedule, put together from each lesson's JSON as PostgreSQL wrote it (cheaper than
 * having the database aggregate 650 KB of JSON once more).
 */
export async function weekJson(db: Database, where: SQL): Promise<string> {
  return byWeekday(await lessonTexts(db, where));
}

/** Lesson JSON texts in order as the text of {"1": [...], …, "7": [...]}. */
function byWeekday(rows: readonly LessonText[]): string {
  const days: string[][] = [[], [], [], [], [], [], []];
  for (const row of rows) days[row.day_of_week - 1]!.push(row.lesson);
  return `{${days.map((lessons, index) => `"${index + 1}":[${lessons.join(',')}]`).join(',')}}`;
}

/** The lessons a person teaches (teacher: the lesson's teacher_id) or is enrolled in (student). */
export const lessonsOf = (kind: WeekPersonKind, personId: number | Placeholder): SQL =>
  kind === 'teacher'
    ? eq(schedules.teacherId, personId)
    : sql`${schedules.id} in (select ${scheduleStudents.scheduleId} from ${scheduleStudents} where ${scheduleStudents.studentId} = ${personId})`;

/**
 * A person's week (a PersonWeek's JSON text): the lessons they teach or are enrolled in that take
 * place, in every branch, each with its branch; by weekday, then start. One statement, prepared
 * once per connection like findLesson's (its plan costs more than running it for a person's week).
 * `studentView`: the person reads it as a student — their own entry only, no comment.
 */
export async function personWeekJson(db: Database, kind: WeekPersonKind, personId: number, studentView = false): Promise<string> {
  const person = sql.placeholder('personId');
  const where = and(lessonsOf(kind, person), takesPlace()) as SQL;
  const statement = db
    .select({ day_of_week: sql<number>`r.day_of_week`, lesson: sql<string>`r.lesson::text` })
    .from(sql`(${lessonRows(where, { filial: true, studentView: studentView ? person : undefined })}) r`)
    .orderBy(sql`r.day_of_week, r.start_min, r.cabinet_id, r.id`)
    .prepare(`person_week_${kind}${studentView ? '_student_view' : ''}`);
  return byWeekday(await statement.execute({ personId }));
}

/**
 * The lessons of a condition written with placeholders, read by a named statement: PostgreSQL
 * plans lessonRows once per connection instead of on every request (planning it costs ~2.5 ms,
 * running it for a lesson or two ~0.4 ms). For the calls made on every write and on every check.
 */
function preparedLessons(db: Database, name: string, where: SQL) {
  return db
    .select({ lesson: sql<string>`r.lesson::text` })
    .from(sql`(${lessonRows(where)}) r`)
    .orderBy(sql`r.day_of_week, r.start_min, r.cabinet_id, r.id`)
    .prepare(name);
}

export async function findLesson(db: Database, id: number): Promise<Lesson | undefined> {
  const statement = preparedLessons(db, 'lesson_by_id', eq(schedules.id, sql.placeholder('id')));
  const [lesson] = parseLessons(await statement.execute({ id }));
  return lesson;
}

/** The lessons overlapping [start, end) in the cabinet on the day, but the one excluded. */
export async function findOverlapping(
  db: Database,
  at: { cabinetId: number; dayOfWeek: number; start: number; end: number; excludeId?: number },
): Promise<Lesson[]> {
  const where = and(
    overlapping(sql.placeholder('cabinetId'), sql.placeholder('dayOfWeek'), sql.placeholder('start'), sql.placeholder('end')),
    ne(schedules.id, sql.placeholder('excludeId')),
  ) as SQL;
  // Lesson ids start at 1: 0 excludes none.
  return parseLessons(await preparedLessons(db, 'lessons_overlapping', where).execute({ ...at, excludeId: at.excludeId ?? 0 }));
}
