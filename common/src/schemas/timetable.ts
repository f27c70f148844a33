import { z } from 'zod';
import { initials, type PersonName } from '../format';
import type { PersonRef } from './achievements';
import { positiveId as anyPositiveId, queryBoolean, requiredText } from './primitives';

// ——— constants (docs/product/constants.md) ———

/** Weekdays 1 (Monday) … 7 (Sunday); a device's Sunday 0 is 7. */
export const WEEKDAYS = [
  { value: 1, name: 'Понедельник', short: 'Пн' },
  { value: 2, name: 'Вторник', short: 'Вт' },
  { value: 3, name: 'Среда', short: 'Ср' },
  { value: 4, name: 'Четверг', short: 'Чт' },
  { value: 5, name: 'Пятница', short: 'Пт' },
  { value: 6, name: 'Суббота', short: 'Сб' },
  { value: 7, name: 'Воскресенье', short: 'Вс' },
] as const;
export const WEEKDAY_VALUES = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAY_VALUES)[number];

/** A JavaScript Date's getDay() (Sunday 0) as a weekday 1–7. */
export const weekdayOf = (jsDay: number): Weekday => (jsDay === 0 ? 7 : jsDay) as Weekday;

/** A lesson's status: none (null) or one of these (the timetable form's spelling). */
export const LESSON_STATUSES = ['canceled', 'trial', 'not confirmed'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];
export const LESSON_STATUS_LABELS: Record<LessonStatus, string> = {
  canceled: 'Отмена',
  trial: 'Пробное',
  'not confirmed': 'Не подтвердили',
};
export const LESSON_STATUS_COLORS: Record<LessonStatus, string> = {
  canceled: '#FF5B5B',
  trial: '#FFEF41',
  'not confirmed': '#D324FF',
};

export const CABINET_CAPACITY_MIN = 1;
export const CABINET_CAPACITY_MAX = 100;
export const DEFAULT_CABINET_CAPACITY = 1;
export const DEFAULT_CABINET_COLOR = '#007bff';
/** Start times are on this step (the time input's step of 300 seconds). */
export const LESSON_TIME_STEP_MINUTES = 5;
/** The board's hours when a branch has no opening and closing time. */
export const DEFAULT_WORKING_HOURS = { time_start: '08:00', time_end: '20:00' } as const;
export const MINUTES_PER_DAY = 24 * 60;

