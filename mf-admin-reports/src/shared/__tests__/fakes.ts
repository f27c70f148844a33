import { can, type Difficulty, type Permission, type Role } from '@diary/common';
import type { Achievement } from '@diary/common/ui';
import { ApiError } from 'mf_auth/session';
import type { Notifier, ReportsHttp, Viewer } from '../store-kit';

export type Route = (arg?: unknown) => unknown;

export interface Call {
  method: string;
  path: string;
  arg?: unknown;
}

/** An API double: answers from `routes` by "METHOD path", records every call. */
export function makeHttp(routes: Record<string, Route> = {}) {
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
    delete: respond('DELETE'),
    download: respond('DOWNLOAD'),
  } as unknown as ReportsHttp;
  return { http, calls, routes };
}

export function makeViewer(role: Role): Viewer {
  return { can: (permission: Permission) => can(role, permission) };
}

export function makeNotifier() {
  return { success: jest.fn(), error: jest.fn() } satisfies Notifier;
}

/** A route that fails like the API does. */
export const failing =
  (status: number, message = '', code = 'ERROR', errors?: { path: string; message: string }[]): Route =>
  () => {
    throw new ApiError(status, { message, code, errors });
  };

export const yes = () => Promise.resolve(true);
export const no = () => Promise.resolve(false);

/** Lets pending promises (and MobX reactions after them) run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let nextId = 500;

export function makeAchievement(overrides: Partial<Achievement> = {}): Achievement {
  const id = overrides.id ?? nextId++;
  return {
    id,
    userId: 7,
    studentId: 21,
    student: { id: 21, first_name: 'Пётр', second_name: 'Ученов', last_name: 'Петрович' },
    author: { id: 7, first_name: 'Анна', second_name: 'Учителева', last_name: null },
    authorInitials: 'Учителева А.',
    studentInitials: 'Ученов П. П.',
    lessonDate: '2025-03-14',
    lessonTheme: `Тема ${id}`,
    notes: 'Молодец',
    points: 7,
    maxPoints: 10,
    checkType: 'Контрольная',
    subject: 'Физика',
    isArchived: false,
    createdAt: '2025-03-15T10:00:00.000Z',
    discipline: 'Физика',
    disciplineFormatted: 'Физика (Учителева А.)',
    summaryPoints: '7 / 10',
    ...overrides,
  };
}

export function makeDifficulty(overrides: Partial<Difficulty> = {}): Difficulty {
  return {
    id: nextId++,
    userId: 7,
    studentId: 21,
    notes: 'Не успевает по физике',
    isArchived: false,
    createdAt: '2025-03-15T10:00:00.000Z',
    student: { id: 21, first_name: 'Пётр', second_name: 'Ученов', last_name: 'Петрович' },
    author: { id: 7, first_name: 'Анна', second_name: 'Учителева', last_name: null },
    studentInitials: 'Ученов П. П.',
    authorInitials: 'Учителева А.',
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
