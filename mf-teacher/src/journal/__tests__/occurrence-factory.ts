import type { AttendanceMark, Occurrence, OccurrenceStudent } from '@diary/common';

export const PETROV = { id: 21, fullName: 'Петров Пётр Петрович' };
export const SIDOROVA = { id: 22, fullName: 'Сидорова Анна Ивановна' };

export function makeStudent(
  student: { id: number; fullName: string },
  mark: AttendanceMark | null = null,
  minutesLate: number | null = null,
): OccurrenceStudent {
  return { ...student, mark, minutesLate };
}

/** A planned occurrence of lesson 5 on 10.11.2026 with two unmarked students. */
export function makeOccurrence(overrides: Partial<Occurrence> = {}): Occurrence {
  return {
    lessonId: 5,
    date: '2026-11-10',
    name: 'Группа А',
    subject: 'Физика',
    time_start: '10:00',
    time_end: '11:30',
    cabinet: { id: 3, name: 'Кабинет 1' },
    filial: { id: 1, name: 'Центральный' },
    teacher: { id: 7, fullName: 'Учителева Анна Сергеевна' },
    status: 'planned',
    cancelReason: null,
    marked: false,
    students: [makeStudent(PETROV), makeStudent(SIDOROVA)],
    ...overrides,
  };
}

/**
 * A fake PUT journal/:lessonId/:date that answers like the API: the occurrence with the marks sent
 * applied. `hold` makes each call wait until released, to see the screen while it is on its way.
 */
export function markingServer(start: Occurrence) {
  let current = start;
  const pending: (() => void)[] = [];
  let hold = false;
  const put = jest.fn(async (_path: string, body: unknown) => {
    if (hold) await new Promise<void>((resolve) => pending.push(resolve));
    const { marks } = body as { marks: { studentId: number; mark: AttendanceMark; minutesLate?: number }[] };
    current = {
      ...current,
      marked: true,
      students: current.students.map((s) => {
        const sent = marks.find((m) => m.studentId === s.id);
        return sent ? { ...s, mark: sent.mark, minutesLate: sent.minutesLate ?? null } : s;
      }),
    };
    return current;
  });
  return {
    put,
    bodies: () => put.mock.calls.map(([, body]) => body),
    hold: () => (hold = true),
    /** Lets the oldest call waiting go on. */
    releaseOne: () => pending.shift()?.(),
    get waiting() {
      return pending.length;
    },
  };
}
