import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { BusySlot, Lesson } from '@diary/common';
import { AppProviders } from '@diary/web-kit';
import { shownTime, typeTime } from '@diary/web-kit/testing';
import { TimetableBoard } from '../TimetableBoard';
import { TimetableStore } from '../TimetableStore';
import {
  failing,
  makeCabinet,
  makeFilial,
  makeHttp,
  makeLesson,
  makeNotifier,
  makeViewer,
  makeWeek,
  settle,
  type Route,
} from '../../shared/__tests__/fakes';

const TEACHER_BUSY = 'Преподаватель Иванов И. И. в это время ведёт другое занятие';
const OTHER_TEACHER = { id: 11, first_name: 'Мария', second_name: 'Смирнова', last_name: null };

/** Физика: Monday 10:00–11:00 in Зал; Химия: Monday 12:00–13:00 in Класс, another teacher, no students. */
const physics = () =>
  makeLesson({ id: 1, name: 'Физика', cabinet_id: 5, day_of_week: 1, time_start: '10:00', time_end: '11:00', duration_minutes: 60 });
const chemistry = () =>
  makeLesson({
    id: 2,
    name: 'Химия',
    short_title: 'Химия',
    subject: 'Химия',
    cabinet_id: 6,
    day_of_week: 1,
    time_start: '12:00',
    time_end: '13:00',
    duration_minutes: 60,
    teacher_id: OTHER_TEACHER.id,
    teacher: OTHER_TEACHER,
    students: [],
  });
/** Физика's teacher teaches in another branch on Monday 14:00–15:00. */
const elsewhere: BusySlot = {
  kind: 'teacher',
  personId: 10,
  lessonId: 77,
  day_of_week: 1,
  time_start: '14:00',
  time_end: '15:00',
  message: TEACHER_BUSY,
};

async function setup(routes: Record<string, Route> = {}) {
  let lessons: Lesson[] = [physics(), chemistry()];
  const { http, calls } = makeHttp({
    'GET filials': () => [makeFilial({ id: 1 })],
    'GET cabinets/filial/1': () => [makeCabinet({ id: 5, name: 'Зал' }), makeCabinet({ id: 6, name: 'Класс' })],
    'GET schedule/filial/1/week': () => makeWeek(lessons),
    'GET schedule/clashes': () => [],
    'GET schedule/1/busy': () => [elsewhere],
    // the server moves it: the week reloaded shows it there
    'POST schedule/1/move': (arg) => {
      const { cabinet_id, time_start } = arg as { cabinet_id: number; time_start: string };
      lessons = lessons.map((l) =>
        l.id === 1 ? { ...l, cabinet_id, time_start, time_end: `${Number(time_start.slice(0, 2)) + 1}:00` } : l,
      );
      return lessons[0];
    },
    ...routes,
  });
  const notify = makeNotifier();
  const store = new TimetableStore({ http, viewer: makeViewer('ADMIN'), notify, log: jest.fn() });
  await store.loadFilials();
  await store.selectFilial(1);
  render(
    <AppProviders>
      <TimetableBoard store={store} actions={{ add: jest.fn(), edit: jest.fn(), remove: jest.fn() }} />
    </AppProviders>,
  );
  await act(settle);
  return { store, calls, notify };
}

const cardIn = (cabinetId: number) => within(screen.getByTestId(`column-${cabinetId}-1`)).getByRole('button', { name: 'Занятие Физика' });
const announced = () => screen.getByTestId('board-announcement').textContent;

async function openMove() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Переместить Физика' }));
    await settle();
  });
  return screen.getByRole('dialog', { name: 'Переместить занятие' });
}

async function choose(dialog: HTMLElement, field: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: field }));
  await act(async () => fireEvent.click(screen.getByRole('option', { name: option })));
}

// the rest of the page is hidden from the accessibility tree while the dialog is open: the field is the dialog's
const typeStart = (_dialog: HTMLElement, time: string) => act(() => typeTime(/Время начала/, time));

const submit = (dialog: HTMLElement, name: string) =>
  act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name }));
    await settle();
  });

