import type { Achievement } from '@diary/common';
import type { AchievementsHttp } from '@diary/common/ui';

let nextId = 900;

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
    notes: null,
    points: 7,
    maxPoints: 10,
    checkType: 'Контрольная',
    subject: 'Физика',
    isArchived: false,
    createdAt: '2025-03-14T10:00:00.000Z',
    discipline: 'Физика',
    disciplineFormatted: 'Физика (Учителева А.)',
    summaryPoints: '7 / 10',
    ...overrides,
  };
}

export const STUDENTS = [
  { id: 21, fullName: 'Ученов Пётр Петрович', first_name: 'Пётр', second_name: 'Ученов', last_name: 'Петрович' },
  { id: 22, fullName: 'Смирнова Анна Игоревна', first_name: 'Анна', second_name: 'Смирнова', last_name: 'Игоревна' },
];

/** An API double: answers from `routes` by "METHOD path", records every call. */
export function makeHttp(routes: Record<string, (arg?: unknown) => unknown> = {}) {
  const calls: { method: string; path: string; arg?: unknown }[] = [];
  const respond = (method: string) =>
    jest.fn(async (path: string, arg?: unknown) => {
      calls.push({ method, path, arg });
      const handler = routes[`${method} ${path}`];
      if (!handler) throw new Error(`no fake for ${method} ${path}`);
      return handler(arg);
    });
  return {
    http: { get: respond('GET'), post: respond('POST'), put: respond('PUT'), delete: respond('DELETE') } as unknown as AchievementsHttp,
    calls,
  };
}
