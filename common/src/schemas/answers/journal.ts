import { z } from 'zod';
import {
  ATTENDANCE_MARKS,
  OCCURRENCE_STATUSES,
  type DayOff,
  type JournalDay,
  type Occurrence,
  type OccurrenceStudent,
  type StudentAttendance,
  type UnmarkedRegisters,
} from '../journal';
import { answerOf, calendarDay, count, pagedAnswer, recordId, timeOfDay } from './shared';

const named = z.strictObject({ id: recordId, name: z.string() });

const occurrenceStudentAnswer = answerOf<OccurrenceStudent>()(
  z.strictObject({
    id: recordId,
    fullName: z.string(),
    mark: z.enum(ATTENDANCE_MARKS).nullable(),
    minutesLate: count.nullable(),
  }),
);

export const occurrenceAnswer = answerOf<Occurrence>()(
  z.strictObject({
    lessonId: recordId,
    date: calendarDay,
    name: z.string(),
    subject: z.string(),
    time_start: timeOfDay,
    time_end: timeOfDay,
    cabinet: named,
    filial: named,
    teacher: z.strictObject({ id: recordId, fullName: z.string() }).nullable(),
    status: z.enum(OCCURRENCE_STATUSES),
    cancelReason: z.string().nullable(),
    marked: z.boolean(),
    students: z.array(occurrenceStudentAnswer),
  }),
);

/** GET /journal/day. */
export const journalDayAnswer = answerOf<JournalDay>()(z.strictObject({ date: calendarDay, lessons: z.array(occurrenceAnswer) }));

/** GET /journal/unmarked. */
export const unmarkedRegistersAnswer = answerOf<UnmarkedRegisters>()(pagedAnswer(occurrenceAnswer));

/** GET /journal/student/:id. */
export const studentAttendanceAnswer = answerOf<StudentAttendance>()(
  z.strictObject({
    items: z.array(
      z.strictObject({
        lessonId: recordId,
        date: calendarDay,
        subject: z.string(),
        time_start: timeOfDay,
        mark: z.enum(ATTENDANCE_MARKS),
        minutesLate: count.nullable(),
      }),
    ),
    summary: z.strictObject({
      present: count,
      late: count,
      absent: count,
      excused: count,
      total: count,
      rate: z.number().min(0).max(100).nullable(),
    }),
  }),
);

export const dayOffAnswer = answerOf<DayOff>()(
  z.strictObject({
    id: recordId,
    date: calendarDay,
    filial_id: recordId.nullable(),
    filial: named.nullable(),
    reason: z.string(),
  }),
);

/** GET /days-off: a plain array, by date. */
export const daysOffAnswer = z.array(dayOffAnswer);
