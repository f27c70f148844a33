import { CLASH_MESSAGES, initials, type BusySlot, type Lesson, type PersonClash, type PersonRef } from '@diary/common';

/*
 * Clashes already in the timetable (GET /schedule/clashes: written before the rule, or by hand):
 * the board marks each lesson in one until an administrator resolves it.
 */

/** The ids of the lessons in a clash. */
export function clashingLessonIds(clashes: readonly PersonClash[]): Set<number> {
  const ids = new Set<number>();
  for (const clash of clashes) for (const id of clash.lessonIds) ids.add(id);
  return ids;
}

const personIn = (lesson: Lesson | undefined, clash: PersonClash): PersonRef | null => {
  if (!lesson) return null;
  if (clash.kind === 'teacher') return lesson.teacher_id === clash.personId ? lesson.teacher : null;
  return lesson.students.find((s) => s.id === clash.personId) ?? null;
};

/** Where the other lesson is: its time and cabinet on the board, its time in another branch. */
function otherPlace(other: Lesson | undefined, slot: BusySlot | undefined): string | null {
  if (other) return `${other.time_start}–${other.time_end}${other.cabinet ? `, ${other.cabinet.name}` : ''}`;
  if (slot) return `${slot.time_start}–${slot.time_end}, другой филиал`;
  return null;
}

/**
 * A marked card's texts: per clash of the lesson, the server's words with the person's name and the
 * other lesson's time ('Ученик Петров П. П. в это время на другом занятии (10:30–11:30, Зал)').
 * `lessons` finds a lesson of the branch's week; `busy` (the lesson's GET /schedule/:id/busy, when
 * loaded) tells the time of one in another branch.
 */
export function clashMarks(
  lesson: Lesson,
  clashes: readonly PersonClash[],
  lessons: (id: number) => Lesson | undefined,
  busy: readonly BusySlot[] | null,
): string[] {
  const texts: string[] = [];
  for (const clash of clashes) {
    const [a, b] = clash.lessonIds;
    if (a !== lesson.id && b !== lesson.id) continue;
    const otherId = a === lesson.id ? b : a;
    const other = lessons(otherId);
    const slot = busy?.find((s) => s.lessonId === otherId && s.personId === clash.personId && s.kind === clash.kind);
    const person = personIn(lesson, clash) ?? personIn(other, clash);
    const text = person
      ? CLASH_MESSAGES[clash.kind](initials(person))
      : (slot?.message ?? CLASH_MESSAGES[clash.kind](`№ ${clash.personId}`));
    const place = otherPlace(other, slot);
    texts.push(place ? `${text} (${place})` : text);
  }
  return [...new Set(texts)];
}
