import { inArray } from 'drizzle-orm';
import {
  SCHEDULE_IMPORT_COLUMNS,
  WEEKDAYS,
  lessonSchema,
  type ImportCheck,
  type ImportDone,
  type ImportError,
  type LessonInput,
} from '@diary/common';
import type { Database } from '../../db/client';
import { cabinets, classes, filials, services, subjects, users } from '../../db/schema';
import { AppError, ClashError } from '../../errors/app-error';
import { insertLesson, lockCabinets, lockPeople, SharedReads } from '../schedule/schedule.service';
import { checkOf, fileHasErrors, sortedErrors } from './report';
import { readSheet, textOf, timeTextOf, type SheetRow } from './workbook';

type Column = (typeof SCHEDULE_IMPORT_COLUMNS)[number];

export const SCHEDULE_IMPORT_MESSAGES = {
  required: (column: string) => `Заполните столбец «${column}»`,
  filialNotFound: (name: string) => `Филиал «${name}» не найден`,
  filialArchived: (name: string) => `Филиал «${name}» в архиве`,
  cabinetNotFound: (name: string, filial: string) => `Кабинет «${name}» не найден в филиале «${filial}»`,
  serviceNotFound: (name: string) => `Услуга «${name}» не найдена`,
  classNotFound: (name: string) => `Класс «${name}» не найден`,
  subjectNotFound: (name: string) => `Предмет «${name}» не найден`,
  studentNotFound: (login: string) => `Ученик с логином «${login}» не найден`,
  teacherNotFound: (login: string) => `Преподаватель с логином «${login}» не найден`,
  ambiguous: (name: string) => `Несколько записей с названием «${name}»: переименуйте их, чтобы различать`,
  weekday: `День недели: ${WEEKDAYS.map((day) => day.name).join(', ')}`,
} as const;
const T = SCHEDULE_IMPORT_MESSAGES;

/** The lesson's fields (schema paths, the writes' error paths) and the file's columns. */
const COLUMN_OF_FIELD: Record<string, Column> = {
  cabinet_id: 'Кабинет',
  day_of_week: 'День недели',
  time_start: 'Начало',
  duration_minutes: 'Начало',
  service_id: 'Услуга',
  group_type_id: 'Услуга',
  class_id: 'Класс',
  subject: 'Предмет',
  students: 'Ученики',
  teacher_id: 'Преподаватель',
};
const COLUMN_OF_CLASH: Record<string, Column> = { cabinet: 'Кабинет', teacher: 'Преподаватель', student: 'Ученики' };

const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase().replace(/ё/g, 'е');

/** Records by name: the one of that name, 'ambiguous' when several, undefined when none. */
function byName<T extends { name: string }>(records: readonly T[]): (name: string) => T | 'ambiguous' | undefined {
  const found = new Map<string, T[]>();
  for (const record of records) found.set(key(record.name), [...(found.get(key(record.name)) ?? []), record]);
  return (name) => {
    const matches = found.get(key(name)) ?? [];
    return matches.length > 1 ? 'ambiguous' : matches[0];
  };
}

const WEEKDAY_BY_NAME = new Map<string, number>(
  WEEKDAYS.flatMap((day) => [[key(day.name), day.value] as const, [key(day.short), day.value] as const]),
);

