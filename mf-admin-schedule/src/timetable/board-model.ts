import {
  DEFAULT_WORKING_HOURS,
  LESSON_TIME_STEP_MINUTES,
  formatTimeOfDay,
  parseTimeOfDay,
  type FilialInfo,
  type Lesson,
  type WeekSchedule,
} from '@diary/common';

/** The client highlight uses one-hour slots (docs/product/rules.md "Timetable form", docs/product/constants.md). */
export const SLOT_MINUTES = 60;

/** The board's scale (docs/product/constants.md): 150 px per hour, i.e. 2.5 px per minute. */
export const BOARD_SCALE = {
  pxPerMinute: 2.5,
  minRowHeight: 50,
  /** 'Добавить занятие' in a gap: at least 40 px and at least a quarter of the slot's height... */
  addButtonMinHeight: 40,
  addButtonMinShare: 0.25,
  /** ...and a card never gets so short that its title cannot be read. */
  minCardHeight: 24,
} as const;

/** One hour slot's height: 150 px (never below the minimum row height). */
export const SLOT_HEIGHT = Math.max(BOARD_SCALE.minRowHeight, SLOT_MINUTES * BOARD_SCALE.pxPerMinute);

export interface Interval {
  start: number;
  end: number;
}

export const lessonInterval = (lesson: Pick<Lesson, 'time_start' | 'duration_minutes'>): Interval => {
  const start = parseTimeOfDay(lesson.time_start) ?? 0;
  return { start, end: start + lesson.duration_minutes };
};

/** Intervals intersect; touching ends do not (docs/api/contract.md "Schedule"). */
export const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** The slot starts of a branch's day: its opening to closing hour, or 8–20 (docs/product/constants.md). */
export function slotStarts(info: Pick<FilialInfo, 'time_start' | 'time_end'> | null | undefined): number[] {
  const open = parseTimeOfDay(info?.time_start ?? null) ?? parseTimeOfDay(DEFAULT_WORKING_HOURS.time_start)!;
  const close = parseTimeOfDay(info?.time_end ?? null) ?? parseTimeOfDay(DEFAULT_WORKING_HOURS.time_end)!;
  const first = Math.floor(open / SLOT_MINUTES) * SLOT_MINUTES;
  const starts: number[] = [];
  for (let t = first; t < Math.max(close, first + SLOT_MINUTES); t += SLOT_MINUTES) starts.push(t);
  return starts;
}

export const slotLabel = (start: number) => `${formatTimeOfDay(start)}-${formatTimeOfDay(start + SLOT_MINUTES)}`;

/** A board column: one cabinet on one day. */
export const columnKey = (cabinetId: number, day: number) => `${cabinetId}:${day}`;

const byStart = (a: Lesson, b: Lesson) => lessonInterval(a).start - lessonInterval(b).start;

/** The week's lessons by column (cabinet and day), each list by start: one pass over the week. */
export function groupByColumn(week: WeekSchedule | null): Map<string, Lesson[]> {
  const columns = new Map<string, Lesson[]>();
  if (!week) return columns;
  for (const list of Object.values(week)) {
    for (const lesson of list) {
      const key = columnKey(lesson.cabinet_id, lesson.day_of_week);
      const column = columns.get(key);
      if (column) column.push(lesson);
      else columns.set(key, [lesson]);
    }
  }
  for (const column of columns.values()) column.sort(byStart);
  return columns;
}

/** A day's lessons in one cabinet, by start. */
export function lessonsOf(week: WeekSchedule | null, cabinetId: number, day: number): Lesson[] {
  return groupByColumn(week).get(columnKey(cabinetId, day)) ?? [];
}

/** The lessons overlapping a slot (it is highlighted). */
export function lessonsOverlapping(lessons: readonly Lesson[], slot: number): Lesson[] {
  return lessons.filter((lesson) => overlaps(lessonInterval(lesson), { start: slot, end: slot + SLOT_MINUTES }));
}

/** Whether `interval` fits among `lessons`, leaving out `excludeIds`. */
export function isFree(lessons: readonly Lesson[], interval: Interval, excludeIds: readonly number[] = []): boolean {
  return !lessons.some((lesson) => !excludeIds.includes(lesson.id) && overlaps(lessonInterval(lesson), interval));
}

/** A free stretch of a column, within one hour slot. */
export interface Gap extends Interval {
  /** The first start on the 5-minute step in it: where a dropped or added lesson begins. */
  at: number;
}

const ceilToStep = (minute: number, step: number) => Math.ceil(minute / step) * step;

/**
 * The free intervals of a column between its lessons, within the opening hours (the slots), split at
 * the hour boundaries; gaps too short to start a lesson on the 5-minute step are left out.
 */
