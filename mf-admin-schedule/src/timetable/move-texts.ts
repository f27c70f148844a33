import { formatTimeOfDay, parseTimeOfDay, type Cabinet, type Lesson, type WeekSchedule } from '@diary/common';
import { weekdayName } from '../lessons';
import { findLesson, type DropAction } from './board-model';

/** The texts of a move without a mouse ('Переместить…') and of the board's announcements. */
export const MOVE_TEXTS = {
  open: 'Переместить…',
  title: 'Переместить занятие',
  submit: 'Переместить',
  swap: 'Обменять местами',
  saving: 'Перемещение...',
  /** A move that failed without the server's reason (docs/product/messages.md). */
  failed: 'Ошибка перемещения занятия',
  current: (place: string) => `Сейчас: ${place}`,
  swapWith: (title: string, place: string) => `Обменять местами с «${title}» (${place})`,
  columnLessons: (list: string) => `Занятия кабинета в этот день: ${list}`,
  columnFree: 'В этот день в кабинете нет других занятий',
  moved: (title: string, place: string) => `Занятие «${title}» перенесено: ${place}`,
  swapped: (first: string, second: string) => `Занятия обменялись местами: ${first}; ${second}`,
} as const;

/** A lesson as its card names it. */
export const lessonTitle = (lesson: Pick<Lesson, 'short_title' | 'subject'>) => lesson.short_title || lesson.subject;

/** 'Понедельник 15:00–16:00, кабинет Каб 2': a lesson of `duration` minutes starting at `start` there. */
export function placeText(day: number, start: string, duration: number, cabinet: string): string {
  const from = parseTimeOfDay(start) ?? 0;
  return `${weekdayName(day)} ${formatTimeOfDay(from)}–${formatTimeOfDay(from + duration)}, кабинет ${cabinet}`;
}

/** A lesson's own place, as placeText says it. */
export const lessonPlace = (lesson: Lesson, cabinets: readonly Cabinet[]) =>
  placeText(lesson.day_of_week, lesson.time_start, lesson.duration_minutes, cabinetName(lesson.cabinet_id, cabinets, lesson));

function cabinetName(id: number, cabinets: readonly Cabinet[], lesson?: Lesson): string {
  return cabinets.find((c) => c.id === id)?.name ?? (lesson?.cabinet_id === id ? lesson.cabinet?.name : undefined) ?? `№ ${id}`;
}

/**
 * What the board announces of a move or swap done: where each lesson went, worked out from the week
 * before it ('Занятие «Бета» перенесено: Понедельник 15:00–16:00, кабинет Каб 2').
 */
export function doneText(week: WeekSchedule | null, cabinets: readonly Cabinet[], action: DropAction): string | null {
  if (action.kind === 'move') {
    const lesson = findLesson(week, action.lessonId);
    if (!lesson) return null;
    const place = placeText(action.day_of_week, action.time_start, lesson.duration_minutes, cabinetName(action.cabinet_id, cabinets));
    return MOVE_TEXTS.moved(lessonTitle(lesson), place);
  }
  if (action.kind === 'swap') {
    const first = findLesson(week, action.firstId);
    const second = findLesson(week, action.secondId);
    if (!first || !second) return null;
    const into = (lesson: Lesson, other: Lesson) =>
      `«${lessonTitle(lesson)}» — ${placeText(other.day_of_week, other.time_start, lesson.duration_minutes, cabinetName(other.cabinet_id, cabinets, other))}`;
    return MOVE_TEXTS.swapped(into(first, second), into(second, first));
  }
  return null;
}
