import type { Difficulty } from '@diary/common';
import { makeAchievement as makeCommonAchievement } from '@diary/web-kit/testing';

export {
  failing,
  makeHttp,
  makeNotifier,
  makeViewer,
  no,
  settle,
  STUDENTS,
  TEACHERS,
  yes,
  type Call,
  type Route,
} from '@diary/web-kit/testing';

let nextId = 500;

/** The reports record their achievements a day after the lesson. */
export const makeAchievement: typeof makeCommonAchievement = (overrides = {}) =>
  makeCommonAchievement({ createdAt: '2025-03-15T10:00:00.000Z', ...overrides });

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
