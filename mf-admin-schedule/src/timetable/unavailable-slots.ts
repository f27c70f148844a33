import { CLASH_MESSAGES, TIMETABLE_MESSAGES, initials, parseTimeOfDay, type BusySlot, type Lesson, type WeekSchedule } from '@diary/common';
import {
  columnKey,
  findLesson,
  gapDropId,
  lessonDropId,
  lessonInterval,
  overlaps,
  type ColumnLayout,
  type DropTarget,
  type Interval,
} from './board-model';

/*
 * While a lesson is dragged, the drop targets where it would clash (docs/product/screens.md "The
 * timetable board"): computed once when the drag starts (and once more when the lesson's busy
 * times arrive), never per pointer move. A clash is what the server refuses with 409: two lessons
 * on one weekday whose times intersect (touching ends do not) sharing the cabinet, the teacher or a
 * student.
 */

/** Per drop target (a droppable id of the column), why the lesson cannot go there. */
export type ColumnBlocks = ReadonlyMap<string, readonly string[]>;

/** The blocked targets by column (`columnKey`); a column with none is absent. */
export type UnavailableSlots = ReadonlyMap<string, ColumnBlocks>;

export interface DragContext {
  /** The lesson dragged. */
  lesson: Lesson;
  /** The branch's week: the swap partner's people are checked against it. */
  week: WeekSchedule | null;
  /** The board's columns (cabinet × day), as laid out: their lessons and free gaps. */
  columns: ReadonlyMap<string, ColumnLayout>;
  /**
   * The other lessons of the dragged lesson's teacher and students, in any branch (GET
   * /schedule/:id/busy); null until they have come (then only the cabinets are checked).
   */
  busy: readonly BusySlot[] | null;
}

/** A lesson where a drop would put it. */
interface Placement {
  lesson: Lesson;
  cabinetId: number;
  day: number;
  interval: Interval;
}

interface BusyInterval {
  lessonId: number;
  interval: Interval;
  message: string;
}

function busyByDay(busy: readonly BusySlot[] | null): Map<number, BusyInterval[]> {
  const days = new Map<number, BusyInterval[]>();
  for (const slot of busy ?? []) {
    const start = parseTimeOfDay(slot.time_start);
    const end = parseTimeOfDay(slot.time_end);
    if (start === null || end === null) continue;
    const list = days.get(slot.day_of_week) ?? [];
    list.push({ lessonId: slot.lessonId, interval: { start, end }, message: slot.message });
    days.set(slot.day_of_week, list);
  }
  return days;
}

const NOTHING: readonly string[] = [];

/**
 * One computation's view of the week: each lesson's minutes and students read once (a drag start
 * checks hundreds of targets against the same lessons).
 */
class WeekIndex {
  private readonly intervals = new Map<number, Interval>();
  private readonly students = new Map<number, Set<number>>();

  constructor(private readonly week: WeekSchedule | null) {}

  interval(lesson: Lesson): Interval {
    let interval = this.intervals.get(lesson.id);
    if (!interval) {
      interval = lessonInterval(lesson);
      this.intervals.set(lesson.id, interval);
    }
    return interval;
  }

  day(day: number): readonly Lesson[] {
    return this.week?.[String(day) as keyof WeekSchedule] ?? [];
  }

  /** The clash texts of two lessons that share people: the teacher, then each common student. */
  sharedPeople(a: Lesson, b: Lesson, into: Set<string>) {
    if (a.teacher_id != null && a.teacher_id === b.teacher_id) into.add(CLASH_MESSAGES.teacher(initials(a.teacher)));
    if (a.students.length === 0 || b.students.length === 0) return;
    let theirs = this.students.get(b.id);
    if (!theirs) {
      theirs = new Set(b.students.map((s) => s.id));
      this.students.set(b.id, theirs);
    }
    for (const student of a.students) if (theirs.has(student.id)) into.add(CLASH_MESSAGES.student(initials(student)));
  }
}

/**
 * Why the drop that makes `moves` would be refused, or nothing: each moved lesson against the
 * cabinet it goes to, the dragged lesson's people against their busy times (any branch), the swap
 * partner's people against the branch's week, and the moved lessons against each other.
 */