describe("a lesson's 'Переместить…'", () => {
  it('opens on its place; the chosen place shows the drag’s clash marks, or the lesson a swap would trade with', async () => {
    await setup();
    const dialog = await openMove();
    expect(within(dialog).getByText('Сейчас: Понедельник 10:00–11:00, кабинет Зал')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'День недели' }).textContent).toBe('Понедельник');
    expect(within(dialog).getByRole('combobox', { name: 'Кабинет' }).textContent).toBe('Зал');
    expect(shownTime(/Время начала/)).toBe('10:00');
    // its own place: nothing to send
    expect((within(dialog).getByRole('button', { name: 'Переместить' }) as HTMLButtonElement).disabled).toBe(true);

    // the teacher is elsewhere at 14:00 (the busy times asked when the dialog opened)
    await typeStart(dialog, '14:00');
    const status = within(dialog).getByRole('status');
    expect(status.textContent).toContain(TEACHER_BUSY);
    expect((within(dialog).getByRole('button', { name: 'Переместить' }) as HTMLButtonElement).disabled).toBe(false);

    // Класс at 12:00 is Химия's start: a swap, as a drop on it
    await choose(dialog, 'Кабинет', 'Класс');
    expect(status.textContent).toContain('Занятия кабинета в этот день: 12:00–13:00 Химия');
    await typeStart(dialog, '12:00');
    expect(status.textContent).toContain('Обменять местами с «Химия» (Понедельник 12:00–13:00, кабинет Класс)');
    expect(status.textContent).not.toContain('Время занято');
    expect(within(dialog).getByRole('button', { name: 'Обменять местами' })).toBeTruthy();

    // 12:30 in Класс overlaps Химия: the cabinet's text, as over that gap in a drag
    await typeStart(dialog, '12:30');
    expect(status.textContent).toContain('Время занято другим занятием!');
    expect(status.textContent).not.toContain('Обменять местами');
    // another day is free
    await choose(dialog, 'День недели', 'Вторник');
    expect(status.textContent).toBe('В этот день в кабинете нет других занятий');
  });

  it('saves by the drop’s request; the move is announced and the card, in its new place, has the focus', async () => {
    const { calls, notify } = await setup();
    const dialog = await openMove();
    await choose(dialog, 'Кабинет', 'Класс');
    await typeStart(dialog, '15:00');
    await submit(dialog, 'Переместить');
    expect(calls).toContainEqual({ method: 'POST', path: 'schedule/1/move', arg: { cabinet_id: 6, day_of_week: 1, time_start: '15:00' } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(announced()).toBe('Занятие «Физика» перенесено: Понедельник 15:00–16:00, кабинет Класс');
    expect(cardIn(6).textContent).toContain('15:00–16:00');
    expect(document.activeElement).toBe(cardIn(6));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('a swap: POST schedule/swap, each lesson’s new place announced', async () => {
    const { calls } = await setup({ 'POST schedule/swap': () => [] });
    const dialog = await openMove();
    await choose(dialog, 'Кабинет', 'Класс');
    await typeStart(dialog, '12:00');
    await submit(dialog, 'Обменять местами');
    expect(calls).toContainEqual({ method: 'POST', path: 'schedule/swap', arg: { firstId: 1, secondId: 2 } });
    expect(announced()).toBe(
      'Занятия обменялись местами: «Физика» — Понедельник 12:00–13:00, кабинет Класс; «Химия» — Понедельник 10:00–11:00, кабинет Зал',
    );
  });

  it('a refusal stays in the dialog in the server’s words (announced, no toast); Отмена gives the card the focus back', async () => {
    const { notify } = await setup({
      'POST schedule/1/move': failing(409, TEACHER_BUSY, 'CONFLICT', undefined, [{ kind: 'teacher', lessonId: 77, personId: 10 }]),
    });
    const dialog = await openMove();
    await typeStart(dialog, '14:00');
    await submit(dialog, 'Переместить');
    expect(within(dialog).getByRole('alert').textContent).toBe(TEACHER_BUSY);
    expect(notify.error).not.toHaveBeenCalled();
    expect(announced()).toBe(TEACHER_BUSY);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(cardIn(5));
  });

  it('a start the server would refuse is told at its field', async () => {
    const { calls } = await setup();
    const dialog = await openMove();
    await typeStart(dialog, '');
    await submit(dialog, 'Переместить');
    expect(within(dialog).getByText('Не указано время начала')).toBeTruthy();
    await typeStart(dialog, '23:30');
    await submit(dialog, 'Переместить');
    expect(within(dialog).getByText('Занятие должно закончиться до полуночи')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
