import type { Cabinet, ClassItem, DayOff, Filial, FilialInfo, Lesson, Occurrence } from '@diary/common';

export { failing, makeHttp, makeNotifier, makeViewer, makeWeek, no, settle, yes, type Route } from '@diary/web-kit/testing';

let nextId = 700;

export function makeFilial(overrides: Partial<Filial> = {}): Filial {
  const id = overrides.id ?? nextId++;
  const info: FilialInfo = {
    id: nextId++,
    filial_id: id,
    city: 'Москва',
    street: 'ул. Ленина, 1',
    time_start: '09:00',
    time_end: '18:00',
    work_schedule: 'пн-пт 9:00-18:00',
    createdAt: '2024-09-01T10:00:00.000Z',
  };
  return {
    id,
    name: 'Центральный',
    isArchived: false,
    active: true,
    createdAt: '2024-09-01T10:00:00.000Z',
    info,
    filialInfo: info,
    ...overrides,
  };
}

export function makeCabinet(overrides: Partial<Cabinet> = {}): Cabinet {
  return {
    id: nextId++,
    name: 'Кабинет 1',
    filial_id: 1,
    quantity: 10,
    color: '#007bff',
    isArchived: false,
    createdAt: '2024-09-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeClass(overrides: Partial<ClassItem> = {}): ClassItem {
  return {
    id: nextId++,
    name: 'Иванов | Физика | 2024-2025',
    academic_year: '2024-2025',
    teachers: [{ id: 10, first_name: 'Иван', second_name: 'Иванов', last_name: 'Иванович' }],
    subjects: [{ id: 20, name: 'Физика' }],
    schedules: [],
    createdAt: '2024-09-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeLesson(overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: nextId++,
    name: 'Пн 16:00-17:30 гр. Иванов И. И. Физика',
    short_title: null,
    subject: 'Физика',
    status: 'not confirmed',
    total_places: 10,
    free_places: 9,
    class_id: 1,
    class: {
      id: 1,
      name: 'Иванов | Физика',
      teachers: [{ id: 10, first_name: 'Иван', second_name: 'Иванов', last_name: 'Иванович' }],
      subjects: [{ id: 20, name: 'Физика' }],
    },
    group_type_id: 1,
    group_type: { id: 1, name: 'Групповое', total_places: 10 },
    cabinet_id: 5,
    cabinet: { id: 5, name: '101', filial_id: 1, quantity: 10, color: '#007bff', isArchived: false },
    day_of_week: 1,
    time_start: '16:00',
    time_end: '17:30',
    duration_minutes: 90,
    service_id: null,
    comment: null,
    students: [{ id: 30, first_name: 'Пётр', second_name: 'Сидоров', last_name: null }],
    teacher_id: 10,
    teacher: { id: 10, first_name: 'Иван', second_name: 'Иванов', last_name: 'Иванович' },
    isArchived: false,
    createdAt: '2024-09-01T10:00:00.000Z',
    ...overrides,
  };
}

/** An occurrence of the journal: Физика on 2026-11-16 10:00–11:30, Центральный, Кабинет 1, Учителева Анна, two students not marked. */
export function makeOccurrence(overrides: Partial<Occurrence> = {}): Occurrence {
  return {
    lessonId: nextId++,
    date: '2026-11-16',
    name: 'Пн 10:00-11:30 гр. Учителева А. Физика',
    subject: 'Физика',
    time_start: '10:00',
    time_end: '11:30',
    cabinet: { id: 5, name: 'Кабинет 1' },
    filial: { id: 1, name: 'Центральный' },
    teacher: { id: 7, fullName: 'Учителева Анна' },
    status: 'planned',
    cancelReason: null,
    marked: false,
    students: [
      { id: 21, fullName: 'Ученов Пётр Петрович', mark: null, minutesLate: null },
      { id: 22, fullName: 'Смирнова Анна Игоревна', mark: null, minutesLate: null },
    ],
    ...overrides,
  };
}

export function makeDayOff(overrides: Partial<DayOff> = {}): DayOff {
  return { id: nextId++, date: '2026-12-31', filial_id: 1, filial: { id: 1, name: 'Центральный' }, reason: 'Новый год', ...overrides };
}
