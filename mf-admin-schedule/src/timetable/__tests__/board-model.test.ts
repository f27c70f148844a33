import type { WeekSchedule } from '@diary/common';
import { dropAction, firstFreeStart, isFree, lessonsOverlapping, parseSlotId, slotId, slotLabel, slotStarts } from '../board-model';
import { makeLesson } from '../../shared/__tests__/fakes';

const week = (lessons: ReturnType<typeof makeLesson>[]): WeekSchedule => {
  const days = { '1': [], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] } as unknown as WeekSchedule;
  for (const lesson of lessons) days[String(lesson.day_of_week) as keyof WeekSchedule].push(lesson);
  return days;
};

describe('board model', () => {
  it('slots are hourly from opening to closing, 8–20 by default', () => {
    expect(slotStarts(null)).toHaveLength(12);
    expect(slotStarts(null)[0]).toBe(8 * 60);
    expect(slotStarts({ time_start: '09:30', time_end: '12:00' })).toEqual([540, 600, 660]);
    expect(slotLabel(540)).toBe('09:00-10:00');
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

  it('the first free start in a slot', () => {
    const lesson = makeLesson({ time_start: '10:00', duration_minutes: 30 });
    expect(firstFreeStart([lesson], 10 * 60, 5)).toBe(10 * 60 + 30);
    expect(firstFreeStart([makeLesson({ time_start: '10:00', duration_minutes: 60 })], 10 * 60, 5)).toBeNull();
  });

  it('slot ids round-trip', () => {
    expect(parseSlotId(slotId({ cabinetId: 3, day: 2, start: 600 }))).toEqual({ cabinetId: 3, day: 2, start: 600 });
    expect(parseSlotId('lesson:1')).toBeNull();
  });

  it('a drop on a free slot moves, on a lesson swaps, on its own place does nothing', () => {
    const a = makeLesson({ id: 1, cabinet_id: 5, day_of_week: 1, time_start: '10:00', duration_minutes: 60 });
    const b = makeLesson({ id: 2, cabinet_id: 6, day_of_week: 2, time_start: '12:00', duration_minutes: 60 });
    const w = week([a, b]);
    expect(dropAction(w, 1, { cabinetId: 6, day: 3, start: 9 * 60 })).toEqual({
      kind: 'move',
      lessonId: 1,
      cabinet_id: 6,
      day_of_week: 3,
      time_start: '09:00',
    });
    expect(dropAction(w, 1, { cabinetId: 6, day: 2, start: 12 * 60 })).toEqual({ kind: 'swap', firstId: 1, secondId: 2 });
    expect(dropAction(w, 1, { cabinetId: 5, day: 1, start: 10 * 60 })).toEqual({ kind: 'none' });
  });
});