export function freeGaps(lessons: readonly Lesson[], slots: readonly number[], step = LESSON_TIME_STEP_MINUTES): Gap[] {
  if (slots.length === 0) return [];
  const open = slots[0]!;
  const close = slots[slots.length - 1]! + SLOT_MINUTES;
  const free: Interval[] = [];
  let cursor = open;
  for (const { start, end } of lessons.map(lessonInterval).sort((a, b) => a.start - b.start)) {
    if (start > cursor) free.push({ start: cursor, end: Math.min(start, close) });
    cursor = Math.max(cursor, end);
    if (cursor >= close) break;
  }
  if (cursor < close) free.push({ start: cursor, end: close });
  const gaps: Gap[] = [];
  for (const interval of free) {
    for (let start = interval.start; start < interval.end;) {
      const end = Math.min(interval.end, (Math.floor(start / SLOT_MINUTES) + 1) * SLOT_MINUTES);
      const at = ceilToStep(start, step);
      if (end - at >= step) gaps.push({ start, end, at });
      start = end;
    }
  }
  return gaps;
}

/** Board pixels: minutes from the first slot's start times 2.5. */
export const minutesToPx = (minutes: number) => minutes * BOARD_SCALE.pxPerMinute;

/**
 * The height of a gap's 'Добавить занятие' button (docs/product/constants.md): 40 px and at least a quarter of the slot;
 * in a gap smaller than that (a small gap next to a lesson) it shrinks to the gap; hidden (null) when
 * the gap is shorter than the 5-minute step.
 */
export function addButtonHeight(gap: Gap, step = LESSON_TIME_STEP_MINUTES): number | null {
  if (gap.end - gap.at < step) return null;
  const normal = Math.max(BOARD_SCALE.addButtonMinHeight, BOARD_SCALE.addButtonMinShare * SLOT_HEIGHT);
  return Math.min(normal, minutesToPx(gap.end - gap.start));
}

export interface PlacedLesson {
  lesson: Lesson;
  top: number;
  height: number;
}

export interface PlacedGap extends Gap {
  top: number;
  height: number;
  /** The add button's height, null when hidden. */
  button: number | null;
}

/** One column laid out on the board's time axis. */
export interface ColumnLayout {
  lessons: Lesson[];
  cards: PlacedLesson[];
  gaps: PlacedGap[];
  /** Per slot: does a lesson overlap it (the slot is highlighted)? */
  busy: boolean[];
  height: number;
}

/** Positions a column's lessons and free gaps: top = (start − first slot) × 2.5 px, height = duration × 2.5 px. */
export function columnLayout(lessons: readonly Lesson[], slots: readonly number[]): ColumnLayout {
  const sorted = [...lessons].sort(byStart);
  const open = slots[0] ?? 0;
  const close = open + slots.length * SLOT_MINUTES;
  const cards = sorted.map((lesson) => {
    const { start, end } = lessonInterval(lesson);
    const from = Math.min(Math.max(start, open), close);
    const to = Math.max(Math.min(end, close), from);
    return { lesson, top: minutesToPx(from - open), height: Math.max(minutesToPx(to - from), BOARD_SCALE.minCardHeight) };
  });
  const gaps = freeGaps(sorted, slots).map((gap) => ({
    ...gap,
    top: minutesToPx(gap.start - open),
    height: minutesToPx(gap.end - gap.start),
    button: addButtonHeight(gap),
  }));
  const busy = slots.map((slot) => sorted.some((lesson) => overlaps(lessonInterval(lesson), { start: slot, end: slot + SLOT_MINUTES })));
  return { lessons: sorted, cards, gaps, busy, height: slots.length * SLOT_HEIGHT };
}

/** Where a lesson is dropped: a free gap (move to its start) or another lesson (swap). */
export type DropTarget = { kind: 'gap'; cabinetId: number; day: number; start: number } | { kind: 'lesson'; lessonId: number };

export const gapDropId = (cabinetId: number, day: number, start: number) => `gap:${cabinetId}:${day}:${start}`;
export const lessonDropId = (lessonId: number) => `lesson-drop:${lessonId}`;

export function parseDropTarget(id: string): DropTarget | null {
  const gap = /^gap:(\d+):(\d+):(\d+)$/.exec(id);
  if (gap) return { kind: 'gap', cabinetId: Number(gap[1]), day: Number(gap[2]), start: Number(gap[3]) };
  const lesson = /^lesson-drop:(\d+)$/.exec(id);
  return lesson ? { kind: 'lesson', lessonId: Number(lesson[1]) } : null;
}

export type DropAction =
  | { kind: 'move'; lessonId: number; cabinet_id: number; day_of_week: number; time_start: string }
  | { kind: 'swap'; firstId: number; secondId: number }
  | { kind: 'none' };

/** A drop on a gap moves the lesson to the gap's start, on another lesson swaps the two; on its own place nothing. */
export function dropAction(week: WeekSchedule | null, lessonId: number, target: DropTarget): DropAction {
  if (target.kind === 'lesson') {
    return target.lessonId === lessonId ? { kind: 'none' } : { kind: 'swap', firstId: lessonId, secondId: target.lessonId };
  }
  const lesson = findLesson(week, lessonId);
  if (
    lesson &&
    lesson.cabinet_id === target.cabinetId &&
    lesson.day_of_week === target.day &&
    lessonInterval(lesson).start === target.start
  ) {
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