/** What the file's names point at: branches, cabinets, services, classes, subjects, people by login. */
async function lookups(db: Database, rows: readonly SheetRow[]) {
  const logins = new Set<string>();
  for (const { cells } of rows) {
    for (const login of loginsOf(textOf(cells.get('Ученики')))) logins.add(login);
    const teacher = textOf(cells.get('Преподаватель'));
    if (teacher) logins.add(teacher);
  }
  const [filialRows, cabinetRows, serviceRows, classRows, subjectRows] = await Promise.all([
    db.select({ id: filials.id, name: filials.name, isArchived: filials.isArchived }).from(filials),
    db.select({ id: cabinets.id, name: cabinets.name, filialId: cabinets.filialId }).from(cabinets),
    db.select({ id: services.id, name: services.name, isArchived: services.isArchived }).from(services),
    db.select({ id: classes.id, name: classes.name }).from(classes),
    db.select({ id: subjects.id, name: subjects.name }).from(subjects),
  ]);
  const people = new Map<string, number>();
  const list = [...logins];
  for (let at = 0; at < list.length; at += 1000) {
    const found = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, list.slice(at, at + 1000)));
    for (const person of found) people.set(person.username, person.id);
  }
  // A name shared by an archived service and a current one means the current one.
  const current = serviceRows.filter((service) => !service.isArchived);
  const anyService = byName(serviceRows);
  const currentService = byName(current);
  return {
    filial: byName(filialRows),
    cabinetsOf: (filialId: number) => byName(cabinetRows.filter((cabinet) => cabinet.filialId === filialId)),
    service: (name: string) => currentService(name) ?? anyService(name),
    klass: byName(classRows),
    subject: byName(subjectRows),
    person: (login: string) => people.get(login),
  };
}
type Lookups = Awaited<ReturnType<typeof lookups>>;

/** 'ivanov, petrov; sidorov' → the logins. */
function loginsOf(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((login) => login.trim())
    .filter(Boolean);
}

/** One row's names resolved and its values through the lesson schema: the lesson to create, or its errors. */
function lessonOf({ row, cells }: SheetRow, find: Lookups, errors: ImportError[]): LessonInput | null {
  const problems: ImportError[] = [];
  const problem = (column: Column, message: string) => {
    problems.push({ row, column, message });
    return undefined;
  };
  const text = (column: Column) => textOf(cells.get(column));
  const required = (column: Column) => text(column) || problem(column, T.required(column));
  /** A name to its record's id; the column's error when it names none or several. */
  const resolve = <R extends { id: number }>(
    column: Column,
    found: R | 'ambiguous' | undefined,
    notFound: string,
    refuse?: (record: R) => string | null,
  ): number | undefined => {
    if (found === 'ambiguous') return problem(column, T.ambiguous(text(column)));
    if (!found) return problem(column, notFound);
    const refusal = refuse?.(found);
    return refusal ? problem(column, refusal) : found.id;
  };

  const filialName = required('Филиал');
  const filial = filialName ? find.filial(filialName) : undefined;
  const filialId = filialName
    ? resolve('Филиал', filial, T.filialNotFound(filialName), (found) => (found.isArchived ? T.filialArchived(filialName) : null))
    : undefined;
  const cabinetName = required('Кабинет');
  const cabinetId =
    cabinetName && filialId !== undefined
      ? resolve('Кабинет', find.cabinetsOf(filialId)(cabinetName), T.cabinetNotFound(cabinetName, filialName ?? ''))
      : undefined;
  const dayName = required('День недели');
  const dayOfWeek = dayName ? (WEEKDAY_BY_NAME.get(key(dayName)) ?? problem('День недели', T.weekday)) : undefined;
  const serviceName = required('Услуга');
  const serviceId = serviceName ? resolve('Услуга', find.service(serviceName), T.serviceNotFound(serviceName)) : undefined;
  const className = required('Класс');
  const classId = className ? resolve('Класс', find.klass(className), T.classNotFound(className)) : undefined;
  const subjectName = required('Предмет');
  const subject = subjectName ? find.subject(subjectName) : undefined;
  if (subjectName) resolve('Предмет', subject, T.subjectNotFound(subjectName));
  const students = loginsOf(text('Ученики')).map((login) => find.person(login) ?? problem('Ученики', T.studentNotFound(login)));
  const teacherLogin = text('Преподаватель');
  const teacherId = teacherLogin ? (find.person(teacherLogin) ?? problem('Преподаватель', T.teacherNotFound(teacherLogin))) : undefined;

  const parsed = lessonSchema.safeParse({
    subject: subject && subject !== 'ambiguous' ? subject.name : (subjectName ?? ''),
    class_id: classId,
    cabinet_id: cabinetId,
    day_of_week: dayOfWeek,
    time_start: timeTextOf(cells.get('Начало')) ?? '',
    service_id: serviceId,
    teacher_id: teacherId,
    students: students.filter((id): id is number => id !== undefined),
  });
  const named = new Set(problems.map((p) => p.column));
  // A cabinet is looked for in its branch: with the branch unknown, the branch's error says it all.
  if (filialId === undefined) named.add('Кабинет');
  // A column already refused (or unreadable) is not refused again for being empty.
  for (const error of errors) if (error.row === row) named.add(error.column as Column);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = COLUMN_OF_FIELD[String(issue.path[0])] ?? '';
      if (!named.has(column as Column)) problems.push({ row, column, message: issue.message });
    }
  }
  errors.push(...problems);
  return parsed.success && problems.length === 0 && !errors.some((error) => error.row === row) ? parsed.data : null;
}

