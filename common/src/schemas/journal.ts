import { z } from 'zod';
import { daysBetween } from '../format';
import { calendarDate, pageQuery, positiveId, requiredText } from './primitives';

/*
 * The attendance journal (docs/product/beyond.md §3). A weekly lesson *occurs* on each date of
 * its weekday from the day its pattern took effect, except on days off of its branch or of all
 * branches, and not once archived. An occurrence that was marked or cancelled keeps the lesson as
 * it was then (time, cabinet, teacher), whatever later happens to the weekly lesson.
 */

export const ATTENDANCE_MARKS = ['present', 'late', 'absent', 'excused'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

export const ATTENDANCE_MARK_LABELS: Record<AttendanceMark, string> = {
  present: 'Присутствовал',
  late: 'Опоздал',
  absent: 'Отсутствовал',
  excused: 'Уважительная причина',
};

/** One tap moves a student's mark to the next: nothing → present → absent → late → excused → present. */
export function nextAttendanceMark(mark: AttendanceMark | null): AttendanceMark {
  switch (mark) {
    case 'present':
      return 'absent';
    case 'absent':
      return 'late';
    case 'late':
      return 'excused';
    default:
      return 'present';
  }
}

export const OCCURRENCE_STATUSES = ['planned', 'cancelled'] as const;
export type OccurrenceStatus = (typeof OCCURRENCE_STATUSES)[number];

/** The most minutes a student may be late: a whole day. */
export const MINUTES_LATE_MAX = 1440;
/** The longest range of the journal's reads (days), and of its export. */
export const JOURNAL_RANGE_MAX_DAYS = 400;
export const JOURNAL_EXPORT_MAX_DAYS = 93;

export const JOURNAL_MESSAGES = {
  lessonNotFound: 'Занятие не найдено',
  futureDate: 'Нельзя отметить посещаемость будущего занятия',
  studentNotOnLesson: 'Ученик не записан на это занятие',
  cancelled: 'Занятие отменено',
  dateRequired: 'Укажите дату в формате YYYY-MM-DD',
  fromRequired: 'from: укажите дату в формате YYYY-MM-DD',
  toRequired: 'to: укажите дату в формате YYYY-MM-DD',
  rangeOrder: 'Начало периода позже его конца',
  rangeTooLong: `Период не длиннее ${JOURNAL_RANGE_MAX_DAYS} дней`,
  exportTooLong: `Выгрузка журнала — не больше ${JOURNAL_EXPORT_MAX_DAYS} дней`,
  marksRequired: 'Отметьте хотя бы одного ученика',
  markUnknown: 'Отметка: present, late, absent или excused',
  minutesLate: `Опоздание — целое число минут от 0 до ${MINUTES_LATE_MAX}`,
  studentTwice: 'Ученик отмечен дважды',
  reasonRequired: 'Укажите причину',
  reasonTooLong: 'Причина — не длиннее 500 символов',
  dayOffExists: 'Этот день уже выходной',
  dayOffNotFound: 'Выходной не найден',
  filialNotFound: 'Филиал не найден',
  studentNotFound: 'Ученик не найден',
} as const;

// ——— what the API answers ———

export interface OccurrenceStudent {
  id: number;
  fullName: string;
  mark: AttendanceMark | null;
  /** Set with 'late' only. */
  minutesLate: number | null;
}

/** A lesson on a date. */
export interface Occurrence {
  lessonId: number;
  /** YYYY-MM-DD */
  date: string;
  name: string;
  subject: string;
  /** HH:MM */
  time_start: string;
  time_end: string;
  cabinet: { id: number; name: string };
  filial: { id: number; name: string };
  teacher: { id: number; fullName: string } | null;
  status: OccurrenceStatus;
  cancelReason: string | null;
  /** True once any student of it is marked. */
  marked: boolean;
  students: OccurrenceStudent[];
}

/** GET /journal/day. */
export interface JournalDay {
  date: string;
  lessons: Occurrence[];
}

/** GET /journal/unmarked: the registers not taken, oldest first. */
export interface UnmarkedRegisters {
  items: Occurrence[];
  total: number;
}

export interface StudentAttendanceItem {
  lessonId: number;
  date: string;
  subject: string;
  time_start: string;
  mark: AttendanceMark;
  minutesLate: number | null;
}

export interface AttendanceSummary {
  present: number;
  late: number;
  absent: number;
  excused: number;
  total: number;
  /** (present + late) / total × 100, 2 decimals; null when nothing is marked. */
  rate: number | null;
}

/** GET /journal/student/:id. */
export interface StudentAttendance {
  items: StudentAttendanceItem[];
  summary: AttendanceSummary;
}

/** A day off of one branch (`filial`) or of every branch (`filial_id` null). */
export interface DayOff {
  id: number;
  date: string;
  filial_id: number | null;
  filial: { id: number; name: string } | null;
  reason: string;
}

/** (present + late) / total × 100, rounded to 2 decimals; null when total is 0. */
export function attendanceRate(summary: Pick<AttendanceSummary, 'present' | 'late' | 'total'>): number | null {
  if (summary.total === 0) return null;
  return Math.round(((summary.present + summary.late) / summary.total) * 10000) / 100;
}

// ——— what the API accepts ———

const day = (message: string) => calendarDate(message);

/** An id filter of a query: missing or blank means "all". */
const idFilter = z.preprocess((value) => (value === '' || value === null ? undefined : value), positiveId.optional());

/** from ≤ to, at most `maxDays` apart. */
function rangeOf<T extends z.ZodRawShape>(shape: T, maxDays: number, tooLong: string) {
  return z
    .object({ from: day(JOURNAL_MESSAGES.fromRequired), to: day(JOURNAL_MESSAGES.toRequired), ...shape })
    .superRefine((value, ctx) => {
      const { from, to } = value as { from: string; to: string };
      if (from > to) ctx.addIssue({ code: 'custom', path: ['from'], message: JOURNAL_MESSAGES.rangeOrder });
      else if (daysBetween(from, to) >= maxDays) ctx.addIssue({ code: 'custom', path: ['to'], message: tooLong });
    });
}

export const journalDayQuery = z.object({ date: day(JOURNAL_MESSAGES.dateRequired), filialId: idFilter });
export type JournalDayQuery = z.infer<typeof journalDayQuery>;

/** :lessonId/:date of the journal's writes. */
export const occurrenceParams = z.object({ lessonId: positiveId, date: day(JOURNAL_MESSAGES.dateRequired) });
export type OccurrenceParams = z.infer<typeof occurrenceParams>;

const markEntry = z.object({
  studentId: positiveId,
  mark: z.enum(ATTENDANCE_MARKS, { error: JOURNAL_MESSAGES.markUnknown }),
  minutesLate: z
    .number({ error: JOURNAL_MESSAGES.minutesLate })
    .int({ error: JOURNAL_MESSAGES.minutesLate })
    .min(0, { error: JOURNAL_MESSAGES.minutesLate })
    .max(MINUTES_LATE_MAX, { error: JOURNAL_MESSAGES.minutesLate })
    .nullish(),
});

/** PUT /journal/:lessonId/:date. */
export const journalMarksBody = z.object({
  marks: z
    .array(markEntry, { error: JOURNAL_MESSAGES.marksRequired })
    .min(1, { error: JOURNAL_MESSAGES.marksRequired })
    .max(500, { error: 'Не больше 500 отметок за раз' })
    .superRefine((marks, ctx) => {
      const seen = new Set<number>();
      marks.forEach((entry, index) => {
        if (seen.has(entry.studentId)) ctx.addIssue({ code: 'custom', path: [index, 'studentId'], message: JOURNAL_MESSAGES.studentTwice });
        seen.add(entry.studentId);
      });
    }),
});
export type JournalMarksBody = z.infer<typeof journalMarksBody>;
export type JournalMarkInput = JournalMarksBody['marks'][number];

const reason = requiredText(JOURNAL_MESSAGES.reasonRequired).max(500, { error: JOURNAL_MESSAGES.reasonTooLong });

/** POST /journal/:lessonId/:date/cancel. */
export const cancelOccurrenceBody = z.object({ reason });

export const unmarkedQuery = rangeOf(
  { filialId: idFilter, teacherId: idFilter, ...pageQuery.shape },
  JOURNAL_RANGE_MAX_DAYS,
  JOURNAL_MESSAGES.rangeTooLong,
);
export type UnmarkedQuery = z.infer<typeof unmarkedQuery>;

export const studentAttendanceQuery = rangeOf({}, JOURNAL_RANGE_MAX_DAYS, JOURNAL_MESSAGES.rangeTooLong);
export type StudentAttendanceQuery = z.infer<typeof studentAttendanceQuery>;

export const journalExportQuery = rangeOf({ filialId: idFilter }, JOURNAL_EXPORT_MAX_DAYS, JOURNAL_MESSAGES.exportTooLong);
export type JournalExportQuery = z.infer<typeof journalExportQuery>;

export const daysOffQuery = rangeOf({}, JOURNAL_RANGE_MAX_DAYS, JOURNAL_MESSAGES.rangeTooLong);
export type DaysOffQuery = z.infer<typeof daysOffQuery>;

/** POST /days-off: `filial_id` null (or absent) is every branch. */
export const dayOffBody = z.object({
  date: day(JOURNAL_MESSAGES.dateRequired),
  filial_id: z.preprocess((value) => (value === '' || value === undefined ? null : value), positiveId.nullable()),
  reason,
});
export type DayOffInput = z.infer<typeof dayOffBody>;
