import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Occurrence } from '@diary/common';
import { AppProviders } from '@diary/web-kit';
import { failing, makeHttp, shownDate, typeDate, type Route } from '@diary/web-kit/testing';
import { TeacherJournalStore } from '../TeacherJournalStore';
import { TeacherJournalScreen } from '../TeacherJournalScreen';
import { makeOccurrence, makeStudent, markingServer, PETROV, SIDOROVA } from './occurrence-factory';

/** Tuesday 10 November 2026. */
const TODAY = () => new Date(2026, 10, 10, 12);

/** `put` stands for the API's PUT journal/:lessonId/:date. */
function renderScreen(day: Route, put?: (path: string, body: unknown) => Promise<unknown>, at = '/teacher/journal') {
  const { http, calls } = makeHttp({ 'GET journal/day': day });
  const notify = { success: jest.fn(), error: jest.fn() };
  const store = new TeacherJournalStore({ http: { get: http.get, put: put ?? http.put } as typeof http, notify, now: TODAY });
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[at]}>
        <TeacherJournalScreen store={store} />
        <ShownAddress />
      </MemoryRouter>
    </AppProviders>,
  );
  return { calls, notify };
}

/** The address's query, where a test can read it. */
function ShownAddress() {
  return <p data-testid="address">{useLocation().search}</p>;
}
const address = () => screen.getByTestId('address').textContent;

const dayOf =
  (...lessons: Occurrence[]) =>
  () => ({ date: '2026-11-10', lessons });
const card = (name: RegExp) => within(screen.getByRole('article', { name }));
const studentButton = (name: RegExp) => screen.getByRole('button', { name });

