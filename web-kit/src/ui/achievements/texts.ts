import { ACHIEVEMENT_MESSAGES } from '@diary/common/schemas/achievement-rules';

/**
 * Achievement texts of docs/product/screens.md and docs/product/messages.md, exactly as the client wrote them (spelling included).
 * Validation messages come from the shared schema (ACHIEVEMENT_MESSAGES).
 */
export const ACHIEVEMENT_TEXTS = {
  formTitle: 'Дневник достижений',
  studentLabel: 'Выберите ученика из списка',
  ungraded: 'Не оценивать ученика',
  create: 'Создать',
  save: 'Сохранить',
  pointsOverMax: ACHIEVEMENT_MESSAGES.pointsAboveMax,
  studentNotFound: ACHIEVEMENT_MESSAGES.studentNotFound,
  created: 'Отчет успешно отправлен',
  createFailedPrefix: 'Произошла ошибка: ',
  updated: 'Запись обновлена',
  updateFailed: 'Не удалось обновить запись',
  archived: 'Отчет успешно перемещен в архив',
  archiveFailed: 'Не удалось переместить отчет в архив',
  noAchievement: 'Произошла ошибка при загрузке данных',
  archiveQuestion: 'Переместить отчет в архив?',
  loadFailed: 'Не удалось загрузить отчеты',
  addLink: 'Добавить отчет',
} as const;

/** The default subject when the teacher's profile has none (docs/product/rules.md). */
export const FALLBACK_SUBJECT = 'Физика';
