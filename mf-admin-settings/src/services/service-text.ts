import { formatDate, type Service } from '@diary/common';

export const NO_GROUP_TYPE_TEXT = 'Не указан';

export function groupTypeName(service: Pick<Service, 'groupType'>): string {
  return service.groupType?.name ?? NO_GROUP_TYPE_TEXT;
}

/** docs/product/screens.md "Services screen" export, in this order. */
export const SERVICE_EXPORT_HEADERS = ['Название', 'Тип группы', 'Длительность (мин)', 'Стоимость', 'Дата создания', 'Статус'] as const;

export const SERVICES_EXPORT_FILE = 'Услуги';

type ServiceExportRow = Record<(typeof SERVICE_EXPORT_HEADERS)[number], string | number>;

/** Minutes and roubles stay numbers, so that the sheet can sum them. */
export function serviceExportRows(services: readonly Service[]): ServiceExportRow[] {
  return services.map((service) => ({
    Название: service.name,
    'Тип группы': groupTypeName(service),
    'Длительность (мин)': service.duration_minutes,
    Стоимость: Number(service.price),
    'Дата создания': formatDate(service.createdAt),
    Статус: service.isArchived ? 'Архивирован' : 'Активен',
  }));
}
