import type { BusySlot, Lesson, WeekSchedule } from '@diary/common';
import { columnKey, columnLayout, gapDropId, groupByColumn, lessonDropId, type ColumnLayout } from '../board-model';
import { sameBlocks, targetReasons, unavailableSlots } from '../unavailable-slots';
import { makeLesson } from '../../shared/__tests__/fakes';

const at = (hh: number, mm = 0) => hh * 60 + mm;
/** 09:00–14:00. */
const slots = [at(9), at(10), at(11), at(12), at(13)];
const CABINETS = [5, 6];

const TEACHER = { id: 10, first_name: 'Иван', second_name: 'Иванов', last_name: 'Иванович' };
const OTHER_TEACHER = { id: 11, first_name: 'Мария', second_name: 'Смирнова', last_name: null };
const PETR = { id: 30, first_name: 'Пётр', second_name: 'Сидоров', last_name: null };
const OLGA = { id: 31, first_name: 'Ольга', second_name: 'Петрова', last_name: 'Сергеевна' };

const TEACHER_BUSY = 'Преподаватель Иванов И. И. в это время ведёт другое занятие';
const PETR_BUSY = 'Ученик Сидоров П. в это время на другом занятии';
const OLGA_BUSY = 'Ученик Петрова О. С. в это время на другом занятии';

function board(lessons: Lesson[]) {
  const week = { '1': [], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] } as unknown as WeekSchedule;
  for (const lesson of lessons) week[String(lesson.day_of_week) as keyof WeekSchedule].push(lesson);
  const groups = groupByColumn(week);
  const columns = new Map<string, ColumnLayout>();
  for (const cabinet of CABINETS) {
    for (const day of [1, 2]) columns.set(columnKey(cabinet, day), columnLayout(groups.get(columnKey(cabinet, day)) ?? [], slots));
  }
  return { week, columns };
}

const lesson = (id: number, cabinet_id: number, day_of_week: number, time_start: string, overrides: Partial<Lesson> = {}) =>
  makeLesson({ id, cabinet_id, day_of_week, time_start, duration_minutes: 60, teacher_id: TEACHER.id, teacher: TEACHER, ...overrides });

const busySlot = (overrides: Partial<BusySlot>): BusySlot => ({
  kind: 'teacher',
  personId: TEACHER.id,
  lessonId: 900,
  day_of_week: 1,
  time_start: '12:00',
  time_end: '13:00',
  message: TEACHER_BUSY,
  ...overrides,
});

/** The reasons of one drop target, [] when it is free. */
function reasonsAt(result: ReturnType<typeof unavailableSlots>, cabinet: number, day: number, dropId: string) {
  return result.get(columnKey(cabinet, day))?.get(dropId) ?? [];
}
const gap = (cabinet: number, day: number, hh: number, mm = 0) => [cabinet, day, gapDropId(cabinet, day, at(hh, mm))] as const;

