import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditActor, type AuditRecord } from '@diary/common/schemas/audit';
import { ATTENDANCE_MARK_LABELS, type AttendanceMark } from '@diary/common/schemas/journal';
import { PAY_RATE_KIND_LABELS, PAYMENT_METHOD_LABELS } from '@diary/common/schemas/money';
import { WEEKDAYS } from '@diary/common/schemas/timetable-time';
import { ROLE_DESCRIPTIONS, isRole } from '@diary/common/constants/roles';
import { formatDate } from '@diary/common/format';
import { formatPrice } from '@diary/common/format/money';
import { formatMonth } from '@diary/common/format/month';

/** The audit's texts (docs/product/screens.md "Журнал изменений", "История изменений"). */
export const AUDIT_TEXTS = {
  title: 'Журнал изменений',
  historyButton: 'История изменений',
  historyTitle: 'История изменений',
  empty: 'Изменений нет',
  loadFailed: 'Не удалось загрузить журнал изменений',
  system: 'Система',
  noChanges: 'Без изменений полей',
  more: 'Показать ещё',
  close: 'Закрыть',
  exportFile: 'Журнал изменений',
  expand: 'Показать полностью',
  collapse: 'Свернуть',
} as const;

/**
 * The names of the fields of a change, in Russian, as the API names them (the same names as in its
 * answers: snake_case for users, lessons, branches and the timetable's records, camelCase for the
 * reports'); both spellings are looked up in camelCase. A field not listed shows its own name.
 */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  // users: second_name is the surname, last_name the patronymic
  firstName: 'Имя',
  secondName: 'Фамилия',
  lastName: 'Отчество',
  male: 'Пол',
  banReason: 'Причина блокировки',
  username: 'Логин',
  roles: 'Роли',
  banned: 'Заблокирован',
  password: 'Пароль',
  subject: 'Предмет',
  subjectId: 'Дисциплина',
  isArchived: 'В архиве',
  name: 'Название',
  shortTitle: 'Краткое название',
  notes: 'Описание',
  userId: 'Преподаватель',
  teacherId: 'Преподаватель',
  studentId: 'Ученик',
  authorId: 'Автор',
  students: 'Ученики',
  lessonDate: 'Дата урока',
  lessonTheme: 'Тема урока',
  checkType: 'Вид проверки',
  points: 'Баллы',
  maxPoints: 'Максимум баллов',
  classId: 'Класс',
  cabinetId: 'Кабинет',
  filialId: 'Филиал',
  serviceId: 'Услуга',
  groupTypeId: 'Тип группы',
  dayOfWeek: 'День недели',
  timeStart: 'Начало',
  timeEnd: 'Конец',
  durationMinutes: 'Длительность, мин',
  totalPlaces: 'Всего мест',
  status: 'Статус',
  comment: 'Комментарий',
  teachers: 'Преподаватели',
  subjects: 'Дисциплины',
  academicYear: 'Учебный год',
  quantity: 'Вместимость',
  color: 'Цвет',
  city: 'Город',
  street: 'Адрес',
  workSchedule: 'Время работы',
  price: 'Стоимость',
  eventDate: 'Дата',
  incidentDate: 'Дата инцидента',
  plannedTime: 'Плановое время',
  actualTime: 'Фактическое время',
  surname: 'Фамилия',
  note: 'Текст',
  date: 'Дата',
  reason: 'Причина',
  role: 'Роль',
  description: 'Описание',
  mark: 'Отметка',
  minutesLate: 'Опоздание, мин',
  cancelReason: 'Причина отмены',
  amount: 'Сумма',
  method: 'Способ оплаты',
  createdBy: 'Кто внёс',
  kind: 'Вид ставки',
  month: 'Месяц',
  closed: 'Закрыт',
  closedAt: 'Когда закрыт',
  closedBy: 'Кто закрыл',
};

const camel = (field: string) => field.replace(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase());

export function auditFieldLabel(field: string): string {
  return AUDIT_FIELD_LABELS[field] ?? AUDIT_FIELD_LABELS[camel(field)] ?? field;
}

/** One value of a change, as a person reads it: none as '—', Да/Нет, lists joined, a date as dd.mm.yyyy. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Да' : 'Нет';
  if (Array.isArray(value)) return value.length ? value.map(formatAuditValue).join(', ') : '—';
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatAuditTime(value);
    // an exact number (scores are numeric: '7.50') without its trailing zeros
    if (/^-?\d+\.\d+$/.test(value)) return String(Number(value));
    return value;
  }
  if (typeof value === 'object') {
    const named = value as { fullName?: unknown; name?: unknown; description?: unknown; value?: unknown };
    for (const key of ['fullName', 'name', 'description', 'value'] as const) {
      if (typeof named[key] === 'string') return named[key];
    }
    return JSON.stringify(value);
  }
  return String(value);
}

export interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
  /** Said instead of 'было → стало' (a password: that it changed, never what to). */
  note?: string;
}

