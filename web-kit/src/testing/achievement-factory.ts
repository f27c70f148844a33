import type { Achievement } from '@diary/common';

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
    createdAt: '2025-03-14T10:00:00.000Z',
    discipline: 'Физика',
    disciplineFormatted: 'Физика (Учителева А.)',
    summaryPoints: '7 / 10',
    ...overrides,
  };
}