/** Every Russian text the timetable API answers with; the forms show the same ones. */
export const TIMETABLE_MESSAGES = {
  filialNameRequired: 'Название филиала обязательно',
  filialNotFound: 'Филиал не найден',
  filialRequired: 'Не указан филиал',
  filialInfoExists: 'У филиала уже есть информация: измените её',
  filialHasLessons: 'Нельзя удалить филиал: в его кабинетах есть занятия (в том числе в архиве)',
  timeFormat: 'Время в формате ЧЧ:ММ',
  closingBeforeOpening: 'Время закрытия должно быть позже времени открытия',
  cabinetNameRequired: 'Название кабинета обязательно',
  cabinetCapacity: `Вместимость: число от ${CABINET_CAPACITY_MIN} до ${CABINET_CAPACITY_MAX}`,
  cabinetColor: 'Цвет в формате #rrggbb',
  cabinetNotFound: 'Кабинет не найден',
  cabinetArchived: 'Кабинет в архиве',
  cabinetHasLessons: 'Нельзя удалить кабинет: в нём есть занятия (в том числе в архиве)',
  classRequiredFields: 'Заполните все обязательные поля',
  classNotFound: 'Класс не найден',
  classHasLessons: 'Нельзя удалить класс: у него есть занятия (в том числе в архиве)',
  teacherNotFound: 'Преподаватель не найден',
  teacherRequired: 'Не указан преподаватель',
  teacherAlreadyInClass: 'Преподаватель уже в этом классе',
  teacherNotInClass: 'Преподаватель не в этом классе',
  lastTeacher: 'В классе должен остаться хотя бы один преподаватель',
  subjectNotFound: 'Предмет не найден',
  lessonNotFound: 'Занятие не найдено',
  cabinetRequired: 'Не указан кабинет',
  classRequired: 'Не указан класс',
  subjectRequired: 'Не указан предмет',
  dayOfWeek: 'День недели: число от 1 (понедельник) до 7 (воскресенье)',
  timeStartRequired: 'Не указано время начала',
  timeStartFormat: 'Время начала в формате ЧЧ:ММ',
  timeStartStep: `Время начала должно быть кратно ${LESSON_TIME_STEP_MINUTES} минутам`,
  durationRequired: 'Длительность обязательна',
  durationInvalid: 'Длительность должна быть положительным числом',
  pastMidnight: 'Занятие должно закончиться до полуночи',
  statusInvalid: 'Статус: canceled, trial, not confirmed или пусто',
  serviceNotFound: 'Услуга не найдена',
  serviceArchived: 'Услуга в архиве',
  groupTypeNotFound: 'Тип занятия не найден',
  timeConflict: 'Конфликт времени с существующими занятиями',
  moveConflict: 'Время занято другим занятием!',
  swapConflict: 'Невозможно обменять местами - есть конфликты времени!',
  swapNotFound: 'Одно из занятий не найдено!',
  swapSame: 'Нельзя обменять занятие само с собой',
  studentNotFound: 'Ученик не найден',
  studentsRequired: 'Выберите учеников',
  studentAlreadyInLesson: 'Ученик уже записан на это занятие',
  studentNotInLesson: 'Ученик не записан на это занятие',
  noFreePlaces: 'Нет свободных мест на занятии',
  tooFewPlaces: 'Мест меньше, чем уже записано учеников',
  scheduleIdMismatch: 'scheduleId не совпадает с занятием в адресе',
  lessonBusy: 'Занятие сейчас изменяется — повторите попытку',
} as const;
const M = TIMETABLE_MESSAGES;

// ——— ids ———

/** Ids are PostgreSQL integers: a larger number is a client's mistake (400), never a failed query (500). */
export const MAX_RECORD_ID = 2_147_483_647;
const positiveId = anyPositiveId.max(MAX_RECORD_ID, { error: 'Слишком большой идентификатор' });
/** `:id` of the timetable's calls. */
export const recordIdParams = z.object({ id: positiveId });

// ——— times of day ———

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::00)?$/;

/** 'HH:MM' (or 'H:MM', 'HH:MM:00') → minutes since midnight; null when not a time of day. */
export function parseTimeOfDay(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = TIME.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes since midnight → 'HH:MM' (1440 is '24:00', the end of a lesson ending at midnight). */
export function formatTimeOfDay(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** An optional time of day: absent stays undefined, null or blank clears (null), otherwise minutes. */
const optionalTime = z
  .union([z.string(), z.null()], { error: M.timeFormat })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value.trim() === '') return null;
    const minutes = parseTimeOfDay(value);
    if (minutes === null) {
      ctx.addIssue({ code: 'custom', message: M.timeFormat });
      return z.NEVER;
    }
    return minutes;
  });

/** A lesson's start: required, HH:MM, on the 5-minute step. */
const lessonStart = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    ctx.addIssue({ code: 'custom', message: M.timeStartRequired });
    return z.NEVER;
  }
  const minutes = parseTimeOfDay(value);
  if (minutes === null) {
    ctx.addIssue({ code: 'custom', message: M.timeStartFormat });
    return z.NEVER;
  }
  if (minutes % LESSON_TIME_STEP_MINUTES !== 0) {
    ctx.addIssue({ code: 'custom', message: M.timeStartStep });
    return z.NEVER;
  }
  return minutes;
});

const weekday = z.coerce
  .number({ error: M.dayOfWeek })
  .int({ error: M.dayOfWeek })
  .min(1, { error: M.dayOfWeek })
  .max(7, { error: M.dayOfWeek });

const duration = z.coerce
  .number({ error: M.durationInvalid })
  .int({ error: M.durationInvalid })
  .min(1, { error: M.durationInvalid })
  .max(MINUTES_PER_DAY, { error: M.durationInvalid });