function reasonsOf(
  moves: readonly Placement[],
  dragged: Lesson,
  ctx: DragContext,
  index: WeekIndex,
  busy: Map<number, BusyInterval[]>,
  cabinetText: string,
) {
  const [first, second] = moves;
  const isMoved = (id: number) => id === first?.lesson.id || id === second?.lesson.id;
  let reasons: Set<string> | null = null;
  const add = (reason: string) => (reasons ??= new Set()).add(reason);
  for (const move of moves) {
    const column = ctx.columns.get(columnKey(move.cabinetId, move.day));
    if (column?.lessons.some((other) => !isMoved(other.id) && overlaps(index.interval(other), move.interval))) add(cabinetText);
    if (move.lesson.id === dragged.id) {
      for (const slot of busy.get(move.day) ?? []) {
        if (!isMoved(slot.lessonId) && overlaps(slot.interval, move.interval)) add(slot.message);
      }
    } else {
      for (const other of index.day(move.day)) {
        if (!isMoved(other.id) && overlaps(index.interval(other), move.interval))
          index.sharedPeople(move.lesson, other, (reasons ??= new Set()));
      }
    }
  }
  if (first && second && first.day === second.day && overlaps(first.interval, second.interval)) {
    if (first.cabinetId === second.cabinetId) add(cabinetText);
    index.sharedPeople(first.lesson, second.lesson, (reasons ??= new Set()));
  }
  const found: Set<string> | null = reasons;
  return found && found.size > 0 ? [...found] : NOTHING;
}

/** A move: the lesson at `start` of that cabinet and day, keeping its duration. */
const movedTo = (lesson: Lesson, cabinetId: number, day: number, start: number): Placement => ({
  lesson,
  cabinetId,
  day,
  interval: { start, end: start + lesson.duration_minutes },
});

/** A swap: each lesson takes the other's cabinet, day and start, keeping its own duration. */
const swapped = (lesson: Lesson, partner: Lesson, index: WeekIndex): Placement[] => [
  movedTo(lesson, partner.cabinet_id, partner.day_of_week, index.interval(partner).start),
  movedTo(partner, lesson.cabinet_id, lesson.day_of_week, index.interval(lesson).start),
];

/**
 * Why the lesson cannot go to one target, by the drag's rule below: a place (a move to its start)
 * or another lesson (a swap); nothing for its own place. The board's 'Переместить…' dialog shows these.
 */
export function targetReasons(ctx: DragContext, target: DropTarget): readonly string[] {
  const { lesson } = ctx;
  const index = new WeekIndex(ctx.week);
  if (target.kind === 'lesson') {
    const partner = target.lessonId === lesson.id ? null : findLesson(ctx.week, target.lessonId);
    if (!partner) return NOTHING;
    return reasonsOf(swapped(lesson, partner, index), lesson, ctx, index, busyByDay(ctx.busy), TIMETABLE_MESSAGES.swapConflict);
  }
  const { cabinetId, day, start } = target;
  if (cabinetId === lesson.cabinet_id && day === lesson.day_of_week && start === index.interval(lesson).start) return NOTHING;
  const move = movedTo(lesson, cabinetId, day, start);
  return reasonsOf([move], lesson, ctx, index, busyByDay(ctx.busy), TIMETABLE_MESSAGES.moveConflict);
}

/**
 * Every drop target of the board where the dragged lesson would clash, with the reasons: a free gap
 * (a move to its start, the lesson keeping its duration: 'Время занято другим занятием!' for the
 * cabinet) and another lesson (a swap, each taking the other's place: 'Невозможно обменять местами -
 * есть конфликты времени!'); the people's texts are the server's ('Преподаватель Иванов И. И. в это
 * время ведёт другое занятие').
 */
export function unavailableSlots(ctx: DragContext): UnavailableSlots {
  const { lesson: dragged } = ctx;
  const index = new WeekIndex(ctx.week);
  const own = index.interval(dragged);
  const busy = busyByDay(ctx.busy);
  const result = new Map<string, Map<string, readonly string[]>>();
  const block = (key: string, dropId: string, reasons: readonly string[]) => {
    if (reasons.length === 0) return;
    const column = result.get(key) ?? new Map<string, readonly string[]>();
    column.set(dropId, reasons);
    result.set(key, column);
  };

  for (const [key, column] of ctx.columns) {
    const [cabinetId, day] = key.split(':').map(Number) as [number, number];
    for (const gap of column.gaps) {
      if (cabinetId === dragged.cabinet_id && day === dragged.day_of_week && gap.at === own.start) continue;
      const move = movedTo(dragged, cabinetId, day, gap.at);
      block(key, gapDropId(cabinetId, day, gap.at), reasonsOf([move], dragged, ctx, index, busy, TIMETABLE_MESSAGES.moveConflict));
    }
    for (const partner of column.lessons) {
      if (partner.id === dragged.id) continue;
      const moves = swapped(dragged, partner, index);
      block(key, lessonDropId(partner.id), reasonsOf(moves, dragged, ctx, index, busy, TIMETABLE_MESSAGES.swapConflict));
    }
  }
  return result;
}

/** Whether two columns' blocks say the same: a column is drawn again only when its own changed. */
export function sameBlocks(a: ColumnBlocks | null, b: ColumnBlocks | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.size !== b.size) return false;
  for (const [id, reasons] of a) {
    const other = b.get(id);
    if (!other || other.length !== reasons.length || other.some((reason, i) => reason !== reasons[i])) return false;
  }
  return true;
}
