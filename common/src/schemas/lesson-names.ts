import { initials, type PersonName } from '../format';
import { formatTimeOfDay, WEEKDAYS } from './timetable-time';

/* The names of lessons the forms show and the API stores. */

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