describe("TeacherJournalScreen 'Журнал'", () => {
  it("shows today's lessons, each with its time, subject, branch and cabinet, status and students", async () => {
    renderScreen(
      dayOf(
        makeOccurrence(),
        makeOccurrence({ lessonId: 6, time_start: '12:00', time_end: '13:00', subject: 'Химия', name: 'Химия', students: [] }),
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Журнал' })).toBeTruthy();
    expect(document.title).toBe('Журнал — Дневник достижений');
    expect(screen.getByRole('status').textContent).toContain('Загрузка...');
    expect(await screen.findByText('Группа А')).toBeTruthy();
    const physics = card(/10:00–11:30 Физика/);
    expect(shownDate('Дата')).toBe('10.11.2026');
    expect(physics.getByText('Центральный, Кабинет 1')).toBeTruthy();
    expect(physics.getByText('Не отмечено')).toBeTruthy();
    expect(physics.getByRole('button', { name: 'Петров Пётр Петрович: Не отмечен' })).toBeTruthy();
    expect(physics.getByRole('button', { name: 'Все присутствуют' })).toBeTruthy();
    expect(card(/12:00–13:00 Химия/).getByText('На занятие никто не записан')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сегодня' })).toBeNull();
  });

  it('one tap marks a student; the row says it is saving until the server answers', async () => {
    const server = markingServer(makeOccurrence());
    server.hold();
    renderScreen(dayOf(makeOccurrence()), server.put);
    fireEvent.click(await screen.findByRole('button', { name: /^Петров Пётр Петрович/ }));
    expect(studentButton(/^Петров Пётр Петрович: Присутствовал/)).toBeTruthy();
    expect(screen.getByText('Сохраняется…')).toBeTruthy();
    await act(async () => server.releaseOne());
    await waitFor(() => expect(screen.queryByText('Сохраняется…')).toBeNull());
    expect(server.bodies()).toEqual([{ marks: [{ studentId: PETROV.id, mark: 'present' }] }]);
    expect(card(/Физика/).getByText('Отмечено')).toBeTruthy();
  });

  it("'Все присутствуют' marks everyone present in one PUT; a late student gets 'Опоздание, мин'", async () => {
    const server = markingServer(makeOccurrence());
    renderScreen(dayOf(makeOccurrence()), server.put);
    fireEvent.click(await screen.findByRole('button', { name: 'Все присутствуют' }));
    await waitFor(() => expect(studentButton(/^Сидорова Анна Ивановна: Присутствовал/)).toBeTruthy());
    expect(server.put).toHaveBeenCalledTimes(1);
    fireEvent.click(studentButton(/^Петров/)); // absent
    await waitFor(() => expect(studentButton(/^Петров Пётр Петрович: Отсутствовал/)).toBeTruthy());
    fireEvent.click(studentButton(/^Петров/)); // late
    const minutes = (await screen.findByLabelText('Опоздание, мин: Петров Пётр Петрович')) as HTMLInputElement;
    fireEvent.change(minutes, { target: { value: 'abc' } });
    expect(screen.getByText('Опоздание — целое число минут от 0 до 1440')).toBeTruthy();
    fireEvent.change(minutes, { target: { value: '12' } });
    fireEvent.keyDown(minutes, { key: 'Enter' });
    await waitFor(() => expect(server.put).toHaveBeenCalledTimes(4));
    expect(server.bodies()[3]).toEqual({ marks: [{ studentId: PETROV.id, mark: 'late', minutesLate: 12 }] });
    await waitFor(() => expect(screen.queryByText('Сохраняется…')).toBeNull());
    expect(minutes.value).toBe('12');
  });

  it("a refused mark returns the row to the confirmed one and shows the server's message", async () => {
    const start = makeOccurrence({ students: [makeStudent(PETROV, 'absent'), makeStudent(SIDOROVA)] });
    const { notify } = renderScreen(dayOf(start), async () => failing(409, 'Занятие отменено', 'CONFLICT')());
    fireEvent.click(await screen.findByRole('button', { name: /^Петров/ }));
    expect(studentButton(/^Петров Пётр Петрович: Опоздал/)).toBeTruthy();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Занятие отменено'));
    expect(studentButton(/^Петров Пётр Петрович: Отсутствовал/)).toBeTruthy();
  });

  it("a cancelled lesson shows 'Отменено' and its reason, with nothing to mark", async () => {
    renderScreen(dayOf(makeOccurrence({ status: 'cancelled', cancelReason: 'Болезнь преподавателя' })));
    expect(await screen.findByText('Отменено')).toBeTruthy();
    expect(screen.getByText('Причина: Болезнь преподавателя')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Все присутствуют' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Петров/ })).toBeNull();
  });

  it("a day after today shows its lessons but says 'Нельзя отметить посещаемость будущего занятия'", async () => {
    const { calls } = renderScreen((query) => ({
      date: (query as { date: string }).date,
      lessons: [makeOccurrence({ date: '2026-11-11' })],
    }));
    await screen.findByText('Группа А');
    fireEvent.click(screen.getByRole('button', { name: 'Следующий день' }));
    expect(await screen.findByText('Нельзя отметить посещаемость будущего занятия')).toBeTruthy();
    expect(await screen.findByText('Запланировано')).toBeTruthy();
    expect((studentButton(/^Петров/) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Все присутствуют' })).toBeNull();
    expect(address()).toBe('?date=2026-11-11');
    fireEvent.click(screen.getByRole('button', { name: 'Сегодня' }));
    await waitFor(() => expect(address()).toBe(''));
    typeDate('Дата', '01.09.2026');
    await waitFor(() =>
      expect(calls.map((c) => (c.arg as { date: string }).date)).toEqual(['2026-11-10', '2026-11-11', '2026-11-10', '2026-09-01']),
    );
  });

  it("says 'Занятий нет' for a day without lessons", async () => {
    renderScreen(dayOf());
    expect(await screen.findByText('Занятий нет')).toBeTruthy();
  });

  it("shows the error with 'Повторить', which reads the day again", async () => {
    let fail = true;
    const { calls } = renderScreen(() => (fail ? failing(500)() : dayOf(makeOccurrence())()));
    expect((await screen.findByRole('alert')).textContent).toContain('Не удалось загрузить журнал');
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Группа А')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('opens on the day the address names (?date=), as after a reload', async () => {
    const { calls } = renderScreen(
      (query) => ({ date: (query as { date: string }).date, lessons: [] }),
      undefined,
      '/teacher/journal?date=2026-11-09',
    );
    expect(await screen.findByText('Занятий нет')).toBeTruthy();
    expect(shownDate('Дата')).toBe('09.11.2026');
    expect(calls.map((c) => c.arg)).toEqual([{ date: '2026-11-09' }]);
    expect(screen.getByRole('button', { name: 'Сегодня' })).toBeTruthy();
  });
});
