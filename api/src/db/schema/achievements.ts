import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { CHECK_TYPES } from '@diary/common';
import { users } from './users';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));

/**
 * A teacher's report on a student's test or lesson. Archived rows stay (docs/product/lifecycle.md); only an
 * ADMIN deletes for real. Ungraded ('Не оценивать ученика'): points and max_points both null.
 *
 * The tables after this one are kept in step with it by triggers (migration
 * 0004_achievement_rollups, 0007_achievement_days), in the same transaction as the write, so that totals,
 * statistics and monthly reports read a few thousand rows instead of the whole table.
 */
export const achievements = pgTable(
  'achievements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The author (teacher). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    lessonDate: date('lesson_date', { mode: 'string' }).notNull(),
    lessonTheme: text('lesson_theme').notNull(),
    notes: text('notes'),
    // Exact scores; drizzle reads numeric as a string.
    points: numeric('points', { precision: 10, scale: 2 }),
    maxPoints: numeric('max_points', { precision: 10, scale: 2 }),
    checkType: text('check_type').notNull(),
    subject: text('subject').notNull(),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('achievements_check_type_check', sql`${t.checkType} in (${quoted(CHECK_TYPES)})`),
    check('achievements_points_pair_check', sql`(${t.points} is null) = (${t.maxPoints} is null)`),
    check('achievements_points_check', sql`${t.points} >= 0 and ${t.points} <= ${t.maxPoints}`),
    // The list's default order (lesson date, newest first) for everyone, each teacher and each student.
    index('achievements_archived_date_idx').on(t.isArchived, t.lessonDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // 0009 adds INCLUDE (student_id), for the search's index-only counts.
    index('achievements_author_date_idx').on(t.userId, t.isArchived, t.lessonDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('achievements_student_date_idx').on(t.studentId, t.isArchived, t.lessonDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The admin screen's subject filter: a page of one subject without skipping the others.
    index('achievements_subject_date_idx').on(t.subject, t.isArchived, t.lessonDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('achievements_archived_created_idx').on(t.isArchived, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // q: the start of the topic, case-insensitive (text_pattern_ops: LIKE 'abc%' under any collation).
    index('achievements_theme_prefix_idx').on(sql`lower(${t.lessonTheme}) text_pattern_ops`),
  ],
);

/** Rows per author and archive state: the total of an unfiltered list without count(*). */
export const achievementCounts = pgTable(
  'achievement_counts',
  {
    userId: integer('user_id').notNull(),
    isArchived: boolean('is_archived').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'achievement_counts_pk', columns: [t.userId, t.isArchived] })],
);

/** Columns of the per-day roll-ups: how many, how many graded (max > 0), and the sum of points / max. */
const dayTotals = {
  n: integer('n').notNull().default(0),
  graded: integer('graded').notNull().default(0),
  // Exact, so that adding and then removing a row leaves exactly what was there.
  ratioSum: numeric('ratio_sum').notNull().default('0'),
};

/** Not archived achievements per lesson day: statistics and totals of everyone without other filters (a year is 365 rows). */
export const achievementDays = pgTable('achievement_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ...dayTotals,
});

/** Not archived achievements per lesson day, subject and check type: statistics for everyone. */
export const achievementDayTotals = pgTable(
  'achievement_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    subject: text('subject').notNull(),
    checkType: text('check_type').notNull(),
    ...dayTotals,
  },
  (t) => [
    primaryKey({ name: 'achievement_day_totals_pk', columns: [t.day, t.subject, t.checkType] }),
    // A subject's total over a date range (the list filtered by subject); 0011 adds INCLUDE (n).
    index('achievement_day_totals_subject_day_idx').on(t.subject, t.day),
  ],
);

/** The same per teacher: statistics and list totals filtered by teacher. */
export const achievementTeacherDays = pgTable(
  'achievement_teacher_days',
  {
    userId: integer('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    subject: text('subject').notNull(),
    checkType: text('check_type').notNull(),
    ...dayTotals,
  },
  (t) => [primaryKey({ name: 'achievement_teacher_days_pk', columns: [t.userId, t.day, t.subject, t.checkType] })],
);

/**
 * Not archived achievements per student and school year (1 September Y … 31 August Y+1),
 * months[1] = September … months[12] = August: the monthly report of all teachers.
 */
export const achievementStudentYears = pgTable(
  'achievement_student_years',
  {
    schoolYear: integer('school_year').notNull(),
    studentId: integer('student_id').notNull(),
    months: integer('months').array().notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'achievement_student_years_pk', columns: [t.schoolYear, t.studentId] })],
);

/** The same per teacher: the monthly report of one teacher. */
export const achievementTeacherStudentYears = pgTable(
  'achievement_teacher_student_years',
  {
    userId: integer('user_id').notNull(),
    schoolYear: integer('school_year').notNull(),
    studentId: integer('student_id').notNull(),
    months: integer('months').array().notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'achievement_teacher_student_years_pk', columns: [t.userId, t.schoolYear, t.studentId] })],
);

/** A teacher's report of a student's difficulties. Archived, or deleted by an ADMIN. */
export const difficulties = pgTable(
  'difficulties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    notes: text('notes').notNull(),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('difficulties_archived_created_idx').on(t.isArchived, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('difficulties_author_created_idx').on(t.userId, t.isArchived, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('difficulties_student_created_idx').on(t.studentId, t.isArchived, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export type AchievementRow = typeof achievements.$inferSelect;
export type DifficultyRow = typeof difficulties.$inferSelect;
