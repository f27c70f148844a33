import { LESSON_STATUS_LABELS, WEEKDAYS, type Lesson, type LessonStatus } from '@diary/common';

/** docs/product/messages.md "schedule" store messages. */
export const LESSON_TEXTS = {
  loadFailed: 'Ошибка загрузки расписания',
  loadOneFailed: 'Ошибка загрузки занятия',
  createFailed: 'Ошибка создания занятия',
  updateFailed: 'Ошибка обновления занятия',
  archiveFailed: 'Ошибка архивирования занятия',
  addStudentFailed: 'Ошибка добавления студента',
  removeStudentFailed: 'Ошибка удаления студента',
  addStudentsFailed: 'Ошибка добавления студентов',
  removeStudentsFailed: 'Ошибка удаления студентов',
  cabinetsLoadFailed: 'Ошибка загрузки кабинетов',
  groupTypesLoadFailed: 'Ошибка загрузки типов занятий',
  saved: 'Успешно!',
  deleteQuestion: (name: string) => `Вы действительно хотите удалить занятие "${name}"?`,
} as const;

export const weekdayName = (day: number) => WEEKDAYS.find((d) => d.value === day)?.name ?? '';

export const statusLabel = (status: LessonStatus | null | undefined) => (status ? LESSON_STATUS_LABELS[status] : 'Не указан');

/** 'Неограниченно' for an unlimited lesson (0 places). */
export const placesText = (lesson: Pick<Lesson, 'total_places'>) =>
  lesson.total_places === 0 ? 'Неограниченно' : String(lesson.total_places);

export const freePlacesText = (lesson: Pick<Lesson, 'free_places'>) =>
  lesson.free_places == null ? 'Неограниченно' : String(lesson.free_places);
