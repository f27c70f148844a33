import {
  DEFAULT_WORKING_HOURS,
  formatTimeOfDay,
  parseTimeOfDay,
  type FilialInfo,
  type Lesson,
  type WeekSchedule,
} from '@diary/common';

/** The client highlight uses one-hour slots (SPEC §5 "Timetable form", §9). */
export const SLOT_MINUTES = 60;

export interface Interval {
  start: number;
  end: number;
}

export const lessonInterval = (lesson: Pick<Lesson, 'time_start' | 'duration_minutes'>): Interval => {
  const start = parseTimeOfDay(lesson.time_start) ?? 0;
  return { start, end: start + lesson.duration_minutes };
};

/** Intervals intersect; touching ends do not (API.md "Schedule"). */
export const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** The slot starts of a branch's day: its opening to closing hour, or 8–20 (SPEC §9). */
export function slotStarts(info: Pick<FilialInfo, 'time_start' | 'time_end'> | null | undefined): number[] {
  const open = parseTimeOfDay(info?.time_start ?? null) ?? parseTimeOfDay(DEFAULT_WORKING_HOURS.time_start)!;
  const close = parseTimeOfDay(info?.time_end ?? null) ?? parseTimeOfDay(DEFAULT_WORKING_HOURS.time_end)!;
  const first = Math.floor(open / SLOT_MINUTES) * SLOT_MINUTES;
  const starts: number[] = [];
  for (let t = first; t < Math.max(close, first + SLOT_MINUTES); t += SLOT_MINUTES) starts.push(t);
  return starts;
}

export const slotLabel = (start: number) => `${formatTimeOfDay(start)}-${formatTimeOfDay(start + SLOT_MINUTES)}`;

/** A day's lessons in one cabinet, by start. */
export function lessonsOf(week: WeekSchedule | null, cabinetId: number, day: number): Lesson[] {
  const list = week?.[String(day) as keyof WeekSchedule] ?? [];
  return list
    .filter((lesson) => lesson.cabinet_id === cabinetId)
    .sort((a, b) => lessonInterval(a).start - lessonInterval(b).start);
}

/** The lessons starting within a slot (rendered in it). */
export function lessonsStartingIn(lessons: readonly Lesson[], slot: number): Lesson[] {
  return lessons.filter((lesson) => {
    const { start } = lessonInterval(lesson);
    return start >= slot && start < slot + SLOT_MINUTES;
  });
}

/** The lessons overlapping a slot (it is highlighted). */
export function lessonsOverlapping(lessons: readonly Lesson[], slot: number): Lesson[] {
  return lessons.filter((lesson) => overlaps(lessonInterval(lesson), { start: slot, end: slot + SLOT_MINUTES }));
}

/** Whether `interval` fits among `lessons`, leaving out `excludeIds`. */
export function isFree(lessons: readonly Lesson[], interval: Interval, excludeIds: readonly number[] = []): boolean {
  return !lessons.some((lesson) => !excludeIds.includes(lesson.id) && overlaps(lessonInterval(lesson), interval));
}

/** The first free start in a slot for a lesson of `duration` minutes (5-minute step), or null when none. */
export function firstFreeStart(lessons: readonly Lesson[], slot: number, duration = SLOT_MINUTES, step = 5): number | null {
  for (let t = slot; t < slot + SLOT_MINUTES; t += step) {
    if (isFree(lessons, { start: t, end: t + Math.min(duration, SLOT_MINUTES) })) return t;
  }
  return null;
}

export interface SlotRef {
  cabinetId: number;
  day: number;
  start: number;
}

export const slotId = ({ cabinetId, day, start }: SlotRef) => `slot:${cabinetId}:${day}:${start}`;

export function parseSlotId(id: string): SlotRef | null {
  const match = /^slot:(\d+):(\d+):(\d+)$/.exec(id);
  return match ? { cabinetId: Number(match[1]), day: Number(match[2]), start: Number(match[3]) } : null;
}

export const lessonDragId = (id: number) => `lesson:${id}`;
export const parseLessonDragId = (id: string) => (/^lesson:(\d+)$/.test(id) ? Number(id.slice(7)) : null);

/** Dropping on a slot: a swap with the lesson occupying it (other than the dragged one), else a move to its start. */
export type DropAction =
  | { kind: 'move'; lessonId: number; cabinet_id: number; day_of_week: number; time_start: string }
  | { kind: 'swap'; firstId: number; secondId: number }
  | { kind: 'none' };

export function dropAction(week: WeekSchedule | null, lessonId: number, target: SlotRef): DropAction {
  const occupant = lessonsOverlapping(lessonsOf(week, target.cabinetId, target.day), target.start).find((l) => l.id !== lessonId);
  if (occupant) return { kind: 'swap', firstId: lessonId, secondId: occupant.id };
  const lesson = findLesson(week, lessonId);
  if (lesson && lesson.cabinet_id === target.cabinetId && lesson.day_of_week === target.day && lessonInterval(lesson).start === target.start) {
    return { kind: 'none' };
  }
  return { kind: 'move', lessonId, cabinet_id: target.cabinetId, day_of_week: target.day, time_start: formatTimeOfDay(target.start) };
}

export function findLesson(week: WeekSchedule | null, id: number): Lesson | null {
  if (!week) return null;
  for (const list of Object.values(week)) {
    const found = list.find((lesson) => lesson.id === id);
    if (found) return found;
  }
  return null;
}

export function countLessons(week: WeekSchedule | null): number {
  return week ? Object.values(week).reduce((sum, list) => sum + list.length, 0) : 0;
}

export const parseTimeOfDayOr0 = (value: string) => parseTimeOfDay(value) ?? 0;
