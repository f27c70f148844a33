import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { subjects } from './subjects';
import { users } from './users';

/** A compensation owed for a lesson that went wrong. Archived and restored; only an ADMIN deletes for real. */
export const compensations = pgTable(
  'compensations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    comment: text('comment'),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('compensations_archived_date_idx').on(t.isArchived, t.eventDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('compensations_teacher_idx').on(t.teacherId),
    index('compensations_student_idx').on(t.studentId),
    index('compensations_subject_idx').on(t.subjectId),
  ],
);

/**
 * A complaint about a teacher: from a teacher (no student) or entered by staff for a student.
 * The author is whoever entered it.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'restrict' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    incidentDate: date('incident_date', { mode: 'string' }).notNull(),
    comment: text('comment').notNull(),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('complaints_archived_date_idx').on(t.isArchived, t.incidentDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('complaints_teacher_idx').on(t.teacherId),
    index('complaints_student_idx').on(t.studentId),
    index('complaints_author_idx').on(t.authorId),
  ],
);

/**
 * A teacher's late arrival. Times are minutes since midnight; the delay (actual − planned) is
 * computed, and the database refuses an actual time that is not later than the planned one.
 */
export const teacherLateness = pgTable(
  'teacher_lateness',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    incidentDate: date('incident_date', { mode: 'string' }).notNull(),
    plannedMin: integer('planned_min').notNull(),
    actualMin: integer('actual_min').notNull(),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('teacher_lateness_planned_check', sql`${t.plannedMin} between 0 and 1439`),
    check('teacher_lateness_actual_check', sql`${t.actualMin} between 0 and 1439 and ${t.actualMin} > ${t.plannedMin}`),
    index('teacher_lateness_archived_date_idx').on(t.isArchived, t.incidentDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('teacher_lateness_user_date_idx').on(t.userId, t.isArchived, t.incidentDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** A student's feedback ('Обратная связь'). */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The student who sent it. */
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** 'Ваша фамилия' as typed. */
    surname: text('surname').notNull(),
    note: text('note').notNull(),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_archived_created_idx').on(t.isArchived, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/**
 * A file attached to feedback. The bytes live in DATA_DIR/attachments under storage_key, a
 * random name; the client's file name is kept only as (sanitised) metadata.
 */
export const feedbackAttachments = pgTable(
  'feedback_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: integer('feedback_id')
      .notNull()
      .unique('feedback_attachments_feedback_unique')
      .references(() => feedback.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique('feedback_attachments_storage_key_unique'),
    originalName: text('original_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('feedback_attachments_size_check', sql`${t.size} >= 0`)],
);

export type CompensationRow = typeof compensations.$inferSelect;
export type ComplaintRow = typeof complaints.$inferSelect;
export type TeacherLatenessRow = typeof teacherLateness.$inferSelect;
export type FeedbackRow = typeof feedback.$inferSelect;
export type FeedbackAttachmentRow = typeof feedbackAttachments.$inferSelect;
