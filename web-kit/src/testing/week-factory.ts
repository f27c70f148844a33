import type { PersonLesson, PersonWeek } from '@diary/common';

let nextId = 700;

/** A lesson of a person's week: Физика on Monday 10:00–11:30 in Центральный, Кабинет 1, taught by Учителева А. С. */
export function makePersonLesson(overrides: Partial<PersonLesson> = {}): PersonLesson {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: 'Пн 10:00-11:30 гр. Учителева А. С. Физика',
    short_title: null,
    subject: 'Физика',
    status: null,
    total_places: 10,
    free_places: 9,
    class_id: 1,
    class: null,
    group_type_id: null,
    group_type: null,
    cabinet_id: 3,
    cabinet: { id: 3, name: 'Кабинет 1', filial_id: 1, quantity: 10, color: '#007bff', isArchived: false },
    day_of_week: 1,
    time_start: '10:00',
    time_end: '11:30',
    duration_minutes: 90,
    service_id: null,
    comment: null,
    students: [],
    teacher_id: 7,
    teacher: { id: 7, first_name: 'Анна', second_name: 'Учителева', last_name: 'Сергеевна' },
    isArchived: false,
    createdAt: '2025-09-01T07:00:00.000Z',
    filial: { id: 1, name: 'Центральный' },
    ...overrides,
  };
}

/** A week ("1" … "7") with these lessons on their days, every other day empty: a branch's or a person's. */
export function makeWeek<L extends { day_of_week: number }>(lessons: readonly L[] = []): Record<1 | 2 | 3 | 4 | 5 | 6 | 7, L[]> {
  const week: Record<1 | 2 | 3 | 4 | 5 | 6 | 7, L[]> = { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] };
  for (const lesson of lessons) week[lesson.day_of_week as 1].push(lesson);
  return week;
}

export const makePersonWeek = (lessons: PersonLesson[] = []): PersonWeek => makeWeek(lessons);
