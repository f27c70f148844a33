import type { WeekSchedule } from '@diary/common';
import {
  SLOT_HEIGHT,
  addButtonHeight,
  columnLayout,
  dropAction,
  freeGaps,
  gapDropId,
  groupByColumn,
  isFree,
  lessonDropId,
  lessonsOverlapping,
  parseDropTarget,
  slotLabel,
  slotStarts,
} from '../board-model';
import { makeLesson } from '../../shared/__tests__/fakes';

const week = (lessons: ReturnType<typeof makeLesson>[]): WeekSchedule => {
  const days = { '1': [], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] } as unknown as WeekSchedule;
  for (const lesson of lessons) days[String(lesson.day_of_week) as keyof WeekSchedule].push(lesson);
  return days;
};

const at = (hh: number, mm = 0) => hh * 60 + mm;
/** 09:00–12:00: three hour slots. */
const slots = [at(9), at(10), at(11)];

describe('board model', () => {
  it('slots are hourly from opening to closing, 8–20 by default', () => {
    expect(slotStarts(null)).toHaveLength(12);
    expect(slotStarts(null)[0]).toBe(8 * 60);
    expect(slotStarts({ time_start: '09:30', time_end: '12:00' })).toEqual([540, 600, 660]);
    expect(slotLabel(540)).toBe('09:00-10:00');
  });

  it('the scale is 150 px per hour (docs/product/constants.md)', () => {
    expect(SLOT_HEIGHT).toBe(150);
  });

  it('touching ends do not overlap', () => {
    const lesson = makeLesson({ time_start: '10:00', duration_minutes: 60 });
    expect(isFree([lesson], { start: 11 * 60, end: 12 * 60 })).toBe(true);
    expect(isFree([lesson], { start: 9 * 60, end: 10 * 60 })).toBe(true);
    expect(isFree([lesson], { start: 10 * 60 + 30, end: 11 * 60 + 30 })).toBe(false);
    expect(isFree([lesson], { start: 10 * 60, end: 11 * 60 }, [lesson.id])).toBe(true);
  });

  it('highlights the slots a lesson overlaps', () => {
    const lesson = makeLesson({ time_start: '10:30', duration_minutes: 90 });
    expect(lessonsOverlapping([lesson], 9 * 60)).toEqual([]);
    expect(lessonsOverlapping([lesson], 10 * 60)).toEqual([lesson]);
    expect(lessonsOverlapping([lesson], 11 * 60)).toEqual([lesson]);
    expect(lessonsOverlapping([lesson], 12 * 60)).toEqual([]);
  });

  describe('free gaps', () => {
    it('an empty day: one gap per hour slot', () => {
      expect(freeGaps([], slots)).toEqual([
        { start: at(9), end: at(10), at: at(9) },
        { start: at(10), end: at(11), at: at(10) },
        { start: at(11), end: at(12), at: at(11) },
      ]);
    });

    it('the free intervals between lessons, split at the hour boundaries', () => {
      const lessons = [
        makeLesson({ time_start: '11:15', duration_minutes: 30 }),
        makeLesson({ time_start: '09:20', duration_minutes: 50 }),
      ];
      expect(freeGaps(lessons, slots)).toEqual([
        { start: at(9), end: at(9, 20), at: at(9) },
        { start: at(10, 10), end: at(11), at: at(10, 10) },
        { start: at(11), end: at(11, 15), at: at(11) },
        { start: at(11, 45), end: at(12), at: at(11, 45) },
      ]);
    });

    it('no gap between touching lessons nor where overlapping lessons cover the time', () => {
      const lessons = [
        makeLesson({ time_start: '09:00', duration_minutes: 60 }),
        makeLesson({ time_start: '10:00', duration_minutes: 90 }),
        makeLesson({ time_start: '10:30', duration_minutes: 30 }),
      ];
      expect(freeGaps(lessons, slots)).toEqual([{ start: at(11, 30), end: at(12), at: at(11, 30) }]);
    });

    it('lessons outside the opening hours are cut off; a fully booked day has no gaps', () => {
      const early = makeLesson({ time_start: '08:00', duration_minutes: 90 });
      const late = makeLesson({ time_start: '11:40', duration_minutes: 60 });
      expect(freeGaps([early, late], slots)).toEqual([
        { start: at(9, 30), end: at(10), at: at(9, 30) },
        { start: at(10), end: at(11), at: at(10) },
        { start: at(11), end: at(11, 40), at: at(11) },
      ]);
      expect(freeGaps([makeLesson({ time_start: '09:00', duration_minutes: 180 })], slots)).toEqual([]);
    });

    it('a gap begins on the 5-minute step; one too short for a start on the step is left out', () => {
      // 09:00–09:47 and 09:50–10:00: the 3 minutes between them hold no start on the step
      const lessons = [
        makeLesson({ time_start: '09:00', duration_minutes: 47 }),
        makeLesson({ time_start: '09:50', duration_minutes: 10 }),
      ];
      expect(freeGaps(lessons, [at(9)])).toEqual([]);
      const odd = [makeLesson({ time_start: '09:00', duration_minutes: 42 })];
      expect(freeGaps(odd, [at(9)])).toEqual([{ start: at(9, 42), end: at(10), at: at(9, 45) }]);
    });
  });

  describe("the 'Добавить занятие' button", () => {
    it('40 px in a roomy gap, shrunk to a small gap next to a lesson, hidden below the 5-minute step', () => {
      expect(addButtonHeight({ start: at(9), end: at(10), at: at(9) })).toBe(40);
      expect(addButtonHeight({ start: at(9), end: at(9, 20), at: at(9) })).toBe(40);
      expect(addButtonHeight({ start: at(9, 50), end: at(10), at: at(9, 50) })).toBe(25);
      expect(addButtonHeight({ start: at(9, 55), end: at(10), at: at(9, 55) })).toBe(12.5);
      expect(addButtonHeight({ start: at(9, 56), end: at(10), at: at(10) })).toBeNull();
    });
  });

  describe('column layout', () => {
    it('places cards at (start − first slot) × 2.5 px, duration × 2.5 px tall, and the gaps around them', () => {
      const lesson = makeLesson({ id: 1, time_start: '10:30', duration_minutes: 90 });
      const layout = columnLayout([lesson], slots);
      expect(layout.height).toBe(450);
      expect(layout.cards).toEqual([{ lesson, top: 225, height: 225 }]);
      expect(layout.gaps.map(({ top, height, button }) => ({ top, height, button }))).toEqual([
        { top: 0, height: 150, button: 40 },
        { top: 150, height: 75, button: 40 },
      ]);
      expect(layout.busy).toEqual([false, true, true]);
    });

    it('a very short lesson still gets a readable card', () => {
      const layout = columnLayout([makeLesson({ time_start: '09:00', duration_minutes: 5 })], slots);
      expect(layout.cards[0]!.height).toBe(24);
    });
  });

  it('groups a week by cabinet and day, by start', () => {
    const a = makeLesson({ id: 1, cabinet_id: 5, day_of_week: 1, time_start: '12:00' });
    const b = makeLesson({ id: 2, cabinet_id: 5, day_of_week: 1, time_start: '09:00' });
    const c = makeLesson({ id: 3, cabinet_id: 6, day_of_week: 1, time_start: '09:00' });
    const groups = groupByColumn(week([a, b, c]));
    expect(groups.get('5:1')!.map((l) => l.id)).toEqual([2, 1]);
    expect(groups.get('6:1')!.map((l) => l.id)).toEqual([3]);
    expect(groups.get('5:2')).toBeUndefined();
  });

  it('drop zone ids round-trip', () => {
    expect(parseDropTarget(gapDropId(3, 2, 615))).toEqual({ kind: 'gap', cabinetId: 3, day: 2, start: 615 });
    expect(parseDropTarget(lessonDropId(7))).toEqual({ kind: 'lesson', lessonId: 7 });
    expect(parseDropTarget('lesson:1')).toBeNull();
  });

  it('a drop on a gap moves to its start, on another lesson swaps, on its own place does nothing', () => {
    const a = makeLesson({ id: 1, cabinet_id: 5, day_of_week: 1, time_start: '10:00', duration_minutes: 60 });
    const b = makeLesson({ id: 2, cabinet_id: 6, day_of_week: 2, time_start: '12:00', duration_minutes: 60 });
    const w = week([a, b]);
    expect(dropAction(w, 1, { kind: 'gap', cabinetId: 6, day: 3, start: at(9, 35) })).toEqual({
      kind: 'move',
      lessonId: 1,
      cabinet_id: 6,
      day_of_week: 3,
      time_start: '09:35',
    });
    expect(dropAction(w, 1, { kind: 'lesson', lessonId: 2 })).toEqual({ kind: 'swap', firstId: 1, secondId: 2 });
    expect(dropAction(w, 1, { kind: 'lesson', lessonId: 1 })).toEqual({ kind: 'none' });
    expect(dropAction(w, 1, { kind: 'gap', cabinetId: 5, day: 1, start: at(10) })).toEqual({ kind: 'none' });
  });
});
