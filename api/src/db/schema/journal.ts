import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ATTENDANCE_MARKS, MINUTES_LATE_MAX } from '@diary/common';
import { services } from './services';
import { cabinets, filials, schedules } from './timetable';
import { users } from './users';

/*
 * The attendance journal (migration 0015, which also holds what drizzle-kit cannot express: the
 * centre's zone, journal_occurrences_in(), the trigger keeping past occurrences of a changed
 * lesson, and the triggers keeping attendance_day_totals in step).
 */

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** The centre's settings the database needs: its time zone (CENTRE_TIME_ZONE), written at start. */
export const centreSettings = pgTable('centre_settings', {
  id: boolean('id').primaryKey().default(true),
  timeZone: text('time_zone').notNull().default('Europe/Moscow'),
  /** Every occurrence up to this date is a row of journal_occurrences (journal_keep_past()). */
  journalKeptThrough: date('journal_kept_through', { mode: 'string' }),
});

/** An occurrence kept as it was on its date: marked, cancelled, or of a lesson changed since. */
export const journalOccurrences = pgTable(
  'journal_occurrences',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    startMin: integer('start_min').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    cabinetId: integer('cabinet_id')
      .notNull()
      .references(() => cabinets.id, { onDelete: 'restrict' }),
    filialId: integer('filial_id')
      .notNull()
      .references(() => filials.id, { onDelete: 'restrict' }),
    teacherId: integer('teacher_id').references(() => users.id, { onDelete: 'restrict' }),
    /** Once any student is marked; marks are replaced, never removed. */
    marked: boolean('marked').notNull().default(false),
    cancelled: boolean('cancelled').notNull().default(false),
    cancelReason: text('cancel_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The lesson's service as it was when the row was written (migration 0019's trigger fills it). */
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'restrict' }),
    /** Students marked present or late, kept by the marks' triggers (migration 0019): the pay reads no marks. */
    attended: integer('attended').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'journal_occurrences_pk', columns: [t.scheduleId, t.date] }),
    index('journal_occurrences_date_idx').on(t.date, t.filialId),
    index('journal_occurrences_teacher_idx').on(t.teacherId, t.date),
    index('journal_occurrences_open_idx')
      .on(t.date)
      .where(sql`not ${t.marked} and not ${t.cancelled}`),
    // INCLUDE (subject, start_min, cancelled) (migration 0019): a student's balance reads its charges' lessons from it alone
    index('journal_occurrences_lookup_idx').on(t.scheduleId, t.date),
  ],
);

export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    scheduleId: integer('schedule_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    mark: text('mark', { enum: ATTENDANCE_MARKS }).notNull(),
    minutesLate: integer('minutes_late'),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the mark charges its student (docs/product/beyond.md §7): the service's price, rubles, when the
     * mark became present or late; null otherwise. Set by migration 0019's trigger before the write.
     */
    charge: numeric('charge', { precision: 12, scale: 2 }),
  },
  (t) => [
    primaryKey({ name: 'attendance_marks_pk', columns: [t.scheduleId, t.date, t.studentId] }),
    foreignKey({
      name: 'attendance_marks_occurrence_fk',
      columns: [t.scheduleId, t.date],
      foreignColumns: [journalOccurrences.scheduleId, journalOccurrences.date],
    }).onDelete('restrict'),
    // INCLUDE (schedule_id, charge) (migration 0019): a student's balance reads its charges from it alone
    index('attendance_marks_student_idx').on(t.studentId, t.date),
    check('attendance_marks_mark_check', sql`${t.mark} in (${quoted(ATTENDANCE_MARKS)})`),
    check('attendance_marks_minutes_late_check', sql`${t.minutesLate} between 0 and ${sql.raw(String(MINUTES_LATE_MAX))}`),
    check('attendance_marks_charge_check', sql`${t.charge} is null or (${t.charge} > 0 and ${t.mark} in ('present', 'late'))`),
  ],
);

/** A day off of one branch, or of every branch (filial_id null). */
export const daysOff = pgTable('days_off', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  date: date('date', { mode: 'string' }).notNull(),
  filialId: integer('filial_id').references(() => filials.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Marks per day × teacher (0: none) × subject, for the `att` statistics. */
export const attendanceDayTotals = pgTable(
  'attendance_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    teacherKey: integer('teacher_key').notNull(),
    subject: text('subject').notNull(),
    marked: integer('marked').notNull(),
    attended: integer('attended').notNull(),
  },
  (t) => [primaryKey({ name: 'attendance_day_totals_pk', columns: [t.day, t.teacherKey, t.subject] })],
);
