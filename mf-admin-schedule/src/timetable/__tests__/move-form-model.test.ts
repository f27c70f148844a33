import type { Lesson } from '@diary/common';
import { checkMove, moveValuesOf } from '../move-form-model';
import { doneText } from '../move-texts';
import { makeCabinet, makeLesson, makeWeek } from '../../shared/__tests__/fakes';

const moved = makeLesson({
  id: 1,
  short_title: 'Альфа',
  cabinet_id: 5,
  day_of_week: 1,
  time_start: '10:00',
  time_end: '11:00',
  duration_minutes: 60,
});
const other = makeLesson({
  id: 2,
  short_title: 'Бета',
  cabinet_id: 6,
  day_of_week: 1,
  time_start: '13:00',
  time_end: '14:30',
  duration_minutes: 90,
});
const lessonsOf = (cabinetId: number, day: number): Lesson[] =>
  [moved, other].filter((l) => l.cabinet_id === cabinetId && l.day_of_week === day);
const values = (time_start: string, cabinet_id = '6', day_of_week = '1') => ({ time_start, cabinet_id, day_of_week });

describe("'Переместить…': the chosen place", () => {
  it('opens on the lesson’s own place, which is nothing to send', () => {
    expect(moveValuesOf(moved)).toEqual({ day_of_week: '1', time_start: '10:00', cabinet_id: '5' });
    const check = checkMove(moveValuesOf(moved), moved, lessonsOf);
    expect(check).toEqual({ ok: true, payload: { target: { kind: 'gap', cabinetId: 5, day: 1, start: 600 }, partner: null, here: true } });
  });

  it('a free or taken place is a move there; another lesson’s start is a swap with it, as a drop on it', () => {
    expect(checkMove(values('09:35'), moved, lessonsOf)).toEqual({
      ok: true,
      payload: { target: { kind: 'gap', cabinetId: 6, day: 1, start: 575 }, partner: null, here: false },
    });
    // inside Бета but not at its start: a move (the server refuses the overlap)
    expect(checkMove(values('13:30'), moved, lessonsOf)).toMatchObject({ ok: true, payload: { partner: null } });
    expect(checkMove(values('13:00'), moved, lessonsOf)).toEqual({
      ok: true,
      payload: { target: { kind: 'lesson', lessonId: 2 }, partner: other, here: false },
    });
    // a later start the same day in its own cabinet is a move, even over its old time
    expect(checkMove(values('10:30', '5'), moved, lessonsOf)).toMatchObject({ ok: true, payload: { here: false, partner: null } });
  });

  it('the server’s rules of a move’s start, at its field', () => {
    const errors = (time: string) => {
      const check = checkMove(values(time), moved, lessonsOf);
      return check.ok ? null : check.errors;
    };
    expect(errors('')).toEqual({ time_start: 'Не указано время начала' });
    expect(errors('25:00')).toEqual({ time_start: 'Время начала в формате ЧЧ:ММ' });
    expect(errors('10:03')).toEqual({ time_start: 'Время начала должно быть кратно 5 минутам' });
    expect(errors('23:05')).toEqual({ time_start: 'Занятие должно закончиться до полуночи' });
    expect(errors('23:00')).toBeNull();
  });
});

describe('what the board announces', () => {
  const week = makeWeek([moved, other]);
  const cabinets = [makeCabinet({ id: 5, name: 'Зал' }), makeCabinet({ id: 6, name: 'Класс' })];

  it('a move: the lesson’s new day, time (its duration kept) and cabinet', () => {
    expect(doneText(week, cabinets, { kind: 'move', lessonId: 1, cabinet_id: 6, day_of_week: 3, time_start: '15:00' })).toBe(
      'Занятие «Альфа» перенесено: Среда 15:00–16:00, кабинет Класс',
    );
  });

  it('a swap: each lesson at the other’s start, keeping its own duration', () => {
    expect(doneText(week, cabinets, { kind: 'swap', firstId: 1, secondId: 2 })).toBe(
      'Занятия обменялись местами: «Альфа» — Понедельник 13:00–14:00, кабинет Класс; «Бета» — Понедельник 10:00–11:30, кабинет Зал',
    );
    expect(doneText(week, cabinets, { kind: 'none' })).toBeNull();
  });
});
