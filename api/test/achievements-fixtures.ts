import { sql } from 'drizzle-orm';
import type { CheckType } from '@diary/common';
import type { Database } from '../src/db/client';
import { achievements, difficulties } from '../src/db/schema';
import type { TestApp, TestUser } from './harness';

/** Shared data builders of the achievements, difficulties, statistics and monthly-report tests. */

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

export interface People {
  admin: TestUser;
  moderator: TestUser;
  teacher: TestUser;
  otherTeacher: TestUser;
  student: TestUser;
  otherStudent: TestUser;
}

export async function people(t: TestApp): Promise<People> {
  return {
    admin: await t.createUser({ roles: ['ADMIN'], second_name: 'Админов', first_name: 'Адам' }),
    moderator: await t.createUser({ roles: ['MODERATOR'], second_name: 'Модеров', first_name: 'Марк' }),
    teacher: await t.createUser({ roles: ['TEACHER'], second_name: 'Иванов', first_name: 'Иван', last_name: 'Иванович' }),
    otherTeacher: await t.createUser({ roles: ['TEACHER'], second_name: 'Петрова', first_name: 'Анна', last_name: null }),
    student: await t.createUser({ roles: ['STUDENT'], second_name: 'Сидоров', first_name: 'Семён', last_name: 'Семёнович' }),
    otherStudent: await t.createUser({ roles: ['STUDENT'], second_name: 'Кузнецова', first_name: 'Ольга', last_name: 'Игоревна' }),
  };
}

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
