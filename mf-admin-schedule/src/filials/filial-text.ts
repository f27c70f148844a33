import { formatDate, type Filial } from '@diary/common';
import { infoOf } from './filial-form-model';

export const FILIAL_TEXTS = {
  loadFailed: 'Ошибка загрузки филиалов',
  loadOneFailed: 'Ошибка загрузки филиала',
  createFailed: 'Ошибка создания филиала',
  updateFailed: 'Ошибка обновления филиала',
  archiveFailed: 'Ошибка архивирования филиала',
  saved: 'Успешно!',
  archiveQuestion: (name: string) => `Вы действительно хотите архивировать филиал "${name}"?`,
  cabinetsLoadFailed: 'Ошибка загрузки кабинетов',
  cabinetCreateFailed: 'Ошибка создания кабинета',
  cabinetDeleteQuestion: (name: string) => `Вы действительно хотите удалить кабинет "${name}"? Это действие нельзя отменить.`,
} as const;

/** 'Время работы': '09:00 – 18:00', or one end, or ''. */
export function workingHoursText(filial: Filial): string {
  const info = infoOf(filial);
  if (!info?.time_start && !info?.time_end) return '';
  return `${info.time_start ?? '…'} – ${info.time_end ?? '…'}`;
}

export const FILIALS_EXPORT_FILE = 'Филиалы';
export const FILIAL_EXPORT_HEADERS = [
  'Название',
  'Город',
  'Адрес',
  'Время работы',
  'График работы',
  'Дата создания',
  'Статус',
] as const;

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
      Статус: filial.isArchived ? 'Архивирован' : 'Активен',
    };
  });
}
