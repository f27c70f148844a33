import { TEACHER_NOT_ASSIGNED, type Occurrence } from '@diary/common';

/** Where an occurrence stands, as the day's 'Статус' says it. */
export type OccurrenceState = 'cancelled' | 'marked' | 'unmarked' | 'upcoming' | 'noStudents';

export const OCCURRENCE_STATE_LABELS: Record<OccurrenceState, string> = {
  cancelled: 'Отменено',
  marked: 'Отмечено',
  unmarked: 'Не отмечено',
  upcoming: 'Запланировано',
  noStudents: 'Нет учеников',
};

/** The centre's date and time now: 'YYYY-MM-DD' and 'HH:MM'. */
export interface Moment {
  date: string;
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function momentOf(now: Date): Moment {
  return {
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
  };
}

/** An occurrence is one lesson on one date: the pair is its key. */
export const occurrenceKey = (occurrence: Pick<Occurrence, 'lessonId' | 'date'>) => `${occurrence.lessonId}:${occurrence.date}`;

/** The path of an occurrence's writes: `journal/:lessonId/:date`. */
export const occurrencePath = (occurrence: Pick<Occurrence, 'lessonId' | 'date'>) => `journal/${occurrence.lessonId}/${occurrence.date}`;

export const hasEnded = (occurrence: Pick<Occurrence, 'date' | 'time_end'>, now: Moment) =>
  occurrence.date < now.date || (occurrence.date === now.date && occurrence.time_end <= now.time);

/**
 * Cancelled, or else whether its register is taken: marked once any student is; not marked
 * once it has ended with students on it; planned before that.
 */
export function occurrenceState(occurrence: Occurrence, now: Moment): OccurrenceState {
  if (occurrence.status === 'cancelled') return 'cancelled';
  if (occurrence.marked) return 'marked';
  if (occurrence.students.length === 0) return 'noStudents';
  return hasEnded(occurrence, now) ? 'unmarked' : 'upcoming';
}

export const markedCount = (occurrence: Occurrence) => occurrence.students.filter((student) => student.mark != null).length;

/** '3 из 5': the students marked of those on the lesson. */
export const markedText = (occurrence: Occurrence) => `${markedCount(occurrence)} из ${occurrence.students.length}`;

export const timeText = (occurrence: Pick<Occurrence, 'time_start' | 'time_end'>) => `${occurrence.time_start}–${occurrence.time_end}`;

export const teacherText = (occurrence: Pick<Occurrence, 'teacher'>) => occurrence.teacher?.fullName ?? TEACHER_NOT_ASSIGNED;

/** Newest first: the latest date, and within a date the latest start (the API answers oldest first). */
export function newestFirst(occurrences: readonly Occurrence[]): Occurrence[] {
  return [...occurrences].sort(
    (a, b) => b.date.localeCompare(a.date) || b.time_start.localeCompare(a.time_start) || b.lessonId - a.lessonId,
  );
}
