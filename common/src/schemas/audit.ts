import { z } from 'zod';
import type { Role } from '../constants/roles';
import { calendarDate, pageQuery, positiveId } from './primitives';

/*
 * Who changed what (docs/product/beyond.md §4): every write through the API leaves one record in
 * the same transaction as the change. The database writes them (migration 0016), so no route can
 * forget one.
 */

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'archive',
  'restore',
  'delete',
  'move',
  'swap',
  'ban',
  'roles',
  'mark',
  'cancel',
  'import',
  'close',
  'reopen',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Создание',
  update: 'Изменение',
  archive: 'В архив',
  restore: 'Из архива',
  delete: 'Удаление',
  move: 'Перенос',
  swap: 'Обмен местами',
  ban: 'Блокировка',
  roles: 'Роли',
  mark: 'Отметка посещаемости',
  cancel: 'Отмена занятия',
  import: 'Импорт',
  close: 'Закрытие месяца',
  reopen: 'Открытие месяца',
};

/** What a record is about: the entity names of the API's writes. */
export const AUDIT_ENTITIES = [
  'user',
  'achievement',
  'difficulty',
  'lesson',
  'attendance',
  'class',
  'filial',
  'cabinet',
  'service',
  'groupType',
  'subject',
  'compensation',
  'complaint',
  'lateness',
  'dayOff',
  'feedback',
  'payment',
  'salaryRate',
  'salaryMonth',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  user: 'Пользователь',
  achievement: 'Достижение',
  difficulty: 'Трудность',
  lesson: 'Занятие',
  attendance: 'Посещаемость',
  class: 'Класс',
  filial: 'Филиал',
  cabinet: 'Кабинет',
  service: 'Услуга',
  groupType: 'Тип группы',
  subject: 'Дисциплина',
  compensation: 'Компенсация',
  complaint: 'Жалоба',
  lateness: 'Опоздание',
  dayOff: 'Выходной день',
  feedback: 'Отзыв',
  payment: 'Оплата',
  salaryRate: 'Ставка',
  salaryMonth: 'Месяц зарплаты',
};

export const AUDIT_MESSAGES = {
  entityUnknown: `entity: одно из ${AUDIT_ENTITIES.join(', ')}`,
  actionUnknown: `action: одно из ${AUDIT_ACTIONS.join(', ')}`,
  fromRequired: 'from: укажите дату в формате YYYY-MM-DD',
  toRequired: 'to: укажите дату в формате YYYY-MM-DD',
  rangeOrder: 'Начало периода позже его конца',
} as const;

// ——— what the API answers ———

/** Who made the change, as they were then; null for the portal itself (a start-up task). */
export interface AuditActor {
  id: number;
  fullName: string;
  role: Role;
}

/** One change: only the fields that changed, each as [before, after] (null where there was none). */
export interface AuditRecord {
  id: number;
  /** ISO 8601 timestamp. */
  at: string;
  actor: AuditActor | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: number;
  changes: Record<string, [unknown, unknown]>;
}

/** GET /audit: newest first. */
export interface AuditPage {
  items: AuditRecord[];
  total: number;
}

// ——— what the API accepts ———

const blankIsNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const auditFilters = z.object({
  entity: blankIsNone(z.enum(AUDIT_ENTITIES, { error: AUDIT_MESSAGES.entityUnknown })),
  entityId: blankIsNone(positiveId),
  actorId: blankIsNone(positiveId),
  action: blankIsNone(z.enum(AUDIT_ACTIONS, { error: AUDIT_MESSAGES.actionUnknown })),
  /** The centre's dates, both included. */
  from: blankIsNone(calendarDate(AUDIT_MESSAGES.fromRequired)),
  to: blankIsNone(calendarDate(AUDIT_MESSAGES.toRequired)),
});

const ordered = <T extends { from?: unknown; to?: unknown }>(value: T, ctx: z.RefinementCtx) => {
  if (typeof value.from === 'string' && typeof value.to === 'string' && value.from > value.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: AUDIT_MESSAGES.rangeOrder });
  }
};

/** GET /audit/export.xlsx. */
export const auditExportQuery = auditFilters.superRefine(ordered);
export const AUDIT_PAGE_MAX = 500;

/** GET /audit: 50 records a page unless asked. */
export const auditQuery = auditFilters
  .extend({
    page: pageQuery.shape.page,
    limit: z.coerce
      .number({ error: 'limit должен быть числом' })
      .int({ error: 'limit должен быть целым числом' })
      .min(1, { error: `limit: от 1 до ${AUDIT_PAGE_MAX}` })
      .max(AUDIT_PAGE_MAX, { error: `limit: от 1 до ${AUDIT_PAGE_MAX}` })
      .default(50),
  })
  .superRefine(ordered);

export type AuditFilters = z.output<typeof auditExportQuery>;
export type AuditQuery = z.output<typeof auditQuery>;