/** The journal's fields: '<date>:<student id>' a mark, '<date>:cancelled' and '<date>:reason' a cancellation. */
const MARK_FIELD = /^(\d{4}-\d{2}-\d{2}):(\d+)$/;
const OCCURRENCE_FIELD = /^(\d{4}-\d{2}-\d{2}):(cancelled|reason)$/;
const ID_LISTS = new Set(['students', 'teachers', 'subjects']);

function markText(value: unknown): string {
  if (typeof value !== 'string') return formatAuditValue(value);
  const late = /^late:(\d+)$/.exec(value);
  if (late) return `${ATTENDANCE_MARK_LABELS.late} (${late[1]} мин)`;
  return ATTENDANCE_MARK_LABELS[value as AttendanceMark] ?? value;
}

const numbered = (value: unknown) => (typeof value === 'number' ? `№${value}` : formatAuditValue(value));

/** A value one of a fixed list names ('cash' → 'Наличные'); another as it came. */
const named =
  (labels: Readonly<Record<string, string>>) =>
  (value: unknown): string =>
    typeof value === 'string' && Object.hasOwn(labels, value) ? labels[value]! : formatAuditValue(value);

/** The fields whose values read otherwise than as they came (a person's number, a name, rubles, a month). */
const FIELD_VALUES: Readonly<Record<string, (value: unknown) => string>> = {
  roles: (value) => {
    const roles = Array.isArray(value) ? value : [value];
    return roles.length ? roles.map((role) => (isRole(role) ? ROLE_DESCRIPTIONS[role] : formatAuditValue(role))).join(', ') : '—';
  },
  dayOfWeek: (value) => WEEKDAYS.find((day) => day.value === Number(value))?.name ?? formatAuditValue(value),
  male: named({ F: 'Женский', M: 'Мужской' }),
  // the money (docs/product/beyond.md §6–7): '1 750,00 ₽', 'Наличные', 'За занятие', 'ноябрь 2026'
  amount: (value) => (typeof value === 'number' || typeof value === 'string' ? formatPrice(value) : '') || formatAuditValue(value),
  method: named(PAYMENT_METHOD_LABELS),
  kind: named(PAY_RATE_KIND_LABELS),
  month: (value) => (typeof value === 'string' ? formatMonth(value) : formatAuditValue(value)),
  createdBy: numbered,
  closedBy: numbered,
};

/** One value of a known field as a person reads it: a role's name, a weekday, a record's number (times come as HH:MM). */
function fieldValue(field: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Object.hasOwn(FIELD_VALUES, field)) return FIELD_VALUES[field]!(value);
  if (ID_LISTS.has(field) && Array.isArray(value)) return value.length ? value.map(numbered).join(', ') : '—';
  if (/Id$/.test(field)) return numbered(value);
  return formatAuditValue(value);
}

function describeChange(field: string, before: unknown, after: unknown): AuditChange {
  const mark = MARK_FIELD.exec(field);
  if (mark) {
    return { field, label: `${formatDate(mark[1])}, ученик №${mark[2]}`, before: markText(before), after: markText(after) };
  }
  const occurrence = OCCURRENCE_FIELD.exec(field);
  if (occurrence) {
    const label = `${formatDate(occurrence[1])}, ${occurrence[2] === 'cancelled' ? 'занятие отменено' : 'причина отмены'}`;
    return { field, label, before: formatAuditValue(before), after: formatAuditValue(after) };
  }
  const name = camel(field);
  if (name === 'password') return { field, label: auditFieldLabel(field), before: '', after: '', note: 'изменён' };
  return { field, label: auditFieldLabel(field), before: fieldValue(name, before), after: fieldValue(name, after) };
}

/** The record's changes, field by field, in the order the API sent them. */
export function auditChanges(record: Pick<AuditRecord, 'changes'>): AuditChange[] {
  return Object.entries(record.changes ?? {}).map(([field, pair]) => {
    const [before, after] = Array.isArray(pair) ? pair : [undefined, pair];
    return describeChange(field, before, after);
  });
}

/** One change as a line: 'поле: было → стало'. */
export function auditChangeText(change: AuditChange): string {
  return change.note ? `${change.label}: ${change.note}` : `${change.label}: ${change.before} → ${change.after}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy HH:MM in the browser's time. */
export function formatAuditTime(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Who made the change: 'Фамилия Имя (Роль)', or 'Система' for the portal itself. */
export function auditActorText(actor: AuditActor | null): string {
  if (!actor) return AUDIT_TEXTS.system;
  const role = isRole(actor.role) ? ROLE_DESCRIPTIONS[actor.role] : '';
  return role ? `${actor.fullName} (${role})` : actor.fullName;
}

export function auditActionText(record: Pick<AuditRecord, 'action'>): string {
  return AUDIT_ACTION_LABELS[record.action] ?? record.action;
}

/** 'Достижение №12'. */
export function auditObjectText(record: Pick<AuditRecord, 'entity' | 'entityId'>): string {
  return `${AUDIT_ENTITY_LABELS[record.entity] ?? record.entity} №${record.entityId}`;
}
