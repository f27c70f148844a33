import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { failing, makeHttp, makePersonLesson, makePersonWeek, type Route } from '@diary/web-kit/testing';
import { AppProviders } from '../../AppProviders';
import { CalendarFeedStore } from '../CalendarFeedStore';
import { PersonWeekScreen } from '../PersonWeekScreen';
import { PersonWeekStore } from '../PersonWeekStore';

/** Wednesday 10 September 2025. */
const WEDNESDAY = () => new Date(2025, 8, 10, 12);

const lessons = [
  makePersonLesson({ id: 1, day_of_week: 1, time_start: '09:00', time_end: '10:30', filial: { id: 2, name: 'Северный' } }),
  makePersonLesson({
    id: 2,
    day_of_week: 3,
    time_start: '10:00',
    time_end: '11:30',
    subject: 'Математика',
    cabinet: { id: 4, name: 'Кабинет 1', filial_id: 1, quantity: 5, color: '#ff0000', isArchived: false },
  }),
];

function renderScreen(answer: Route, { oneDay = false, kind = 'teacher' as 'teacher' | 'student' } = {}) {
  const { http, calls } = makeHttp({ [`GET schedule/${kind}/7/week`]: answer, 'POST calendar/feed': () => ({ url: 'x' }) });
  const store = new PersonWeekStore({ http, now: WEDNESDAY }, { kind, id: 7 });
  const feedStore = new CalendarFeedStore({ http, copy: jest.fn() });
  render(
    <AppProviders>
      <PersonWeekScreen title="Моё расписание" person={{ kind, id: 7 }} store={store} feedStore={feedStore} oneDay={oneDay} />
    </AppProviders>,
  );
  return { calls };
}

const day = (name: string) => screen.getByRole('region', { name });

describe('PersonWeekScreen', () => {
  it('shows the week by day, Понедельник … Воскресенье, each lesson with its time, subject, branch and cabinet; today marked', async () => {
    renderScreen(() => makePersonWeek(lessons));
    expect(screen.getByRole('heading', { level: 1, name: 'Моё расписание' })).toBeTruthy();
    expect(document.title).toBe('Моё расписание — Дневник достижений');
    await screen.findByText('09:00–10:30');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Понедельник',
      'Вторник',
      'Среда',
      'Четверг',
      'Пятница',
      'Суббота',
      'Воскресенье',
    ]);
    const monday = within(day('Понедельник'));
    expect(monday.getByText('Физика')).toBeTruthy();
    expect(monday.getByText('Северный, Кабинет 1')).toBeTruthy();
    expect(within(day('Вторник')).getByText('Нет занятий')).toBeTruthy();
    const today = day('Среда');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(within(today).getByText('Сегодня')).toBeTruthy();
    expect(within(today).getByText('10:00–11:30')).toBeTruthy();
    expect(within(today).getByText('Математика')).toBeTruthy();
    expect(within(today).getByText('Центральный, Кабинет 1')).toBeTruthy();
    expect(screen.getAllByText('Сегодня')).toHaveLength(1);
    expect(day('Понедельник').getAttribute('aria-current')).toBeNull();
  });

  it("shows 'Загрузка...' while the week loads, then 'На этой неделе занятий нет' for an empty week", async () => {
    let answer: (week: unknown) => void = () => {};
    renderScreen(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('status').textContent).toContain('Загрузка...');
    await act(async () => answer(makePersonWeek()));
    expect(screen.getByText('На этой неделе занятий нет')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it("shows the error with 'Повторить', which loads again", async () => {
    let fail = true;
    const { calls } = renderScreen(() => {
      if (fail) return failing(500)();
      return makePersonWeek(lessons);
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Ошибка загрузки расписания');
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('09:00–10:30')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('on a phone shows one day at a time, opening on today, with the previous and next day', async () => {
    renderScreen(() => makePersonWeek(lessons), { oneDay: true, kind: 'student' });
    await screen.findByText('10:00–11:30');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Среда']);
    expect(screen.getByText('Сегодня')).toBeTruthy();
    // a student's week names the teacher
    expect(screen.getByText('Учителева А. С.')).toBeTruthy();
    expect(screen.queryByText('09:00–10:30')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущий день' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Вторник');
    expect(screen.getByText('Нет занятий')).toBeTruthy();
    expect(screen.queryByText('Сегодня')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущий день' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Понедельник');
    expect(screen.getByText('09:00–10:30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Следующий день' }));
    fireEvent.click(screen.getByRole('button', { name: 'Следующий день' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Среда');
    await waitFor(() => expect(screen.getByText('Сегодня')).toBeTruthy());
  });
});