/** A required id with the form's own message when missing or not an id. */
const requiredId = (message: string) =>
  z
    .preprocess((value) => (value === '' || value === null ? undefined : value), z.unknown())
    .pipe(z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_RECORD_ID, { error: message }));
/** An optional id: absent stays undefined, null or '' unsets. */
const nullableId = z.preprocess((value) => (value === '' ? null : value), positiveId.nullable().optional());

/** Text that may be cleared: absent stays undefined, blank becomes null. */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Не длиннее ${max} символов` })
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

const uniqueIds = (message: string) =>
  z
    .array(positiveId, { error: message })
    .min(1, { error: message })
    .transform((ids) => [...new Set(ids)]);

// ——— names the forms show and the API stores ———

/** Group type → the board's abbreviation (docs/product/constants.md): 'гр.', 'инд.', 'проб', 'vip', 'дист. инд.', 'дист.', else 4 letters and a dot. */
export function groupTypeAbbreviation(name: string | null | undefined): string {
  const text = name?.trim() ?? '';
  if (!text) return '';
  const lower = text.toLowerCase();
  const distance = /дист|distance|онлайн|online/.test(lower);
  const individual = /инд|individual/.test(lower);
  if (distance && individual) return 'дист. инд.';
  if (distance) return 'дист.';
  if (individual) return 'инд.';
  if (/груп|group/.test(lower)) return 'гр.';
  if (/проб|trial/.test(lower)) return 'проб';
  if (/vip/.test(lower)) return 'vip';
  return `${text.slice(0, 4)}.`;
}

export interface LessonNameParts {
  day_of_week: number;
  /** Minutes since midnight. */
  start: number;
  duration_minutes: number;
  groupTypeName?: string | null;
  teacher?: PersonName | null;
  subject?: string | null;
}

/** The name of a lesson left unnamed: 'Пн 16:00-17:30 гр. Иванов И. И. Физика' (weekday, time range, type, teacher, subject). */
export function generateLessonName(parts: LessonNameParts): string {
  const day = WEEKDAYS.find((d) => d.value === parts.day_of_week)?.short ?? '';
  const range = `${formatTimeOfDay(parts.start)}-${formatTimeOfDay(parts.start + parts.duration_minutes)}`;
  return [day, range, groupTypeAbbreviation(parts.groupTypeName), initials(parts.teacher), parts.subject?.trim()].filter(Boolean).join(' ');
}

export interface ClassNameParts {
  teachers: { second_name: string }[];
  subjects: { name: string }[];
  academic_year?: string | null;
}

/** docs/product/rules.md: teacher surnames, then subject names, then the academic year; parts joined ' | ', names ', '. */
export function generateClassName({ teachers, subjects, academic_year }: ClassNameParts): string {
  return [teachers.map((t) => t.second_name.trim()).join(', '), subjects.map((s) => s.name.trim()).join(', '), academic_year?.trim()]
    .filter(Boolean)
    .join(' | ');
}

const DAY_TOKENS: Record<string, Weekday> = { пн: 1, вт: 2, ср: 3, чт: 4, пт: 5, сб: 6, вс: 7 };

/**
 * The weekdays a branch's schedule text names ('пн-пт 9:00-18:00, сб 10:00-15:00' → 1–6);
 * null when it names none (then the branch is taken to work every day).
 */
export function workingDays(schedule: string | null | undefined): Weekday[] | null {
  const text = schedule?.toLowerCase() ?? '';
  if (/ежедневно|без выходных|круглосуточно/.test(text)) return [...WEEKDAY_VALUES];
  const days = new Set<Weekday>();
  for (const match of text.matchAll(/(пн|вт|ср|чт|пт|сб|вс)(?:\s*[-–—]\s*(пн|вт|ср|чт|пт|сб|вс))?/g)) {
    const from = DAY_TOKENS[match[1]!]!;
    const to = match[2] ? DAY_TOKENS[match[2]]! : from;
    for (let day = from; ; day = ((day % 7) + 1) as Weekday) {
      days.add(day);
      if (day === to) break;
    }
  }
  return days.size ? [...days].sort((a, b) => a - b) : null;
}

// ——— filials ———

const filialInfoFields = {
  city: clearableText(100),
  street: clearableText(300),
  /** The form's "address": another name for street. */
  address: clearableText(300),
  time_start: optionalTime,
  time_end: optionalTime,
  work_schedule: clearableText(300),
};

interface InfoFields {
  city?: string | null;
  street?: string | null;
  address?: string | null;
  time_start?: number | null;
  time_end?: number | null;
  work_schedule?: string | null;
}

function checkHours(value: InfoFields, ctx: z.RefinementCtx) {
  if (typeof value.time_start === 'number' && typeof value.time_end === 'number' && value.time_end <= value.time_start) {
    ctx.addIssue({ code: 'custom', path: ['time_end'], message: M.closingBeforeOpening });
  }
}

/** street, whichever name it came under (address wins when both are sent). */
function withStreet<T extends InfoFields>({ address, ...rest }: T) {
  return { ...rest, street: address !== undefined ? address : rest.street };
}

const filialName = requiredText(M.filialNameRequired).max(200, { error: 'Название не длиннее 200 символов' });

/** POST /filials: the name and, optionally, the info (created only when one of its fields is filled). */
export const filialSchema = z
  .object({ name: filialName, ...filialInfoFields })
  .superRefine(checkHours)
  .transform(withStreet);
export type FilialInput = z.infer<typeof filialSchema>;

/** PUT /filials/:id: the fields sent. */
export const filialUpdateSchema = z
  .object({ name: filialName.optional(), ...filialInfoFields })
  .superRefine(checkHours)
  .transform(withStreet);
export type FilialUpdateInput = z.infer<typeof filialUpdateSchema>;

/** PUT /filials/:id/info: the info fields sent. */
export const filialInfoUpdateSchema = z.object(filialInfoFields).superRefine(checkHours).transform(withStreet);
export type FilialInfoUpdateInput = z.infer<typeof filialInfoUpdateSchema>;

/** POST /filials/info: the info of a branch that has none yet. */
export const filialInfoSchema = z
  .object({ filial_id: requiredId(M.filialRequired), ...filialInfoFields })
  .superRefine(checkHours)
  .transform(withStreet);
export type FilialInfoInput = z.infer<typeof filialInfoSchema>;

export const filialsListQuery = z.object({
  name: z.string().trim().optional(),
  city: z.string().trim().optional(),
  isArchived: queryBoolean.optional(),
  includeInfo: queryBoolean.optional(),
  includeCabinets: queryBoolean.optional(),
});
export const filialGetQuery = z.object({ includeRelations: queryBoolean.optional() });
export const cityParams = z.object({ city: z.string().trim().min(1, { error: 'Укажите город' }) });
export const isWorkingQuery = z.object({ time: optionalTime });
export const dayParams = z.object({ day: weekday });
export const idDayParams = z.object({ id: positiveId, day: weekday });

// ——— cabinets ———

const capacity = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: M.cabinetCapacity })
    .int({ error: M.cabinetCapacity })
    .min(CABINET_CAPACITY_MIN, { error: M.cabinetCapacity })
    .max(CABINET_CAPACITY_MAX, { error: M.cabinetCapacity })
    .optional(),
);
const color = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: M.cabinetColor })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: M.cabinetColor })
    .transform((value) => value.toLowerCase())
    .optional(),
);
const cabinetName = requiredText(M.cabinetNameRequired).max(100, { error: 'Название не длиннее 100 символов' });

/** POST /cabinets: capacity falls back to 1 and colour to #007bff when empty. */
export const cabinetSchema = z.object({
  name: cabinetName,
  filial_id: requiredId(M.filialRequired),
  quantity: capacity.transform((value) => value ?? DEFAULT_CABINET_CAPACITY),
  color: color.transform((value) => value ?? DEFAULT_CABINET_COLOR),
});
export type CabinetInput = z.infer<typeof cabinetSchema>;

export const cabinetUpdateSchema = z.object({
  name: cabinetName.optional(),
  filial_id: positiveId.optional(),
  quantity: capacity,
  color,
});
export type CabinetUpdateInput = z.infer<typeof cabinetUpdateSchema>;

const filialIdFilter = {
  filialId: positiveId.optional(),
  filial_id: positiveId.optional(),
};

export const cabinetsListQuery = z.object({
  isArchived: queryBoolean.optional(),
  includeFilial: queryBoolean.optional(),
  includeSchedules: queryBoolean.optional(),
  name: z.string().trim().optional(),
  ...filialIdFilter,
});
export const cabinetGetQuery = z.object({ includeRelations: queryBoolean.optional() });
export const filialIdParams = z.object({ filialId: positiveId });
export const filialStatsQuery = z.object(filialIdFilter);

/** docs/product/data.md's availability query: a day, a start and a duration, optionally leaving one lesson out. */
const slotQuery = {
  dayOfWeek: weekday,
  timeStart: lessonStart,
  durationMinutes: duration,
  excludeScheduleId: positiveId.optional(),
};
export const availabilityQuery = z.object(slotQuery);
export const availableCabinetsQuery = z.object({ ...slotQuery, ...filialIdFilter });

// ——— classes ———

const academicYear = clearableText(20);

/** POST /classes: at least one subject and one teacher; the name is generated when not given. */
export const classSchema = z.object({
  name: clearableText(300),
  academic_year: academicYear,
  subject_ids: uniqueIds(M.classRequiredFields),
  teacher_ids: uniqueIds(M.classRequiredFields),
});
export type ClassInput = z.infer<typeof classSchema>;

export const classUpdateSchema = z.object({
  name: clearableText(300),
  academic_year: academicYear,
  subject_ids: uniqueIds(M.classRequiredFields).optional(),
  teacher_ids: uniqueIds(M.classRequiredFields).optional(),
});
export type ClassUpdateInput = z.infer<typeof classUpdateSchema>;

export const classesListQuery = z.object({
  includeSubjects: queryBoolean.optional(),
  name: z.string().trim().optional(),
  academic_year: z.string().trim().optional(),
  teacherId: positiveId.optional(),
});
export const classTeacherSchema = z.object({ teacherId: requiredId(M.teacherRequired) });
export const classTeacherParams = z.object({ id: positiveId, teacherId: positiveId });

// ——— lessons (schedule) ———

const status = z.preprocess(
  (value) => (value === '' ? null : value),
  z.enum(LESSON_STATUSES, { error: M.statusInvalid }).nullable().optional(),
);

const studentIds = z
  .array(positiveId, { error: 'Ожидается список учеников' })
  .transform((ids) => [...new Set(ids)])
  .optional();

const lessonFields = {
  name: clearableText(300),
  short_title: clearableText(100),
  status,
  teacher_id: nullableId,
  group_type_id: nullableId,
  service_id: nullableId,
  comment: clearableText(2000),
  /** Students to enrol (create) or the whole new list (update). */
  students: studentIds,
};

/**
 * POST /schedule. With service_id the duration, group type and places come from the service
 * (duration_minutes is then ignored); without it duration_minutes is required.
 */
export const lessonSchema = z
  .object({
    ...lessonFields,
    subject: requiredText(M.subjectRequired).max(100),
    class_id: requiredId(M.classRequired),
    cabinet_id: requiredId(M.cabinetRequired),
    day_of_week: weekday,
    time_start: lessonStart,
    duration_minutes: z.preprocess((value) => (value === '' || value === null ? undefined : value), duration.optional()),
  })
  .superRefine((value, ctx) => {
    if (value.service_id == null && value.duration_minutes === undefined) {
      ctx.addIssue({ code: 'custom', path: ['duration_minutes'], message: M.durationRequired });
    }
  });
export type LessonInput = z.infer<typeof lessonSchema>;

/** PUT /schedule/:id: the fields sent; the same rules. */
export const lessonUpdateSchema = z.object({
  ...lessonFields,
  subject: requiredText(M.subjectRequired).max(100).optional(),
  class_id: z.preprocess((value) => (value === null ? '' : value), requiredId(M.classRequired).optional()),
  cabinet_id: z.preprocess((value) => (value === null ? '' : value), requiredId(M.cabinetRequired).optional()),
  day_of_week: weekday.optional(),
  time_start: z.preprocess((value) => (value === null ? '' : value), lessonStart.optional()),
  duration_minutes: duration.optional(),
});
export type LessonUpdateInput = z.infer<typeof lessonUpdateSchema>;

export const scheduleListQuery = z.object({
  class_id: positiveId.optional(),
  cabinet_id: positiveId.optional(),
  day_of_week: weekday.optional(),
  ...filialIdFilter,
  isArchived: queryBoolean.optional(),
  includeStudents: queryBoolean.optional(),
});
export const scheduleGetQuery = z.object({ includeRelations: queryBoolean.optional() });
export const scheduleDayQuery = z.object(filialIdFilter);

export const checkConflictsSchema = z.object({
  cabinet_id: requiredId(M.cabinetRequired),
  day_of_week: weekday,
  time_start: lessonStart,
  duration_minutes: duration,
  exclude_schedule_id: nullableId,
});
export type CheckConflictsInput = z.infer<typeof checkConflictsSchema>;

/** POST /schedule/:id/move: the target (other fields the board sends are ignored). */
export const moveLessonSchema = z.object({
  cabinet_id: requiredId(M.cabinetRequired),
  day_of_week: weekday,
  time_start: lessonStart,
});
export type MoveLessonInput = z.infer<typeof moveLessonSchema>;

export const swapLessonsSchema = z
  .object({ firstId: positiveId, secondId: positiveId })
  .refine((value) => value.firstId !== value.secondId, { path: ['secondId'], error: M.swapSame });

export const lessonStudentParams = z.object({ id: positiveId, studentId: positiveId });
export const studentIdParams = z.object({ studentId: positiveId });
/** POST/DELETE /schedule/:id/students/multiple; the timetable form also sends scheduleId. */
export const lessonStudentsSchema = z.object({
  studentIds: uniqueIds(M.studentsRequired),
  scheduleId: positiveId.optional(),
});

// ——— what the API answers ———

export interface FilialInfo {
  id: number;
  filial_id: number;
  city: string | null;
  street: string | null;
  /** HH:MM or null */
  time_start: string | null;
  time_end: string | null;
  work_schedule: string | null;
  createdAt: string;
}

export interface CabinetRef {
  id: number;
  name: string;
  filial_id: number;
  quantity: number;
  color: string;
  isArchived: boolean;
}

export interface Filial {
  id: number;
  name: string;
  isArchived: boolean;
  /** Not archived. */
  active: boolean;
  createdAt: string;
  /** The branch's info (null when none); also answered as filialInfo. */
  info?: FilialInfo | null;
  filialInfo?: FilialInfo | null;
  cabinets?: Cabinet[];
}

export interface Cabinet extends CabinetRef {
  createdAt: string;
  filial?: { id: number; name: string; isArchived: boolean } | null;
  schedules?: Lesson[];
}

export interface ClassRef {
  id: number;
  name: string;
  teachers: PersonRef[];
  subjects: { id: number; name: string }[];
}

export interface ClassItem extends ClassRef {
  academic_year: string | null;
  /** Its lessons that are not archived. */
  schedules: Lesson[];
  createdAt: string;
}

export interface Lesson {
  id: number;
  name: string;
  short_title: string | null;
  subject: string;
  status: LessonStatus | null;
  /** 0: unlimited. */
  total_places: number;
  /** null when unlimited. */
  free_places: number | null;
  class_id: number;
  class: ClassRef | null;
  group_type_id: number | null;
  group_type: { id: number; name: string; total_places: number } | null;
  cabinet_id: number;
  cabinet: CabinetRef | null;
  day_of_week: number;
  /** HH:MM */
  time_start: string;
  time_end: string;
  duration_minutes: number;
  service_id: number | null;
  comment: string | null;
  students: PersonRef[];
  teacher_id: number | null;
  teacher: PersonRef | null;
  isArchived: boolean;
  createdAt: string;
}

/** GET /schedule/filial/:id/week: every day key "1" … "7". */
export type WeekSchedule = Record<`${Weekday}`, Lesson[]>;