/** A refusal of the lesson's write as the row's error, in the column it is about. */
function rowErrorOf(row: number, error: AppError): ImportError {
  if (error instanceof ClashError) return { row, column: COLUMN_OF_CLASH[error.clashes[0]?.kind ?? ''] ?? '', message: error.message };
  const path = error.errors?.[0] && 'path' in error.errors[0] ? error.errors[0].path : '';
  return { row, column: COLUMN_OF_FIELD[path] ?? '', message: error.message };
}

/** Thrown to roll the import's transaction back after a dry run or a row refused. */
class RolledBack extends Error {}

/** A timetable file read and its names resolved: each row's lesson (null when the row has errors) and the errors. */
export interface PreparedLessons {
  rows: number;
  lessons: { row: number; input: LessonInput | null }[];
  errors: ImportError[];
}

/**
 * POST /import/schedule, what needs no transaction: the file read, its names looked up (branches,
 * cabinets, services, classes, subjects, people) and each row through the lesson's schema.
 */
export async function prepareScheduleImport(db: Database, file: Express.Multer.File | undefined): Promise<PreparedLessons> {
  const sheet = await readSheet(file, SCHEDULE_IMPORT_COLUMNS, ['Преподаватель', 'Ученики']);
  const errors = [...sheet.errors];
  const find = await lookups(db, sheet.rows);
  const lessons = sheet.rows.map((row) => ({ row: row.row, input: lessonOf(row, find, errors) }));
  return { rows: sheet.rows.length, lessons, errors };
}

/**
 * POST /import/schedule, the writes: every row is created through the timetable's own write
 * (insertLesson, what POST /schedule runs), each in a savepoint of one transaction, so every rule
 * of a lesson — the class's teacher, places, the clashes of cabinets, teachers and students with
 * the lessons already there and with the file's earlier rows, and the records named still being
 * there — refuses a row as it refuses the form; the refusal becomes that row's error. A dry run,
 * or a file with any error, rolls the whole transaction back.
 */
export async function importSchedule(db: Database, { rows, lessons, errors: found }: PreparedLessons, dryRun: boolean) {
  const errors = [...found];
  let created = 0;
  // The rows' classes, services, teachers, students and cabinets are read once for the whole file,
  // under the locks taken below once for all rows.
  const reads = new SharedReads(true);
  try {
    await db.transaction(async (tx) => {
      // The file's cabinets and people are locked once, in id order, for the whole transaction (as
      // each row's write would lock them): a row's own locks are then held already, and a lock taken
      // in a row's savepoint would be given up again if that row were refused.
      const valid = lessons.flatMap(({ input }) => (input ? [input] : []));
      await lockCabinets(tx, [...new Set(valid.map((input) => input.cabinet_id))]);
      await lockPeople(tx, [...new Set(valid.flatMap((input) => [input.teacher_id ?? null, ...(input.students ?? [])]))]);
      for (const { row, input } of lessons) {
        if (!input) continue;
        try {
          await insertLesson(tx, input, reads);
          created += 1;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          errors.push(rowErrorOf(row, error));
        }
      }
      if (dryRun || errors.length) throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  const sorted = sortedErrors(errors, SCHEDULE_IMPORT_COLUMNS);
  if (dryRun) return checkOf(rows, sorted) satisfies ImportCheck;
  if (sorted.length) throw fileHasErrors(sorted);
  return { created } satisfies ImportDone;
}
