import { endsWithinDay, TIMETABLE_MESSAGES, moveLessonSchema, type Lesson } from '@diary/common';
import { issuesToFieldErrors, type FormCheck } from '@diary/web-kit';
import { lessonInterval, type DropTarget } from './board-model';

/* 'Переместить…' on a lesson card: the board's drop chosen by day, start and cabinet instead of by pointer. */

export type MoveField = 'day_of_week' | 'time_start' | 'cabinet_id';
const MOVE_FIELDS: readonly MoveField[] = ['day_of_week', 'time_start', 'cabinet_id'];

export interface MoveValues {
  day_of_week: string;
  time_start: string;
  cabinet_id: string;
}

/** The dialog opens on the lesson's own place. */
export const moveValuesOf = (lesson: Lesson): MoveValues => ({
  day_of_week: String(lesson.day_of_week),
  time_start: lesson.time_start,
  cabinet_id: String(lesson.cabinet_id),
});

/**
 * Where the lesson would go, as a drop target: its own place (`here`, nothing to send), another
 * lesson starting at the chosen time there (a swap, as a drop on that lesson: each takes the other's
 * place, so this one still lands where chosen), or else the chosen place (a move, the duration kept).
 */
export interface MovePlan {
  target: DropTarget;
  partner: Lesson | null;
  here: boolean;
}

/** The server's rules of POST /schedule/:id/move (moveLessonSchema, the end before midnight), then the plan. */
export function checkMove(
  values: MoveValues,
  lesson: Lesson,
  lessonsOf: (cabinetId: number, day: number) => readonly Lesson[],
): FormCheck<MoveField, MovePlan> {
  const parsed = moveLessonSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues, MOVE_FIELDS) };
  const { cabinet_id: cabinetId, day_of_week: day, time_start: start } = parsed.data;
  if (!endsWithinDay(start, lesson.duration_minutes)) return { ok: false, errors: { time_start: TIMETABLE_MESSAGES.pastMidnight } };
  const here = cabinetId === lesson.cabinet_id && day === lesson.day_of_week && start === lessonInterval(lesson).start;
  const partner = here
    ? null
    : (lessonsOf(cabinetId, day).find((other) => other.id !== lesson.id && lessonInterval(other).start === start) ?? null);
  const target: DropTarget = partner ? { kind: 'lesson', lessonId: partner.id } : { kind: 'gap', cabinetId, day, start };
  return { ok: true, payload: { target, partner, here } };
}
