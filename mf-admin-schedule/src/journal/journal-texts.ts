import { JOURNAL_MESSAGES } from '@diary/common';

/** The texts of 'Журнал посещаемости' (docs/product/beyond.md §3). */
export const JOURNAL_TEXTS = {
  title: 'Журнал посещаемости',
  tabs: 'Разделы журнала',
  allFilials: 'Все филиалы',
  allTeachers: 'Все преподаватели',
  filial: 'Филиал',
  teacher: 'Преподаватель',
  from: 'Дата начала',
  to: 'Дата окончания',
  rangeRequired: 'Укажите начало и конец периода',
  filialsFailed: 'Ошибка загрузки филиалов',
  teachersFailed: 'Ошибка загрузки преподавателей',
  exportFile: 'Журнал посещаемости',
} as const;

export const DAY_TEXTS = {
  tab: 'День',
  date: 'Дата',
  table: 'Занятия дня',
  empty: 'В этот день занятий нет',
  loadFailed: 'Ошибка загрузки занятий дня',
  cancel: 'Отменить занятие',
  restore: 'Вернуть занятие',
  reason: 'Причина отмены',
  cancelled: 'Занятие отменено',
  restored: 'Занятие возвращено',
  cancelFailed: 'Не удалось отменить занятие',
  restoreFailed: 'Не удалось вернуть занятие',
} as const;

export const UNMARKED_TEXTS = {
  tab: 'Не отмечено',
  table: 'Занятия без отметок',
  empty: 'Все занятия периода отмечены',
  loadFailed: 'Ошибка загрузки неотмеченных занятий',
  /** More registers than one answer holds (ALL_ROWS_MAX). */
  truncated: (shown: number, total: number) => `Показаны ${shown} из ${total}: выберите период короче`,
} as const;

export const DAYS_OFF_TEXTS = {
  tab: 'Выходные',
  table: 'Выходные дни',
  empty: 'В этом периоде нет выходных',
  loadFailed: 'Ошибка загрузки выходных',
  add: 'Добавить выходной',
  reason: 'Причина',
  added: 'Выходной добавлен',
  addFailed: 'Не удалось добавить выходной',
  exists: JOURNAL_MESSAGES.dayOffExists,
  remove: 'Удалить выходной',
  removed: 'Выходной удален',
  removeFailed: 'Не удалось удалить выходной',
  removeQuestion: (date: string, filial: string) => `Удалить выходной ${date} (${filial})?`,
} as const;
