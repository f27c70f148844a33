/*
 * A timetable clash: two non-archived lessons on one weekday whose times intersect (touching ends
 * do not) and that share a cabinet, the teacher or a student. Writes that would make one answer
 * 409 with the clashes; check-conflicts answers them too; GET /schedule/clashes lists those already
 * in the database (written before the rule, or by hand).
 */

export const CLASH_KINDS = ['cabinet', 'teacher', 'student'] as const;
export type ClashKind = (typeof CLASH_KINDS)[number];
export type PersonClashKind = Exclude<ClashKind, 'cabinet'>;

/** One clash of a lesson being written: `lessonId` is the other lesson; `personId` null for a cabinet. */
export interface Clash {
  kind: ClashKind;
  lessonId: number;
  personId: number | null;
}

/** A clash already in the timetable (GET /schedule/clashes). */
export interface PersonClash {
  kind: PersonClashKind;
  personId: number;
  lessonIds: [number, number];
}

/** The other lessons of a lesson's teacher and students (GET /schedule/:id/busy): where it cannot go. */
export interface BusySlot {
  kind: PersonClashKind;
  personId: number;
  lessonId: number;
  day_of_week: number;
  /** HH:MM */
  time_start: string;
  time_end: string;
  /** The clash's text, as a refused write would say it. */
  message: string;
}

/** Shown where a lesson of a class with several teachers has none chosen yet. */
export const TEACHER_NOT_ASSIGNED = 'Преподаватель не назначен';

/** The 409's text for a person's clash; `name` is 'Фамилия И. О.'. */
export const CLASH_MESSAGES: Record<PersonClashKind, (name: string) => string> = {
  teacher: (name) => `Преподаватель ${name} в это время ведёт другое занятие`,
  student: (name) => `Ученик ${name} в это время на другом занятии`,
};
