import { JOURNAL_MESSAGES } from '@diary/common';

/* The texts of the teacher's 'Журнал' (docs/product/beyond.md §3). */
export const JOURNAL_TEXTS = {
  title: 'Журнал',
  date: 'Дата',
  previousDay: 'Предыдущий день',
  nextDay: 'Следующий день',
  today: 'Сегодня',
  futureDate: JOURNAL_MESSAGES.futureDate,
  noLessons: 'Занятий нет',
  loadFailed: 'Не удалось загрузить журнал',
  cancelled: 'Отменено',
  reason: 'Причина',
  marked: 'Отмечено',
  notMarked: 'Не отмечено',
  planned: 'Запланировано',
  noStudents: 'На занятие никто не записан',
  allPresent: 'Все присутствуют',
  minutesLate: 'Опоздание, мин',
  saving: 'Сохраняется…',
  saveFailed: 'Не удалось сохранить отметку',
} as const;

/** '10:00–11:30'. */
export const occurrenceTime = (occurrence: { time_start: string; time_end: string }) => `${occurrence.time_start}–${occurrence.time_end}`;
