import { CLASH_MESSAGES, TIMETABLE_MESSAGES, initials, type CheckConflictsAnswer, type PersonName } from '@diary/common';

/** POST /schedule/check-conflicts as the lesson forms send it (checkConflictsSchema): the lesson's place, time and people. */
export interface ClashCheckRequest {
  cabinet_id: number | null;
  day_of_week: number;
  /** 'HH:MM'. */
  time_start: string;
  duration_minutes: number;
  /** The edited lesson: it does not clash with itself. */
  exclude_schedule_id: number | null;
  teacher_id: number | null;
  student_ids: number[];
}

/** Who the form knows by name: the class's teachers and the students it offers. */
export interface KnownPeople {
  teachers: readonly (PersonName & { id: number })[];
  students: readonly (PersonName & { id: number })[];
}

/**
 * The warning of a lesson form before it saves: the server's words for each clash, the names from
 * what the form already knows ('Преподаватель Иванов И. И. в это время ведёт другое занятие',
 * 'Ученик Петров П. в это время на другом занятии'); the cabinet's 'Конфликт времени с
 * существующими занятиями' once. Each text once.
 */
export function clashTexts(answer: Pick<CheckConflictsAnswer, 'conflicts' | 'clashes'> | null, people: KnownPeople): string[] {
  if (!answer) return [];
  const texts = new Set<string>();
  if (answer.conflicts.length > 0) texts.add(TIMETABLE_MESSAGES.timeConflict);
  for (const clash of answer.clashes) {
    if (clash.kind === 'cabinet' || clash.personId == null) {
      texts.add(TIMETABLE_MESSAGES.timeConflict);
      continue;
    }
    const known = clash.kind === 'teacher' ? people.teachers : people.students;
    const person = known.find((p) => p.id === clash.personId);
    texts.add(CLASH_MESSAGES[clash.kind](person ? initials(person) : `№ ${clash.personId}`));
  }
  return [...texts];
}
