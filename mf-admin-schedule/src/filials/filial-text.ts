import { formatDate, type Filial } from '@diary/common';
import { infoOf } from './filial-form-model';

export const FILIAL_TEXTS = {
  loadFailed: 'Ошибка загрузки филиалов',
  loadOneFailed: 'Ошибка загрузки филиала',
  createFailed: 'Ошибка создания филиала',
  updateFailed: 'Ошибка обновления филиала',
  archiveFailed: 'Ошибка архивирования филиала',
  restoreFailed: 'Ошибка восстановления филиала',
  deleteFailed: 'Ошибка удаления филиала',
  saved: 'Успешно!',
  archiveQuestion: (name: string) => `Вы действительно хотите архивировать филиал "${name}"?`,
  deleteQuestion: (name: string) => `Вы действительно хотите удалить филиал "${name}"? Это действие нельзя отменить.`,
  cabinetsLoadFailed: 'Ошибка загрузки кабинетов',
  cabinetCreateFailed: 'Ошибка создания кабинета',
  cabinetArchiveFailed: 'Ошибка архивирования кабинета',
  cabinetRestoreFailed: 'Ошибка восстановления кабинета',
  cabinetDeleteFailed: 'Ошибка удаления кабинета',
  cabinetArchiveQuestion: (name: string) => `Вы действительно хотите архивировать кабинет "${name}"?`,
  cabinetDeleteQuestion: (name: string) => `Вы действительно хотите удалить кабинет "${name}"? Это действие нельзя отменить.`,
} as const;

export type { ArchiveView } from '@diary/web-kit';
export const ARCHIVED_STATUS = 'Архивирован';
export const ACTIVE_STATUS = 'Активен';

/** The row and card actions, as the settings screens name them. */
export const ACTION_LABELS = {
  view: 'Просмотр',
  edit: 'Изменить',
  archive: 'Архивировать',
  restore: 'Восстановить',
  delete: 'Удалить',
  forceDelete: 'Удалить навсегда',
} as const;

/** 'Время работы': '09:00 – 18:00', or one end, or ''. */
export function workingHoursText(filial: Filial): string {
  const info = infoOf(filial);
  if (!info?.time_start && !info?.time_end) return '';
  return `${info.time_start ?? '…'} – ${info.time_end ?? '…'}`;
}

export const FILIALS_EXPORT_FILE = 'Филиалы';
export const FILIAL_EXPORT_HEADERS = ['Название', 'Город', 'Адрес', 'Время работы', 'График работы', 'Дата создания', 'Статус'] as const;

export function filialExportRows(filials: readonly Filial[]) {
  return filials.map((filial) => {
    const info = infoOf(filial);
    return {
      Название: filial.name,
      Город: info?.city ?? '',
      Адрес: info?.street ?? '',
      'Время работы': workingHoursText(filial),
      'График работы': info?.work_schedule ?? '',
      'Дата создания': formatDate(filial.createdAt),
      Статус: filial.isArchived ? ARCHIVED_STATUS : ACTIVE_STATUS,
    };
  });
}
