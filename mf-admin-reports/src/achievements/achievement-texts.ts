import { ACHIEVEMENT_TEXTS } from '@diary/web-kit';
import { RECORD_TEXTS } from '../shared';

/** The admin achievement screens' texts (docs/product/screens.md and docs/product/messages.md), exactly. */
export const ADMIN_ACHIEVEMENT_TEXTS = {
  title: 'Достижения',
  archiveTitle: 'Архив достижений',
  updated: ACHIEVEMENT_TEXTS.updated,
  updateFailed: ACHIEVEMENT_TEXTS.updateFailed,
  archived: RECORD_TEXTS.archived,
  archiveFailed: RECORD_TEXTS.archiveFailed,
  archiveQuestion: 'Переместить отчет в архив?',
  deleted: 'Отчет успешно удален',
  deleteFailed: 'Не удалось удалить отчет',
  deleteQuestion: 'Удалить отчет навсегда? Это действие нельзя отменить.',
  copied: 'Комментарий успешно скопирован',
  loadFailed: ACHIEVEMENT_TEXTS.loadFailed,
  exportFailed: 'Не удалось скачать файл',
  empty: 'Отчетов не найдено',
  archiveEmpty: 'В архиве нет отчетов',
  exportFile: 'Достижения',
  archiveExportFile: 'Архив достижений',
  detailsTitle: 'Отчет',
} as const;