describe('unavailable slots while a lesson is dragged', () => {
  it('a gap where the lesson, keeping its duration, would overlap another lesson of that cabinet: the move’s text', () => {
    // the dragged lesson is an hour long; cabinet 6 has a lesson 10:30–11:30
    const dragged = lesson(1, 5, 1, '09:00', { students: [] });
    const other = lesson(2, 6, 1, '10:30', { teacher_id: OTHER_TEACHER.id, teacher: OTHER_TEACHER, students: [] });
    const result = unavailableSlots({ lesson: dragged, ...board([dragged, other]), busy: [] });
    expect(reasonsAt(result, ...gap(6, 1, 10))).toEqual(['Время занято другим занятием!']);
    expect(reasonsAt(result, ...gap(6, 1, 9))).toEqual([]);
    // touching ends are allowed: 11:30–12:30 right after it
    expect(reasonsAt(result, ...gap(6, 1, 11, 30))).toEqual([]);
    // its own place is no target, and the time it leaves is free for itself
    expect(reasonsAt(result, ...gap(5, 1, 10))).toEqual([]);
  });

  it('its teacher busy elsewhere (any branch): every cabinet’s gaps at that time, with the server’s text', () => {
    const dragged = lesson(1, 5, 1, '09:00', { students: [] });
    const result = unavailableSlots({ lesson: dragged, ...board([dragged]), busy: [busySlot({})] });
    for (const cabinet of CABINETS) {
      expect(reasonsAt(result, ...gap(cabinet, 1, 12))).toEqual([TEACHER_BUSY]);
      // 11:30–12:30 overlaps 12:00–13:00; 11:00–12:00 and 13:00–14:00 touch it
      expect(reasonsAt(result, cabinet, 1, gapDropId(cabinet, 1, at(11)))).toEqual([]);
      expect(reasonsAt(result, ...gap(cabinet, 1, 13))).toEqual([]);
      // another weekday is free
      expect(reasonsAt(result, ...gap(cabinet, 2, 12))).toEqual([]);
    }
  });

  it('a student busy elsewhere; a gap with several reasons lists each once', () => {
    const dragged = lesson(1, 5, 1, '09:00', { students: [PETR, OLGA] });
    const other = lesson(2, 6, 1, '12:30', { teacher_id: OTHER_TEACHER.id, teacher: OTHER_TEACHER, students: [] });
    const busy = [
      busySlot({ kind: 'student', personId: PETR.id, lessonId: 901, message: PETR_BUSY }),
      busySlot({ kind: 'student', personId: OLGA.id, lessonId: 902, message: OLGA_BUSY }),
      busySlot({ kind: 'student', personId: OLGA.id, lessonId: 903, time_start: '12:30', time_end: '13:30', message: OLGA_BUSY }),
    ];
    const result = unavailableSlots({ lesson: dragged, ...board([dragged, other]), busy });
    expect(reasonsAt(result, ...gap(6, 1, 12))).toEqual(['Время занято другим занятием!', PETR_BUSY, OLGA_BUSY]);
    expect(reasonsAt(result, ...gap(5, 1, 12))).toEqual([PETR_BUSY, OLGA_BUSY]);
  });

  it('until the busy times have come only the cabinets are checked', () => {
    const dragged = lesson(1, 5, 1, '09:00');
    const other = lesson(2, 6, 1, '10:30', { teacher_id: OTHER_TEACHER.id, teacher: OTHER_TEACHER, students: [] });
    const result = unavailableSlots({ lesson: dragged, ...board([dragged, other]), busy: null });
    expect(reasonsAt(result, ...gap(6, 1, 10))).toEqual(['Время занято другим занятием!']);
    expect(reasonsAt(result, ...gap(5, 1, 12))).toEqual([]);
  });

  describe('a swap (dropped on another lesson, each takes the other’s place)', () => {
    it('refused when the dragged lesson’s teacher is busy at the other’s time', () => {
      const dragged = lesson(1, 5, 1, '09:00', { students: [] });
      const partner = lesson(2, 6, 1, '12:00', { teacher_id: OTHER_TEACHER.id, teacher: OTHER_TEACHER, students: [] });
      const result = unavailableSlots({ lesson: dragged, ...board([dragged, partner]), busy: [busySlot({})] });
      expect(reasonsAt(result, 6, 1, lessonDropId(2))).toEqual([TEACHER_BUSY]);
    });

    it('refused when the partner’s student is in another lesson of the branch at the dragged one’s time', () => {
      const dragged = lesson(1, 5, 1, '09:00', { students: [] });
      const partner = lesson(2, 6, 2, '12:00', { teacher_id: OTHER_TEACHER.id, teacher: OTHER_TEACHER, students: [OLGA] });
      const third = lesson(3, 6, 1, '09:30', { teacher_id: 12, teacher: null, students: [OLGA] });
      const result = unavailableSlots({ lesson: dragged, ...board([dragged, partner, third]), busy: [] });
      expect(reasonsAt(result, 6, 2, lessonDropId(2))).toEqual([OLGA_BUSY]);
    });

    it('the cabinet’s text when either would overlap a third lesson of the cabinet it goes to', () => {
      // the dragged lesson lasts 90 minutes: at the partner’s 10:00 it would run into 11:00
      const dragged = lesson(1, 5, 2, '09:00', { duration_minutes: 90, students: [] });
      const partner = lesson(2, 6, 1, '10:00', { teacher_id: OTHER_TEACHER.id, teacher: OTHER_TEACHER, students: [] });
      const third = lesson(3, 6, 1, '11:00', { teacher_id: 12, teacher: null, students: [] });
      const result = unavailableSlots({ lesson: dragged, ...board([dragged, partner, third]), busy: [] });
      expect(reasonsAt(result, 6, 1, lessonDropId(2))).toEqual(['Невозможно обменять местами - есть конфликты времени!']);
      expect(reasonsAt(result, 6, 1, lessonDropId(3))).toEqual([]);
    });

    it('the partner’s own lesson among the busy times does not count: it moves away', () => {
      // both lessons are Иванов’s: after the swap he teaches them at each other’s times
      const dragged = lesson(1, 5, 1, '09:00', { students: [] });
      const partner = lesson(2, 6, 1, '12:00', { students: [] });
      const busy = [busySlot({ lessonId: 2 })];
      const result = unavailableSlots({ lesson: dragged, ...board([dragged, partner]), busy });
      expect(reasonsAt(result, 6, 1, lessonDropId(2))).toEqual([]);
      // a move to 12:00 in cabinet 5 still clashes with that lesson
      expect(reasonsAt(result, ...gap(5, 1, 12))).toEqual([TEACHER_BUSY]);
    });
  });

  it('one target (the board’s ‘Переместить…’) by the same rule: a gap or a lesson as the drag says, any start, nothing for its own place', () => {
    const dragged = lesson(1, 5, 1, '09:00', { students: [] });
    const partner = lesson(2, 6, 1, '10:00', { teacher_id: OTHER_TEACHER.id, teacher: OTHER_TEACHER, students: [] });
    const third = lesson(3, 6, 1, '11:00', { teacher_id: 12, teacher: null, students: [] });
    const ctx = { lesson: dragged, ...board([dragged, partner, third]), busy: [busySlot({})] };
    const dragging = unavailableSlots(ctx);
    const place = (cabinetId: number, day: number, hh: number, mm = 0) => ({ kind: 'gap' as const, cabinetId, day, start: at(hh, mm) });
    for (const [cabinet, day, hh] of [
      [5, 1, 12],
      [6, 1, 12],
      [6, 1, 13],
      [5, 2, 12],
    ] as const) {
      expect(targetReasons(ctx, place(cabinet, day, hh))).toEqual(reasonsAt(dragging, ...gap(cabinet, day, hh)));
    }
    expect(targetReasons(ctx, place(5, 1, 12))).toEqual([TEACHER_BUSY]);
    expect(targetReasons(ctx, { kind: 'lesson', lessonId: 2 })).toEqual(reasonsAt(dragging, 6, 1, lessonDropId(2)));
    // a start no gap offers: 10:30 in cabinet 6 runs into both lessons there; 12:30 into the teacher's other lesson
    expect(targetReasons(ctx, place(6, 1, 10, 30))).toEqual(['Время занято другим занятием!']);
    expect(targetReasons(ctx, place(5, 1, 12, 30))).toEqual([TEACHER_BUSY]);
    expect(targetReasons(ctx, place(5, 1, 9))).toEqual([]);
    expect(targetReasons(ctx, { kind: 'lesson', lessonId: 1 })).toEqual([]);
  });

  it('columns without anything blocked are left out; equal blocks compare equal', () => {
    const dragged = lesson(1, 5, 1, '09:00', { students: [] });
    const first = unavailableSlots({ lesson: dragged, ...board([dragged]), busy: [busySlot({})] });
    const second = unavailableSlots({ lesson: dragged, ...board([dragged]), busy: [busySlot({})] });
    expect([...first.keys()].sort()).toEqual(['5:1', '6:1']);
    expect(sameBlocks(first.get('5:1')!, second.get('5:1')!)).toBe(true);
    expect(sameBlocks(first.get('5:1')!, null)).toBe(false);
    expect(sameBlocks(null, null)).toBe(true);
  });
});
