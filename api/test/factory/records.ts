import { sql } from 'drizzle-orm';
import type { CheckType } from '@diary/common';
import type { Database } from '../../src/db/client';
import { achievements, compensations, complaints, difficulties, subjects, teacherLateness } from '../../src/db/schema';
import type { TestApp } from '../harness';

/** Records straight in the database (the triggers run as for the API), and the bodies the API takes. */

export interface AchievementOptions {
  lessonDate?: string;
  lessonTheme?: string;
  notes?: string | null;
  points?: number | null;
  maxPoints?: number | null;
  checkType?: CheckType;
  subject?: string;
  isArchived?: boolean;
}

/** An achievement straight in the database (the triggers run as for the API). */
export async function insertAchievement(
  t: TestApp,
  author: { id: number },
  student: { id: number },
  options: AchievementOptions = {},
): Promise<number> {
  const graded = options.points !== null && options.maxPoints !== null;
  const [row] = await t.db
    .insert(achievements)
    .values({
      userId: author.id,
      studentId: student.id,
      lessonDate: options.lessonDate ?? '2024-10-01',
      lessonTheme: options.lessonTheme ?? 'Тема',
      notes: options.notes ?? null,
      points: graded ? String(options.points ?? 7) : null,
      maxPoints: graded ? String(options.maxPoints ?? 10) : null,
      checkType: options.checkType ?? 'Контрольная',
      subject: options.subject ?? 'Физика',
      isArchived: options.isArchived ?? false,
    })
    .returning({ id: achievements.id });
  if (!row) throw new Error('achievement not inserted');
  return row.id;
}

export async function insertDifficulty(
  t: TestApp,
  author: { id: number },
  student: { id: number },
  options: { notes?: string; isArchived?: boolean } = {},
): Promise<number> {
  const [row] = await t.db
    .insert(difficulties)
    .values({ userId: author.id, studentId: student.id, notes: options.notes ?? 'Не успевает', isArchived: options.isArchived ?? false })
    .returning({ id: difficulties.id });
  if (!row) throw new Error('difficulty not inserted');
  return row.id;
}

/** A valid body of POST /achivements/create for the student. */
export function achievementBody(student: { id: number }, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    studentId: student.id,
    lessonDate: '2024-10-01',
    lessonTheme: 'Законы Ньютона',
    checkType: 'Контрольная',
    subject: 'Физика',
    maxPoints: 10,
    points: 7,
    notes: 'Молодец',
    ...overrides,
  };
}

/** A subject straight in the database. */
export async function insertSubject(t: TestApp, name = 'Физика'): Promise<{ id: number; name: string }> {
  const [row] = await t.db.insert(subjects).values({ name }).returning({ id: subjects.id, name: subjects.name });
  if (!row) throw new Error('subject not inserted');
  return row;
}

export async function insertCompensation(
  t: TestApp,
  refs: { teacher: { id: number }; student: { id: number }; subject: { id: number } },
  options: { eventDate?: string; comment?: string | null; isArchived?: boolean } = {},
): Promise<number> {
  const [row] = await t.db
    .insert(compensations)
    .values({
      teacherId: refs.teacher.id,
      studentId: refs.student.id,
      subjectId: refs.subject.id,
      eventDate: options.eventDate ?? '2024-10-01',
      comment: options.comment === undefined ? 'Перенос урока' : options.comment,
      isArchived: options.isArchived ?? false,
    })
    .returning({ id: compensations.id });
  if (!row) throw new Error('compensation not inserted');
  return row.id;
}

export async function insertComplaint(
  t: TestApp,
  refs: { teacher: { id: number }; author: { id: number }; student?: { id: number } | null },
  options: { incidentDate?: string; comment?: string; isArchived?: boolean } = {},
): Promise<number> {
  const [row] = await t.db
    .insert(complaints)
    .values({
      teacherId: refs.teacher.id,
      authorId: refs.author.id,
      studentId: refs.student?.id ?? null,
      incidentDate: options.incidentDate ?? '2024-10-01',
      comment: options.comment ?? 'Опоздал на урок',
      isArchived: options.isArchived ?? false,
    })
    .returning({ id: complaints.id });
  if (!row) throw new Error('complaint not inserted');
  return row.id;
}

export async function insertLateness(
  t: TestApp,
  user: { id: number },
  options: { incidentDate?: string; plannedMin?: number; actualMin?: number; isArchived?: boolean } = {},
): Promise<number> {
  const [row] = await t.db
    .insert(teacherLateness)
    .values({
      userId: user.id,
      incidentDate: options.incidentDate ?? '2024-10-01',
      plannedMin: options.plannedMin ?? 9 * 60,
      actualMin: options.actualMin ?? 9 * 60 + 15,
      isArchived: options.isArchived ?? false,
    })
    .returning({ id: teacherLateness.id });
  if (!row) throw new Error('lateness not inserted');
  return row.id;
}

// ——— the achievements' roll-ups ———

const ROLLUP_TABLES = [
  'achievement_counts',
  'achievement_days',
  'achievement_day_totals',
  'achievement_teacher_days',
  'achievement_student_years',
  'achievement_teacher_student_years',
] as const;

async function rows(db: Database, table: string): Promise<unknown[]> {
  const result = (await db.execute(sql.raw(`select * from ${table} as t order by t::text`))) as unknown as { rows: unknown[] };
  return result.rows;
}

/** Every roll-up table's rows as the triggers left them, and as a rebuild from achievements makes them. */
export async function rollupsAndRebuilt(db: Database): Promise<{ kept: unknown[][]; rebuilt: unknown[][] }> {
  const kept = await Promise.all(ROLLUP_TABLES.map((table) => rows(db, table)));
  await db.execute(sql`select achievement_rollups_rebuild()`);
  const rebuilt = await Promise.all(ROLLUP_TABLES.map((table) => rows(db, table)));
  return { kept, rebuilt };
}
