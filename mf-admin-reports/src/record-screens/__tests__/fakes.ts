import type { Compensation, Complaint, Feedback, TeacherLateness } from '@diary/common';

export { failing, makeHttp as makeStaffHttp, makeNotifier, makeViewer, no, settle, STUDENTS, TEACHERS, yes } from '@diary/web-kit/testing';

const teacher = { id: 7, first_name: 'Анна', second_name: 'Учителева', last_name: null };
const student = { id: 21, first_name: 'Пётр', second_name: 'Ученов', last_name: 'Петрович' };
let nextId = 900;

export function makeCompensation(overrides: Partial<Compensation> = {}): Compensation {
  return {
    id: nextId++,
    teacherId: 7,
    studentId: 21,
    subjectId: 1,
    eventDate: '2025-03-14',
    comment: 'Перенос урока',
    isArchived: false,
    createdAt: '2025-03-15T10:00:00.000Z',
    teacher,
    student,
    subject: { id: 1, name: 'Физика' },
    ...overrides,
  };
}

export function makeComplaint(overrides: Partial<Complaint> = {}): Complaint {
  return {
    id: nextId++,
    teacherId: 7,
    studentId: 21,
    authorId: 1,
    incidentDate: '2025-03-14',
    comment: 'Опоздал на урок',
    isArchived: false,
    createdAt: '2025-03-15T10:00:00.000Z',
    teacher,
    student,
    author: { id: 1, first_name: 'Админ', second_name: 'Главный', last_name: null },
    ...overrides,
  };
}

export function makeLateness(overrides: Partial<TeacherLateness> = {}): TeacherLateness {
  return {
    id: nextId++,
    userId: 7,
    incidentDate: '2025-03-14',
    plannedTime: '09:00',
    actualTime: '09:15',
    delay: 15,
    isArchived: false,
    createdAt: '2025-03-15T10:00:00.000Z',
    user: teacher,
    ...overrides,
  };
}

export function makeFeedback(overrides: Partial<Feedback> = {}): Feedback {
  return {
    id: nextId++,
    authorId: 21,
    studentId: 21,
    surname: 'Ученов',
    note: 'Хочу больше задач',
    isArchived: false,
    createdAt: '2025-03-15T10:00:00.000Z',
    author: student,
    student,
    attachment: { id: 3, originalName: 'справка.pdf', size: 2048, mimeType: 'application/pdf' },
    ...overrides,
  };
}

export const SUBJECTS = [
  { id: 1, name: 'Физика', createdAt: '' },
  { id: 2, name: 'Химия', createdAt: '' },
];

/**
 * A fake of a record list paged by the API (GET compensation, complaint, feedback with page and limit):
 * the active records, or the archived ones with `archived`, under the filters the screens send, a page of them and the total.
 */
export function pagedRecords<
  T extends { isArchived: boolean; comment?: string | null } & Partial<Record<'teacherId' | 'studentId' | 'subjectId', number | null>>,
>(rows: () => readonly T[]) {
  return (arg?: unknown) => {
    const query = (arg ?? {}) as Record<string, unknown>;
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 100);
    const found = rows().filter(
      (row) =>
        row.isArchived === (query.archived === true) &&
        (['teacherId', 'studentId', 'subjectId'] as const).every((key) => query[key] === undefined || row[key] === query[key]) &&
        (query.q === undefined || (row.comment ?? '').includes(String(query.q))),
    );
    return { items: found.slice((page - 1) * limit, page * limit), total: found.length };
  };
}
