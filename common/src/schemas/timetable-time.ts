/* Times of day and weekdays as the timetable writes them. */

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
export const MINUTES_PER_DAY = 24 * 60;

/** A lesson starting at `startMin` ends by midnight: the timetable's days do not run into the next. */
export const endsWithinDay = (startMin: number, durationMinutes: number): boolean => startMin + durationMinutes <= MINUTES_PER_DAY;

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
