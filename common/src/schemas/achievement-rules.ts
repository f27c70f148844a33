// The achievements' rules that need no zod: their messages, calendar dates, school years and check
// types' short names. The kit's first screens import these without loading the schemas (and zod);
// ./achievements re-exports them, so everything else imports them from there.
import type { CheckType } from '../constants/domain';

// ——— messages (docs/product/rules.md where it has them) ———

export const STUDENT_NOT_FOUND_MESSAGE = 'Ученик с таким именем не найден! Попробуйте ввести его данные еще раз';

export const ACHIEVEMENT_MESSAGES = {
  studentNotFound: STUDENT_NOT_FOUND_MESSAGE,
  lessonDateRequired: 'Укажите дату урока',
  lessonThemeRequired: 'Укажите тему урока',
  lessonThemeTooLong: 'Тема урока не длиннее 500 символов',
  checkTypeRequired: 'Выберите тип проверки',
  subjectRequired: 'Укажите предмет',
  subjectTooLong: 'Название предмета не длиннее 100 символов',
  notesTooLong: 'Комментарий не длиннее 5000 символов',
  pointsInvalid: 'Баллы — число не меньше 0',
  maxPointsInvalid: 'Максимальный балл — число не меньше 0',
  pointsPair: 'Укажите и баллы, и максимальный балл или отметьте «Не оценивать ученика»',
  pointsAboveMax: 'Количество баллов не может привышать максимальный балл',
  teacherNotFound: 'Преподаватель не найден',
  notFound: 'Отчет не найден',
} as const;

export const DIFFICULTY_MESSAGES = {
  studentNotFound: STUDENT_NOT_FOUND_MESSAGE,
  notesRequired: 'Опишите проблему',
  notesTooLong: 'Описание проблемы не длиннее 5000 символов',
  teacherNotFound: 'Преподаватель не найден',
  notFound: 'Запись не найдена',
} as const;

export const STATISTICS_MESSAGES = {
  datesRequired: 'Пожалуйста, выберите диапазон дат',
  startAfterEnd: 'Дата начала не может быть позже даты окончания',
  tooManyPeriods: 'Слишком большой диапазон дат для выбранной группировки',
} as const;

/** Scores above this are typing mistakes (numeric(10,2) holds up to 99 999 999.99). */
export const MAX_SCORE = 1_000_000;

// ——— calendar dates ———

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/;

/**
 * 'YYYY-MM-DD' from a calendar date or an ISO timestamp ('2024-09-01T00:00:00.000Z'): the date
 * as written (docs/product/data.md sends lessonDate as a timestamp, docs/api/contract.md answers YYYY-MM-DD). null when invalid.
 */
export function toCalendarDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = DATE_PREFIX.exec(value.trim());
  if (!match) return null;
  const [, y, m, d, time] = match as unknown as [string, string, string, string, string | undefined];
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
  if (time !== undefined && Number.isNaN(Date.parse(value.trim()))) return null;
  return `${y}-${m}-${d}`;
}

/** The school year of a date: Y for 1 September Y … 31 August Y+1 (docs/api/contract.md). */
export function schoolYearOf(date: string | Date): number {
  const [year, month] =
    typeof date === 'string' ? [Number(date.slice(0, 4)), Number(date.slice(5, 7))] : [date.getFullYear(), date.getMonth() + 1];
  return month >= 9 ? year : year - 1;
}

/** Month columns of the monthly report, September first. */
export const SCHOOL_YEAR_MONTHS = [
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
] as const;

// ——— check types ———

/** 'Итоговое тестирование (последний тест)' → 'Итоговое тестирование': the statistics filter's names (docs/product/constants.md). */
export function checkTypeShortName(checkType: CheckType): string {
  return checkType.replace(/\s*\(.*\)$/, '');
}
