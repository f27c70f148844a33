import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LESSON_STATUSES } from '@diary/common';
import { groupTypes } from './group-types';
import { services } from './services';
import { subjects } from './subjects';
import { users } from './users';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
/** Minutes since midnight of a time of day ('16:30' is 990). */
const minuteOfDay = (column: unknown) => sql`${column} between 0 and 1440`;

/** A branch of the centre. Archived rather than deleted; force delete removes it with its info and cabinets. */
export const filials = pgTable(
  'filials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('filials_archived_name_idx').on(t.isArchived, t.name)],
);

/** A branch's address and hours: at most one row per branch, created only when something is filled. */
export const filialInfo = pgTable(
  'filial_info',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    filialId: integer('filial_id')
      .notNull()
      .references(() => filials.id, { onDelete: 'cascade' }),
    city: text('city'),
    street: text('street'),
    /** Opening and closing times as minutes since midnight; null when not set. */
    timeStartMin: integer('time_start_min'),
    timeEndMin: integer('time_end_min'),
    workSchedule: text('work_schedule'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('filial_info_filial_unique').on(t.filialId),
    index('filial_info_city_idx').on(sql`lower(${t.city})`),
    check('filial_info_time_start_check', minuteOfDay(t.timeStartMin)),
    check('filial_info_time_end_check', minuteOfDay(t.timeEndMin)),
  ],
);

/** A room of a branch. Its lessons keep it from being deleted (RESTRICT); archiving hides it from the timetable. */
export const cabinets = pgTable(
  'cabinets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    filialId: integer('filial_id')
      .notNull()
      .references(() => filials.id, { onDelete: 'cascade' }),
    /** Capacity in places, 1 to 100. */
    quantity: integer('quantity').notNull().default(1),
    color: text('color').notNull().default('#007bff'),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cabinets_filial_idx').on(t.filialId, t.isArchived),
    check('cabinets_quantity_check', sql`${t.quantity} between 1 and 100`),
    check('cabinets_color_check', sql`${t.color} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);

/** A class (a study group): teachers and subjects in the order they were given, and its lessons. */
export const classes = pgTable('classes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  academicYear: text('academic_year'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const classSubjects = pgTable(
  'class_subjects',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'class_subjects_pk', columns: [t.classId, t.subjectId] }),
    index('class_subjects_subject_idx').on(t.subjectId),
  ],
);

export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** RESTRICT: a user who teaches a class is banned, not deleted (migration 0012). */
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'class_teachers_pk', columns: [t.classId, t.teacherId] }),
    index('class_teachers_teacher_idx').on(t.teacherId),
  ],
);

/**
 * A weekly lesson. No two non-archived lessons of one cabinet on one day may overlap: the
 * exclusion constraint schedules_no_overlap (migration 0006_lesson_no_overlap, which drizzle-kit
 * cannot express) refuses the write, so concurrent requests can never double-book a cabinet.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    shortTitle: text('short_title'),
    /** The subject's name. */
    subject: text('subject').notNull(),
    status: text('status', { enum: LESSON_STATUSES }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'restrict' }),
    teacherId: integer('teacher_id').references(() => users.id, { onDelete: 'restrict' }),
    groupTypeId: integer('group_type_id').references(() => groupTypes.id, { onDelete: 'restrict' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'restrict' }),
    cabinetId: integer('cabinet_id')
      .notNull()
      .references(() => cabinets.id, { onDelete: 'restrict' }),
    /** 1 Monday … 7 Sunday. */
    dayOfWeek: integer('day_of_week').notNull(),
    /** Minutes since midnight, on a 5-minute step. */
    startMin: integer('start_min').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Places taken from the group type when the lesson was written; 0 means unlimited. */
    totalPlaces: integer('total_places').notNull().default(0),
    comment: text('comment'),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The centre's date from which the weekly pattern holds (migration 0015): the lesson's creation,
     * or its last change of day, time, cabinet, teacher, name, subject or archive state.
     */
    occursFrom: date('occurs_from', { mode: 'string' })
      .notNull()
      .default(sql`centre_today()`),
  },
  (t) => [
    index('schedules_cabinet_idx').on(t.cabinetId, t.dayOfWeek),
    index('schedules_class_idx').on(t.classId),
    index('schedules_group_type_idx').on(t.groupTypeId),
    index('schedules_service_idx').on(t.serviceId),
    index('schedules_teacher_idx').on(t.teacherId),
    // Migration 0013 adds the people's rule on top: the function timetable_clashes and the triggers
    // refusing a teacher or a student in two lessons at once (drizzle-kit cannot express them).
    index('schedules_teacher_day_idx')
      .on(t.teacherId, t.dayOfWeek)
      .where(sql`not ${t.isArchived}`),
    index('schedules_day_idx').on(t.dayOfWeek, t.startMin),
    check('schedules_day_check', sql`${t.dayOfWeek} between 1 and 7`),
    check('schedules_start_check', sql`${t.startMin} >= 0 and ${t.startMin} % 5 = 0`),
    check('schedules_duration_check', sql`${t.durationMinutes} > 0 and ${t.startMin} + ${t.durationMinutes} <= 1440`),
    check('schedules_places_check', sql`${t.totalPlaces} >= 0`),
    check('schedules_status_check', sql`${t.status} in (${quoted(LESSON_STATUSES)})`),
  ],
);

export const scheduleStudents = pgTable(
  'schedule_students',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    /** RESTRICT: an enrolled student is banned, not deleted (migration 0012). */
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'schedule_students_pk', columns: [t.scheduleId, t.studentId] }),
    index('schedule_students_student_idx').on(t.studentId),
  ],
);

export type FilialRow = typeof filials.$inferSelect;
export type FilialInfoRow = typeof filialInfo.$inferSelect;
export type CabinetRow = typeof cabinets.$inferSelect;
export type ClassRow = typeof classes.$inferSelect;
export type ScheduleRow = typeof schedules.$inferSelect;
