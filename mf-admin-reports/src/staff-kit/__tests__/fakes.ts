import type { Compensation, Complaint, Feedback, TeacherLateness } from '@diary/common';
import type { Call, Route } from '../../shared/__tests__/fakes';
import type { StaffHttp } from '../kit';

export { failing, makeNotifier, makeViewer, no, settle, yes } from '../../shared/__tests__/fakes';

/** An API double with PATCH: answers from `routes` by "METHOD path", records every call. */
export function makeStaffHttp(routes: Record<string, Route> = {}) {
  const calls: Call[] = [];
  const respond = (method: string) =>
    jest.fn(async (path: string, arg?: unknown) => {
      calls.push({ method, path, arg });
      const handler = routes[`${method} ${path}`];
      if (!handler) throw new Error(`no fake for ${method} ${path}`);
      return handler(arg);
    });
  const http = {
    get: respond('GET'),
    post: respond('POST'),
    put: respond('PUT'),
    patch: respond('PATCH'),
    delete: respond('DELETE'),
    download: respond('DOWNLOAD'),
  } as unknown as StaffHttp;
  return { http, calls, routes };
}

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

export const TEACHERS = [
  { id: 7, fullName: 'Учителева Анна', first_name: 'Анна', second_name: 'Учителева', last_name: null },
  { id: 8, fullName: 'Преподов Олег', first_name: 'Олег', second_name: 'Преподов', last_name: null },
];

export const STUDENTS = [
  { id: 21, fullName: 'Ученов Пётр Петрович', first_name: 'Пётр', second_name: 'Ученов', last_name: 'Петрович' },
  { id: 22, fullName: 'Смирнова Анна Игоревна', first_name: 'Анна', second_name: 'Смирнова', last_name: 'Игоревна' },
];

export const SUBJECTS = [
  { id: 1, name: 'Физика', createdAt: '' },
  { id: 2, name: 'Химия', createdAt: '' },
];
